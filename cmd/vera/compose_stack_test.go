//go:build compose

// Run with `go test -tags compose -run TestComposeStackRuns ./cmd/vera` and the environment of `make
// test` (ClickHouse and its cluster). It stays out of `make test` for its time: most of a minute, mostly
// deploy's preflight of the world's 129 assets at the chain client's default request budget.

package main

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/vera-invest/vera/schema/schematest"
)

// TestComposeStackRuns runs the vera services of docker-compose.yml as processes, in the order
// `docker compose up` starts them, each with its command and its own environment alone: the chain
// until its own healthcheck passes, deploy until it exits, which must be with success, then `vera
// check` (serve's flags; every dependency serve would use) with the command and environment of each
// serve service, single node and cluster replicas, which must pass. Each named volume is a directory,
// the chain's address a loopback port; the services that are not vera's are the test environment's:
// ClickHouse (VERA_CLICKHOUSE_DSN, the cluster's for the replicas) and an identity provider (a local
// JWKS and a user API that knows nobody). The relay keys of the serve services are distinct (two
// processes sending from one would race for its nonce) and each relay holds the ETH serve's gas check
// asks for.
func TestComposeStackRuns(t *testing.T) {
	bin := buildVera(t)
	dir := t.TempDir()
	_, jwksURL := testIdentityProvider(t, dir)
	users := httptest.NewServer(http.NotFoundHandler()) // the provider's user API: nobody is a user yet
	t.Cleanup(users.Close)
	vars := userVariables(t)
	vars["VERA_AUTH_JWKS_URL"] = jwksURL
	vars["VERA_WALLETS_API_URL"] = users.URL
	f, err := loadCompose(t, vars)
	if err != nil {
		t.Fatal(err)
	}

	var chainName, deployName string
	var serves []string
	for name, s := range f.Services {
		switch {
		case !s.runsVera() || len(s.Command) == 0:
		case s.Command[0] == "devnet":
			chainName = name
		case s.Command[0] == "deploy":
			deployName = name
		case s.Command[0] == "serve":
			serves = append(serves, name)
		}
	}
	sort.Strings(serves)
	if chainName == "" || deployName == "" || len(serves) == 0 {
		t.Fatalf("the stack runs chain %q, deploy %q and serve %v; want one of each at least", chainName, deployName, serves)
	}
	chainSvc := f.Services[chainName]
	_, containerPort, err := net.SplitHostPort(chainSvc.Environment["VERA_DEVNET_ADDR"])
	if err != nil {
		t.Fatalf("%s: VERA_DEVNET_ADDR: %v", chainName, err)
	}
	st := &stackOnHost{volumes: map[string]string{}, chainAddr: freeLoopbackAddr(t),
		chainRef: net.JoinHostPort(chainName, containerPort), containerPort: containerPort}
	for v := range f.Volumes {
		st.volumes[v] = filepath.Join(dir, "volume-"+v)
		if err := os.Mkdir(st.volumes[v], 0o755); err != nil {
			t.Fatal(err)
		}
	}

	// The chain, until its healthcheck passes.
	chainLog := filepath.Join(dir, chainName+".log")
	logf, err := os.Create(chainLog)
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	chainCmd := exec.Command(bin, chainSvc.Command...)
	chainCmd.Env = st.env(t, chainSvc)
	chainCmd.Stdout, chainCmd.Stderr = logf, logf
	if err := chainCmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- chainCmd.Wait() }()
	t.Cleanup(func() { chainCmd.Process.Kill(); <-exited })
	if chainSvc.Healthcheck == nil || len(chainSvc.Healthcheck.Test) < 2 || chainSvc.Healthcheck.Test[0] != "CMD" {
		t.Fatalf("%s has no healthcheck of the form [CMD, ...]", chainName)
	}
	health := make([]string, 0, len(chainSvc.Healthcheck.Test)-1)
	for _, a := range chainSvc.Healthcheck.Test[1:] {
		health = append(health, st.value(chainSvc, a))
	}
	for deadline := time.Now().Add(3 * time.Minute); exec.Command(health[0], health[1:]...).Run() != nil; {
		select {
		case err := <-exited:
			exited <- err
			log, _ := os.ReadFile(chainLog)
			t.Fatalf("%s stopped before it was healthy: %v\n%s", chainName, err, log)
		case <-time.After(200 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			log, _ := os.ReadFile(chainLog)
			t.Fatalf("%s was not healthy within 3 minutes (%v):\n%s", chainName, health, log)
		}
	}

	// deploy, once, to completion.
	dep := f.Services[deployName]
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	deployCmd := exec.CommandContext(ctx, bin, dep.Command...)
	deployCmd.Env = st.env(t, dep)
	out, err := deployCmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s did not complete successfully: %v\n%s", deployName, err, out)
	}
	manifest := st.value(dep, dep.Environment["VERA_OUT"])
	if _, err := os.Stat(manifest); err != nil {
		t.Fatalf("%s completed but wrote no manifest at its VERA_OUT: %v\n%s", deployName, err, out)
	}

	// serve's checks, with each serve service's command and environment, side by side: each spends
	// its own client's request budget.
	relays := map[string]string{}
	checks := make([]*exec.Cmd, len(serves))
	outs := make([]bytes.Buffer, len(serves))
	for i, name := range serves {
		s := f.Services[name]
		if other, dup := relays[s.Environment["VERA_RELAY_KEY"]]; dup {
			t.Errorf("%s and %s send from one relay key: their handleOps would race for its nonce", name, other)
		}
		relays[s.Environment["VERA_RELAY_KEY"]] = name
		if got := st.value(s, s.Environment["VERA_MANIFEST"]); got != manifest {
			t.Errorf("%s reads the manifest at %s on the host, deploy wrote %s", name, got, manifest)
		}
		checks[i] = exec.CommandContext(ctx, bin, append([]string{"check"}, s.Command[1:]...)...)
		checks[i].Env = st.env(t, s)
		checks[i].Stdout, checks[i].Stderr = &outs[i], &outs[i]
		if err := checks[i].Start(); err != nil {
			t.Fatal(err)
		}
	}
	for i, name := range serves {
		err := checks[i].Wait()
		out := outs[i].String()
		var exit *exec.ExitError
		if err != nil && !errors.As(err, &exit) {
			t.Fatal(err)
		}
		for _, want := range []string{"chain", "contracts", "agent key", "sponsor key", "relay key", "gas money", "sponsorship"} {
			if !regexp.MustCompile(`(?m)^ok   ` + want + `: `).MatchString(out) {
				t.Errorf("%s: `vera check` has no line ok for %s", name, want)
			}
		}
		// serve's gas check (/readyz) needs at least 1 ETH of deposit and 0.1 ETH at the relay
		// (docs/operations.md): a relay key deploy allows but nobody funded would pass every line above.
		if m := regexp.MustCompile(`gas money: paymaster deposit ([0-9.]+) ETH, relay balance ([0-9.]+) ETH`).FindStringSubmatch(out); m != nil {
			if deposit, ok := new(big.Rat).SetString(m[1]); !ok || deposit.Cmp(big.NewRat(1, 1)) < 0 {
				t.Errorf("%s: the paymaster's deposit is %s ETH, below serve's 1 ETH threshold", name, m[1])
			}
			if relay, ok := new(big.Rat).SetString(m[2]); !ok || relay.Cmp(big.NewRat(1, 10)) < 0 {
				t.Errorf("%s: its relay holds %s ETH, below serve's 0.1 ETH threshold", name, m[2])
			}
		}
		if err != nil {
			t.Errorf("%s: `vera check` failed (%v):\n%s", name, err, out)
		}
	}
}

