package sponsor

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// ErrLowFunds marks a readiness failure: the paymaster's deposit or an executor key's balance is below its
// threshold (or was never read), or the global sponsorship budget of the period is spent.
var ErrLowFunds = errors.New("gas funds below threshold")

// Default thresholds in wei (docs/operations.md says what each means when it fires).
const (
	// defaultMinDeposit is the paymaster deposit below which sponsorship is about to stop: 1 ETH.
	defaultMinDeposit = 1_000_000_000_000_000_000
	// defaultMinRelayBalance is the relay balance below which handleOps submissions are about to
	// fail: 0.1 ETH.
	defaultMinRelayBalance = 100_000_000_000_000_000
)

// FundingConfig names what to watch.
type FundingConfig struct {
	EntryPoint common.Address
	Paymaster  common.Address
	// Relay is the relay key's address and Executors the replica's other executor keys': each pays
	// handleOps gas up front, so the lowest of their balances is the one watched.
	Relay     common.Address
	Executors []common.Address
	// MinDeposit and MinRelayBalance are the thresholds in wei (defaults above).
	MinDeposit      *big.Int
	MinRelayBalance *big.Int
	// Sponsor, when set, is read for the budgets it applies and the global spend of the period.
	Sponsor *Sponsor
}

// Reader is what Funding reads the chain with.
type Reader interface {
	ethereum.ContractCaller
	BalanceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (*big.Int, error)
}

// Funding watches the gas money: the paymaster's EntryPoint deposit and the ETH balances of the relay
// key and the executor keys, of which the lowest counts (the key about to fail its handleOps).
// Refresh reads them (a pipeline job calls it); the gauges and Ready report the last read.
type Funding struct {
	cfg    FundingConfig
	reader Reader

	mu      sync.RWMutex
	deposit *big.Int
	relay   *big.Int       // the lowest executor key's balance
	lowest  common.Address // that key
	spent   *big.Int       // globally sponsored in the current period (nil without a Sponsor)

	depositGauge, relayGauge, spentGauge prometheus.Gauge
}

// NewFunding registers the gauges vera_paymaster_deposit_eth, vera_relay_balance_eth and their
// thresholds (vera_paymaster_deposit_min_eth, vera_relay_balance_min_eth) on reg.
func NewFunding(cfg FundingConfig, reader Reader, reg prometheus.Registerer) (*Funding, error) {
	if cfg.MinDeposit == nil {
		cfg.MinDeposit = big.NewInt(defaultMinDeposit)
	}
	if cfg.MinRelayBalance == nil {
		cfg.MinRelayBalance = big.NewInt(defaultMinRelayBalance)
	}
	f := &Funding{cfg: cfg, reader: reader,
		depositGauge: prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_paymaster_deposit_eth",
			Help: "The paymaster's deposit in the EntryPoint (ETH), at the last read."}),
		relayGauge: prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_relay_balance_eth",
			Help: "The lowest ETH balance of the relay (bundler) key and the executor keys, at the last read."}),
	}
	minDeposit := prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_paymaster_deposit_min_eth",
		Help: "Threshold of vera_paymaster_deposit_eth below which /readyz fails."})
	minRelay := prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_relay_balance_min_eth",
		Help: "Threshold of vera_relay_balance_eth below which /readyz fails."})
	minDeposit.Set(ETH(cfg.MinDeposit))
	minRelay.Set(ETH(cfg.MinRelayBalance))
	collectors := []prometheus.Collector{f.depositGauge, f.relayGauge, minDeposit, minRelay}
	if sp := cfg.Sponsor; sp != nil {
		l := sp.Limits()
		budget := func(name, help string, v *big.Int) prometheus.Gauge {
			g := prometheus.NewGauge(prometheus.GaugeOpts{Name: name, Help: help})
			g.Set(ETH(v))
			return g
		}
		f.spentGauge = prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_sponsor_global_spent_eth",
			Help: "Gas sponsored in the current period by the paymaster in all (ETH), at the last read."})
		collectors = append(collectors, f.spentGauge,
			budget("vera_sponsor_global_budget_eth", "Budget of everything sponsored per period (ETH).", l.GlobalBudgetPerPeriod),
			budget("vera_sponsor_owner_budget_eth", "Budget of one owner's accounts per period (ETH).", l.OwnerBudgetPerPeriod),
			budget("vera_sponsor_sender_budget_eth", "Budget of one account per period (ETH).", l.BudgetPerPeriod))
		period := prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_sponsor_period_seconds", Help: "Length of a sponsorship budget period."})
		period.Set(l.Period.Seconds())
		collectors = append(collectors, period)
	}
	for _, c := range collectors {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("register funding gauges: %w", err)
		}
	}
	return f, nil
}

