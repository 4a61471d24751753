package main

import (
	"bytes"
	"context"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/devmode"
)

// syncBuffer is a process's output, read while it runs.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// servedProduction is a `vera serve` process started as production runs it: a devnet, a JWKS
// server, a wallets file, the agent key and the manifest.
type servedProduction struct {
	base string
	iss  *devmode.Issuer
	log  *syncBuffer
}

// startProductionServe runs the vera binary's serve with those flags and extra, and waits for it
// to answer.
func startProductionServe(t *testing.T, extra ...string) *servedProduction {
	t.Helper()
	dir := t.TempDir()
	manifest := filepath.Join(dir, "devnet.json")
	d := devnettest.Start(t, devnet.Config{ListenAddr: "127.0.0.1:0", ManifestPath: manifest})
	iss, jwksURL := testIdentityProvider(t, dir)
	wallets := filepath.Join(dir, "wallets.json")
	if err := os.WriteFile(wallets, []byte(`{}`), 0o600); err != nil {
		t.Fatal(err)
	}
	addr := freeLoopbackAddr(t)
	args := append([]string{"serve", "--addr", addr, "--metrics-addr", "off", "--clickhouse-dsn", droppedTestDSN(t), "--data-dir", dir,
		"--log-level", "info", "--rpc-url", d.Manifest().RPCURL, "--manifest", manifest,
		"--agent-key", hex.EncodeToString(crypto.FromECDSA(devnet.AgentKey())),
		"--auth-issuer", "https://issuer.test", "--auth-audience", "vera-test", "--auth-jwks-url", jwksURL,
		"--wallets-file", wallets}, extra...)
	cmd := exec.Command(buildVera(t), args...)
	out := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			<-done
		}
		if t.Failed() {
			t.Logf("vera serve's output:\n%s", out.String())
		}
	})
	s := &servedProduction{base: "http://" + addr, iss: iss, log: out}
	waitAnswers(t, s.base+"/healthz", 90*time.Second, done)
	return s
}

// logSays waits up to 10 s for serve's output to hold every one of want, and returns the output. The
// output reaches the buffer through a pipe, so lines written before /healthz answered may trail it.
func (s *servedProduction) logSays(want ...string) (string, bool) {
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		l := s.log.String()
		missing := slices.ContainsFunc(want, func(w string) bool { return !strings.Contains(l, w) })
		if !missing || time.Now().After(deadline) {
			return l, !missing
		}
	}
}

