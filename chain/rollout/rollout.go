package rollout

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/identityregistry"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3venue"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// Config is what a deployment of Vera's contracts is made of besides the world.
type Config struct {
	World *chain.World
	// Deployer sends every transaction and owns every contract (Ownable owner, grove fee recipient,
	// the agent's registration on this chain).
	Deployer *ecdsa.PrivateKey
	// AgentSigner signs RiskInference (AgentRecord's signer); SponsorSigner signs sponsorships.
	AgentSigner, SponsorSigner common.Address
	// Relays are the bundler EOAs the paymaster accepts (the first is part of its init code).
	Relays          []common.Address
	PaymasterLimits sponsorpaymaster.SponsorPaymasterLimits
	// PaymasterDeposit and PaymasterStake are what the paymaster should hold on the EntryPoint (wei);
	// a run tops each up to its target. UnstakeDelay is the stake's unstake delay in seconds.
	PaymasterDeposit, PaymasterStake *big.Int
	UnstakeDelay                     uint32
	// AgentCardURL is the registration's agent URI on this chain's IdentityRegistry.
	AgentCardURL string
	// Groves are the grove vaults to create, trading on the world venue named GroveVenue, or, with
	// GroveVenue empty, on the world's Uniswap v3 through UniswapV3Venue, Vera's IVenue adapter over
	// its pools (of the world's fee tiers) and SwapRouter02, which the deployment creates first.
	Groves           []Grove
	GroveVenue       string
	GroveFeeBps      uint16
	GroveMaxPriceAge time.Duration
	// RPCURL and WSURL are written into the manifest.
	RPCURL, WSURL string
	// Poll is how often a sent transaction's receipt is asked for (default 200ms).
	Poll time.Duration
	// Sent, when set, is called after each transaction is sent and before its receipt is awaited.
	Sent func(n int, s Step, tx common.Hash)
}

// Grove is one grove vault: its id, its components' symbols (world assets with feeds) and weights.
type Grove struct {
	ID         string   `json:"id"`
	Symbols    []string `json:"symbols"`
	WeightsBps []uint16 `json:"weightsBps"`
}

// Step is one transaction of a deployment.
type Step struct {
	Name string
	// Creates is the CREATE2 address of a contract creation (To is then the deterministic deployer).
	Creates common.Address
	To      common.Address
	Data    []byte
	Value   *big.Int
	// Gas bounds the step when it cannot be estimated (its target is not deployed yet).
	Gas uint64
	// Done says whether the chain already holds what the step would do.
	Done bool
}

// salt is the fixed CREATE2 salt of one of Vera's contracts.
func salt(name string) common.Hash { return crypto.Keccak256Hash([]byte("vera/" + name)) }

// Deployer is one deployment run against one chain.
type Deployer struct {
	c    *chain.Client
	cfg  Config
	from common.Address
}

// New checks the configuration; it reads nothing from the chain.
func New(c *chain.Client, cfg Config) (*Deployer, error) {
	switch {
	case cfg.World == nil:
		return nil, errors.New("no world")
	case cfg.Deployer == nil:
		return nil, errors.New("no deployer key")
	case cfg.AgentSigner == (common.Address{}):
		return nil, errors.New("no agent signer")
	case cfg.SponsorSigner == (common.Address{}):
		return nil, errors.New("no sponsor signer")
	case len(cfg.Relays) == 0:
		return nil, errors.New("no relay")
	case cfg.PaymasterLimits.Period == 0:
		return nil, errors.New("paymaster limits have no period")
	}
	if cfg.PaymasterDeposit == nil {
		cfg.PaymasterDeposit = new(big.Int)
	}
	if cfg.PaymasterStake == nil {
		cfg.PaymasterStake = new(big.Int)
	}
	if cfg.Poll <= 0 {
		cfg.Poll = 200 * time.Millisecond
	}
	return &Deployer{c: c, cfg: cfg, from: crypto.PubkeyToAddress(cfg.Deployer.PublicKey)}, nil
}

