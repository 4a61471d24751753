package sponsor_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

func TestFundingGaugesAndReadiness(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	relay := crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)
	eth := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }
	// An executor key beside the relay key, funded with 10 ETH (Fund's gas), and one never funded.
	k1, _ := crypto.GenerateKey()
	k2, _ := crypto.GenerateKey()
	funded, empty := crypto.PubkeyToAddress(k1.PublicKey), crypto.PubkeyToAddress(k2.PublicKey)
	if err := d.Fund(ctx, funded, big.NewInt(0)); err != nil {
		t.Fatal(err)
	}
	const fundedETH = 10
	tests := []struct {
		name       string
		minDeposit *big.Int
		minRelay   *big.Int
		executors  []common.Address
		want       error
		relayGauge float64 // the lowest key's balance
		detail     string
	}{
		{"default thresholds", nil, nil, nil, nil, devnet.RelayETH, "relay balance 1000.0000 ETH (min"},
		{"deposit below its threshold", eth(5_000), nil, nil, sponsor.ErrLowFunds, devnet.RelayETH, ""},
		{"relay below its threshold", nil, eth(5_000), nil, sponsor.ErrLowFunds, devnet.RelayETH, ""},
		{"executor keys, the lowest above the threshold", nil, nil, []common.Address{funded}, nil, fundedETH,
			"(the lowest of 2 executor keys: " + funded.Hex() + ")"},
		{"an executor key below the threshold", nil, nil, []common.Address{funded, empty}, sponsor.ErrLowFunds, 0,
			"relay balance 0.0000 ETH (the lowest of 3 executor keys: " + empty.Hex() + ")"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			reg := prometheus.NewRegistry()
			f, err := sponsor.NewFunding(sponsor.FundingConfig{EntryPoint: m.EntryPoint, Paymaster: m.Paymaster, Relay: relay, Executors: tt.executors,
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
			if got["vera_paymaster_deposit_eth"] != 1000 || got["vera_relay_balance_eth"] != tt.relayGauge || len(got) != 4 {
				t.Fatalf("gauges %v", got)
			}
			if !strings.Contains(f.Detail(), "paymaster deposit 1000.0000 ETH") || !strings.Contains(f.Detail(), tt.detail) {
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

// With a sponsor, the budgets in force and the period's global spend are gauges and in the detail, and
// readiness fails once what is left of the global budget cannot pay one op at the caps.
func TestFundingReportsSponsorshipBudgets(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	owners := sponsortest.Owners(t, d)
	relay := crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)
	eth := func(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1e18)) }
	tests := []struct {
		name       string
		global     *big.Int
		wantGlobal float64
		want       error
	}{
		{"the paymaster's budgets", nil, 100, nil},
		{"a configured global budget below one op's maximum cost", big.NewInt(1e15), 0.001, sponsor.ErrLowFunds},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dep := sponsortest.Deployment(owners)
			dep.GlobalBudget, dep.OwnerBudget = tt.global, eth(4)
			sp, _, err := sponsor.ForDeployment(ctx, d.Client(), m, dep)
			if err != nil {
				t.Fatal(err)
			}
			reg := prometheus.NewRegistry()
			f, err := sponsor.NewFunding(sponsor.FundingConfig{EntryPoint: m.EntryPoint, Paymaster: m.Paymaster, Relay: relay, Sponsor: sp}, d.Client(), reg)
			if err != nil {
				t.Fatal(err)
			}
			if err := f.Refresh(ctx); err != nil {
				t.Fatal(err)
			}
			if err := f.Ready(ctx); !errors.Is(err, tt.want) && !(tt.want == nil && err == nil) {
				t.Fatalf("Ready: %v, want %v", err, tt.want)
			}
			got := gauges(t, reg)
			// The owner budget flag (4 ETH) tightens the devnet's 5; the sender's stays the paymaster's 3.
			if got["vera_sponsor_global_budget_eth"] != tt.wantGlobal || got["vera_sponsor_owner_budget_eth"] != 4 ||
				got["vera_sponsor_sender_budget_eth"] != 3 || got["vera_sponsor_global_spent_eth"] != 0 || got["vera_sponsor_period_seconds"] != 86_400 {
				t.Fatalf("gauges %v", got)
			}
			if !strings.Contains(f.Detail(), "sponsored this period 0.0000 ETH") {
				t.Fatalf("detail %q", f.Detail())
			}
		})
	}
}
