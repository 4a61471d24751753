package web

import (
	"strings"
	"testing"
)

// TestContentSecurityPolicy: the pages may fetch from the service and the chain RPC's origin, and
// nothing a configured URL could smuggle in widens the policy.
func TestContentSecurityPolicy(t *testing.T) {
	for _, c := range []struct{ rpc, connect string }{
		{"", "'self'"},
		{"http://127.0.0.1:8545", "'self' http://127.0.0.1:8545"},
		{"https://rpc.example/v1/key-free?x=1", "'self' https://rpc.example"},
		{"https://rpc.example:8443", "'self' https://rpc.example:8443"},
		{"wss://rpc.example", "'self'"},
		{"javascript:alert(1)", "'self'"},
		{"rpc.example", "'self'"},
		{"https://rpc.example;script-src *", "'self'"},
		{"https://rpc.example' 'unsafe-inline", "'self'"},
	} {
		csp := ContentSecurityPolicy(Config{ChainRPC: c.rpc})
		if !strings.Contains(csp, "; connect-src "+c.connect+"; ") {
			t.Errorf("%q: %q, want connect-src %s", c.rpc, csp, c.connect)
		}
		if strings.Count(csp, ";") != 8 || strings.Contains(csp, "unsafe") || strings.Contains(csp, "*") {
			t.Errorf("%q: %q", c.rpc, csp)
		}
	}
}