// Address is the deployer key's address.
func (d *Deployer) Address() common.Address { return d.from }

// create adds the creation of one contract through the deterministic deployer with its fixed salt, done
// when its CREATE2 address holds code, and returns that address.
func (d *Deployer) create(ctx context.Context, steps *[]Step, name, bin string, args []byte, gas uint64) (common.Address, error) {
	init := append(common.FromHex(bin), args...)
	salt := salt(name)
	addr := crypto.CreateAddress2(d.cfg.World.DeterministicDeployer, salt, crypto.Keccak256(init))
	code, err := d.c.CodeAt(ctx, addr, nil)
	if err != nil {
		return addr, fmt.Errorf("cannot read code at %s (%s): %w", addr.Hex(), name, err)
	}
	*steps = append(*steps, Step{Name: "create " + name, Creates: addr, To: d.cfg.World.DeterministicDeployer,
		Data: append(salt.Bytes(), init...), Gas: gas, Done: len(code) > 0})
	return addr, nil
}

func (d *Deployer) view(ctx context.Context, to common.Address, data []byte) ([]byte, error) {
	return d.c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
}

// deployed says whether a contract has code (a view on an address without code answers nothing).
func (d *Deployer) deployed(ctx context.Context, a common.Address) (bool, error) {
	code, err := d.c.CodeAt(ctx, a, nil)
	return len(code) > 0, err
}

