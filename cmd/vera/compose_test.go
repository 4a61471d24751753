package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"go.yaml.in/yaml/v3"

	"github.com/vera-invest/vera/chain"
)

// No Docker engine runs in the tests, so these check docker-compose.yml the way `docker compose up`
// would use it: interpolate it as compose does, then run each vera service's command (flag parsing and
// every check made before I/O) with exactly the service's arguments and environment, and check that
// the services name one another: the chain each dials, the files each reads on the volume another
// writes, the keys serve signs with against the addresses deploy registers. compose_stack_test.go runs
// the stack's vera services as processes.

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
// environment and nothing else, each up to its first I/O. serve must get past every check it makes
// before I/O (it stops at the first, as its context has ended); deploy must get as far as reading the
// world file; the world chain must serve JSON-RPC to the other containers and write world.json on a
// volume. Each service's references to the others are checked on the way: see checkServeService and
// checkDeployService. TestComposeStackRuns then runs them for real.
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
			case "deploy":
				checkDeployService(t, f, s)
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

// onVolume says which named volume a path inside the service's container lies on, the path relative
// to the volume's root, and whether the service may write there.
func (s composeService) onVolume(p string) (volume, rel string, writable, ok bool) {
	best := -1
	for _, v := range s.Volumes {
		parts := strings.Split(v, ":")
		if len(parts) < 2 || strings.HasPrefix(parts[0], ".") || strings.HasPrefix(parts[0], "/") {
			continue // a bind mount, not a volume the services share
		}
		at := path.Clean(parts[1])
		if p != at && !strings.HasPrefix(p, at+"/") {
			continue
		}
		if len(at) > best {
			best = len(at)
			volume, rel, writable, ok = parts[0], strings.TrimPrefix(p, at), len(parts) < 3 || parts[2] != "ro", true
		}
	}
	return volume, path.Clean("/" + rel), writable, ok
}

// serviceAt is the stack's service a URL's host names, and the port the URL dials.
func serviceAt(t *testing.T, f composeFile, rawURL, variable string) (string, composeService, string) {
	t.Helper()
	u, err := url.Parse(rawURL)
	if err != nil || u.Hostname() == "" {
		t.Fatalf("%s %q: not a URL", variable, rawURL)
	}
	s, ok := f.Services[u.Hostname()]
	if !ok {
		t.Fatalf("%s %q names no service of the stack", variable, rawURL)
	}
	return u.Hostname(), s, u.Port()
}

// checkDialsChain checks that a service's VERA_RPC_URL is the world chain service's JSON-RPC, which it
// waits for to be healthy, and returns that service's name.
func checkDialsChain(t *testing.T, f composeFile, s composeService) string {
	t.Helper()
	name, chainSvc, port := serviceAt(t, f, s.Environment["VERA_RPC_URL"], "VERA_RPC_URL")
	if len(chainSvc.Command) == 0 || chainSvc.Command[0] != "devnet" {
		t.Fatalf("VERA_RPC_URL names %s, which runs no chain", name)
	}
	if _, listen, _ := net.SplitHostPort(chainSvc.Environment["VERA_DEVNET_ADDR"]); port != listen {
		t.Errorf("VERA_RPC_URL dials port %s, %s listens on %q", port, name, chainSvc.Environment["VERA_DEVNET_ADDR"])
	}
	if s.DependsOn[name].Condition != "service_healthy" {
		t.Errorf("does not wait for %s to be healthy (world.json written, JSON-RPC answering)", name)
	}
	return name
}

