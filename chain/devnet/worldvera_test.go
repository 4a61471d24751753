package devnet

import (
	"context"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/holderlistedtoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/rollout"
)

// The world chain with Vera on it: the manifest is what chain/rollout returns for the world (a second
// plan of the same deployment finds every step done and gives the same addresses), the world's
// SwapRouter02 is allowed on Settlement, Settlement is listed by the holder-listed token, the demo
// users' accounts exist and hold their USDG, the grove vaults trade on Uniswap v3 (checkWorldGroves),
// and a restart resumes all of it without deploying again.
func TestWorldChainWithVera(t *testing.T) {
	t.Parallel() // a world chain waits for the wall clock: its tests overlap
	dir := t.TempDir()
	cfg := Config{DataDir: dir, ManifestPath: filepath.Join(dir, "out", "deployment.json"), DevAccounts: 2,
		World: &WorldConfig{WithVera: &VeraConfig{}}, Groves: worldGroves()}
	d := startWorld(t, cfg)
	ctx := context.Background()
	c := d.Client()
	m, w := d.Manifest(), d.World()

	steps, planned, err := func() ([]rollout.Step, *chain.Deployment, error) {
		dep, err := rollout.New(c, d.rolloutConfig(w))
		if err != nil {
			return nil, nil, err
		}
		return dep.Plan(ctx)
	}()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range steps {
		if !s.Done {
			t.Errorf("rollout step %q is not done", s.Name)
		}
	}
	got := *m
	got.RPCURL, got.WSURL, got.DemoUsers, got.DevAccounts = "", "", nil, nil
	if !reflect.DeepEqual(&got, planned) {
		t.Fatalf("the manifest\n%+v\nis not the rollout's\n%+v", got, *planned)
	}
	if m.Uniswap == nil || !reflect.DeepEqual(m.Uniswap, w.Uniswap) {
		t.Fatalf("the manifest's Uniswap v3 %+v is not the world's %+v", m.Uniswap, w.Uniswap)
	}
	for name, a := range map[string]common.Address{"Settlement": m.Settlement, "AgentRecord": m.AgentRecord,
		"IdentityRegistry": m.IdentityRegistry, "AccountFactory": m.AccountFactory, "Paymaster": m.Paymaster} {
		if code, err := c.CodeAt(ctx, a, nil); err != nil || len(code) == 0 {
			t.Fatalf("no %s at %s: %v", name, a.Hex(), err)
		}
	}
	st := settlement.NewSettlement()
	if ok, err := st.UnpackRouters(call(t, c, m.Settlement, st.PackRouters(w.Uniswap.SwapRouter02))); err != nil || !ok {
		t.Fatalf("SwapRouter02 is not allowed on Settlement: %v %v", ok, err)
	}
	hl, ok := w.HolderListedAsset()
	if !ok {
		t.Fatal("the world has no holder-listed asset")
	}
	hlt := holderlistedtoken.NewHolderListedToken()
	if listed, err := hlt.UnpackIsHolder(call(t, c, hl.Token, hlt.PackIsHolder(m.Settlement))); err != nil || !listed {
		t.Fatalf("Settlement is not listed by %s: %v %v", hl.Symbol, listed, err)
	}
	if len(m.DemoUsers) != 3 || !reflect.DeepEqual(m.DevAccounts, w.DevAccounts) {
		t.Fatalf("demo users %+v, dev accounts %v", m.DemoUsers, m.DevAccounts)
	}
	u := usdg.NewUSDG()
	want := usdUnits(d.cfg.DemoUSD)
	for _, du := range m.DemoUsers {
		if code, err := c.CodeAt(ctx, du.SmartAccount, nil); err != nil || len(code) == 0 {
			t.Fatalf("no smart account of %s: %v", du.UserID, err)
		}
		for _, a := range []common.Address{du.SmartAccount, du.Owner} {
			if bal, err := u.UnpackBalanceOf(call(t, c, m.USDG, u.PackBalanceOf(a))); err != nil || bal.Cmp(want) != 0 {
				t.Fatalf("%s of %s holds %v USDG base units, want %s: %v", a.Hex(), du.UserID, bal, want, err)
			}
		}
	}
	if arb, err := c.IsArbitrum(ctx); err != nil || !arb {
		t.Fatalf("the world with Vera is not an Arbitrum chain: %v %v", arb, err)
	}
	saved, err := chain.LoadDeployment(cfg.ManifestPath)
	if err != nil || saved.Settlement != m.Settlement || len(saved.DemoUsers) != 3 {
		t.Fatalf("the manifest file: %+v %v", saved, err)
	}

	checkWorldGroves(t, d)

	// A restart resumes the same chain and manifest.
	head := d.eth.BlockChain().CurrentBlock().Number.Uint64()
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	d2 := startWorld(t, cfg)
	again := d2.Manifest()
	again.RPCURL, again.WSURL = m.RPCURL, m.WSURL
	if !reflect.DeepEqual(again, m) {
		t.Fatalf("resumed manifest\n%+v\nwant\n%+v", again, m)
	}
	if n := d2.eth.BlockChain().CurrentBlock().Number.Uint64(); n != head {
		t.Fatalf("the resumed chain's head is %d, was %d", n, head)
	}
	if err := d2.Close(); err != nil {
		t.Fatal(err)
	}

	// A world kept without Vera is not taken for one with it.
	bare := *m
	bare.Settlement = common.Address{}
	if err := bare.Save(chainManifest(dir)); err != nil {
		t.Fatal(err)
	}
	cfg.Assets, cfg.ListenAddr, cfg.BlockInterval, cfg.Logger = testAssets(t), "off", -1, quiet()
	if _, err := Start(ctx, cfg); err == nil || !strings.Contains(err.Error(), "none of Vera's contracts") {
		t.Fatalf("resuming a world without Vera as one with it: %v", err)
	}
}