// do sends a request as user with a token, and returns the status and the body.
func (s *servedProduction) do(t *testing.T, method, path, user, body string) (int, []byte) {
	t.Helper()
	req, _ := http.NewRequestWithContext(context.Background(), method, s.base+path, strings.NewReader(body))
	if user != "" {
		tok, err := s.iss.Token(user, time.Hour, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Authorization", "Bearer "+tok)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	r, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	b, _ := io.ReadAll(r.Body)
	return r.StatusCode, b
}

// readyCheck is /readyz's named check.
func (s *servedProduction) readyCheck(t *testing.T, name string) (ok bool, detail string) {
	t.Helper()
	_, b := s.do(t, "GET", "/readyz", "", "")
	var out struct {
		Checks []struct {
			Name   string `json:"name"`
			OK     bool   `json:"ok"`
			Detail string `json:"detail"`
		} `json:"checks"`
	}
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatalf("/readyz: %v: %s", err, b)
	}
	for _, c := range out.Checks {
		if c.Name == name {
			return c.OK, c.Detail
		}
	}
	t.Fatalf("/readyz has no %q check: %s", name, b)
	return false, ""
}

// TestServeWithoutSignerSaysSo runs `vera serve` with a wallets file and no wallet signing API:
// the start says Autopilot signing is off and why, /readyz's capabilities check says it, and
// POST /api/autopilot, /resume and /run answer 503 at once with the reason, storing nothing; with
// no sponsor key or relay key, POST /api/bundler and GET /api/bundler/{userOpHash} answer 503 and
// why.
func TestServeWithoutSignerSaysSo(t *testing.T) {
	s := startProductionServe(t)
	if l, ok := s.logSays("capability off", "autopilot signing", "no delegated signer"); !ok {
		t.Errorf("the start does not say Autopilot signing is off and why:\n%s", l)
	}
	if _, detail := s.readyCheck(t, "capabilities"); !strings.Contains(detail, "autopilot signing: off (no delegated signer") {
		t.Errorf("/readyz capabilities detail %q does not say signing is off", detail)
	}
	if l, ok := s.logSays("ok   agent key:", "off  autopilot signing: no delegated signer"); !ok {
		t.Errorf("the start does not log the check lines:\n%s", l)
	}
	if ok, detail := s.readyCheck(t, "agent key"); !ok || !strings.Contains(detail, "is the record contract's agentSigner") {
		t.Errorf("/readyz agent key: ok %v, detail %q", ok, detail)
	}
	if ok, detail := s.readyCheck(t, "jwks"); !ok || !strings.Contains(detail, "keys fetched") {
		t.Errorf("/readyz jwks: ok %v, detail %q", ok, detail)
	}
	if ok, detail := s.readyCheck(t, "wallets"); !ok || !strings.Contains(detail, "is valid") {
		t.Errorf("/readyz wallets: ok %v, detail %q", ok, detail)
	}
	want, _ := json.Marshal(map[string]string{"error": api.MsgAutopilotNoSigner})
	for _, path := range []string{"/api/autopilot", "/api/autopilot/resume", "/api/autopilot/run"} {
		body := ""
		if path == "/api/autopilot" {
			body = `{"walletId":"w1","owner":"0x00000000000000000000000000000000000000a1","smartAccount":"0x00000000000000000000000000000000000000b1","goal":"steady growth","amountUsd":100,"cadence":"weekly"}`
		}
		if status, b := s.do(t, "POST", path, "someone", body); status != 503 || string(b) != string(want) {
			t.Errorf("POST %s without a signer: %d %s, want 503 %s", path, status, b, want)
		}
	}
	if status, b := s.do(t, "GET", "/api/autopilot", "someone", ""); status != 200 || string(b) != `{"autopilot":null}` {
		t.Errorf("GET /api/autopilot after the refusal: %d %s, want nothing stored", status, b)
	}
	// No sponsor key or relay key either: the bundler routes are served, and say why they cannot.
	want, _ = json.Marshal(map[string]string{"error": api.MsgNoSponsorship})
	for _, r := range []struct{ method, path, body string }{
		{"POST", "/api/bundler", `{"action":"sponsor","chainId":4663}`},
		{"POST", "/api/bundler", `{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}`},
		{"GET", "/api/bundler/0x" + strings.Repeat("ab", 32), ""},
	} {
		if status, b := s.do(t, r.method, r.path, "", r.body); status != 503 || string(b) != string(want) {
			t.Errorf("%s %s without sponsorship: %d %s, want 503 %s", r.method, r.path, status, b, want)
		}
	}
}

// TestCheckNamesEachFailure runs `vera check` against a devnet: with the devnet's keys and a
// JWKS that answers, every line is ok and it exits 0; with a wrong agent key, a wrong sponsor key
// and an unreachable JWKS, each is named on a FAIL line and it exits non-zero; with a manifest
// whose feed is a token's address and whose venue is Permit2's, both are named and it exits
// non-zero.
func TestCheckNamesEachFailure(t *testing.T) {
	dir := t.TempDir()
	manifest := filepath.Join(dir, "devnet.json")
	d := devnettest.Start(t, devnet.Config{ListenAddr: "127.0.0.1:0", ManifestPath: manifest})
	_, jwksURL := testIdentityProvider(t, dir)
	wallets := filepath.Join(dir, "wallets.json")
	if err := os.WriteFile(wallets, []byte(`{}`), 0o600); err != nil {
		t.Fatal(err)
	}
	wrong, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	check := func(agent, sponsorKey, jwksURL string, manifest string) (string, error) {
		args := []string{"check", "--clickhouse-dsn", droppedTestDSN(t), "--data-dir", dir,
			"--rpc-url", d.Manifest().RPCURL, "--manifest", manifest, "--agent-key", agent, "--sponsor-key", sponsorKey,
			"--relay-key", hex.EncodeToString(crypto.FromECDSA(devnet.RelayKey())),
			"--auth-issuer", "https://issuer.test", "--auth-audience", "vera-test", "--auth-jwks-url", jwksURL, "--wallets-file", wallets}
		out, err := exec.Command(buildVera(t), args...).CombinedOutput()
		return string(out), err
	}
	good := hex.EncodeToString(crypto.FromECDSA(devnet.AgentKey()))
	goodSponsor := hex.EncodeToString(crypto.FromECDSA(devnet.SponsorKey()))
	out, err := check(good, goodSponsor, jwksURL, manifest)
	if err != nil {
		t.Fatalf("vera check with the devnet's keys: %v\n%s", err, out)
	}
	for _, want := range []string{"ok   clickhouse:", "ok   chain: chain id 4663", "ok   contracts:", "ok   jwks:", "ok   wallets:",
		"ok   agent key:", "ok   sponsor key:", "ok   relay key:", "ok   gas money: paymaster deposit", "off  autopilot signing: no delegated signer", "ok   autopilot runs:"} {
		if !strings.Contains(out, want) {
			t.Errorf("vera check with the devnet's keys lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "FAIL") {
		t.Errorf("vera check with the devnet's manifest has a FAIL line:\n%s", out)
	}

	bad, err := chain.LoadDeployment(manifest)
	if err != nil {
		t.Fatal(err)
	}
	asset := bad.Assets[0]
	bad.Assets[0].Feed = asset.Address
	bad.Venues[0].Address = bad.Permit2
	badPath := filepath.Join(dir, "bad.json")
	if err := bad.Save(badPath); err != nil {
		t.Fatal(err)
	}
	out, err = check(good, goodSponsor, jwksURL, badPath)
	if err == nil {
		t.Fatalf("vera check with a feed at a token's address exited 0:\n%s", out)
	}
	for _, want := range []string{
		"FAIL contracts: feed of " + asset.Symbol + " " + asset.Address.Hex() + " does not answer latestRoundData()",
		"FAIL contracts: venue " + bad.Venues[0].Name + " " + bad.Permit2.Hex() + " does not answer usdg()",
		"ok   chain:"} {
		if !strings.Contains(out, want) {
			t.Errorf("vera check with a wrong manifest lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, "FAIL contracts:"); n != 2 {
		t.Errorf("vera check with two wrong addresses has %d FAIL contracts lines:\n%s", n, out)
	}

	closed := httptest.NewServer(http.NotFoundHandler())
	closedURL := closed.URL + "/jwks.json"
	closed.Close()
	wrongHex := hex.EncodeToString(crypto.FromECDSA(wrong))
	out, err = check(wrongHex, wrongHex, closedURL, manifest)
	if err == nil {
		t.Fatalf("vera check with wrong keys and no JWKS exited 0:\n%s", out)
	}
	for _, want := range []string{"FAIL agent key: wrong key", "FAIL sponsor key: wrong key", "FAIL jwks: " + closedURL + " unreachable", "ok   chain:"} {
		if !strings.Contains(out, want) {
			t.Errorf("vera check lacks %q:\n%s", want, out)
		}
	}
}

// TestKeyWithoutItsRoleFailsReadiness runs `vera serve` with an agent key that is not the record
// contract's agentSigner: it starts, logs the FAIL line, and /readyz's "agent key" check fails
// with a detail naming both addresses.
func TestKeyWithoutItsRoleFailsReadiness(t *testing.T) {
	wrong, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	s := startProductionServe(t, "--agent-key", hex.EncodeToString(crypto.FromECDSA(wrong)))
	if l, ok := s.logSays("FAIL agent key: wrong key"); !ok {
		t.Errorf("the start does not say the agent key is wrong:\n%s", l)
	}
	ok, detail := s.readyCheck(t, "agent key")
	if ok || !strings.Contains(detail, crypto.PubkeyToAddress(wrong.PublicKey).Hex()) || !strings.Contains(detail, "agentSigner is "+crypto.PubkeyToAddress(devnet.AgentKey().PublicKey).Hex()) {
		t.Errorf("/readyz agent key with a wrong key: ok %v, detail %q", ok, detail)
	}
	if status, _ := s.do(t, "GET", "/readyz", "", ""); status != 503 {
		t.Errorf("/readyz with a wrong agent key answered %d, want 503", status)
	}
}