// checkServeService: serve gets past its checks before I/O; it dials the chain deploy deployed to, reads
// the manifest deploy writes once deploy has finished, and signs with the keys whose addresses deploy
// registered.
func checkServeService(t *testing.T, f composeFile, s composeService) {
	withServiceEnv(t, map[string]string{})
	if err := runCanceled(runServe, nil); !errors.Is(err, errMissingFlags) {
		t.Fatalf("serve with no configuration returned %v, want errMissingFlags before any I/O", err)
	}
	withServiceEnv(t, s.Environment)
	if err := runCanceled(runServe, s.Command[1:]); !errors.Is(err, context.Canceled) {
		t.Fatalf("serve stopped before its first I/O: %v", err)
	}

	chainName := checkDialsChain(t, f, s)
	manifest := s.Environment["VERA_MANIFEST"]
	vol, rel, _, ok := s.onVolume(manifest)
	if !ok {
		t.Fatalf("serve reads the manifest at %s, on no volume another service writes", manifest)
	}
	var deployName string
	for name, d := range f.Services {
		if len(d.Command) == 0 || d.Command[0] != "deploy" {
			continue
		}
		if dv, drel, w, ok := d.onVolume(d.Environment["VERA_OUT"]); ok && w && dv == vol && drel == rel {
			deployName = name
		}
	}
	if deployName == "" {
		t.Fatalf("serve reads the manifest at %s (volume %s, %s), which no deploy service writes (its VERA_OUT, on a volume it mounts writable)", manifest, vol, rel)
	}
	dep := f.Services[deployName]
	if s.DependsOn[deployName].Condition != "service_completed_successfully" {
		t.Errorf("serve does not wait for %s to complete successfully, so it may read no manifest or a failed deploy's", deployName)
	}
	if got, _, _ := serviceAt(t, f, dep.Environment["VERA_RPC_URL"], "deploy's VERA_RPC_URL"); got != chainName {
		t.Errorf("serve dials %s, deploy deployed to %s", chainName, got)
	}

	// Each key serve signs with is the one deploy registered for its role.
	keyOf := func(variable string) common.Address {
		signer, err := chain.ParseKeySigner(s.Environment[variable])
		if err != nil {
			t.Fatalf("%s: %v", variable, err)
		}
		return signer.Address()
	}
	for _, k := range []struct{ key, addr string }{{"VERA_AGENT_KEY", "VERA_AGENT_SIGNER"}, {"VERA_SPONSOR_KEY", "VERA_SPONSOR_SIGNER"}} {
		if s.Environment[k.key] == "" {
			t.Errorf("serve has no %s", k.key)
			continue
		}
		if got, want := keyOf(k.key), common.HexToAddress(dep.Environment[k.addr]); got != want {
			t.Errorf("serve's %s is %s; deploy registers %s (%s)", k.key, got.Hex(), want.Hex(), k.addr)
		}
	}
	if s.Environment["VERA_RELAY_KEY"] == "" {
		t.Error("serve has no VERA_RELAY_KEY: it would relay and sponsor nothing")
	} else {
		relay, allowed := keyOf("VERA_RELAY_KEY"), false
		for _, r := range splitList(dep.Environment["VERA_RELAYS"]) {
			allowed = allowed || common.HexToAddress(r) == relay
		}
		if !allowed {
			t.Errorf("serve relays from %s, which is not among deploy's VERA_RELAYS %s", relay.Hex(), dep.Environment["VERA_RELAYS"])
		}
	}
	if card := strings.TrimRight(s.Environment["VERA_PUBLIC_URL"], "/") + "/.well-known/agent-registration.json"; dep.Environment["VERA_AGENT_CARD_URL"] != card {
		t.Errorf("deploy registers the card at %q, serve serves it at %q", dep.Environment["VERA_AGENT_CARD_URL"], card)
	}
}

// checkDeployService: deploy reads world.json where the chain writes it, dials that chain once it is
// healthy, writes the manifest on a volume, and gets past its flag checks (to reading the world file,
// which exists only in the running stack).
func checkDeployService(t *testing.T, f composeFile, s composeService) {
	withServiceEnv(t, s.Environment)
	world := s.Environment["VERA_WORLD"]
	err := runCanceled(runDeploy, s.Command[1:])
	if err == nil || !strings.Contains(err.Error(), "cannot read world "+world) {
		t.Fatalf("deploy stopped before reading the world file %s: %v", world, err)
	}

	chainName := checkDialsChain(t, f, s)
	chainSvc := f.Services[chainName]
	c, _ := parseWorldChain(t, chainSvc)
	cvol, crel, _, ok := chainSvc.onVolume(path.Join(c.DataDir, worldFile))
	if !ok {
		t.Fatalf("%s writes world.json under %s, on no volume", chainName, c.DataDir)
	}
	if vol, rel, _, ok := s.onVolume(world); !ok || vol != cvol || rel != crel {
		t.Errorf("deploy reads the world at %s (volume %q, %s); %s writes it to volume %q, %s", world, vol, rel, chainName, cvol, crel)
	}
	if _, _, w, ok := s.onVolume(s.Environment["VERA_OUT"]); !ok || !w {
		t.Errorf("deploy writes the manifest to %s, not on a volume it may write: no other service would read it", s.Environment["VERA_OUT"])
	}
	if s.Environment["VERA_DEPLOYER_KEY"] == "" {
		t.Error("deploy has no VERA_DEPLOYER_KEY")
	}
}

