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
// touched kept in memory (the real indexer run to the head), against one eth_call
// (balanceOf) on the same JSON-RPC connection, devnet over HTTP on loopback, in one run:
//
//   - warm: the holder's touched tokens held; one multicall of USDG, its 5 assets and the
//     grove shares at the block of the shared prices (read at most once a second);
//   - cold: the holder's touched tokens not held (two holders alternate in a cache of one),
//     so each request also queries the index in ClickHouse;
//   - every-token: the read before narrowing, every catalog token's balance and every grove's
//     shares.
//
// Target: warm ≤ 2× the eth_call.
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
	route := func(size int, narrowed bool) fasthttp.RequestHandler {
		feeds := account.NewFeeds(chain.NewMulticall(c, e.M.Multicall3, 0), e.M.Assets, 0, account.NewMarket(e.Market))
		var opts []account.PortfolioOption
		if narrowed {
			touched := account.NewTouchedTokens(account.TouchedConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog,
				Groves: account.GrovesOf(e.M), Index: e.Store, Chain: c, MaxAddresses: size})
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
	get := func(b *testing.B, h fasthttp.RequestHandler, alternate bool) {
		reqs := make([]fasthttp.Request, len(holders))
		for i, hl := range holders {
			reqs[i].SetRequestURI("http://vera.test/api/portfolio?address=" + hl.Hex())
		}
		var want string
		serve := func(i int) {
			var rc fasthttp.RequestCtx
			rc.Init(&reqs[i], &net.TCPAddr{IP: net.IPv4(203, 0, 113, 7), Port: 40000}, nil)
			h(&rc)
			if rc.Response.StatusCode() != 200 {
				b.Fatalf("status %d: %s", rc.Response.StatusCode(), rc.Response.Body())
			}
			if want == "" {
				want = string(rc.Response.Body())
			}
		}
		serve(0) // prices read, touched tokens held
		serve(0)
		b.ReportAllocs()
		b.ResetTimer()
		i := 0
		for b.Loop() {
			if alternate {
				i = 1 - i
			}
			serve(i)
		}
	}
	call := chain.BalanceOfCall(e.M.USDG, holders[0])
	b.Run("eth_call", func(b *testing.B) {
		for b.Loop() {
			if _, err := c.CallContract(context.Background(), ethereum.CallMsg{To: &call.Target, Data: call.Data}, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("warm", func(b *testing.B) { get(b, route(0, true), false) })
	b.Run("cold", func(b *testing.B) { get(b, route(1, true), true) })
	b.Run("every-token", func(b *testing.B) { get(b, route(0, false), false) })
}
