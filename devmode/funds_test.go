package devmode_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"math/big"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/devmode"
)

// TestDevFunds tops up wallets on a devnet, in order, against a $1,000 top-up and a $2,500 hourly
// budget: each step names the wallet, how long after the start it asks, and what it gets.
func TestDevFunds(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	mc := chain.NewMulticall(d.Client(), m.Multicall3, 0)
	balance := func(ctx context.Context, owner common.Address) (*big.Int, error) {
		bs, err := mc.Balances(ctx, owner, []common.Address{m.USDG}, nil)
		if err != nil {
			return nil, err
		}
		return bs[0], nil
	}
	start := time.Date(2026, 11, 26, 10, 0, 0, 0, time.UTC)
	now := start
	f := devmode.NewFunds(devmode.FundsConfig{
		TopUpTo: big.NewInt(1000e6), Budget: big.NewInt(2500e6), Window: time.Hour,
		Balance: balance, Mint: d.Fund, Now: func() time.Time { return now },
	})
	key := func(i int64) *ecdsa.PrivateKey { return devnet.DevUserKey("devfunds-" + strconv.FormatInt(i, 10)) }
	wallet := func(i int64) common.Address { return crypto.PubkeyToAddress(key(i).PublicKey) }
	for _, tc := range []struct {
		name   string
		wallet int64
		after  time.Duration
		spend  int64 // base units the wallet sends away before asking
		want   int64 // base units minted; -1: refused, the budget is spent
	}{
		{"a fresh wallet is topped up", 1, 0, 0, 1000e6},
		{"a full wallet gets nothing", 1, time.Minute, 0, 0},
		{"another fresh wallet", 2, 2 * time.Minute, 0, 1000e6},
		{"a third only fits half", 3, 3 * time.Minute, 0, -1},
		{"a wallet that spent some gets the difference", 1, 4 * time.Minute, 300e6, 300e6},
		{"the budget is spent within the hour", 4, 50 * time.Minute, 0, -1},
		{"an hour after the first top-up it frees", 4, 61 * time.Minute, 0, 1000e6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			if tc.spend > 0 {
				devnettest.MustSend(t, d, key(tc.wallet), m.USDG, usdg.NewUSDG().PackTransfer(common.HexToAddress("0xdead"), big.NewInt(tc.spend)), 100_000, "spend USDG")
			}
			now = start.Add(tc.after)
			got, err := f.TopUp(ctx, wallet(tc.wallet))
			if tc.want < 0 {
				if !errors.Is(err, devmode.ErrFundsSpent) {
					t.Fatalf("got %v, %v; want ErrFundsSpent", got, err)
				}
				return
			}
			if err != nil || got.Int64() != tc.want {
				t.Fatalf("minted %v, %v; want %d", got, err, tc.want)
			}
			if bal, _ := balance(ctx, wallet(tc.wallet)); bal.Int64() != 1000e6 {
				t.Errorf("the wallet holds %s after its top-up", bal)
			}
		})
	}
}

// TestDemoFunds: the demo's funder reads USDG through the multicall and tops a fresh wallet up to
// the demo's $1,000, then gives it nothing more.
func TestDemoFunds(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	f := devmode.NewDemoFunds(chain.NewMulticall(d.Client(), m.Multicall3, 0), m.USDG, d.Fund)
	owner := crypto.PubkeyToAddress(devnet.DevUserKey("demo-funds").PublicKey)
	if got, err := f.TopUp(ctx, owner); err != nil || got.Int64() != devmode.DemoTopUpTo {
		t.Fatalf("first top-up: %v, %v; want %d", got, err, int64(devmode.DemoTopUpTo))
	}
	if got, err := f.TopUp(ctx, owner); err != nil || got.Sign() != 0 {
		t.Fatalf("second top-up: %v, %v; want 0", got, err)
	}
}
