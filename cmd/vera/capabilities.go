package main

import (
	"context"
	"strings"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api"
)

// capabilities is what the configuration can do for users, and why not: each field is empty when
// the capability works, else the reason it cannot. Dev mode has every capability.
type capabilities struct {
	// signing: Autopilot can sign for the users' embedded wallets (a delegated signer).
	signing string
	// runs: Autopilot runs can be sponsored and sent (a sponsor key, a relay key, a paymaster).
	runs string
	// sponsorship: the service pays users' gas through the paymaster (the same three).
	sponsorship string
}

// serveCapabilities reads serve's configuration: a --wallets-file directory, or a provider
// without its app id and secret, has no signing API behind it.
func serveCapabilities(sc serveConfig, cp *chainParts) capabilities {
	var c capabilities
	if sc.WalletsAppID == "" || sc.WalletsSecret == "" {
		why := "no delegated signer: --wallets-app-id and --wallets-app-secret are not both set"
		if sc.WalletsFile != "" {
			why += " (a --wallets-file directory cannot sign)"
		}
		c.signing = why
	}
	c.runs = runsOff(cp)
	c.sponsorship = c.runs
	return c
}

// runsOff says why Autopilot runs cannot be sponsored and sent, or "" when they can.
func runsOff(cp *chainParts) string {
	var missing []string
	if cp.sponsorSigner == nil {
		missing = append(missing, "no sponsor key (--sponsor-key)")
	}
	if cp.relayKey == nil {
		missing = append(missing, "no relay key (--relay-key)")
	}
	if cp.deployment.Paymaster == (common.Address{}) {
		missing = append(missing, "no paymaster in the manifest")
	}
	return strings.Join(missing, ", ")
}

// capabilityLine is one capability's state in words: "autopilot signing: ok" or
// "autopilot signing: off (why)".
func capabilityLine(name, off string) string {
	if off == "" {
		return name + ": ok"
	}
	return name + ": off (" + off + ")"
}

// named lists every capability by name, with why it is off ("" when it works).
func (c capabilities) named() []struct{ name, off string } {
	return []struct{ name, off string }{{"autopilot signing", c.signing}, {"autopilot runs", c.runs}, {"sponsorship", c.sponsorship}}
}

// lines lists every capability's state.
func (c capabilities) lines() []string {
	var out []string
	for _, n := range c.named() {
		out = append(out, capabilityLine(n.name, n.off))
	}
	return out
}

// say logs every capability at start, a warning for each one off, and adds the /readyz
// "capabilities" check: it passes (the service serves what it can), its detail says what is off.
func (a *app) sayCapabilities(c capabilities) {
	a.caps = c
	for _, l := range c.named() {
		if l.off != "" {
			a.log.Warn("capability off", "capability", l.name, "why", l.off)
		} else {
			a.log.Info("capability on", "capability", l.name)
		}
	}
	detail := strings.Join(c.lines(), "; ")
	a.ready = append(a.ready, api.ReadyCheck{Name: "capabilities", Check: func(context.Context) error { return nil }, Detail: func() string { return detail }})
}