// Refresh reads the deposit and the balance and updates the gauges.
func (f *Funding) Refresh(ctx context.Context) error {
	ep := entrypoint.NewEntryPoint()
	raw, err := f.reader.CallContract(ctx, ethereum.CallMsg{To: &f.cfg.EntryPoint, Data: ep.PackBalanceOf(f.cfg.Paymaster)}, nil)
	if err != nil {
		return fmt.Errorf("read paymaster deposit: %w", err)
	}
	deposit, err := ep.UnpackBalanceOf(raw)
	if err != nil {
		return fmt.Errorf("decode paymaster deposit: %w", err)
	}
	var relay *big.Int
	var lowest common.Address
	for _, key := range append([]common.Address{f.cfg.Relay}, f.cfg.Executors...) {
		b, err := f.reader.BalanceAt(ctx, key, nil)
		if err != nil {
			return fmt.Errorf("read the balance of executor key %s: %w", key.Hex(), err)
		}
		if relay == nil || b.Cmp(relay) < 0 {
			relay, lowest = b, key
		}
	}
	var spent *big.Int
	if f.cfg.Sponsor != nil {
		if _, spent, err = f.cfg.Sponsor.globalSpend(ctx); err != nil {
			return err
		}
		f.spentGauge.Set(ETH(spent))
	}
	f.mu.Lock()
	f.deposit, f.relay, f.lowest, f.spent = deposit, relay, lowest, spent
	f.mu.Unlock()
	f.depositGauge.Set(ETH(deposit))
	f.relayGauge.Set(ETH(relay))
	return nil
}

// globalReached: what is left of the global budget cannot pay one op at the caps.
func (f *Funding) globalReached(spent *big.Int) bool {
	if f.cfg.Sponsor == nil || spent == nil {
		return false
	}
	l := f.cfg.Sponsor.Limits()
	left := new(big.Int).Sub(l.GlobalBudgetPerPeriod, spent)
	return left.Cmp(l.maxOpCost()) < 0
}

// Ready fails with ErrLowFunds when the last read is below a threshold or there was no read yet.
func (f *Funding) Ready(context.Context) error {
	f.mu.RLock()
	deposit, relay, lowest, spent := f.deposit, f.relay, f.lowest, f.spent
	f.mu.RUnlock()
	switch {
	case deposit == nil || relay == nil:
		return fmt.Errorf("%w: not read yet", ErrLowFunds)
	case f.globalReached(spent):
		return fmt.Errorf("%w: the global sponsorship budget of the period is spent (%.4f of %.4f ETH)", ErrLowFunds,
			ETH(spent), ETH(f.cfg.Sponsor.Limits().GlobalBudgetPerPeriod))
	case deposit.Cmp(f.cfg.MinDeposit) < 0:
		return fmt.Errorf("%w: paymaster deposit %.4f ETH, threshold %.4f", ErrLowFunds, ETH(deposit), ETH(f.cfg.MinDeposit))
	case relay.Cmp(f.cfg.MinRelayBalance) < 0:
		return fmt.Errorf("%w: relay balance %.4f ETH%s, threshold %.4f", ErrLowFunds, ETH(relay), f.keyOf(lowest), ETH(f.cfg.MinRelayBalance))
	}
	return nil
}

// Detail describes the last read against the thresholds, for /readyz.
func (f *Funding) Detail() string {
	f.mu.RLock()
	defer f.mu.RUnlock()
	if f.deposit == nil || f.relay == nil {
		return "not read yet"
	}
	out := fmt.Sprintf("paymaster deposit %.4f ETH (min %.4f), relay balance %.4f ETH%s (min %.4f)",
		ETH(f.deposit), ETH(f.cfg.MinDeposit), ETH(f.relay), f.keyOf(f.lowest), ETH(f.cfg.MinRelayBalance))
	if sp := f.cfg.Sponsor; sp != nil && f.spent != nil {
		l := sp.Limits()
		out += fmt.Sprintf(", sponsored this period %.4f ETH of %.4f (per owner %.4f, per account %.4f, period %s)",
			ETH(f.spent), ETH(l.GlobalBudgetPerPeriod), ETH(l.OwnerBudgetPerPeriod), ETH(l.BudgetPerPeriod), l.Period)
	}
	return out
}

// keyOf names the key of the lowest balance, when there are several.
func (f *Funding) keyOf(key common.Address) string {
	if len(f.cfg.Executors) == 0 {
		return ""
	}
	return fmt.Sprintf(" (the lowest of %d executor keys: %s)", 1+len(f.cfg.Executors), key.Hex())
}

// ETH converts wei to ETH for gauges and messages.
func ETH(wei *big.Int) float64 {
	if wei == nil {
		return 0
	}
	v, _ := new(big.Rat).SetFrac(wei, big.NewInt(1e18)).Float64()
	return v
}
