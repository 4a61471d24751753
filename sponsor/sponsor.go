package sponsor

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
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
	// ErrOverBudget: the sender's, the owner's or the global budget for the period cannot cover the
	// op's maximum cost.
	ErrOverBudget = errors.New("sponsorship budget spent for this period")
	// ErrNotOurAccount: the sender is not one of the account factory's VeraAccounts still running the
	// factory's implementation.
	ErrNotOurAccount = errors.New("sender is not one of the service's accounts")
	// ErrUnknownOwner: the account's owner is not one the wallet directory vouched for.
	ErrUnknownOwner = errors.New("account owner unknown to the service")
)

// Limits are the caps on one op and the budgets per period: of one sender, of one owner (over all its
// senders) and in total.
type Limits struct {
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
	PreVerificationGas            uint64
	VerificationGasLimit          uint64
	CallGasLimit                  uint64
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
	Period                        time.Duration
	BudgetPerPeriod               *big.Int // wei, per sender
	OwnerBudgetPerPeriod          *big.Int // wei, per owner
	GlobalBudgetPerPeriod         *big.Int // wei, everything sponsored
}

// tighten lowers the owner and global budgets to the configured bounds where those are set and lower:
// the service can sponsor less than the contract allows, never more.
func (l Limits) tighten(ownerBudget, globalBudget *big.Int) Limits {
	if ownerBudget != nil && ownerBudget.Cmp(l.OwnerBudgetPerPeriod) < 0 {
		l.OwnerBudgetPerPeriod = ownerBudget
	}
	if globalBudget != nil && globalBudget.Cmp(l.GlobalBudgetPerPeriod) < 0 {
		l.GlobalBudgetPerPeriod = globalBudget
	}
	return l
}

// maxOpCost is the most one op within the caps can cost (wei): every gas limit at its cap times the
// fee cap.
func (l Limits) maxOpCost() *big.Int {
	gas := l.PreVerificationGas + l.VerificationGasLimit + l.CallGasLimit + l.PaymasterVerificationGasLimit + l.PaymasterPostOpGasLimit
	return new(big.Int).Mul(new(big.Int).SetUint64(gas), l.MaxFeePerGas)
}