// stackOnHost maps what the services see inside their containers to this host: each named volume to a
// directory, the chain service's address to a loopback port.
type stackOnHost struct {
	volumes       map[string]string // volume -> directory
	chainAddr     string            // 127.0.0.1:port the chain listens on
	chainRef      string            // chain:port, as the other services dial it
	containerPort string            // the port the chain listens on in its container
}

// value maps one value of a service's environment or healthcheck: the service's volume mounts to their
// directories, the chain's name and its own loopback to the chain's address.
func (st *stackOnHost) value(s composeService, v string) string {
	mounts := slices.Clone(s.Volumes)
	sort.Slice(mounts, func(i, j int) bool { return len(mounts[i]) > len(mounts[j]) }) // the deepest first
	for _, m := range mounts {
		parts := strings.Split(m, ":")
		dir, ok := st.volumes[parts[0]]
		if len(parts) < 2 || !ok {
			continue
		}
		if v == parts[1] {
			v = dir
		}
		v = strings.ReplaceAll(v, parts[1]+"/", dir+"/")
	}
	v = strings.ReplaceAll(v, st.chainRef, st.chainAddr)
	_, port, _ := net.SplitHostPort(st.chainAddr)
	return strings.ReplaceAll(v, "127.0.0.1/"+st.containerPort, "127.0.0.1/"+port) // bash's /dev/tcp/host/port
}

// env is a service's environment on this host, and nothing else.
func (st *stackOnHost) env(t *testing.T, s composeService) []string {
	t.Helper()
	var out []string
	for k, v := range s.Environment {
		switch k {
		case "VERA_DEVNET_ADDR":
			v = st.chainAddr
		case "VERA_CLICKHOUSE_DSN": // the stack's ClickHouse is the test environment's
			if s.Environment["VERA_CLICKHOUSE_CLUSTER"] != "" {
				v = schematest.ClusterDSN(t, "default")
			} else {
				v = schematest.DSN(t, "default")
			}
		default:
			v = st.value(s, v)
		}
		out = append(out, k+"="+v)
	}
	return out
}
