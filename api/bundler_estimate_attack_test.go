package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/burneraccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// BenchmarkEstimatesUnderAttack is the attack on eth_estimateUserOperationGas: 1,000 client
// addresses each send a heavy estimate once a second (the route's limit is 60 a minute per address,
// so each stays within it), one every millisecond in turn, up to 64 in flight at once, for a
// BurnerAccount a stranger deployed, whose call hashes until its gas runs out. Meanwhile an honest
// user (a demo owner's account, vouched for) estimates its sponsored op as viem does, one after the
// other, through the same handler, calm and under the attack, in the same run (phases of a second
// alternate); the figures are their p50 and p99 and the ratio of the p99s.
//
// "budget" is the relay as it is served (the estimates' default budget); "idle-rule-off" lets
// strangers' estimates start while the honest user's run (within their slot and gas); "unbounded" is
// the relay with the budget out of the way and the caps at the paymaster's, as before the budget,
// with fewer honest samples and longer attack phases (each estimate waits behind the attack; it runs
// for minutes).
//
//	go test ./api -run '^$' -bench 'EstimatesUnderAttack/budget' -benchtime 1x -count 3
func BenchmarkEstimatesUnderAttack(b *testing.B) {
	for _, c := range []struct {
		name    string
		samples int
		attack  time.Duration // each attack phase
		budget  func(sponsor.Limits) relay.EstimateConfig
	}{
		{"budget", 500, time.Second, func(sponsor.Limits) relay.EstimateConfig { return relay.EstimateConfig{} }},
		{"idle-rule-off", 500, time.Second, func(sponsor.Limits) relay.EstimateConfig { return relay.EstimateConfig{KnownQuiet: -1} }},
		{"unbounded", 20, 5 * time.Second, func(l sponsor.Limits) relay.EstimateConfig {
			return relay.EstimateConfig{VerificationGasCap: l.VerificationGasLimit, CallGasCap: l.CallGasLimit,
				Slots: 1 << 20, UnknownSlots: 1 << 20, UnknownGasPerSecond: 1 << 50, KnownQuiet: -1}
		}},
	} {
		b.Run(c.name, func(b *testing.B) {
			for range b.N {
				estimatesUnderAttack(b, c.samples, c.attack, c.budget)
			}
		})
	}
}

