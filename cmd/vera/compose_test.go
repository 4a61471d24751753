package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"go.yaml.in/yaml/v3"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
)

// No Docker engine runs in the tests, so these check docker-compose.yml the way `docker compose up`
// would use it: interpolate it as compose does, then run each vera service's command (flag parsing and
// every check made before I/O) with exactly the service's arguments and environment.

const composePath = "../../docker-compose.yml"

type composeFile struct {
	Services map[string]composeService `yaml:"services"`
	Volumes  map[string]any            `yaml:"volumes"`
	Networks map[string]struct {
		IPAM struct {
			Config []struct {
				Subnet string `yaml:"subnet"`
			} `yaml:"config"`
		} `yaml:"ipam"`
	} `yaml:"networks"`
}

type composeService struct {
	Build       any               `yaml:"build"`
	Image       string            `yaml:"image"`
	Profiles    []string          `yaml:"profiles"`
	Hostname    string            `yaml:"hostname"`
	Networks    yaml.Node         `yaml:"networks"`
	Command     []string          `yaml:"command"`
	Environment map[string]string `yaml:"environment"`
	Volumes     []string          `yaml:"volumes"`
	Ports       []string          `yaml:"ports"`
	DependsOn   map[string]struct {
		Condition string `yaml:"condition"`
	} `yaml:"depends_on"`
	Healthcheck *struct {
		Test []string `yaml:"test"`
	} `yaml:"healthcheck"`
}

// runsVera reports whether the service runs this repository's image (the Dockerfile's ENTRYPOINT vera).
func (s composeService) runsVera() bool { return s.Build != nil }

// mountOf returns the service's mount point of a named volume.
func (s composeService) mountOf(volume string) (string, bool) {
	for _, v := range s.Volumes {
		parts := strings.Split(v, ":")
		if len(parts) >= 2 && parts[0] == volume {
			return parts[1], true
		}
	}
	return "", false
}

// composeVar is one compose variable reference: $$, ${NAME}, ${NAME:-default}, ${NAME-default},
// ${NAME:?message}, ${NAME?message} or $NAME.
var composeVar = regexp.MustCompile(`\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)`)

// interpolate substitutes variables as compose does. A variable that is neither set, defaulted nor
// required with a message is an error too: it would silently become empty.
func interpolate(s string, env map[string]string) (string, error) {
	var errs []error
	out := composeVar.ReplaceAllStringFunc(s, func(ref string) string {
		if ref == "$$" {
			return "$"
		}
		m := composeVar.FindStringSubmatch(ref)
		name, op, arg := m[1], m[2], m[3]
		if name == "" {
			name = m[4]
		}
		val, set := env[name]
		switch op {
		case ":-":
			if val == "" {
				return arg
			}
		case "-":
			if !set {
				return arg
			}
		case ":?", "?":
			if arg == "" {
				errs = append(errs, fmt.Errorf("${%s%s} gives no message", name, op))
			}
			if !set || (op == ":?" && val == "") {
				errs = append(errs, fmt.Errorf("%s: %s", name, arg))
			}
		default:
			if !set {
				errs = append(errs, fmt.Errorf("%s is used without a default or a required-message; it would be empty", name))
			}
		}
		return val
	})
	return out, errors.Join(errs...)
}

