package sponsor

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// Errors callers act on (a route maps them to its error bodies).
var (
	// ErrMalformed: the op is not a VeraAccount call the policy can read, or its paymaster fields are
	// not this paymaster's.
	ErrMalformed = errors.New("malformed user operation")
	// ErrNotSponsored: a call of the op is outside the allowlist or its arguments are refused.
	ErrNotSponsored = errors.New("call not sponsored")
	// ErrOverCap: a fee or gas field is above the caps.
	ErrOverCap = errors.New("fee or gas above the sponsorship caps")
	// ErrOverBudget: the sender's budget for the period cannot cover the op's maximum cost.
	ErrOverBudget = errors.New("sponsorship budget of the sender spent for this period")
)

// Limits are the caps on one op and the budget of one sender per period.
type Limits struct {
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
	PreVerificationGas            uint64
	VerificationGasLimit          uint64
	CallGasLimit                  uint64
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
	Period                        time.Duration
	BudgetPerPeriod               *big.Int // wei
}

// LimitsOf converts the paymaster's on-chain limits.
func LimitsOf(l sponsorpaymaster.SponsorPaymasterLimits) Limits {
	return Limits{
		MaxFeePerGas: l.MaxFeePerGas, MaxPriorityFeePerGas: l.MaxPriorityFeePerGas,
		PreVerificationGas: l.PreVerificationGas, VerificationGasLimit: l.VerificationGasLimit, CallGasLimit: l.CallGasLimit,
		PaymasterVerificationGasLimit: l.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: l.PaymasterPostOpGasLimit,
		Period: time.Duration(l.Period) * time.Second, BudgetPerPeriod: l.BudgetPerPeriod,
	}
}

// ReadLimits reads the paymaster's limits, so that the policy signs nothing the contract would refuse.
func ReadLimits(ctx context.Context, caller ethereum.ContractCaller, paymaster common.Address) (Limits, error) {
	pm := sponsorpaymaster.NewSponsorPaymaster()
	raw, err := caller.CallContract(ctx, ethereum.CallMsg{To: &paymaster, Data: pm.PackLimits()}, nil)
	if err != nil {
		return Limits{}, fmt.Errorf("read paymaster limits at %s: %w", paymaster.Hex(), err)
	}
	l, err := pm.UnpackLimits(raw)
	if err != nil {
		return Limits{}, fmt.Errorf("decode paymaster limits: %w", err)
	}
	return LimitsOf(l), nil
}