func estimatesUnderAttack(b *testing.B, samples int, phase time.Duration, budget func(sponsor.Limits) relay.EstimateConfig) {
	const addresses, inFlight = 1000, 64
	b.StopTimer()
	d := devnettest.Start(b, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	owners := sponsortest.Owners(b, d)
	dep := sponsortest.Deployment(owners)
	sp, limits, err := sponsor.ForDeployment(ctx, d.Client(), m, dep)
	if err != nil {
		b.Fatal(err)
	}
	r, err := relay.New(relay.Config{ChainID: m.ChainID, EntryPoint: m.EntryPoint, Paymaster: m.Paymaster, Sponsor: sp, Limits: limits,
		Bundler: chain.NewBundler(d.Client(), m.EntryPoint, devnet.RelayKey(), m.ChainID), Client: d.Client(), AccountFactory: m.AccountFactory,
		Estimates: budget(limits)})
	if err != nil {
		b.Fatal(err)
	}
	srv := api.New(api.Config{}, nil, nil, nil, prometheus.NewRegistry())
	srv.Register(api.BundlerRoutes{Relay: r})
	h := srv.Handler()
	stranger, err := devnet.DevKey(4)
	if err != nil {
		b.Fatal(err)
	}
	burner := devnettest.Deploy(b, d, stranger, append(common.FromHex(burneraccount.BurnerAccountMetaData.Bin),
		burneraccount.NewBurnerAccount().PackConstructor(m.EntryPoint)...), 1_000_000)
	ep := m.EntryPoint.Hex()

	// post sends one JSON-RPC request from ip and returns the HTTP status and the error code (0: a
	// result, -1: a body that is not JSON-RPC's).
	post := func(ip net.IP, method string, params ...any) (int, int) {
		raw, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
		var req fasthttp.Request
		req.Header.SetMethod("POST")
		req.SetRequestURI("http://vera.test/api/bundler")
		req.Header.SetContentType("application/json")
		req.SetBody(raw)
		var rc fasthttp.RequestCtx
		rc.Init(&req, &net.TCPAddr{IP: ip, Port: 40000}, nil)
		h(&rc)
		var out struct {
			Error *struct {
				Code int `json:"code"`
			} `json:"error"`
		}
		if rc.Response.StatusCode() == fasthttp.StatusOK {
			if err := json.Unmarshal(rc.Response.Body(), &out); err != nil {
				return rc.Response.StatusCode(), -1 // not JSON-RPC: counted, and fails the honest user
			}
		}
		if out.Error != nil {
			return rc.Response.StatusCode(), out.Error.Code
		}
		return rc.Response.StatusCode(), 0
	}

	// The honest user's op, with the paymaster's stub (pm_getPaymasterStubData, not timed).
	account := m.DemoUsers[0].SmartAccount
	nonce, err := chain.AccountNonce(ctx, d.Client(), m.EntryPoint, account, common.Big0)
	if err != nil {
		b.Fatal(err)
	}
	fee, tip := big.NewInt(20_000_000_000), big.NewInt(1_000_000_000)
	honest := chain.UserOp{Sender: account, Nonce: nonce, MaxFeePerGas: fee, MaxPriorityFeePerGas: tip,
		CallData: veraaccount.NewVeraAccount().PackExecute(m.USDG, common.Big0, usdg.NewUSDG().PackApprove(m.Permit2, big.NewInt(1)))}
	stub, err := r.PaymasterStubData(ctx, honest)
	if err != nil {
		b.Fatal(err)
	}
	pm := stub.Paymaster
	honest.Paymaster, honest.PaymasterData = &pm, stub.PaymasterData
	honest.PaymasterVerificationGasLimit, honest.PaymasterPostOpGasLimit = limits.PaymasterVerificationGasLimit, limits.PaymasterPostOpGasLimit
	var honestIPs atomic.Uint32
	estimate := func() time.Duration {
		// Each from its own address, so that the honest user's own limit stays out of the figures.
		n := honestIPs.Add(1)
		t0 := time.Now()
		status, code := post(net.IPv4(192, 0, byte(n>>8), byte(n)), "eth_estimateUserOperationGas", api.RPCUserOp(honest), ep)
		took := time.Since(t0)
		if status != fasthttp.StatusOK || code != 0 {
			b.Fatalf("the honest user's estimate: HTTP %d, error %d", status, code)
		}
		return took
	}
	for range 20 { // warm up
		estimate()
	}

	// The attack, in phases: a second of attack (each address in turn, one a millisecond, so each
	// sends one a second), then calm (its estimates in flight drained) for a second, and again. The
	// honest user's estimates are timed throughout: calm ones (no attack request in flight from start
	// to end) and attacked ones (the attack on from start to end), so that both meet the same load of
	// the rest of the machine; the few that straddle a change are left out.
	var seed [32]byte
	burn := burneraccount.NewBurnerAccount().PackBurn(seed)
	stop := make(chan struct{})
	var on atomic.Bool
	var running atomic.Int32 // attack requests in flight
	var mu sync.Mutex
	outcomes := map[string]int{}
	attackDone := make(chan struct{})
	go func() {
		defer close(attackDone)
		jobs := make(chan int)
		var wg sync.WaitGroup
		for range inFlight {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range jobs {
					op := chain.UserOp{Sender: burner, Nonce: new(big.Int).Lsh(big.NewInt(int64(i+1)), 64), CallData: burn,
						MaxFeePerGas: fee, MaxPriorityFeePerGas: tip}
					status, code := post(net.IPv4(10, 9, byte(i>>8), byte(i)), "eth_estimateUserOperationGas", api.RPCUserOp(op), ep)
					running.Add(-1)
					mu.Lock()
					outcomes[fmt.Sprintf("HTTP %d, code %d", status, code)]++
					mu.Unlock()
				}
			}()
		}
		defer func() { close(jobs); wg.Wait() }()
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for n := 0; ; {
			on.Store(true)
			for end := time.Now().Add(phase); time.Now().Before(end); n++ {
				running.Add(1)
				select {
				case jobs <- n % addresses: // waits while 64 are in flight
				case <-stop:
					running.Add(-1)
					return
				}
				select {
				case <-tick.C:
				case <-stop:
					return
				}
			}
			on.Store(false)
			for running.Load() > 0 {
				time.Sleep(time.Millisecond)
			}
			select {
			case <-time.After(time.Second):
			case <-stop:
				return
			}
		}
	}()
	var calm, attacked []time.Duration
	b.StartTimer()
	for len(calm) < samples || len(attacked) < samples {
		quiet, loud := !on.Load() && running.Load() == 0, on.Load()
		took := estimate()
		switch {
		case quiet && !on.Load() && running.Load() == 0:
			calm = append(calm, took)
		case loud && on.Load():
			attacked = append(attacked, took)
		}
	}
	b.StopTimer()
	close(stop)
	<-attackDone

	p := func(ds []time.Duration, q float64) float64 {
		s := slices.Clone(ds)
		slices.Sort(s)
		return float64(s[int(float64(len(s))*q+0.999999)-1].Microseconds()) / 1000
	}
	b.ReportMetric(p(calm, 0.5), "calm-p50-ms")
	b.ReportMetric(p(calm, 0.99), "calm-p99-ms")
	b.ReportMetric(p(attacked, 0.5), "attack-p50-ms")
	b.ReportMetric(p(attacked, 0.99), "attack-p99-ms")
	b.ReportMetric(p(attacked, 0.99)/p(calm, 0.99), "p99-ratio")
	total := 0
	for _, n := range outcomes {
		total += n
	}
	b.ReportMetric(float64(total), "attack-estimates")
	b.Logf("the attack's %d estimates: %v", total, outcomes)
}