// loadCompose reads docker-compose.yml with env as the shell's environment.
func loadCompose(t *testing.T, env map[string]string) (composeFile, error) {
	t.Helper()
	raw, err := os.ReadFile(composePath)
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	var errs []error
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.ScalarNode {
			v, err := interpolate(n.Value, env)
			if err != nil {
				errs = append(errs, fmt.Errorf("line %d: %w", n.Line, err))
			}
			n.Value = v
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(&doc)
	var f composeFile
	if err := doc.Decode(&f); err != nil {
		t.Fatalf("docker-compose.yml: %v", err)
	}
	return f, errors.Join(errs...)
}

// userVariables are the variables the compose file requires from the user (${NAME:?message}), each
// with a plausible value.
func userVariables(t *testing.T) map[string]string {
	t.Helper()
	raw, err := os.ReadFile(composePath)
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{}
	for _, m := range composeVar.FindAllStringSubmatch(string(raw), -1) {
		if strings.HasSuffix(m[2], "?") {
			env[m[1]] = "value-of-" + m[1]
			if strings.HasSuffix(m[1], "_URL") {
				env[m[1]] = "https://idp.example/" + strings.ToLower(m[1])
			}
		}
	}
	return env
}

// TestComposeAsksForWhatOnlyTheUserKnows: run without the user's variables, compose stops with a
// message for each, and no variable silently becomes empty.
func TestComposeAsksForWhatOnlyTheUserKnows(t *testing.T) {
	required := userVariables(t)
	if len(required) == 0 {
		t.Fatal("docker-compose.yml requires no variable; serve needs the identity provider's")
	}
	_, err := loadCompose(t, map[string]string{})
	if err == nil {
		t.Fatal("docker-compose.yml interpolates without the identity provider's variables")
	}
	for name := range required {
		if !strings.Contains(err.Error(), name+": ") {
			t.Errorf("no message for %s in:\n%v", name, err)
		}
	}
	if _, err := loadCompose(t, required); err != nil {
		t.Fatalf("with every required variable set:\n%v", err)
	}
}

// TestComposeServicesStart runs each vera service's command as the stack would: its arguments, its
// environment and nothing else. serve must get past every check it makes before I/O (it stops at
// the first I/O, as its context has ended); the devnet must serve JSON-RPC to the other containers
// and write its manifest where serve reads it, with the agent signer serve signs as.
func TestComposeServicesStart(t *testing.T) {
	f, err := loadCompose(t, userVariables(t))
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	names := make([]string, 0, len(f.Services))
	for name := range f.Services {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		s := f.Services[name]
		if !s.runsVera() {
			continue
		}
		if len(s.Command) == 0 {
			t.Errorf("service %s: give its vera command explicitly", name)
			continue
		}
		checked++
		t.Run(name, func(t *testing.T) {
			switch s.Command[0] {
			case "serve":
				checkServeService(t, f, s)
			case "devnet":
				checkDevnetService(t, s)
			default:
				t.Fatalf("service %s runs `vera %s`, which this test does not check yet: add its check", name, s.Command[0])
			}
		})
	}
	if checked == 0 {
		t.Fatal("no service runs vera")
	}
}

// withServiceEnv replaces every VERA_* variable of the test process with the service's environment.
func withServiceEnv(t *testing.T, env map[string]string) {
	t.Helper()
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); strings.HasPrefix(k, "VERA_") {
			t.Setenv(k, "")
			os.Unsetenv(k)
		}
	}
	for k, v := range env {
		t.Setenv(k, v)
	}
}

// runCanceled runs a command with an ended context: it returns at its first I/O.
func runCanceled(run func(context.Context, []string) error, args []string) error {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return run(ctx, args)
}

