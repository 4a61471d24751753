package relay_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/burneraccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// estimateEnv is a devnet, the relay with the service's sponsor (its demo owners vouched for) under
// an estimates' budget, and a BurnerAccount a stranger deployed.
type estimateEnv struct {
	d      *devnet.Devnet
	m      *chain.Deployment
	r      *relay.Relay
	burner common.Address
	pmGas  [2]uint64
}

func newEstimateEnv(t testing.TB, budget relay.EstimateConfig) *estimateEnv {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	sp, limits := sponsortest.New(t, d, sponsortest.Owners(t, d))
	r, err := relay.New(relay.Config{ChainID: m.ChainID, EntryPoint: m.EntryPoint, Paymaster: m.Paymaster, Sponsor: sp, Limits: limits,
		Bundler: chain.NewBundler(d.Client(), m.EntryPoint, devnet.RelayKey(), m.ChainID), Client: d.Client(), Estimates: budget})
	if err != nil {
		t.Fatal(err)
	}
	stranger, err := devnet.DevKey(4)
	if err != nil {
		t.Fatal(err)
	}
	code := append(common.FromHex(burneraccount.BurnerAccountMetaData.Bin), burneraccount.NewBurnerAccount().PackConstructor(m.EntryPoint)...)
	return &estimateEnv{d: d, m: m, r: r, burner: devnettest.Deploy(t, d, stranger, code, 1_000_000),
		pmGas: [2]uint64{limits.PaymasterVerificationGasLimit, limits.PaymasterPostOpGasLimit}}
}

// burnerOp is the stranger's op on nonce key `key`: its call burns all the call gas, or, when
// inValidation, its validation all the verification gas.
func (e *estimateEnv) burnerOp(key uint64, inValidation bool) chain.UserOp {
	var seed [32]byte
	seed[31] = byte(key)
	o := chain.UserOp{Sender: e.burner, Nonce: new(big.Int).Lsh(new(big.Int).SetUint64(key), 64),
		CallData: burneraccount.NewBurnerAccount().PackBurn(seed)}
	if inValidation {
		o.CallData = nil
	}
	return o
}

// honestOp is demo user n's approve, as a wallet estimates it: unsponsored, or with the paymaster's
// stub data (pm_getPaymasterStubData's) when sponsored.
func (e *estimateEnv) honestOp(t testing.TB, n int, sponsored bool) chain.UserOp {
	t.Helper()
	ctx := context.Background()
	account := e.m.DemoUsers[n-1].SmartAccount
	nonce, err := chain.AccountNonce(ctx, e.d.Client(), e.m.EntryPoint, account, common.Big0)
	if err != nil {
		t.Fatal(err)
	}
	o := chain.UserOp{Sender: account, Nonce: nonce,
		CallData: veraaccount.NewVeraAccount().PackExecute(e.m.USDG, common.Big0, usdg.NewUSDG().PackApprove(e.m.Permit2, big.NewInt(1)))}
	if sponsored {
		stub, err := e.r.PaymasterStubData(ctx, o)
		if err != nil {
			t.Fatal(err)
		}
		pm := stub.Paymaster
		o.Paymaster, o.PaymasterData = &pm, stub.PaymasterData
		o.PaymasterVerificationGasLimit, o.PaymasterPostOpGasLimit = e.pmGas[0], e.pmGas[1]
	}
	return o
}

// signedIn is a request context whose caller sent a valid bearer token.
func signedIn() context.Context {
	return relay.WithSignedIn(context.Background(), func() bool { return true })
}

// refusal is err's code (0 for none, -1 for an error that is not a refusal).
func refusal(err error) int {
	var re *relay.Error
	switch {
	case err == nil:
		return 0
	case errors.As(err, &re):
		return re.Code
	}
	return -1
}