// Plan returns every step of the deployment, each marked done or not from the chain's state, and
// the manifest the finished deployment has. An agent not registered yet is planned with the id the
// registry would give it next.
func (d *Deployer) Plan(ctx context.Context) ([]Step, *chain.Deployment, error) {
	w, cfg := d.cfg.World, d.cfg
	var steps []Step
	m := chain.Deployment{
		ChainID: w.ChainID, RPCURL: cfg.RPCURL, WSURL: cfg.WSURL,
		USDG: w.USDG.Token, Permit2: w.Permit2, Multicall3: w.Multicall3, EntryPoint: w.EntryPoint,
		Venues: append([]chain.Venue{}, w.Venues...), AgentSigner: cfg.AgentSigner, SponsorSigner: cfg.SponsorSigner,
		Deployer: d.from, Uniswap: w.Uniswap,
	}
	for _, a := range w.Assets {
		if a.Feed == (common.Address{}) {
			continue // no price: not tradable through Vera
		}
		m.Assets = append(m.Assets, chain.Token{Symbol: a.Symbol, Name: a.Name, Address: a.Token, Feed: a.Feed,
			Decimals: a.Decimals, PriceE8: a.PriceE8})
	}
	var err error
	ir := identityregistry.NewIdentityRegistry()
	if m.IdentityRegistry, err = d.create(ctx, &steps, "IdentityRegistry", identityregistry.IdentityRegistryMetaData.Bin,
		ir.PackConstructor(d.from), 5_000_000); err != nil {
		return nil, nil, err
	}
	id, next, err := d.agentID(ctx, m.IdentityRegistry)
	if err != nil {
		return nil, nil, err
	}
	steps = append(steps, Step{Name: "register the agent on the IdentityRegistry", To: m.IdentityRegistry,
		Data: ir.PackRegister(cfg.AgentCardURL), Gas: 500_000, Done: id != 0})
	if id == 0 {
		id = next
	}
	m.AgentID = id
	st := settlement.NewSettlement()
	if m.Settlement, err = d.create(ctx, &steps, "Settlement", settlement.SettlementMetaData.Bin,
		st.PackConstructor(w.Permit2, d.from), 3_000_000); err != nil {
		return nil, nil, err
	}
	if m.AgentRecord, err = d.create(ctx, &steps, fmt.Sprintf("AgentRecord/%d", id), agentrecord.AgentRecordMetaData.Bin,
		agentrecord.NewAgentRecord().PackConstructor(cfg.AgentSigner, m.IdentityRegistry, big.NewInt(id), m.Settlement, w.USDG.Token, d.from),
		3_000_000); err != nil {
		return nil, nil, err
	}
	if m.AccountFactory, err = d.create(ctx, &steps, "VeraAccountFactory", veraaccountfactory.VeraAccountFactoryMetaData.Bin,
		veraaccountfactory.NewVeraAccountFactory().PackConstructor(w.EntryPoint), 6_000_000); err != nil {
		return nil, nil, err
	}
	pm := sponsorpaymaster.NewSponsorPaymaster()
	if m.Paymaster, err = d.create(ctx, &steps, "SponsorPaymaster", sponsorpaymaster.SponsorPaymasterMetaData.Bin,
		pm.PackConstructor(w.EntryPoint, cfg.SponsorSigner, cfg.PaymasterLimits, cfg.Relays[0], d.from), 3_000_000); err != nil {
		return nil, nil, err
	}
	pmUp, err := d.deployed(ctx, m.Paymaster)
	if err != nil {
		return nil, nil, err
	}
	for _, r := range cfg.Relays[1:] {
		done := false
		if pmUp {
			raw, err := d.view(ctx, m.Paymaster, pm.PackIsRelay(r))
			if err != nil {
				return nil, nil, fmt.Errorf("cannot read isRelay(%s): %w", r.Hex(), err)
			}
			if done, err = pm.UnpackIsRelay(raw); err != nil {
				return nil, nil, fmt.Errorf("cannot decode isRelay(%s): %w", r.Hex(), err)
			}
		}
		steps = append(steps, Step{Name: "allow relay " + r.Hex() + " on the paymaster", To: m.Paymaster,
			Data: pm.PackSetRelay(r, true), Gas: 100_000, Done: done})
	}
	info := entrypoint.IStakeManagerDepositInfo{Deposit: new(big.Int), Stake: new(big.Int)}
	if pmUp {
		ep := entrypoint.NewEntryPoint()
		raw, err := d.view(ctx, w.EntryPoint, ep.PackGetDepositInfo(m.Paymaster))
		if err != nil {
			return nil, nil, fmt.Errorf("cannot read the paymaster's deposit: %w", err)
		}
		if info, err = ep.UnpackGetDepositInfo(raw); err != nil {
			return nil, nil, fmt.Errorf("cannot decode the paymaster's deposit: %w", err)
		}
	}
	if cfg.PaymasterDeposit.Sign() > 0 {
		short := new(big.Int).Sub(cfg.PaymasterDeposit, info.Deposit)
		steps = append(steps, Step{Name: "deposit to the paymaster on the EntryPoint", To: m.Paymaster,
			Data: pm.PackDeposit(), Value: short, Gas: 200_000, Done: short.Sign() <= 0})
	}
	if cfg.PaymasterStake.Sign() > 0 {
		short := new(big.Int).Sub(cfg.PaymasterStake, info.Stake)
		done := short.Sign() <= 0 && info.Staked
		if short.Sign() < 0 {
			short.SetInt64(0)
		}
		steps = append(steps, Step{Name: "stake the paymaster on the EntryPoint", To: m.Paymaster,
			Data: pm.PackAddStake(cfg.UnstakeDelay), Value: short, Gas: 200_000, Done: done})
	}
	stUp, err := d.deployed(ctx, m.Settlement)
	if err != nil {
		return nil, nil, err
	}
	for _, v := range m.Venues {
		done := false
		if stUp {
			raw, err := d.view(ctx, m.Settlement, st.PackVenues(v.Address))
			if err != nil {
				return nil, nil, fmt.Errorf("cannot read venues(%s): %w", v.Address.Hex(), err)
			}
			if done, err = st.UnpackVenues(raw); err != nil {
				return nil, nil, fmt.Errorf("cannot decode venues(%s): %w", v.Address.Hex(), err)
			}
		}
		steps = append(steps, Step{Name: "allow venue " + v.Name + " on Settlement", To: m.Settlement,
			Data: st.PackSetVenue(v.Address, true), Gas: 100_000, Done: done})
	}
	if u := m.Uniswap; u != nil {
		done := false
		if stUp {
			raw, err := d.view(ctx, m.Settlement, st.PackRouters(u.SwapRouter02))
			if err != nil {
				return nil, nil, fmt.Errorf("cannot read routers(%s): %w", u.SwapRouter02.Hex(), err)
			}
			if done, err = st.UnpackRouters(raw); err != nil {
				return nil, nil, fmt.Errorf("cannot decode routers(%s): %w", u.SwapRouter02.Hex(), err)
			}
		}
		steps = append(steps, Step{Name: "allow router Uniswap SwapRouter02 on Settlement", To: m.Settlement,
			Data: st.PackSetRouter(u.SwapRouter02, true), Gas: 100_000, Done: done})
	}
	if err := d.planGroves(ctx, &steps, &m); err != nil {
		return nil, nil, err
	}
	return steps, &m, nil
}