// limitsOf converts the paymaster's on-chain limits.
func limitsOf(l sponsorpaymaster.SponsorPaymasterLimits) Limits {
	return Limits{
		MaxFeePerGas: l.MaxFeePerGas, MaxPriorityFeePerGas: l.MaxPriorityFeePerGas,
		PreVerificationGas: l.PreVerificationGas, VerificationGasLimit: l.VerificationGasLimit, CallGasLimit: l.CallGasLimit,
		PaymasterVerificationGasLimit: l.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: l.PaymasterPostOpGasLimit,
		Period: time.Duration(l.Period) * time.Second, BudgetPerPeriod: l.BudgetPerPeriod,
		OwnerBudgetPerPeriod: l.OwnerBudgetPerPeriod, GlobalBudgetPerPeriod: l.GlobalBudgetPerPeriod,
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
	return limitsOf(l), nil
}

// config configures a Sponsor.
type config struct {
	ChainID   int64
	Paymaster common.Address
	// AccountFactory is the factory whose accounts alone are sponsored.
	AccountFactory common.Address
	// Relay is the relay key, and Executors the replica's other executor keys: each op's sponsorship
	// names one of them (relayFor), and the paymaster refuses the op from any other.
	Relay     common.Address
	Executors []common.Address
	// Owners is the directory of owners the service vouched for; accounts of anyone else are refused.
	Owners *Owners
	Rules  []rule
	// Limits are the caps and budgets the policy applies (the paymaster's, possibly tightened).
	Limits Limits
	// Window is how long a sponsorship stays valid (default 10 minutes; at most Limits.Period).
	Window time.Duration
	// Signer is the sponsor key.
	Signer chain.Signer
	// Reader reads the sender's identity and the budgets' spend from the chain.
	Reader ChainReader
	// Multicall, when set, is a Multicall3 the budgets' spend is read through, in one call (otherwise
	// four calls one after the other).
	Multicall common.Address
	// Now is the clock (default time.Now).
	Now func() time.Time
}

// Sponsor applies the policy and signs sponsorships.
type Sponsor struct {
	cfg      config
	relays   []common.Address // the relay key first, then the executor keys
	rules    map[ruleKey]rule
	account  *abi.ABI
	pm       *sponsorpaymaster.SponsorPaymaster
	accounts *accounts
}

// newSponsor checks cfg and returns a Sponsor.
func newSponsor(cfg config) (*Sponsor, error) {
	if cfg.Signer == nil || cfg.Reader == nil || cfg.Paymaster == (common.Address{}) || cfg.AccountFactory == (common.Address{}) {
		return nil, errors.New("sponsor: signer, reader, paymaster and account factory are required")
	}
	if cfg.Relay == (common.Address{}) || cfg.Owners == nil {
		return nil, errors.New("sponsor: the relay and the owners' directory are required")
	}
	relays := []common.Address{cfg.Relay}
	for _, ex := range cfg.Executors {
		if ex == (common.Address{}) || slices.Contains(relays, ex) {
			return nil, fmt.Errorf("sponsor: executor key %s is zero or given twice", ex.Hex())
		}
		relays = append(relays, ex)
	}
	l := cfg.Limits
	if l.MaxFeePerGas == nil || l.MaxPriorityFeePerGas == nil || l.Period < time.Second ||
		l.BudgetPerPeriod == nil || l.OwnerBudgetPerPeriod == nil || l.GlobalBudgetPerPeriod == nil {
		return nil, errors.New("sponsor: limits need fee caps, three budgets and a period of at least a second")
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
	s := &Sponsor{cfg: cfg, relays: relays, rules: make(map[ruleKey]rule, len(cfg.Rules)), account: acct, pm: sponsorpaymaster.NewSponsorPaymaster(),
		accounts: newAccounts(cfg.Reader, cfg.AccountFactory)}
	for _, r := range cfg.Rules {
		s.rules[ruleKey{r.Target, r.Selector}] = r
	}
	return s, nil
}

// Limits are the caps and budgets the policy applies.
func (s *Sponsor) Limits() Limits { return s.cfg.Limits }

// relayFor is the executor key the sponsorships of sender's ops name: one of the replica's keys
// chosen by keccak256(sender) mod their number, so the ops of many senders spread over every key and
// one sender's ops (its stub data, its signed sponsorship, all its later ops) always name the same
// one. With the relay key alone it is the relay key.
func (s *Sponsor) relayFor(sender common.Address) common.Address {
	if len(s.relays) == 1 {
		return s.relays[0]
	}
	h := crypto.Keccak256(sender[:])
	return s.relays[binary.BigEndian.Uint64(h[:8])%uint64(len(s.relays))]
}

// isRelay: a is one of the replica's executor keys (the relay key included).
func (s *Sponsor) isRelay(a common.Address) bool { return slices.Contains(s.relays, a) }

// Check applies the allowlist and the caps to op, without reading the chain or signing.
func (s *Sponsor) Check(op entrypoint.PackedUserOperation) error {
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

// Sign checks op (Check), checks that its sender is one of the factory's accounts of an owner the
// service knows, checks the sender's, the owner's and the global budget on the paymaster, signs the
// sponsorship and writes it into op.PaymasterAndData. The account owner signs the op afterwards (the
// userOp hash covers paymasterAndData).
func (s *Sponsor) Sign(ctx context.Context, op *entrypoint.PackedUserOperation) error {
	if err := s.Check(*op); err != nil {
		return err
	}
	owner, err := s.knownOwner(ctx, *op)
	if err != nil {
		return err
	}
	gas, err := chain.UserOpGasOf(*op)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	validAfter := uint64(s.cfg.Now().Add(-time.Minute).Unix())
	validUntil := validAfter + uint64((s.cfg.Window+time.Minute)/time.Second)
	if err := s.checkBudgets(ctx, op.Sender, owner, validUntil, gas.MaxCost()); err != nil {
		return err
	}
	sp := chain.Sponsorship{ValidUntil: validUntil, ValidAfter: validAfter, Owner: owner, Relay: s.relayFor(op.Sender)}
	h, err := chain.SponsorshipHash(*op, s.cfg.ChainID, s.cfg.Paymaster, sp)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	sig, err := s.cfg.Signer.SignDigest(ctx, h)
	if err != nil {
		return fmt.Errorf("sign sponsorship of %s: %w", op.Sender.Hex(), err)
	}
	chain.SetPaymasterData(op, chain.SponsorData(sp, sig))
	return nil
}

// stubSignature is the signature of stub paymaster data: 65 bytes the paymaster's recovery
// rejects without reverting, so a simulation with it runs every check and reports a signature
// failure.
func stubSignature() []byte { return append(bytes.Repeat([]byte{0xff}, 64), 0x1c) }

// StubData applies the policy to op as Sign does, except the budgets (a client asks for stub data
// before it knows the op's gas), and returns paymaster data of a sponsorship's length naming the
// owner and the executor key Sign names (relayFor) with stubSignature(): for gas estimation only, never paid by the paymaster.
func (s *Sponsor) StubData(ctx context.Context, op entrypoint.PackedUserOperation) ([]byte, error) {
	if err := s.Check(op); err != nil {
		return nil, err
	}
	owner, err := s.knownOwner(ctx, op)
	if err != nil {
		return nil, err
	}
	return chain.SponsorData(chain.Sponsorship{Owner: owner, Relay: s.relayFor(op.Sender)}, stubSignature()), nil
}

// Verify applies the policy again to a sponsored op as it is sent: Check, the sender still one of the
// factory's accounts of a known owner, and the sponsorship naming that owner and one of this replica's
// executor keys (any of them: which one carries the op is the relay's to match). The signature and the
// budgets are the paymaster's to check.
func (s *Sponsor) Verify(ctx context.Context, op entrypoint.PackedUserOperation) error {
	if err := s.Check(op); err != nil {
		return err
	}
	sp, ok := chain.SponsorshipOf(op.PaymasterAndData[52:])
	if !ok {
		return fmt.Errorf("%w: paymasterData is %d bytes, a sponsorship is %d", ErrMalformed, len(op.PaymasterAndData)-52, chain.SponsorDataLength)
	}
	// The window the policy signs: never longer than Window plus the minute of skew, never ending later
	// than that from now (a leaked key's long windows would move the budgets' period on early).
	longest := uint64((s.cfg.Window + time.Minute) / time.Second)
	if sp.ValidUntil < sp.ValidAfter || sp.ValidUntil-sp.ValidAfter > longest || sp.ValidUntil > uint64(s.cfg.Now().Unix())+longest {
		return fmt.Errorf("%w: the sponsorship's window [%d, %d] is not one the policy signs", ErrNotSponsored, sp.ValidAfter, sp.ValidUntil)
	}
	owner, err := s.knownOwner(ctx, op)
	if err != nil {
		return err
	}
	if sp.Owner != owner {
		return fmt.Errorf("%w: the sponsorship names owner %s, not %s", ErrNotSponsored, sp.Owner.Hex(), owner.Hex())
	}
	if !s.isRelay(sp.Relay) {
		return fmt.Errorf("%w: the sponsorship names relay %s, not one of this replica's executor keys", ErrNotSponsored, sp.Relay.Hex())
	}
	return nil
}

// knownOwner is the owner of op's sender, when the sender is one of the factory's accounts and the
// owner is known.
func (s *Sponsor) knownOwner(ctx context.Context, op entrypoint.PackedUserOperation) (common.Address, error) {
	return s.accounts.ownerOf(ctx, op, func(ctx context.Context, owner common.Address) error {
		known, err := s.cfg.Owners.isKnown(ctx, owner)
		if err != nil {
			return err
		}
		if !known {
			return fmt.Errorf("%w: %s", ErrUnknownOwner, owner.Hex())
		}
		return nil
	})
}

// Spend is what has been sponsored in a period, as the paymaster counts it.
type Spend struct {
	Period uint64
	Sender *big.Int
	Owner  *big.Int
	Global *big.Int
}

// SpendOf reads the period an op valid until validUntil is charged in (the later of its own period and
// the paymaster's current one) and what sender, owner and everyone have spent there.
func (s *Sponsor) SpendOf(ctx context.Context, sender, owner common.Address, validUntil uint64) (Spend, error) {
	period := validUntil / uint64(s.cfg.Limits.Period/time.Second)
	if s.cfg.Multicall != (common.Address{}) {
		return s.spendByMulticall(ctx, sender, owner, period)
	}
	current, err := s.read(ctx, s.pm.PackCurrentPeriod(), func(b []byte) (*big.Int, error) { return s.pm.UnpackCurrentPeriod(b) })
	if err != nil {
		return Spend{}, err
	}
	if current.Uint64() > period {
		period = current.Uint64()
	}
	p := new(big.Int).SetUint64(period)
	out := Spend{Period: period}
	if out.Sender, err = s.read(ctx, s.pm.PackSpentIn(sender, p), s.pm.UnpackSpentIn); err != nil {
		return Spend{}, err
	}
	if out.Owner, err = s.read(ctx, s.pm.PackOwnerSpentIn(owner, p), s.pm.UnpackOwnerSpentIn); err != nil {
		return Spend{}, err
	}
	if out.Global, err = s.read(ctx, s.pm.PackGlobalSpentIn(p), s.pm.UnpackGlobalSpentIn); err != nil {
		return Spend{}, err
	}
	return out, nil
}

// spendByMulticall is SpendOf in one eth_call, reading the current period and the spend of the op's
// own period together (in the same block); only when the current period is later (an op of the next
// period was charged first, near a period's end) is that one read in a second call.
func (s *Sponsor) spendByMulticall(ctx context.Context, sender, owner common.Address, period uint64) (Spend, error) {
	current, out, err := s.spendAt(ctx, sender, owner, period)
	if err != nil || current <= period {
		return out, err
	}
	_, out, err = s.spendAt(ctx, sender, owner, current)
	return out, err
}

// spendAt reads, in one multicall, the paymaster's current period and what sender, owner and everyone
// spent in period.
func (s *Sponsor) spendAt(ctx context.Context, sender, owner common.Address, period uint64) (uint64, Spend, error) {
	p := new(big.Int).SetUint64(period)
	res, err := chain.NewMulticall(s.cfg.Reader, s.cfg.Multicall, 0).Aggregate3(ctx, []chain.Call{
		{Target: s.cfg.Paymaster, Data: s.pm.PackCurrentPeriod()},
		{Target: s.cfg.Paymaster, Data: s.pm.PackSpentIn(sender, p)},
		{Target: s.cfg.Paymaster, Data: s.pm.PackOwnerSpentIn(owner, p)},
		{Target: s.cfg.Paymaster, Data: s.pm.PackGlobalSpentIn(p)},
	}, nil)
	if err != nil {
		return 0, Spend{}, fmt.Errorf("read sponsorship spend: %w", err)
	}
	current, err := s.pm.UnpackCurrentPeriod(res[0].ReturnData)
	if err != nil {
		return 0, Spend{}, fmt.Errorf("decode the paymaster's current period: %w", err)
	}
	out := Spend{Period: period}
	for _, v := range []struct {
		into   **big.Int
		raw    []byte
		unpack func([]byte) (*big.Int, error)
	}{{&out.Sender, res[1].ReturnData, s.pm.UnpackSpentIn}, {&out.Owner, res[2].ReturnData, s.pm.UnpackOwnerSpentIn},
		{&out.Global, res[3].ReturnData, s.pm.UnpackGlobalSpentIn}} {
		if *v.into, err = v.unpack(v.raw); err != nil {
			return 0, Spend{}, fmt.Errorf("decode sponsorship spend: %w", err)
		}
	}
	return current.Uint64(), out, nil
}

// globalSpend is what an op sponsored now is charged against in total: the period and what was
// sponsored in it so far.
func (s *Sponsor) globalSpend(ctx context.Context) (period uint64, spent *big.Int, err error) {
	validUntil := uint64(s.cfg.Now().Add(s.cfg.Window).Unix())
	sp, err := s.SpendOf(ctx, common.Address{}, common.Address{}, validUntil)
	if err != nil {
		return 0, nil, err
	}
	return sp.Period, sp.Global, nil
}

func (s *Sponsor) checkBudgets(ctx context.Context, sender, owner common.Address, validUntil uint64, maxCost *big.Int) error {
	spend, err := s.SpendOf(ctx, sender, owner, validUntil)
	if err != nil {
		return err
	}
	l := s.cfg.Limits
	for _, b := range []struct {
		name          string
		spent, budget *big.Int
	}{
		{"global", spend.Global, l.GlobalBudgetPerPeriod},
		{"owner " + owner.Hex(), spend.Owner, l.OwnerBudgetPerPeriod},
		{"sender " + sender.Hex(), spend.Sender, l.BudgetPerPeriod},
	} {
		if new(big.Int).Add(b.spent, maxCost).Cmp(b.budget) > 0 {
			return fmt.Errorf("%w: %s spent %s wei, the op may cost %s, budget %s", ErrOverBudget, b.name, b.spent, maxCost, b.budget)
		}
	}
	return nil
}

func (s *Sponsor) read(ctx context.Context, data []byte, unpack func([]byte) (*big.Int, error)) (*big.Int, error) {
	raw, err := s.cfg.Reader.CallContract(ctx, ethereum.CallMsg{To: &s.cfg.Paymaster, Data: data}, nil)
	if err != nil {
		return nil, fmt.Errorf("read sponsorship spend: %w", err)
	}
	v, err := unpack(raw)
	if err != nil {
		return nil, fmt.Errorf("decode sponsorship spend: %w", err)
	}
	return v, nil
}

func (s *Sponsor) checkCaps(op entrypoint.PackedUserOperation) error {
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

// Deployment is what ForDeployment needs besides the chain.
type Deployment struct {
	Signer chain.Signer
	// Relay is the relay key's address, and Executors the replica's other executor keys': the
	// sponsorships name one of them per sender (each must be allowed on the paymaster).
	Relay     common.Address
	Executors []common.Address
	Owners    *Owners
	// OwnerBudget and GlobalBudget, when set, tighten the paymaster's budgets (wei per period).
	OwnerBudget, GlobalBudget *big.Int
}

// ForDeployment is the service's sponsor on a deployment: the allowlist of the service's own calls
// (ServiceRules), the paymaster's caps and budgets read from the contract (tightened by the
// configured ones), the sponsor key, the relay and the owners' directory. It also returns the limits,
// which a relay applies to every op.
func ForDeployment(ctx context.Context, reader ChainReader, d *chain.Deployment, dep Deployment) (*Sponsor, Limits, error) {
	rules, err := serviceRules(d)
	if err != nil {
		return nil, Limits{}, err
	}
	limits, err := ReadLimits(ctx, reader, d.Paymaster)
	if err != nil {
		return nil, Limits{}, fmt.Errorf("sponsor: %w", err)
	}
	limits = limits.tighten(dep.OwnerBudget, dep.GlobalBudget)
	sp, err := newSponsor(config{ChainID: d.ChainID, Paymaster: d.Paymaster, AccountFactory: d.AccountFactory, Relay: dep.Relay,
		Executors: dep.Executors, Owners: dep.Owners, Rules: rules, Limits: limits, Signer: dep.Signer, Reader: reader, Multicall: d.Multicall3})
	if err != nil {
		return nil, Limits{}, err
	}
	return sp, limits, nil
}
