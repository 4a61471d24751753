package sponsor_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/sponsor"
)

func TestFundingGaugesAndReadiness(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	relay := crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)
	eth := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }
	tests := []struct {
		name       string
		minDeposit *big.Int
		minRelay   *big.Int
		want       error
	}{
		{"default thresholds", nil, nil, nil},
		{"deposit below its threshold", eth(5_000), nil, sponsor.ErrLowFunds},
		{"relay below its threshold", nil, eth(5_000), sponsor.ErrLowFunds},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reg := prometheus.NewRegistry()
			f, err := sponsor.NewFunding(sponsor.FundingConfig{EntryPoint: m.EntryPoint, Paymaster: m.Paymaster, Relay: relay,
				MinDeposit: tt.minDeposit, MinRelayBalance: tt.minRelay}, d.Client(), reg)
			if err != nil {
				t.Fatal(err)
			}
			if err := f.Ready(ctx); !errors.Is(err, sponsor.ErrLowFunds) {
				t.Fatalf("before the first read: %v", err)
			}
			if err := f.Refresh(ctx); err != nil {
				t.Fatal(err)
			}
			if err := f.Ready(ctx); !errors.Is(err, tt.want) && !(tt.want == nil && err == nil) {
				t.Fatalf("Ready: %v, want %v", err, tt.want)
			}
			// The devnet deposits 1,000 ETH for the paymaster and gives the relay 1,000 ETH.
			got := gauges(t, reg)
			if got["vera_paymaster_deposit_eth"] != 1000 || got["vera_relay_balance_eth"] != devnet.RelayETH || len(got) != 4 {
				t.Fatalf("gauges %v", got)
			}
			if !strings.Contains(f.Detail(), "paymaster deposit 1000.0000 ETH") {
				t.Fatalf("detail %q", f.Detail())
			}
		})
	}
}

func gauges(t *testing.T, reg *prometheus.Registry) map[string]float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, mf := range mfs {
		out[mf.GetName()] = mf.GetMetric()[0].GetGauge().GetValue()
	}
	return out
}
