package main

import (
	"bufio"
	"context"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/identityregistry"
	"github.com/vera-invest/vera/chain/contracts/bindings/oraclemarketmaker"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/chain/rollout"
)

// TestDeployKilledAtEveryStep runs `vera deploy` against a world chain, kills it with SIGKILL right
// after it sends step 1's transaction, runs it again to be killed after step 2's, and so on through
// the last step; then a run finishes. Every contract is at its CREATE2 address once, every
// configuration call was sent once (one transaction per step in all), one registration.
func TestDeployKilledAtEveryStep(t *testing.T) {
	bin := buildVera(t)
	dir := t.TempDir()
	worldPath := filepath.Join(dir, "world.json")
	d := devnettest.Start(t, devnet.Config{World: &devnet.WorldConfig{}, DemoUsers: -1, ListenAddr: "127.0.0.1:0"})
	w := d.World()
	// A venue for the grove vault: the world chain lists none before Uniswap's joins it.
	mm := devnettest.Deploy(t, d, devnet.DeployerKey(), append(common.FromHex(oraclemarketmaker.OracleMarketMakerMetaData.Bin),
		oraclemarketmaker.NewOracleMarketMaker().PackConstructor(w.USDG.Token)...), 4_000_000)
	w.Venues = append(w.Venues, chain.Venue{Name: "market-maker", Kind: "oracle-priced", Address: mm})
	if err := w.Save(worldPath); err != nil {
		t.Fatal(err)
	}
	groves, _ := json.Marshal([]rollout.Grove{{ID: "pair", Symbols: []string{w.Assets[0].Symbol, w.Assets[1].Symbol}, WeightsBps: []uint16{5000, 5000}}})
	grovesPath := filepath.Join(dir, "groves.json")
	if err := os.WriteFile(grovesPath, groves, 0o644); err != nil {
		t.Fatal(err)
	}
	key := devnet.DeployerKey()
	me := crypto.PubkeyToAddress(key.PublicKey)
	relay2 := common.HexToAddress("0x00000000000000000000000000000000000be1a7")
	out := filepath.Join(dir, "deployment.json")
	args := []string{"deploy", "--rpc-url", d.Manifest().RPCURL, "--world", worldPath, "--out", out, "--groves", grovesPath,
		"--agent-signer", crypto.PubkeyToAddress(devnet.AgentKey().PublicKey).Hex(),
		"--sponsor-signer", crypto.PubkeyToAddress(devnet.SponsorKey().PublicKey).Hex(),
		"--relays", crypto.PubkeyToAddress(devnet.RelayKey().PublicKey).Hex() + "," + relay2.Hex(),
		"--agent-card-url", "https://vera.example/agent.json"}
	env := append(os.Environ(), "VERA_DEPLOYER_KEY="+hex.EncodeToString(crypto.FromECDSA(key)))
	ctx := context.Background()
	nonce := func() uint64 {
		n, err := d.Client().PendingNonceAt(ctx, me)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	dry := exec.Command(bin, append(args, "--dry-run")...)
	dry.Env = env
	before := nonce()
	plan, err := dry.CombinedOutput()
	if err != nil {
		t.Fatalf("dry run: %v\n%s", err, plan)
	}
	if nonce() != before {
		t.Fatal("the dry run sent a transaction")
	}
	steps := strings.Count(string(plan), " ETH\n") - 1 // every step, and the total line
	if steps < 10 || !strings.Contains(string(plan), "total: ") {
		t.Fatalf("dry run lists %d steps:\n%s", steps, plan)
	}

	for n := 1; n <= steps; n++ {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(env, fmt.Sprintf("%s=%d", deployPauseEnv, n))
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		paused, lines := false, []string{}
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines = append(lines, sc.Text())
			if strings.HasPrefix(sc.Text(), fmt.Sprintf("paused after sending step %d ", n)) {
				paused = true
				break
			}
		}
		if err := cmd.Process.Kill(); err != nil { // SIGKILL
			t.Fatal(err)
		}
		_ = cmd.Wait()
		if !paused {
			t.Fatalf("run %d never reached step %d: %s", n, n, strings.Join(lines, "\n"))
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("a killed run at step %d wrote the manifest", n)
		}
	}
	if got := nonce() - before; got != uint64(steps) {
		t.Fatalf("%d transactions sent for %d steps", got, steps)
	}
	final := exec.Command(bin, args...)
	final.Env = env
	if b, err := final.CombinedOutput(); err != nil {
		t.Fatalf("the run after the kills: %v\n%s", err, b)
	}
	if got := nonce() - before; got != uint64(steps) {
		t.Fatalf("the run after the kills sent %d transaction(s)", got-uint64(steps))
	}
	m, err := chain.LoadDeployment(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []common.Address{m.IdentityRegistry, m.Settlement, m.AgentRecord, m.AccountFactory, m.Paymaster, m.Groves[0].Address} {
		code, err := d.Client().CodeAt(ctx, a, nil)
		if err != nil || len(code) == 0 {
			t.Fatalf("no code at %s: %v", a.Hex(), err)
		}
	}
	ir := identityregistry.NewIdentityRegistry()
	if n := devnettest.Read(t, d, m.IdentityRegistry, ir.PackNextAgentId(), ir.UnpackNextAgentId); n.Int64() != 2 || m.AgentID != 1 {
		t.Fatalf("registry's next id %d, agent #%d: want one registration", n, m.AgentID)
	}
	pm := sponsorpaymaster.NewSponsorPaymaster()
	if !devnettest.Read(t, d, m.Paymaster, pm.PackIsRelay(relay2), pm.UnpackIsRelay) {
		t.Fatal("the second relay is not allowed")
	}
	st := settlement.NewSettlement()
	if !devnettest.Read(t, d, m.Settlement, st.PackVenues(mm), st.UnpackVenues) {
		t.Fatal("the venue is not allowed on Settlement")
	}
}