// TestUnsponsoredEstimatesAreCapped: an unsponsored estimate simulates at most the estimate caps,
// whoever asks, and one whose limits would exceed them is refused with -32602; so is a stranger's op
// that names the service's paymaster. A sponsored op of a known owner is simulated at the
// paymaster's caps, and an honest unsponsored op fits under the caps.
func TestUnsponsoredEstimatesAreCapped(t *testing.T) {
	e := newEstimateEnv(t, relay.EstimateConfig{UnknownGasPerSecond: 1 << 40, KnownQuiet: -1}) // the caps alone
	stubbed := e.burnerOp(7, false)
	pm := e.m.Paymaster
	// The stub data names this relay, as pm_getPaymasterStubData's would: the paymaster then
	// reports a failed signature without reverting, and the call runs.
	stubbed.Paymaster = &pm
	stubbed.PaymasterData = chain.SponsorData(chain.Sponsorship{Relay: e.r.Address()}, append(bytes.Repeat([]byte{0xff}, 64), 0x1c))
	for _, c := range []struct {
		name     string
		ctx      context.Context
		op       chain.UserOp
		wantCode int
		wantMsg  string
	}{
		{"a stranger's call burner", context.Background(), e.burnerOp(1, false), relay.CodeInvalidParams, "above what an unsponsored estimate simulates (400000 and 1000000)"},
		{"a stranger's validation burner", context.Background(), e.burnerOp(2, true), relay.CodeInvalidParams, "validation needs more gas than an unsponsored estimate simulates (400000)"},
		{"a signed-in caller's burner, unsponsored", signedIn(), e.burnerOp(3, false), relay.CodeInvalidParams, "above what an unsponsored estimate simulates"},
		{"a stranger's burner naming the service's paymaster", context.Background(), stubbed, relay.CodeInvalidParams, "above what an unsponsored estimate simulates"},
		{"a known owner's op, unsponsored", context.Background(), e.honestOp(t, 1, false), 0, ""},
		{"a known owner's op, sponsored", context.Background(), e.honestOp(t, 2, true), 0, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			est, err := e.r.EstimateGas(c.ctx, c.op)
			if got := refusal(err); got != c.wantCode || (err != nil && !strings.Contains(err.Error(), c.wantMsg)) {
				t.Fatalf("estimate: %v (code %d), want code %d %q", err, got, c.wantCode, c.wantMsg)
			}
			if err != nil {
				return
			}
			v, call := est.VerificationGasLimit, est.CallGasLimit
			if v > relay.DefaultEstimateVerificationGasCap || call > relay.DefaultEstimateCallGasCap {
				t.Fatalf("limits %d and %d above the estimate caps", v, call)
			}
		})
	}
}