func (d *Deployer) planGroves(ctx context.Context, steps *[]Step, m *chain.Deployment) error {
	if len(d.cfg.Groves) == 0 {
		return nil
	}
	venue, err := d.groveVenue(ctx, steps, m)
	if err != nil {
		return err
	}
	bySymbol := make(map[string]chain.Token, len(m.Assets))
	for _, a := range m.Assets {
		bySymbol[a.Symbol] = a
	}
	gv := grovevault.NewGroveVault()
	for _, g := range d.cfg.Groves {
		if len(g.Symbols) == 0 || len(g.Symbols) != len(g.WeightsBps) {
			return fmt.Errorf("grove %s: want as many weights as symbols", g.ID)
		}
		var comps, feeds []common.Address
		for _, sym := range g.Symbols {
			a, ok := bySymbol[sym]
			if !ok {
				return fmt.Errorf("grove %s: component %s is no asset of the world with a feed", g.ID, sym)
			}
			comps, feeds = append(comps, a.Address), append(feeds, a.Feed)
		}
		addr, err := d.create(ctx, steps, "GroveVault/"+g.ID, grovevault.GroveVaultMetaData.Bin,
			gv.PackConstructor(g.ID, m.USDG, venue, d.from, d.cfg.GroveFeeBps,
				uint32(d.cfg.GroveMaxPriceAge/time.Second), comps, feeds, g.WeightsBps, d.from), 8_000_000)
		if err != nil {
			return err
		}
		m.Groves = append(m.Groves, chain.GroveVault{ID: g.ID, Address: addr})
	}
	return nil
}

// groveVenue is the venue the grove vaults trade on: the world venue named GroveVenue, or with none
// named, UniswapV3Venue over the world's Uniswap v3, whose creation it plans.
func (d *Deployer) groveVenue(ctx context.Context, steps *[]Step, m *chain.Deployment) (common.Address, error) {
	if name := d.cfg.GroveVenue; name != "" {
		v, ok := m.Venue(name)
		if !ok {
			return common.Address{}, fmt.Errorf("grove venue %q is not a venue of the world", name)
		}
		return v.Address, nil
	}
	u := m.Uniswap
	if u == nil || u.Factory == (common.Address{}) || u.SwapRouter02 == (common.Address{}) || len(u.FeeTiers) == 0 {
		return common.Address{}, errors.New("no grove venue: the world has no Uniswap v3 (factory, SwapRouter02 and fee tiers) and no venue is named")
	}
	tiers := make([]*big.Int, len(u.FeeTiers))
	for i, t := range u.FeeTiers {
		tiers[i] = new(big.Int).SetUint64(uint64(t))
	}
	return d.create(ctx, steps, "UniswapV3Venue", uniswapv3venue.UniswapV3VenueMetaData.Bin,
		uniswapv3venue.NewUniswapV3Venue().PackConstructor(m.USDG, u.Factory, u.SwapRouter02, tiers), 4_000_000)
}

