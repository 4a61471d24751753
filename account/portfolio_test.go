package account_test

import (
	"context"
	"encoding/json"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

func whole(n int64, decimals int) *big.Int {
	return new(big.Int).Mul(big.NewInt(n), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil))
}

func TestPortfolioEmptyAccount(t *testing.T) {
	e := accounttest.Start(t)
	p := e.Portfolios(t, 0)
	pf, err := p.Get(context.Background(), common.HexToAddress("0x00000000000000000000000000000000000e3e3e"))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(pf)
	want := `{"cashUsd":0,"investedUsd":0,"totalUsd":0,"holdings":[],"asOf":"` + pf.AsOf + `"}`
	if string(b) != want {
		t.Fatalf("empty account: %s", b)
	}
}

func TestPortfolio(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	user := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	e.Pay(t, 1, user, whole(1500, 6))
	e.Mint(t, "AAPL", user, whole(3, 18))                                  // 3 × 312.06 = 936.18
	e.Mint(t, "SPY", user, whole(2, 18))                                   // 2 × 756.48 = 1512.96
	e.Mint(t, "NVDA", user, new(big.Int).Div(whole(1, 18), big.NewInt(4))) // a quarter share
	e.Mint(t, "TSLA", user, whole(1, 18))

	// TSLA's feed goes stale (updated two days before the block): its holding is unpriced.
	e.SetPrice(t, "TSLA", e.Asset(t, "TSLA").PriceE8, time.Now().Add(-48*time.Hour))

	pf, err := e.Portfolios(t, 0).Get(ctx, user)
	if err != nil {
		t.Fatal(err)
	}
	if pf.CashUsd != 1500 {
		t.Errorf("cash %v", pf.CashUsd)
	}
	var order []string
	for _, h := range pf.Holdings {
		order = append(order, h.Symbol)
	}
	if got, want := order, []string{"SPY", "AAPL", "NVDA", "TSLA"}; !equal(got, want) {
		t.Fatalf("holdings order %v, want %v (largest value first, unpriced last)", got, want)
	}
	spy, aapl, tsla := pf.Holdings[0], pf.Holdings[1], pf.Holdings[3]
	// Feeds carry 8 decimals: 756.47998046875 → 756.47998047, 312.05999755859375 → 312.05999756.
	if spy.Raw != whole(2, 18).String() || spy.Qty != 2 || !near(*spy.PriceUsd, 756.47998047) || !near(*spy.ValueUsd, 1512.95996094) {
		t.Errorf("SPY holding %+v: price %v value %v", spy, *spy.PriceUsd, *spy.ValueUsd)
	}
	if aapl.Qty != 3 || !near(*aapl.ValueUsd, 936.17999268) {
		t.Errorf("AAPL holding value %v", *aapl.ValueUsd)
	}
	// SPY's store has 5-minute bars of its last session: its spark is intraday. AAPL has daily
	// closes only: a day change but no intraday spark.
	if spy.Spark == nil || len(spy.Spark) > 20 || spy.SparkInterval == nil || *spy.SparkInterval != "5m" || spy.DayChangePct == nil {
		t.Errorf("SPY spark %v interval %v change %v", spy.Spark, spy.SparkInterval, spy.DayChangePct)
	}
	if aapl.Spark != nil || aapl.SparkInterval != nil || aapl.DayChangePct == nil {
		t.Errorf("AAPL spark %v interval %v change %v", aapl.Spark, aapl.SparkInterval, aapl.DayChangePct)
	}
	if tsla.PriceUsd != nil || tsla.ValueUsd != nil || tsla.Qty != 1 {
		t.Errorf("stale TSLA %+v", tsla)
	}
	invested := 0.0
	for _, h := range pf.Holdings {
		if h.ValueUsd != nil {
			invested += *h.ValueUsd
		}
	}
	if pf.InvestedUsd != invested || pf.TotalUsd != pf.CashUsd+pf.InvestedUsd {
		t.Errorf("invested %v (sum %v), total %v", pf.InvestedUsd, invested, pf.TotalUsd)
	}
	b, _ := json.Marshal(tsla)
	if string(b) != `{"symbol":"TSLA","raw":"1000000000000000000","qty":1,"priceUsd":null,"valueUsd":null,"dayChangePct":`+jsonNum(*tsla.DayChangePct)+`,"spark":null,"sparkInterval":null}` {
		t.Errorf("unpriced holding JSON %s", b)
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

func jsonNum(f float64) string { b, _ := json.Marshal(f); return string(b) }

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A token whose balance cannot be read (no contract at its address) is skipped; the rest of
// the portfolio is served.
func TestPortfolioUnreadableToken(t *testing.T) {
	e := accounttest.Start(t)
	user := common.HexToAddress("0x00000000000000000000000000000000000b0b00")
	e.Mint(t, "AAPL", user, whole(1, 18))
	m := *e.M
	m.Assets = append(append([]chain.Token(nil), m.Assets...), chain.Token{
		Symbol: "GONE", Name: "No contract", Decimals: 18,
		Address: common.HexToAddress("0x00000000000000000000000000000000deadbeef"), Feed: common.HexToAddress("0x00000000000000000000000000000000deadfeed"),
	})
	feeds := account.NewFeeds(e.Multicall(), m.Assets, 0, account.NewMarket(e.Market))
	p, err := account.NewPortfolios(&m, feeds, nil)
	if err != nil {
		t.Fatal(err)
	}
	pf, err := p.Get(context.Background(), user)
	if err != nil {
		t.Fatal(err)
	}
	if len(pf.Holdings) != 1 || pf.Holdings[0].Symbol != "AAPL" || pf.Holdings[0].ValueUsd == nil {
		t.Fatalf("holdings %+v", pf.Holdings)
	}
	book, err := feeds.Read(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if g := book.Prices["GONE"]; g.Source != account.SourceNone || g.PriceUsd != nil {
		t.Errorf("feed without a contract: %+v", g)
	}
}

// A grove position is valued by its vault: shares × managedUsd / totalShares.
func TestPortfolioGrovePosition(t *testing.T) {
	e := accounttest.Start(t)
	holder := e.Deposit(t, 2, 1000)
	other := e.Deposit(t, 3, 500)
	vault := e.Grove(t)
	gv := grovevault.NewGroveVault()
	shares := devnettest.Read(t, e.Dev, vault, gv.PackSharesOf(holder), gv.UnpackSharesOf)
	total := devnettest.Read(t, e.Dev, vault, gv.PackTotalShares(), gv.UnpackTotalShares)
	managed := devnettest.Read(t, e.Dev, vault, gv.PackManagedUsd(), gv.UnpackManagedUsd)
	want := new(big.Int).Mul(shares, managed)
	want.Quo(want, total)
	wantUsd, _ := new(big.Rat).SetFrac(want, big.NewInt(1_000_000)).Float64()

	p := e.Portfolios(t, 0)
	pf, err := p.Get(context.Background(), holder)
	if err != nil {
		t.Fatal(err)
	}
	var g *account.Holding
	for i, h := range pf.Holdings {
		if h.Symbol == account.GrovesOf(e.M)[0].Symbol {
			g = &pf.Holdings[i]
		}
	}
	if g == nil || g.Raw != shares.String() || g.ValueUsd == nil || *g.ValueUsd != wantUsd || g.DayChangePct != nil || g.Spark != nil {
		t.Fatalf("grove holding %+v, want value %v of %s shares", g, wantUsd, shares)
	}
	// Bought for 1,000 USDG at the market maker's spread: worth a little less, never more.
	if wantUsd > 1000 || wantUsd < 950 {
		t.Errorf("grove position worth %v for 1000 paid", wantUsd)
	}
	if pf.CashUsd != 100_000-1000 || pf.InvestedUsd != wantUsd {
		t.Errorf("cash %v invested %v", pf.CashUsd, pf.InvestedUsd)
	}
	if po, _ := p.Get(context.Background(), other); po.InvestedUsd >= wantUsd || po.InvestedUsd <= 0 {
		t.Errorf("the smaller position is worth %v", po.InvestedUsd)
	}
}