func checkServeService(t *testing.T, f composeFile, s composeService) {
	withServiceEnv(t, map[string]string{})
	if err := runCanceled(runServe, nil); !errors.Is(err, errMissingFlags) {
		t.Fatalf("serve with no configuration returned %v, want errMissingFlags before any I/O", err)
	}
	withServiceEnv(t, s.Environment)
	if err := runCanceled(runServe, s.Command[1:]); !errors.Is(err, context.Canceled) {
		t.Fatalf("serve stopped before its first I/O: %v", err)
	}

	// The chain serve is given is the compose devnet's.
	rpc, err := url.Parse(s.Environment["VERA_RPC_URL"])
	if err != nil {
		t.Fatalf("VERA_RPC_URL: %v", err)
	}
	dn, ok := f.Services[rpc.Hostname()]
	if !ok {
		return // the real chain: nothing more to check here
	}
	if s.DependsOn[rpc.Hostname()].Condition != "service_healthy" {
		t.Errorf("serve does not wait for %s to be healthy (its manifest written)", rpc.Hostname())
	}
	if dn.Healthcheck == nil || !strings.Contains(strings.Join(dn.Healthcheck.Test, " "), devnetManifest) {
		t.Errorf("%s's healthcheck does not wait for the manifest", rpc.Hostname())
	}
	_, port, _ := net.SplitHostPort(dn.Environment["VERA_DEVNET_ADDR"])
	if rpc.Port() != port {
		t.Errorf("serve dials port %s, the devnet listens on %q", rpc.Port(), dn.Environment["VERA_DEVNET_ADDR"])
	}
	manifest := s.Environment["VERA_MANIFEST"]
	var shared bool
	for vol := range f.Volumes {
		at, inServe := s.mountOf(vol)
		dir, inDevnet := dn.mountOf(vol)
		if inServe && inDevnet && path.Join(at, devnetManifestName(t, dn, dir)) == manifest {
			shared = true
		}
	}
	if !shared {
		t.Errorf("serve reads the manifest at %s, which is not on a volume the devnet writes its manifest to", manifest)
	}
	if s.Environment["VERA_PUBLIC_URL"] != dn.Environment["VERA_PUBLIC_URL"] {
		t.Errorf("the devnet registers the card at %q, serve serves it at %q", dn.Environment["VERA_PUBLIC_URL"], s.Environment["VERA_PUBLIC_URL"])
	}
	signer, err := chain.ParseKeySigner(s.Environment["VERA_AGENT_KEY"])
	if err != nil {
		t.Fatalf("VERA_AGENT_KEY: %v", err)
	}
	if want := crypto.PubkeyToAddress(devnet.AgentKey().PublicKey); signer.Address() != want {
		t.Errorf("serve signs as %s; the devnet registers %s as agentSigner", signer.Address(), want)
	}
}

// devnetManifestName is the manifest's path relative to the devnet's data directory, which must be
// the mounted volume directory.
func devnetManifestName(t *testing.T, dn composeService, mountDir string) string {
	t.Helper()
	withServiceEnv(t, dn.Environment)
	_, c, _, _, err := parseDevFlags("devnet", dn.Command[1:])
	if err != nil {
		t.Fatal(err)
	}
	if path.Clean(c.DataDir) != path.Clean(mountDir) {
		return "(the devnet's data directory " + c.DataDir + " is not the volume)"
	}
	return devnetManifest // as startDevnet writes it
}

func checkDevnetService(t *testing.T, s composeService) {
	withServiceEnv(t, s.Environment)
	_, c, cc, _, err := parseDevFlags("devnet", s.Command[1:])
	if err != nil {
		t.Fatalf("vera devnet flags: %v", err)
	}
	host, _, err := net.SplitHostPort(cc.DevnetAddr)
	if err != nil {
		t.Fatalf("--devnet-addr %q: %v", cc.DevnetAddr, err)
	}
	if host != "0.0.0.0" && host != "" {
		t.Errorf("the devnet listens on %q; other containers reach it only on 0.0.0.0", cc.DevnetAddr)
	}
	if !strings.HasPrefix(c.DataDir, "/") {
		t.Errorf("the devnet writes its manifest under %q, relative to the image's working directory; use a mounted volume", c.DataDir)
	}
	if _, ok := findMount(s, c.DataDir); !ok {
		t.Errorf("the devnet's data directory %s is not a volume, so no other service reads its manifest", c.DataDir)
	}
}

func findMount(s composeService, dir string) (string, bool) {
	for _, v := range s.Volumes {
		parts := strings.Split(v, ":")
		if len(parts) >= 2 && path.Clean(parts[1]) == path.Clean(dir) {
			return parts[0], true
		}
	}
	return "", false
}