// agentID returns the lowest agent id the deployer owns on the registry (0: none, or no registry
// yet) and the id the registry would give next.
func (d *Deployer) agentID(ctx context.Context, registry common.Address) (id, next int64, err error) {
	up, err := d.deployed(ctx, registry)
	if err != nil || !up {
		return 0, 1, err
	}
	ir := identityregistry.NewIdentityRegistry()
	raw, err := d.view(ctx, registry, ir.PackNextAgentId())
	if err != nil {
		return 0, 0, fmt.Errorf("cannot read nextAgentId: %w", err)
	}
	n, err := ir.UnpackNextAgentId(raw)
	if err != nil {
		return 0, 0, fmt.Errorf("cannot decode nextAgentId: %w", err)
	}
	for i := int64(1); i < n.Int64(); i++ {
		raw, err := d.view(ctx, registry, ir.PackOwnerOf(big.NewInt(i)))
		if err != nil {
			continue // burned
		}
		if owner, err := ir.UnpackOwnerOf(raw); err == nil && owner == d.from {
			return i, n.Int64(), nil
		}
	}
	return 0, n.Int64(), nil
}

// Run deploys: it checks the world (Preflight), waits for the deployer's transactions still pending
// from an earlier run, then sends the first step not done, waits for its receipt and plans again,
// until every step is done. It returns the manifest; it writes nothing.
func (d *Deployer) Run(ctx context.Context, log io.Writer) (*chain.Deployment, error) {
	if err := Preflight(ctx, d.c, d.cfg.World); err != nil {
		return nil, err
	}
	if err := d.settle(ctx); err != nil {
		return nil, err
	}
	sent := 0
	for {
		steps, m, err := d.Plan(ctx)
		if err != nil {
			return nil, err
		}
		i := 0
		for i < len(steps) && steps[i].Done {
			i++
		}
		if i == len(steps) {
			fmt.Fprintf(log, "done: %d step(s), %d sent by this run\n", len(steps), sent)
			return m, nil
		}
		s := steps[i]
		fmt.Fprintf(log, "step %d/%d: %s\n", i+1, len(steps), s.Name)
		if err := d.send(ctx, i+1, s); err != nil {
			return nil, err
		}
		sent++
	}
}

