package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"net"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/pipeline"
)

// TestGrovesOnTheDevnet deploys the four groves as `vera dev` does (bundled weights, bundled
// universe), buys into three of them, takes a profit in one, and checks the vaults' holdings
// against the weights, the stats of all four from one multicall, and GET /api/groves.
func TestGrovesOnTheDevnet(t *testing.T) {
	ctx := context.Background()
	assets, err := devnetAssets()
	if err != nil {
		t.Fatal(err)
	}
	weighed, err := snapshot.Bundled(ctx, snapshot.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defs := devnetGroves(weighed.Baskets)
	if len(defs) != 4 {
		t.Fatalf("groves to deploy: %+v", defs)
	}
	d := devnettest.Start(t, devnet.Config{Assets: assets, Groves: defs})
	m := d.Manifest()
	if len(m.Groves) != 4 {
		t.Fatalf("manifest groves: %+v", m.Groves)
	}
	vault := map[string]common.Address{}
	def := map[string]devnet.GroveSeed{}
	for i, g := range m.Groves {
		if g.ID != defs[i].ID {
			t.Fatalf("manifest grove %d is %s, want %s", i, g.ID, defs[i].ID)
		}
		vault[g.ID], def[g.ID] = g.Address, defs[i]
	}
	asset := map[string]chain.Token{}
	for _, a := range m.Assets {
		asset[a.Symbol] = a
	}

	gv, erc, pf := grovevault.NewGroveVault(), usdg.NewUSDG(), pricefeed.NewPriceFeed()
	uint256 := func(to common.Address, data []byte) *big.Int {
		t.Helper()
		return devnettest.Read(t, d, to, data, erc.UnpackBalanceOf) // any single uint256 return
	}
	send := func(key *ecdsa.PrivateKey, to common.Address, data []byte, what string) *types.Receipt {
		t.Helper()
		return devnettest.MustSend(t, d, key, to, data, 5_000_000, what)
	}
	usd := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }
	price := func(sym string) *big.Int {
		t.Helper()
		return devnettest.Read(t, d, asset[sym].Feed, pf.PackLatestAnswer(), pf.UnpackLatestAnswer)
	}
	// valueOf is a vault's holding of sym in USDG base units at the feed price.
	valueOf := func(id, sym string) *big.Int {
		bal := uint256(asset[sym].Address, erc.PackBalanceOf(vault[id]))
		v := new(big.Int).Mul(bal, price(sym))
		return v.Div(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(20), nil))
	}
	deposit := func(key *ecdsa.PrivateKey, id string, amount int64) {
		t.Helper()
		minOut := make([]*big.Int, len(def[id].Symbols))
		for i := range minOut {
			minOut[i] = big.NewInt(1)
		}
		send(key, m.USDG, erc.PackApprove(vault[id], usd(amount)), "approve")
		send(key, vault[id], gv.PackDeposit(usd(amount), minOut, big.NewInt(1), big.NewInt(time.Now().Add(time.Hour).Unix())), "deposit into "+id)
	}
	k3, _ := devnet.DevKey(3)
	k4, _ := devnet.DevKey(4)
	k5, _ := devnet.DevKey(5)

	deposit(k3, "tayyib", 1000)
	deposit(k3, "titan", 500)
	deposit(k4, "titan", 300)
	deposit(k5, "silic", 2000)

	// Each vault holds its components in the deployed weights by value (the market maker's
	// spread is the same on every leg, so it does not move the proportions).
	for _, id := range []string{"tayyib", "titan", "silic"} {
		managed := uint256(vault[id], gv.PackManagedUsd())
		sum := new(big.Int)
		for i, sym := range def[id].Symbols {
			v := valueOf(id, sym)
			sum.Add(sum, v)
			got := new(big.Int).Div(new(big.Int).Mul(v, big.NewInt(10_000)), managed).Int64()
			if w := int64(def[id].WeightsBps[i]); got < w-2 || got > w+2 {
				t.Errorf("%s: %s is %d bps of the vault, want %d", id, sym, got, w)
			}
		}
		if sum.Cmp(managed) != 0 {
			t.Errorf("%s: managedUsd %s, components at feed prices %s", id, managed, sum)
		}
	}

	// Titan's prices rise 15%: user 3 takes everything out and pays 10% of the realized profit.
	for _, sym := range def["titan"].Symbols {
		p := new(big.Int).Div(new(big.Int).Mul(price(sym), big.NewInt(115)), big.NewInt(100))
		send(devnet.DeployerKey(), asset[sym].Feed, pf.PackSetAnswer(p), "set "+sym)
	}
	u3 := crypto.PubkeyToAddress(k3.PublicKey)
	shares := uint256(vault["titan"], gv.PackSharesOf(u3))
	r := send(k3, vault["titan"], gv.PackWithdraw(shares, usd(500)), "withdraw from titan")
	var fee *big.Int
	for _, l := range r.Logs {
		if ev, err := gv.UnpackWithdrawnEvent(l); err == nil {
			profit := new(big.Int).Sub(ev.GrossUsd, ev.CostBasis)
			if ev.CostBasis.Cmp(usd(500)) != 0 || profit.Cmp(usd(50)) < 0 || profit.Cmp(usd(80)) > 0 {
				t.Fatalf("titan withdrawal %+v: want the $500 basis back with about $74 of profit", ev)
			}
			fee = new(big.Int).Div(new(big.Int).Mul(profit, big.NewInt(1000)), big.NewInt(10_000))
			if ev.FeeUsd.Cmp(fee) != 0 {
				t.Fatalf("fee %s, want 10%% of %s", ev.FeeUsd, profit)
			}
		}
	}
	if fee == nil {
		t.Fatal("no Withdrawn event")
	}

	// The stats of all four groves in one multicall, served on GET /api/groves.
	usdOf := func(units *big.Int) float64 {
		f, _ := new(big.Rat).SetFrac(units, big.NewInt(1_000_000)).Float64()
		return f
	}
	want := map[string]baskets.GroveStats{
		"tayyib": {Deployed: true, Users: 1, ManagedUsd: usdOf(uint256(vault["tayyib"], gv.PackManagedUsd()))},
		"titan":  {Deployed: true, Users: 1, ManagedUsd: usdOf(uint256(vault["titan"], gv.PackManagedUsd())), FeesUsd: usdOf(fee)},
		"silic":  {Deployed: true, Users: 1, ManagedUsd: usdOf(uint256(vault["silic"], gv.PackManagedUsd()))},
		"rails":  {Deployed: true, Users: 0},
	}
	vaults := baskets.NewVaultStats(chain.NewMulticall(d.Client(), m.Multicall3, 0), m.Groves)
	hold := &snapshot.Holder{}
	job := &pipeline.RefreshGroveStats{Vaults: vaults, Holder: hold}
	s, err := snapshot.Bundled(ctx, snapshot.Options{Stats: vaults.Stats})
	if err != nil {
		t.Fatal(err)
	}
	hold.Store(s)
	if got := groveStatsOnRoute(t, hold); got["rails"] != (baskets.GroveStats{}) {
		t.Fatalf("before the first read: %+v", got)
	}
	if err := job.Run(ctx); err != nil {
		t.Fatal(err)
	}
	got := groveStatsOnRoute(t, hold)
	for id, w := range want {
		if got[id] != w {
			t.Errorf("GET /api/groves %s stats %+v, want %+v", id, got[id], w)
		}
	}
	// $300 left in titan after a 15% rise: about $345 at feed prices.
	if v := got["titan"].ManagedUsd; v < 335 || v > 346 {
		t.Errorf("titan managed $%.2f", v)
	}
	t.Logf("stats: %+v", got)
}

// groveStatsOnRoute serves GET /api/groves from hold and returns each grove's stats.
func groveStatsOnRoute(t *testing.T, hold *snapshot.Holder) map[string]baskets.GroveStats {
	t.Helper()
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	srv.Register(api.BasketRoutes{Snapshots: hold})
	var req fasthttp.Request
	req.Header.SetMethod("GET")
	req.SetRequestURI("http://vera.test/api/groves")
	var rc fasthttp.RequestCtx
	rc.Init(&req, &net.TCPAddr{IP: net.ParseIP("198.51.100.7"), Port: 40000}, nil)
	srv.Handler()(&rc)
	var body struct {
		Groves []struct {
			ID    string             `json:"id"`
			Stats baskets.GroveStats `json:"stats"`
		} `json:"groves"`
	}
	if rc.Response.StatusCode() != 200 || json.Unmarshal(rc.Response.Body(), &body) != nil || len(body.Groves) != 4 {
		t.Fatalf("GET /api/groves: %d %.200s", rc.Response.StatusCode(), rc.Response.Body())
	}
	out := map[string]baskets.GroveStats{}
	for _, g := range body.Groves {
		out[g.ID] = g.Stats
	}
	return out
}
