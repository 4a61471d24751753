package api_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/indexer"
)

// portfolioBench is the full universe on a devnet reached over HTTP JSON-RPC on loopback, and a
// holder of USDG, five assets and a grove position.
type portfolioBench struct {
	client *chain.Client
	m      *chain.Deployment
	holder common.Address
	srv    *api.Server
}

// delayProxy forwards JSON-RPC to target after rtt: a hosted RPC's round trip.
func delayProxy(b *testing.B, target string, rtt time.Duration) string {
	b.Helper()
	u, err := url.Parse(target)
	if err != nil {
		b.Fatal(err)
	}
	rp := httputil.NewSingleHostReverseProxy(u)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(rtt)
		rp.ServeHTTP(w, r)
	}))
	b.Cleanup(srv.Close)
	return srv.URL
}

func newPortfolioBench(b *testing.B, rtt time.Duration) *portfolioBench {
	b.Helper()
	e := accounttest.StartWith(b, accounttest.Options{Universe: true, Listen: true})
	rpcURL := e.M.RPCURL
	if rtt > 0 {
		rpcURL = delayProxy(b, rpcURL, rtt)
	}
	c, err := chain.Dial(context.Background(), rpcURL, chain.ClientConfig{RequestsPerSecond: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(c.Close)
	holder := common.HexToAddress("0x00000000000000000000000000000000000a11ce")
	e.Pay(b, 1, holder, big.NewInt(5_000_000_000)) // 5,000 USDG
	for _, sym := range []string{"AAPL", "MSFT", "NVDA", "SPY", "QQQ"} {
		e.Mint(b, sym, holder, shares(3))
	}
	feeds := account.NewFeeds(chain.NewMulticall(c, e.M.Multicall3, 0), e.M.Assets, 0, account.NewMarket(e.Market))
	p, err := account.NewPortfolios(e.M, feeds, account.GrovesOf(e.M))
	if err != nil {
		b.Fatal(err)
	}
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	srv.Register(api.Routes{{Method: "GET", Path: "/api/portfolio", Limit: -1, Handler: api.AccountRoutes{Portfolios: p}.Routes()[1].Handler}})
	return &portfolioBench{client: c, m: e.M, holder: holder, srv: srv}
}

// BenchmarkPortfolioVsEthCall measures GET /api/portfolio (one multicall of the holder's
// balances of the universe and its grove shares, at the block of the shared prices and vault
// values, valued and encoded) against a single eth_call round trip (one balanceOf) on the same
// RPC connection, in one run: on bare loopback to the devnet, and through a proxy adding a
// hosted RPC's 20 ms round trip. Target: portfolio ≤ 2×.
func BenchmarkPortfolioVsEthCall(b *testing.B) {
	for _, rtt := range []time.Duration{0, 20 * time.Millisecond} {
		b.Run(fmt.Sprintf("rtt=%v", rtt), func(b *testing.B) { benchPortfolio(b, newPortfolioBench(b, rtt)) })
	}
}

func benchPortfolio(b *testing.B, pb *portfolioBench) {
	call := chain.BalanceOfCall(pb.m.USDG, pb.holder)
	b.Run("eth_call", func(b *testing.B) {
		for b.Loop() {
			if _, err := pb.client.CallContract(context.Background(), ethereum.CallMsg{To: &call.Target, Data: call.Data}, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("portfolio", func(b *testing.B) {
		var req fasthttp.Request
		req.SetRequestURI("http://vera.test/api/portfolio?address=" + pb.holder.Hex())
		h := pb.srv.Handler()
		b.ReportAllocs()
		for b.Loop() {
			var rc fasthttp.RequestCtx
			rc.Init(&req, &net.TCPAddr{IP: net.IPv4(203, 0, 113, 7), Port: 40000}, nil)
			h(&rc)
			if rc.Response.StatusCode() != 200 {
				b.Fatalf("status %d: %s", rc.Response.StatusCode(), rc.Response.Body())
			}
		}
	})
}

// BenchmarkPortfolioWarmVsEthCall measures GET /api/portfolio with the tokens each holder
// touched kept in memory (the real indexer run to the head), against one eth_call (balanceOf)
// on the same JSON-RPC connection, devnet over HTTP on loopback. Each iteration makes, one
// after the other (alternating which goes first) so that load from elsewhere falls on both
// alike:
//
//   - one eth_call;
//   - warm: the holder's touched tokens held; one multicall of USDG and its 5 assets (it is in
//     no grove) at the block of the shared prices (read at most once a second).
//
// Then as many requests (at most 200) of each of:
//
//   - cold: a holder whose touched tokens are not held yet: its load is queued (for the
//     cache's own goroutine, not run here) and the request reads every token;
//   - every-token: the read before narrowing, every catalog token's balance and every grove's
//     shares.
//
// It reports each one's median and the ratios of the medians to the eth_call's. Target: warm
// ≤ 2× the eth_call.
func BenchmarkPortfolioWarmVsEthCall(b *testing.B) {
	e := accounttest.StartWith(b, accounttest.Options{Universe: true, Listen: true, RealIndex: true})
	c, err := chain.Dial(context.Background(), e.M.RPCURL, chain.ClientConfig{RequestsPerSecond: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(c.Close)
	holders := []common.Address{common.HexToAddress("0x00000000000000000000000000000000000a11ce"), common.HexToAddress("0x0000000000000000000000000000000000000b0b")}
	for _, h := range holders {
		e.Pay(b, 1, h, big.NewInt(5_000_000_000)) // 5,000 USDG
		for _, sym := range []string{"AAPL", "MSFT", "NVDA", "SPY", "QQQ"} {
			e.Mint(b, sym, h, shares(3))
		}
	}
	ix, err := indexer.New(indexer.Config{ChainID: uint64(e.M.ChainID)}, indexer.NewRPCSource(e.Dev.Client()), indexer.NewStore(e.DB), indexer.ContractsOf(e.M))
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; ; i++ {
		if err := ix.Converge(context.Background()); errors.Is(err, indexer.ErrNothingNew) {
			break
		} else if err != nil || i > 1000 {
			b.Fatalf("index the devnet, step %d: %v", i, err)
		}
	}
	route := func(narrowed, warm bool) fasthttp.RequestHandler {
		feeds := account.NewFeeds(chain.NewMulticall(c, e.M.Multicall3, 0), e.M.Assets, 0, account.NewMarket(e.Market))
		var opts []account.PortfolioOption
		if narrowed {
			touched := account.NewTouchedTokens(account.TouchedConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog,
				Groves: account.GrovesOf(e.M), Index: e.Store, Chain: c})
			if warm {
				if err := touched.Load(context.Background(), holders[0]); err != nil {
					b.Fatal(err)
				}
			}
			opts = append(opts, account.ReadTouched(touched))
		}
		p, err := account.NewPortfolios(e.M, feeds, account.GrovesOf(e.M), opts...)
		if err != nil {
			b.Fatal(err)
		}
		srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
		srv.Register(api.Routes{{Method: "GET", Path: "/api/portfolio", Limit: -1, Handler: api.AccountRoutes{Portfolios: p}.Routes()[1].Handler}})
		return srv.Handler()
	}
	reqs := make([]fasthttp.Request, len(holders))
	for i, hl := range holders {
		reqs[i].SetRequestURI("http://vera.test/api/portfolio?address=" + hl.Hex())
	}
	get := func(h fasthttp.RequestHandler, i int) time.Duration {
		start := time.Now()
		var rc fasthttp.RequestCtx
		rc.Init(&reqs[i], &net.TCPAddr{IP: net.IPv4(203, 0, 113, 7), Port: 40000}, nil)
		h(&rc)
		if rc.Response.StatusCode() != 200 {
			b.Fatalf("status %d: %s", rc.Response.StatusCode(), rc.Response.Body())
		}
		return time.Since(start)
	}
	call := chain.BalanceOfCall(e.M.USDG, holders[0])
	ethCall := func() time.Duration {
		start := time.Now()
		if _, err := c.CallContract(context.Background(), ethereum.CallMsg{To: &call.Target, Data: call.Data}, nil); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}
	warm, cold, every := route(true, true), route(true, false), route(false, false)
	for _, h := range []fasthttp.RequestHandler{warm, cold, every} {
		get(h, 0) // prices read, touched tokens held
	}
	get(warm, 0)
	// The target's pair, alternating which goes first; then, untimed by the loop, as many cold
	// and every-token requests (their allocations would otherwise slow the pair's next calls).
	var times [4][]time.Duration
	for b.Loop() {
		if len(times[0])%2 == 0 {
			times[0] = append(times[0], ethCall())
			times[1] = append(times[1], get(warm, 0))
		} else {
			times[1] = append(times[1], get(warm, 0))
			times[0] = append(times[0], ethCall())
		}
	}
	for range min(len(times[0]), 200) {
		times[2] = append(times[2], get(cold, 1))
		times[3] = append(times[3], get(every, 0))
	}
	var med [4]float64
	for k, ts := range times {
		slices.Sort(ts)
		med[k] = float64(ts[len(ts)/2].Microseconds()) / 1000
	}
	b.ReportMetric(med[0], "eth_call-ms")
	b.ReportMetric(med[1], "warm-ms")
	b.ReportMetric(med[2], "cold-ms")
	b.ReportMetric(med[3], "every-token-ms")
	b.ReportMetric(med[1]/med[0], "warm/eth_call")
	b.ReportMetric(med[2]/med[0], "cold/eth_call")
}
