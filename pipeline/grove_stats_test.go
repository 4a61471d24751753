package pipeline_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/pipeline"
)

func TestRefreshGroveStats(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{Groves: []devnet.GroveSeed{
		{ID: "titan", Symbols: []string{"AAPL", "MSFT", "NVDA"}, WeightsBps: []uint16{4000, 3000, 3000}},
	}})
	m := d.Manifest()
	ctx := context.Background()
	hold := &snapshot.Holder{}
	vaults := baskets.NewVaultStats(chain.NewMulticall(d.Client(), m.Multicall3, 0), m.Groves)
	job := &pipeline.RefreshGroveStats{Vaults: vaults, Holder: hold}

	// Before any build, the read is kept for the first build.
	if err := job.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if s := vaults.Stats("titan"); !s.Deployed || s.Users != 0 {
		t.Fatalf("stats before deposits: %+v", s)
	}
	s, err := snapshot.Bundled(ctx, snapshot.Options{Stats: vaults.Stats})
	if err != nil {
		t.Fatal(err)
	}
	hold.Store(s)
	if b, _ := hold.Load().Baskets.GroveJSON("titan"); !strings.Contains(string(b), `"stats":{"deployed":true,"users":0,"managedUsd":0,"feesUsd":0}`) {
		t.Fatalf("first build: %s", b)
	}

	// A deposit shows up in the published groves at the next refresh.
	user, _ := devnet.DevKey(5)
	vault := m.Groves[0].Address
	max := new(big.Int).Lsh(big.NewInt(1), 255)
	if r := devnettest.Send(t, d, user, m.USDG, usdg.NewUSDG().PackApprove(vault, max), 100_000); r.Status != 1 {
		t.Fatal("approve reverted")
	}
	dep := grovevault.NewGroveVault().PackDeposit(big.NewInt(250_000_000), []*big.Int{big.NewInt(1), big.NewInt(1), big.NewInt(1)}, big.NewInt(1), big.NewInt(time.Now().Add(time.Hour).Unix()))
	if r := devnettest.Send(t, d, user, vault, dep, 1_500_000); r.Status != 1 {
		t.Fatal("deposit reverted")
	}
	if err := job.Run(ctx); err != nil {
		t.Fatal(err)
	}
	b, _ := hold.Load().Baskets.GroveJSON("titan")
	if !strings.Contains(string(b), `"deployed":true,"users":1,"managedUsd":249.`) {
		t.Fatalf("after a $250 deposit: %s", b[strings.Index(string(b), `"stats"`):][:90])
	}
	if !strings.Contains(string(hold.Load().Baskets.GrovesJSON), `"users":1`) {
		t.Fatal("the list was not republished")
	}
	// Groves other than the deployed one stay zeros.
	if b, _ := hold.Load().Baskets.GroveJSON("rails"); !strings.Contains(string(b), `"stats":{"deployed":false,"users":0,"managedUsd":0,"feesUsd":0}`) {
		t.Fatalf("rails: %s", b)
	}
}