// settle waits until no transaction of the deployer is pending, so that a step an earlier run sent
// is seen done rather than sent again.
func (d *Deployer) settle(ctx context.Context) error {
	for {
		pending, err := d.c.PendingNonceAt(ctx, d.from)
		if err != nil {
			return fmt.Errorf("cannot read the deployer's pending nonce: %w", err)
		}
		mined, err := d.c.NonceAt(ctx, d.from, nil)
		if err != nil {
			return fmt.Errorf("cannot read the deployer's nonce: %w", err)
		}
		if pending <= mined {
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%d transaction(s) of the deployer %s still pending: %w", pending-mined, d.from.Hex(), ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}

func (d *Deployer) msg(s Step) ethereum.CallMsg {
	to := s.To
	return ethereum.CallMsg{From: d.from, To: &to, Data: s.Data, Value: s.Value}
}

// estimate is the step's gas: estimated by the node, or its fixed bound when the estimate fails
// (a call to a contract an earlier step creates).
func (d *Deployer) estimate(ctx context.Context, s Step) (gas uint64, estimated bool) {
	g, err := d.c.EstimateGas(ctx, d.msg(s))
	if err != nil {
		return s.Gas, false
	}
	return g, true
}

func (d *Deployer) send(ctx context.Context, n int, s Step) error {
	id, err := d.c.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("%s: cannot read the chain id: %w", s.Name, err)
	}
	gas, err := d.c.EstimateGas(ctx, d.msg(s))
	if err != nil {
		return fmt.Errorf("%s: the chain refuses it: %w", s.Name, err)
	}
	gas += gas / 4
	nonce, err := d.c.PendingNonceAt(ctx, d.from)
	if err != nil {
		return fmt.Errorf("%s: cannot read the nonce: %w", s.Name, err)
	}
	tip, feeCap, err := d.fees(ctx)
	if err != nil {
		return fmt.Errorf("%s: %w", s.Name, err)
	}
	to := s.To
	tx, err := types.SignNewTx(d.cfg.Deployer, types.LatestSignerForChainID(id), &types.DynamicFeeTx{
		ChainID: id, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Value: s.Value, Data: s.Data,
	})
	if err != nil {
		return fmt.Errorf("%s: cannot sign: %w", s.Name, err)
	}
	if err := d.c.SendTransaction(ctx, tx); err != nil {
		return fmt.Errorf("%s: cannot send: %w", s.Name, err)
	}
	if d.cfg.Sent != nil {
		d.cfg.Sent(n, s, tx.Hash())
	}
	r, err := chain.PollReceipt(ctx, d.c, tx.Hash(), d.cfg.Poll, func(err error) bool {
		return errors.Is(err, ethereum.NotFound)
	})
	if err != nil {
		return fmt.Errorf("%s: no receipt for %s: %w", s.Name, tx.Hash().Hex(), err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("%s reverted (tx %s, gas used %d of %d)", s.Name, tx.Hash().Hex(), r.GasUsed, gas)
	}
	return nil
}

// fees are the tip and the fee cap of a transaction sent now: the node's suggested tip over twice
// the head's base fee.
func (d *Deployer) fees(ctx context.Context) (tip, feeCap *big.Int, err error) {
	tip, err = d.c.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot read the suggested tip: %w", err)
	}
	h, err := d.c.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("cannot read the head: %w", err)
	}
	feeCap = new(big.Int).Set(tip)
	if h.BaseFee != nil {
		feeCap.Add(feeCap, new(big.Int).Mul(h.BaseFee, big.NewInt(2)))
	}
	return tip, feeCap, nil
}

// DryRun checks the world and prints each step, done or with its gas (estimated, or its bound when
// its target is not deployed yet) and the ETH it needs at the fee cap a send would use now, then the
// total against the deployer's balance. It sends nothing.
func (d *Deployer) DryRun(ctx context.Context, out io.Writer) error {
	if err := Preflight(ctx, d.c, d.cfg.World); err != nil {
		return err
	}
	steps, _, err := d.Plan(ctx)
	if err != nil {
		return err
	}
	_, feeCap, err := d.fees(ctx)
	if err != nil {
		return err
	}
	total := new(big.Int)
	for i, s := range steps {
		if s.Done {
			fmt.Fprintf(out, "%2d. %s: done\n", i+1, s.Name)
			continue
		}
		gas, estimated := d.estimate(ctx, s)
		eth := new(big.Int).Mul(new(big.Int).SetUint64(gas), feeCap)
		if s.Value != nil {
			eth.Add(eth, s.Value)
		}
		total.Add(total, eth)
		how := "estimated"
		if !estimated {
			how = "bound, its target is created by an earlier step"
		}
		target := "to " + s.To.Hex()
		if s.Creates != (common.Address{}) {
			target = "at " + s.Creates.Hex()
		}
		fmt.Fprintf(out, "%2d. %s %s: gas %d (%s), %s ETH\n", i+1, s.Name, target, gas, how, units(eth, 18))
	}
	bal, err := d.c.BalanceAt(ctx, d.from, nil)
	if err != nil {
		return fmt.Errorf("cannot read the deployer's balance: %w", err)
	}
	fmt.Fprintf(out, "total: %s ETH at a fee cap of %s gwei; the deployer %s holds %s ETH\n",
		units(total, 18), units(feeCap, 9), d.from.Hex(), units(bal, 18))
	return nil
}

// units writes an amount of base units with decimals places, to 9 places.
func units(v *big.Int, decimals int64) string {
	return new(big.Rat).SetFrac(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(decimals), nil)).FloatString(9)
}