// parseWorldChain parses a chain service's `vera devnet` flags, the world chain's among them
// (runDevnet's own, registered here the same way).
func parseWorldChain(t *testing.T, s composeService) (baseConfig, chainConfig) {
	t.Helper()
	withServiceEnv(t, s.Environment)
	var wf worldFlags
	_, c, cc, _, err := parseDevFlags("devnet", s.Command[1:], func(f flags) {
		f.BoolVar(&wf.on, "world", false, "")
		f.int(&wf.l1GasPerByte, "l1-gas-per-byte", 0, "")
		f.BoolVar(&wf.noSimulateV1, "no-simulate-v1", false, "")
		f.string(&wf.holderListed, "holder-listed", "", "")
	})
	if err != nil {
		t.Fatalf("vera devnet flags: %v", err)
	}
	if !wf.on {
		t.Fatal("the chain service runs Vera's devnet; the stack runs the world chain (--world), which deploy deploys to")
	}
	return c, cc
}

func checkDevnetService(t *testing.T, s composeService) {
	c, cc := parseWorldChain(t, s)
	host, _, err := net.SplitHostPort(cc.DevnetAddr)
	if err != nil {
		t.Fatalf("--devnet-addr %q: %v", cc.DevnetAddr, err)
	}
	if host != "0.0.0.0" && host != "" {
		t.Errorf("the chain listens on %q; other containers reach it only on 0.0.0.0", cc.DevnetAddr)
	}
	if !strings.HasPrefix(c.DataDir, "/") {
		t.Errorf("the chain writes world.json under %q, relative to the image's working directory; use a mounted volume", c.DataDir)
	}
	world := path.Join(c.DataDir, worldFile)
	if _, _, w, ok := s.onVolume(world); !ok || !w {
		t.Errorf("the chain writes %s on no volume it may write, so no other service reads it", world)
	}
	if s.Healthcheck == nil || !strings.Contains(strings.Join(s.Healthcheck.Test, " "), "test -s "+world) {
		t.Errorf("the chain's healthcheck does not wait for %s: deploy could start before the world is deployed", world)
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

// TestComposeEnvNamesFlags: every VERA_ variable a vera service is given, and every flag on its command
// line, is a flag of its command (`vera <command> -h`). A misspelt variable would be ignored silently:
// the flags read only the variables named after them.
func TestComposeEnvNamesFlags(t *testing.T) {
	bin := buildVera(t)
	f, err := loadCompose(t, userVariables(t))
	if err != nil {
		t.Fatal(err)
	}
	flagsOf := map[string]map[string]bool{}
	for name, s := range f.Services {
		if !s.runsVera() || len(s.Command) == 0 {
			continue
		}
		cmd := s.Command[0]
		if flagsOf[cmd] == nil {
			help, _ := exec.Command(bin, cmd, "-h").CombinedOutput() // usage on stderr; the exit status varies
			flagsOf[cmd] = map[string]bool{}
			for _, m := range regexp.MustCompile(`(?m)^  -([a-z0-9-]+)`).FindAllStringSubmatch(string(help), -1) {
				flagsOf[cmd][m[1]] = true
			}
			if len(flagsOf[cmd]) == 0 {
				t.Fatalf("`vera %s -h` lists no flag:\n%s", cmd, help)
			}
		}
		for k := range s.Environment {
			if !strings.HasPrefix(k, "VERA_") {
				continue
			}
			if fl := strings.ToLower(strings.ReplaceAll(strings.TrimPrefix(k, "VERA_"), "_", "-")); !flagsOf[cmd][fl] {
				t.Errorf("service %s sets %s, which no flag of `vera %s` reads", name, k, cmd)
			}
		}
		for _, a := range s.Command[1:] {
			if !strings.HasPrefix(a, "-") {
				continue
			}
			if fl, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "="); !flagsOf[cmd][fl] {
				t.Errorf("service %s runs `vera %s %s`: no such flag", name, cmd, a)
			}
		}
	}
}