// Config configures a Sponsor.
type Config struct {
	ChainID   int64
	Paymaster common.Address
	// AccountFactory is the only factory an op's initCode may name.
	AccountFactory common.Address
	Rules          []Rule
	Limits         Limits
	// Window is how long a sponsorship stays valid (default 10 minutes; at most Limits.Period).
	Window time.Duration
	// Signer is the sponsor key.
	Signer chain.Signer
	// Caller reads the sender's spend from the paymaster.
	Caller ethereum.ContractCaller
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Sponsor applies the policy and signs sponsorships.
type Sponsor struct {
	cfg     Config
	rules   map[ruleKey]Rule
	account *abi.ABI
	pm      *sponsorpaymaster.SponsorPaymaster
}

// New checks cfg and returns a Sponsor.
func New(cfg Config) (*Sponsor, error) {
	if cfg.Signer == nil || cfg.Caller == nil || cfg.Paymaster == (common.Address{}) {
		return nil, errors.New("sponsor: signer, caller and paymaster are required")
	}
	l := cfg.Limits
	if l.MaxFeePerGas == nil || l.MaxPriorityFeePerGas == nil || l.BudgetPerPeriod == nil || l.Period < time.Second {
		return nil, errors.New("sponsor: limits need fee caps, a budget and a period of at least a second")
	}
	if cfg.Window == 0 {
		cfg.Window = 10 * time.Minute
	}
	if cfg.Window+time.Minute > l.Period {
		return nil, fmt.Errorf("sponsor: window %s (plus a minute of skew) exceeds the period %s", cfg.Window, l.Period)
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	acct, err := veraaccount.VeraAccountMetaData.ParseABI()
	if err != nil {
		return nil, fmt.Errorf("sponsor: account ABI: %w", err)
	}
	s := &Sponsor{cfg: cfg, rules: make(map[ruleKey]Rule, len(cfg.Rules)), account: acct, pm: sponsorpaymaster.NewSponsorPaymaster()}
	for _, r := range cfg.Rules {
		s.rules[ruleKey{r.Target, r.Selector}] = r
	}
	return s, nil
}

// Check applies the allowlist and the caps to op, without reading the chain or signing.
func (s *Sponsor) Check(op chain.PackedUserOperation) error {
	if len(op.PaymasterAndData) < 52 || common.BytesToAddress(op.PaymasterAndData[:20]) != s.cfg.Paymaster {
		return fmt.Errorf("%w: paymasterAndData does not name the paymaster %s with its gas limits", ErrMalformed, s.cfg.Paymaster.Hex())
	}
	if len(op.InitCode) > 0 {
		if len(op.InitCode) < 24 || common.BytesToAddress(op.InitCode[:20]) != s.cfg.AccountFactory ||
			[4]byte(op.InitCode[20:24]) != [4]byte(veraaccountfactory.NewVeraAccountFactory().PackCreateAccount(common.Address{}, common.Big0)[:4]) {
			return fmt.Errorf("%w: initCode is not the account factory's createAccount", ErrNotSponsored)
		}
	}
	if err := s.checkCaps(op); err != nil {
		return err
	}
	calls, err := s.decodeCalls(op.CallData)
	if err != nil {
		return err
	}
	for i, c := range calls {
		if c.Value != nil && c.Value.Sign() != 0 {
			return fmt.Errorf("%w: call %d sends ETH", ErrNotSponsored, i)
		}
		if len(c.Data) < 4 {
			return fmt.Errorf("%w: call %d has no function selector", ErrNotSponsored, i)
		}
		r, ok := s.rules[ruleKey{c.Target, [4]byte(c.Data[:4])}]
		if !ok {
			return fmt.Errorf("%w: call %d to %s selector %x", ErrNotSponsored, i, c.Target.Hex(), c.Data[:4])
		}
		if r.Check != nil {
			if err := r.Check(op.Sender, c.Data[4:]); err != nil {
				return fmt.Errorf("%w: call %d (%s): %v", ErrNotSponsored, i, r.Name, err)
			}
		}
	}
	return nil
}

// Sign checks op (Check), checks the sender's budget on the paymaster, signs the sponsorship and writes
// it into op.PaymasterAndData. The account owner signs the op afterwards (the userOp hash covers
// paymasterAndData).
func (s *Sponsor) Sign(ctx context.Context, op *chain.PackedUserOperation) error {
	if err := s.Check(*op); err != nil {
		return err
	}
	gas, err := chain.UserOpGasOf(*op)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	validAfter := uint64(s.cfg.Now().Add(-time.Minute).Unix())
	validUntil := validAfter + uint64((s.cfg.Window+time.Minute)/time.Second)
	period := validUntil / uint64(s.cfg.Limits.Period/time.Second)
	spent, err := s.spentIn(ctx, op.Sender, period)
	if err != nil {
		return err
	}
	maxCost := gas.MaxCost()
	if new(big.Int).Add(spent, maxCost).Cmp(s.cfg.Limits.BudgetPerPeriod) > 0 {
		return fmt.Errorf("%w: %s spent %s wei, the op may cost %s, budget %s", ErrOverBudget, op.Sender.Hex(), spent, maxCost, s.cfg.Limits.BudgetPerPeriod)
	}
	h, err := chain.SponsorshipHash(*op, s.cfg.ChainID, s.cfg.Paymaster, validUntil, validAfter)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	sig, err := s.cfg.Signer.SignDigest(ctx, h)
	if err != nil {
		return fmt.Errorf("sign sponsorship of %s: %w", op.Sender.Hex(), err)
	}
	chain.SetPaymasterData(op, chain.SponsorData(validUntil, validAfter, sig))
	return nil
}

func (s *Sponsor) spentIn(ctx context.Context, sender common.Address, period uint64) (*big.Int, error) {
	data := s.pm.PackSpentIn(sender, new(big.Int).SetUint64(period))
	raw, err := s.cfg.Caller.CallContract(ctx, ethereum.CallMsg{To: &s.cfg.Paymaster, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("read sponsorship spend of %s: %w", sender.Hex(), err)
	}
	v, err := s.pm.UnpackSpentIn(raw)
	if err != nil {
		return nil, fmt.Errorf("decode sponsorship spend of %s: %w", sender.Hex(), err)
	}
	return v, nil
}

func (s *Sponsor) checkCaps(op chain.PackedUserOperation) error {
	g, err := chain.UserOpGasOf(op)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrOverCap, err)
	}
	l := s.cfg.Limits
	over := func(name string, v, cap uint64) error {
		if v > cap {
			return fmt.Errorf("%w: %s %d above %d", ErrOverCap, name, v, cap)
		}
		return nil
	}
	if g.MaxFeePerGas.Cmp(l.MaxFeePerGas) > 0 {
		return fmt.Errorf("%w: maxFeePerGas %s above %s", ErrOverCap, g.MaxFeePerGas, l.MaxFeePerGas)
	}
	if g.MaxPriorityFeePerGas.Cmp(l.MaxPriorityFeePerGas) > 0 {
		return fmt.Errorf("%w: maxPriorityFeePerGas %s above %s", ErrOverCap, g.MaxPriorityFeePerGas, l.MaxPriorityFeePerGas)
	}
	return errors.Join(
		over("preVerificationGas", g.PreVerificationGas, l.PreVerificationGas),
		over("verificationGasLimit", g.VerificationGasLimit, l.VerificationGasLimit),
		over("callGasLimit", g.CallGasLimit, l.CallGasLimit),
		over("paymasterVerificationGasLimit", g.PaymasterVerificationGasLimit, l.PaymasterVerificationGasLimit),
		over("paymasterPostOpGasLimit", g.PaymasterPostOpGasLimit, l.PaymasterPostOpGasLimit),
	)
}

// decodeCalls reads a VeraAccount execute or executeBatch.
func (s *Sponsor) decodeCalls(callData []byte) ([]veraaccount.BaseAccountCall, error) {
	if len(callData) < 4 {
		return nil, fmt.Errorf("%w: callData has no selector", ErrMalformed)
	}
	m, err := s.account.MethodById(callData[:4])
	if err != nil {
		return nil, fmt.Errorf("%w: callData is not an account call", ErrNotSponsored)
	}
	args, err := m.Inputs.Unpack(callData[4:])
	if err != nil {
		return nil, fmt.Errorf("%w: %s arguments: %v", ErrMalformed, m.Name, err)
	}
	switch m.Name {
	case "execute":
		return []veraaccount.BaseAccountCall{{Target: args[0].(common.Address), Value: args[1].(*big.Int), Data: args[2].([]byte)}}, nil
	case "executeBatch":
		var calls []veraaccount.BaseAccountCall
		if err := m.Inputs.Copy(&calls, args); err != nil {
			return nil, fmt.Errorf("%w: executeBatch arguments: %v", ErrMalformed, err)
		}
		if len(calls) == 0 {
			return nil, fmt.Errorf("%w: empty batch", ErrNotSponsored)
		}
		return calls, nil
	}
	return nil, fmt.Errorf("%w: account function %s", ErrNotSponsored, m.Name)
}

// ForDeployment is the service's sponsor on a deployment: the allowlist of the service's own calls
// (ServiceRules), the paymaster's caps read from the contract, and signer as the sponsor key. It
// also returns the caps, which a relay applies to every op.
func ForDeployment(ctx context.Context, caller ethereum.ContractCaller, d *chain.Deployment, signer chain.Signer) (*Sponsor, Limits, error) {
	rules, err := ServiceRules(d)
	if err != nil {
		return nil, Limits{}, err
	}
	limits, err := ReadLimits(ctx, caller, d.Paymaster)
	if err != nil {
		return nil, Limits{}, fmt.Errorf("sponsor: %w", err)
	}
	sp, err := New(Config{ChainID: d.ChainID, Paymaster: d.Paymaster, AccountFactory: d.AccountFactory,
		Rules: rules, Limits: limits, Signer: signer, Caller: caller})
	if err != nil {
		return nil, Limits{}, err
	}
	return sp, limits, nil
}