// TestEstimateBudgetServesKnownCallersFirst: once unknown callers have spent their gas a second,
// the next stranger's estimate is refused with -32005 and a retry hint, while a known owner's and a
// signed-in caller's are served; a stranger's estimate right after a known caller's is refused too
// (strangers get the idle time); and with the one slot taken by strangers' heavy estimates from
// many goroutines, a known owner's estimates all wait their turn and are served.
func TestEstimateBudgetServesKnownCallersFirst(t *testing.T) {
	const capGas = relay.DefaultEstimateVerificationGasCap + relay.DefaultEstimateCallGasCap
	t.Run("gas spent", func(t *testing.T) {
		// A second of unknown callers' gas is one estimate at the caps.
		e := newEstimateEnv(t, relay.EstimateConfig{UnknownGasPerSecond: capGas})
		// The budget refills in a second: on a loaded machine a second may pass between two estimates.
		relay.StopEstimateClock(e.r)
		if _, err := e.r.EstimateGas(context.Background(), e.burnerOp(1, false)); refusal(err) != relay.CodeInvalidParams {
			t.Fatalf("the first stranger's burner: %v, want refused by the caps after its simulation", err)
		}
		_, err := e.r.EstimateGas(context.Background(), e.burnerOp(2, false))
		var re *relay.Error
		if !errors.As(err, &re) || re.Code != relay.CodeLimitExceeded || !strings.Contains(re.Message, "retry in") {
			t.Fatalf("the second stranger's estimate: %v, want -32005 with a retry hint", err)
		}
		if hint, ok := re.Data.(map[string]int64); !ok || hint["retryAfterMs"] <= 0 || hint["retryAfterMs"] > 1000 {
			t.Fatalf("retry hint %#v", re.Data)
		}
		for _, c := range []struct {
			name string
			ctx  context.Context
			op   chain.UserOp
		}{
			{"a known owner's sponsored op", context.Background(), e.honestOp(t, 1, true)},
			{"a known owner's unsponsored op", context.Background(), e.honestOp(t, 2, false)},
			{"a signed-in caller's op", signedIn(), e.honestOp(t, 3, false)},
		} {
			if _, err := e.r.EstimateGas(c.ctx, c.op); err != nil {
				t.Fatalf("%s with the strangers' budget spent: %v", c.name, err)
			}
		}
	})
	t.Run("known callers first", func(t *testing.T) {
		e := newEstimateEnv(t, relay.EstimateConfig{UnknownGasPerSecond: 1 << 40, KnownQuiet: time.Minute})
		if _, err := e.r.EstimateGas(context.Background(), e.honestOp(t, 1, true)); err != nil {
			t.Fatal(err)
		}
		_, err := e.r.EstimateGas(context.Background(), e.burnerOp(1, false))
		if refusal(err) != relay.CodeLimitExceeded || !strings.Contains(err.Error(), "come first") {
			t.Fatalf("a stranger's estimate right after a known owner's: %v, want -32005", err)
		}
		// A stranger naming a known owner's account with calls off the allowlist is still a stranger.
		forged := e.burnerOp(2, false)
		forged.Sender = e.m.DemoUsers[0].SmartAccount
		if _, err := e.r.EstimateGas(context.Background(), forged); refusal(err) != relay.CodeLimitExceeded {
			t.Fatalf("a stranger's op from a known owner's account: %v, want -32005", err)
		}
	})
	t.Run("accounts named without a sign-in", func(t *testing.T) {
		// Anyone may name vouched owners' accounts (they are public) with allowlisted calls and no
		// signature: such estimates are served ahead of strangers', but a crowd of them fills only
		// their own share of the slots, never the one kept for signed-in callers.
		e := newEstimateEnv(t, relay.EstimateConfig{Slots: 2, OpKnownSlots: 1, KnownWait: 300 * time.Millisecond})
		ops := make([]chain.UserOp, len(e.m.DemoUsers))
		for i := range ops {
			ops[i] = e.honestOp(t, i+1, true)
		}
		ctx, stop := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		for g := range 16 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := g; ctx.Err() == nil; i++ {
					_, err := e.r.EstimateGas(context.Background(), ops[i%len(ops)])
					mu.Lock()
					codes[refusal(err)]++
					mu.Unlock()
				}
			}()
		}
		time.Sleep(200 * time.Millisecond)
		for i := range 10 {
			if _, err := e.r.EstimateGas(signedIn(), e.honestOp(t, 1+i%len(ops), false)); err != nil {
				stop()
				wg.Wait()
				t.Fatalf("a signed-in caller's estimate %d among the crowd's: %v", i, err)
			}
		}
		stop()
		wg.Wait()
		if codes[relay.CodeLimitExceeded] == 0 {
			t.Fatalf("the crowd's estimates ended %v: want some refused for their share of the slots", codes)
		}
		t.Logf("the crowd's estimates by outcome: %v", codes)
	})
	t.Run("slots busy", func(t *testing.T) {
		// One slot in all, strangers' gas unbounded: only the slot stands between them and the owner.
		// The owner waits as long as it takes one stranger's simulation at the caps to end (on a
		// loaded machine, longer than the default wait): what is proved is that it is served
		// while strangers keep asking, not how fast.
		e := newEstimateEnv(t, relay.EstimateConfig{Slots: 1, UnknownSlots: 1, UnknownGasPerSecond: 1 << 40, KnownWait: time.Minute})
		ctx, stop := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		simulated := make(chan struct{})
		var once sync.Once
		for g := range 8 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for k := uint64(g * 1000); ctx.Err() == nil; k++ {
					_, err := e.r.EstimateGas(context.Background(), e.burnerOp(k, k%2 == 0))
					mu.Lock()
					codes[refusal(err)]++
					mu.Unlock()
					if refusal(err) == relay.CodeInvalidParams {
						once.Do(func() { close(simulated) })
					}
				}
			}()
		}
		<-simulated // the strangers have had the slot
		for i := range 10 {
			if _, err := e.r.EstimateGas(context.Background(), e.honestOp(t, 1+i%3, true)); err != nil {
				stop()
				wg.Wait()
				t.Fatalf("a known owner's estimate %d among the strangers': %v", i, err)
			}
		}
		stop()
		wg.Wait()
		if codes[relay.CodeLimitExceeded] == 0 || codes[relay.CodeInvalidParams] == 0 || len(codes) != 2 {
			t.Fatalf("the strangers' estimates ended %v: want some simulated (and refused by the caps), some refused for the slot", codes)
		}
		t.Logf("strangers' estimates by outcome: %v", codes)
	})
}
