package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
)

// devnetManifest is the file under --data-dir where the devnet writes its deployment.
const devnetManifest = "devnet.json"

// devWorldDir is where `vera dev` keeps its world chain under --data-dir (the Vera-built devnet's is
// "devnet", `vera devnet --world`'s bare world chain's worldDir).
const devWorldDir = "dev-world"

// chainConfig is how the service reaches chain 4663: the real network by configuration, or
// the embedded devnet in dev mode.
type chainConfig struct {
	RPCURL     string
	Manifest   string
	AgentKey   string // hex; never logged
	SponsorKey string // hex; never logged
	RelayKey   string // hex; never logged
	// RPCRequestsPerSecond is the chain client's request budget (0: chain.ClientConfig's default;
	// negative: none), for a provider that allows more than the default or a node of one's own.
	RPCRequestsPerSecond int
	LastKnownSigner      string
	CanonicalAgentID     int
	CanonicalRegistry    string
	ExplorerURL          string
	DevnetAddr           string
	// SponsorOwnerBudget and SponsorGlobalBudget tighten the paymaster's budgets: ETH per period.
	SponsorOwnerBudget  string
	SponsorGlobalBudget string
	Quote               quoteConfig
	Index               indexConfig
	Account             accountConfig
	Relay               relayConfig
	Autopilot           autopilotConfig
}

func (c *chainConfig) register(f flags, dev bool) {
	if dev {
		f.string(&c.DevnetAddr, "devnet-addr", devnet.DefaultListenAddr, "devnet JSON-RPC (HTTP and WebSocket) address, or off")
	} else {
		f.string(&c.RPCURL, "rpc-url", "", "chain 4663 JSON-RPC URL")
		f.string(&c.Manifest, "manifest", "", "deployment file: chain id and every contract address (JSON, as the devnet writes it)")
		f.string(&c.AgentKey, "agent-key", "", "the agent signer's private key, hex (signs only RiskInference; never logged)")
		f.string(&c.SponsorKey, "sponsor-key", "", "the sponsor key, hex: signs gas sponsorships for the paymaster (never logged)")
		f.string(&c.RelayKey, "relay-key", "", "the relay (bundler) key, hex: submits handleOps; its ETH balance is watched (never logged)")
		f.int(&c.RPCRequestsPerSecond, "rpc-requests-per-second", 0, "JSON-RPC requests a second the service may send to --rpc-url, shared by its jobs and users' actions (0: 50; negative: no budget, for a node of your own)")
	}
	f.string(&c.SponsorOwnerBudget, "sponsor-owner-budget", "", "ETH of gas sponsored per period for all accounts of one owner, when below the paymaster's budget (empty: the paymaster's)")
	f.string(&c.SponsorGlobalBudget, "sponsor-global-budget", "", "ETH of gas sponsored per period in all, when below the paymaster's budget (empty: the paymaster's)")
	f.string(&c.LastKnownSigner, "last-known-signer", "", "agent signer reported by the card when the record contract cannot be read")
	f.int(&c.CanonicalAgentID, "canonical-agent-id", 0, "the agent's id in the canonical ERC-8004 registry on Base")
	f.string(&c.CanonicalRegistry, "canonical-registry", "0x8004A169FB4a3325136EB29fA0ceB6D2e539a432", "the canonical ERC-8004 identity registry on Base")
	f.string(&c.ExplorerURL, "explorer-url", "https://explorer.chain.robinhood.com", "block explorer base URL")
	c.Quote.register(f)
	c.Index.register(f)
	c.Account.register(f)
	c.Relay.register(f)
	c.Autopilot.register(f)
}

// validate checks the addresses given as configuration.
func (c *chainConfig) validate() error {
	if c.LastKnownSigner != "" {
		if _, err := chain.ParseAddress(c.LastKnownSigner); err != nil {
			return fmt.Errorf("--last-known-signer (%s) %q is not an address", envName("last-known-signer"), c.LastKnownSigner)
		}
	}
	if _, err := c.sponsorBudgets(); err != nil {
		return err
	}
	if err := c.Autopilot.validate(); err != nil {
		return err
	}
	if _, err := chain.ParseAddress(c.CanonicalRegistry); err != nil {
		return fmt.Errorf("--canonical-registry (%s) %q is not an address", envName("canonical-registry"), c.CanonicalRegistry)
	}
	return nil
}

// budgets are the configured sponsorship budgets in wei (nil: the paymaster's).
type budgets struct{ owner, global *big.Int }

func (c *chainConfig) sponsorBudgets() (budgets, error) {
	var b budgets
	for _, v := range []struct {
		flag, value string
		into        **big.Int
	}{{"sponsor-owner-budget", c.SponsorOwnerBudget, &b.owner}, {"sponsor-global-budget", c.SponsorGlobalBudget, &b.global}} {
		if v.value == "" {
			continue
		}
		wei, err := chain.ParseUnits(v.value, 18)
		if err != nil || wei.Sign() <= 0 {
			return budgets{}, fmt.Errorf("--%s (%s) is not a positive amount of ETH", v.flag, envName(v.flag))
		}
		*v.into = wei
	}
	return b, nil
}

// chainParts is what the rest of the service uses of the chain.
type chainParts struct {
	deployment *chain.Deployment
	client     *chain.Client
	signer     chain.Signer
	devnet     bool // the embedded devnet, whose feeds the service keeps
	world      bool // the embedded chain is a world chain: its feeds are MockV3Aggregators
	// deployerSends serializes what the service sends from the devnet's deployer key (the oracle
	// heartbeat, the demo's funding), so their nonces never collide.
	deployerSends sync.Mutex
	// sponsorSigner signs sponsorships (nil: none configured); the bundler route takes it.
	sponsorSigner chain.Signer
	// relay is the bundler's address (zero: none configured).
	relay common.Address
	// relayKey submits handleOps for POST /api/bundler and Autopilot runs (nil: none configured).
	relayKey *ecdsa.PrivateKey
	// executors send bundles beside the relay key (--relay-executor-keys): the sponsor names them,
	// the relay sends from them, the funding watch reads their balances.
	executors []*chain.Bundler
	// sponsorBudgets tighten the paymaster's budgets, as configured.
	sponsorBudgets budgets
	// assessor signs assessments, once agentRoutes ran (Autopilot runs assess with it).
	assessor *agent.Assessor
	// bundler sends handleOps from relayKey, one for the process: the relay route and Autopilot
	// runs share it, so their transactions never race for the relay's nonce.
	bundler *chain.Bundler
}

// startDevnet starts the embedded chain with the bundled universe at its last real closes and
// one vault per grove, weighed as the bundled data weighs them today. With world, the chain is the
// world chain (docs/devnet.md) with Vera's contracts put on it by chain/rollout, as `vera deploy`
// puts them on Robinhood Chain, the grove vaults trading on its Uniswap v3; else the Vera-built
// devnet (instant blocks, time travel).
func startDevnet(ctx context.Context, c baseConfig, cc chainConfig, world bool, life *lifecycle, log *slog.Logger) (*chainParts, error) {
	assets, err := devnetAssets()
	if err != nil {
		return nil, err
	}
	weighed, err := snapshot.Bundled(ctx, snapshot.Options{})
	if err != nil {
		return nil, fmt.Errorf("weigh groves for the devnet: %w", err)
	}
	start := time.Now()
	manifest := filepath.Join(c.DataDir, devnetManifest)
	groves := devnetGroves(weighed.Baskets)
	cfg := devnet.Config{
		Assets:       assets,
		Groves:       groves,
		ListenAddr:   cc.DevnetAddr,
		ManifestPath: manifest,
		DataDir:      filepath.Join(c.DataDir, "devnet"),
		AgentCardURL: strings.TrimRight(c.PublicURL, "/") + "/.well-known/agent-registration.json",
		Logger:       log,
	}
	if world {
		cfg.DataDir = filepath.Join(c.DataDir, devWorldDir)
		cfg.World = &devnet.WorldConfig{WithVera: &devnet.VeraConfig{}, HolderListed: holderListed(assets, groves)}
	}
	d, err := devnet.Start(ctx, cfg)
	if err != nil {
		return nil, err
	}
	life.onStop("devnet", d.Close)
	log.Info("devnet manifest written", "path", manifest, "world", world, "took", time.Since(start).Round(time.Millisecond))
	executors, err := cc.Relay.executors(d.Client(), d.Manifest())
	if err != nil {
		return nil, err
	}
	// The devnet's own operator allows and funds each executor key, as `vera deploy --relays` would.
	for _, ex := range executors {
		if err := devnet.AllowRelay(ctx, d.Client(), d.Manifest().Paymaster, ex.Address()); err != nil {
			return nil, fmt.Errorf("executor key: %w", err)
		}
	}
	return &chainParts{deployment: d.Manifest(), client: d.Client(), signer: chain.NewKeySigner(devnet.AgentKey()), devnet: true, world: world,
		sponsorSigner: chain.NewKeySigner(devnet.SponsorKey()), relay: crypto.PubkeyToAddress(devnet.RelayKey().PublicKey),
		relayKey: devnet.RelayKey(), executors: executors}, nil
}

// holderListed is the asset `vera dev`'s world chain deploys as its holder-listed token: the last
// one no grove holds. A grove vault holding it would be listed, but an in-kind withdrawal would pay
// it to an account off its list and revert, so the grove pages keep every grove's exits open.
func holderListed(assets []devnet.AssetSeed, groves []devnet.GroveSeed) string {
	held := map[string]bool{}
	for _, g := range groves {
		for _, s := range g.Symbols {
			held[s] = true
		}
	}
	for i := len(assets) - 1; i >= 0; i-- {
		if !held[assets[i].Symbol] {
			return assets[i].Symbol
		}
	}
	return "" // every asset is in a grove: the world's default, the last
}

func dialChain(ctx context.Context, cc chainConfig, life *lifecycle) (*chainParts, error) {
	d, err := chain.LoadDeployment(cc.Manifest)
	if err != nil {
		return nil, err
	}
	signer, err := chain.ParseKeySigner(cc.AgentKey)
	if err != nil {
		return nil, errors.New("--agent-key (VERA_AGENT_KEY) is not a valid hex private key") // never echo the key
	}
	p := &chainParts{deployment: d, signer: signer}
	if cc.SponsorKey != "" {
		if p.sponsorSigner, err = chain.ParseKeySigner(cc.SponsorKey); err != nil {
			return nil, errors.New("--sponsor-key (VERA_SPONSOR_KEY) is not a valid hex private key")
		}
	}
	if cc.RelayKey != "" {
		key, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(cc.RelayKey), "0x"))
		if err != nil {
			return nil, errors.New("--relay-key (VERA_RELAY_KEY) is not a valid hex private key")
		}
		p.relayKey, p.relay = key, crypto.PubkeyToAddress(key.PublicKey)
	}
	client, err := chain.Dial(ctx, cc.RPCURL, chain.ClientConfig{RequestsPerSecond: float64(cc.RPCRequestsPerSecond)})
	if err != nil {
		return nil, err
	}
	life.onStop("chain client", func() error { client.Close(); return nil })
	p.client = client
	if p.executors, err = cc.Relay.executors(client, d); err != nil {
		return nil, err
	}
	return p, nil
}

// agentRoutes builds the agent's route set: commit-plan, the card, the registration file and the
// contracts listing.
func (p *chainParts) agentRoutes(c baseConfig, cc chainConfig, panel func() *market.Panel, locks *quote.Locks, issued agent.IssueRecorder) (api.RouteSet, error) {
	d := p.deployment
	tokens, err := d.TokenIndex()
	if err != nil {
		return nil, err
	}
	assessor, err := agent.NewAssessor(agent.AssessorConfig{
		ChainID: d.ChainID, Record: d.AgentRecord, AgentID: d.AgentID, Signer: p.signer,
		KnownSymbol: tokens.IsAsset, Panel: panel, Locked: locks.Locked, Issued: issued,
	})
	if err != nil {
		return nil, err
	}
	p.assessor = assessor
	lastKnown := p.signer.Address()
	if cc.LastKnownSigner != "" {
		lastKnown = common.HexToAddress(cc.LastKnownSigner)
	}
	cards := agent.NewCards(agent.CardConfig{
		BaseURL: c.PublicURL, ChainID: d.ChainID, ExplorerURL: cc.ExplorerURL,
		IdentityRegistry: d.IdentityRegistry, AgentID: d.AgentID, Record: d.AgentRecord, LastKnownSigner: lastKnown,
		CanonicalAgentID: int64(cc.CanonicalAgentID), CanonicalRegistry: common.HexToAddress(cc.CanonicalRegistry),
	}, p.client.Lane(chain.LanePublic)) // a card flood spends the public lane only
	return api.AgentRoutes{Assessor: assessor, Cards: cards, Contracts: agent.ContractsListing(d)}, nil
}

// runDevnet runs the devnet alone, or funds an address on a running one.
func runDevnet(ctx context.Context, args []string) error {
	if len(args) > 0 && args[0] == "fund" {
		return runDevnetFund(ctx, args[1:])
	}
	if len(args) > 0 && args[0] == "reset" {
		return runDevnetReset(args[1:])
	}
	var world worldFlags
	_, c, cc, log, err := parseDevFlags("devnet", args, func(f flags) {
		f.BoolVar(&world.on, "world", false, "run the world chain instead: third-party contracts at their canonical addresses and stand-ins, none of Vera's; its addresses go to <data-dir>/world.json ("+envName("world")+")")
		f.int(&world.l1GasPerByte, "l1-gas-per-byte", int(devnet.DefaultL1GasPerByte), "with --world: the L2 gas the NodeInterface stand-in's gasEstimateL1Component counts per byte of calldata (0: no L1 component)")
		f.BoolVar(&world.noSimulateV1, "no-simulate-v1", false, "with --world: the node refuses eth_simulateV1, as nodes without it do ("+envName("no-simulate-v1")+")")
		f.string(&world.holderListed, "holder-listed", "", "with --world: the catalog asset whose token only pays listed holders (empty: the last asset; read when the world is first deployed)")
	})
	if err != nil {
		return err
	}
	if world.on {
		if world.l1GasPerByte < 0 {
			return fmt.Errorf("--l1-gas-per-byte: want 0 or more, got %d", world.l1GasPerByte)
		}
		return runWorld(ctx, c, cc, world, log)
	}
	life := &lifecycle{log: log}
	defer life.stopAll()
	if _, err := startDevnet(ctx, c, cc, false, life, log); err != nil {
		return err
	}
	<-ctx.Done()
	return nil
}

func runDevnetFund(ctx context.Context, args []string) error {
	f := newFlags("devnet fund")
	var c baseConfig
	c.register(f, true)
	var rpcURL string
	f.string(&rpcURL, "rpc-url", "http://"+devnet.DefaultListenAddr, "the running devnet's JSON-RPC URL")
	var world bool
	f.BoolVar(&world, "world", false, "fund on the world chain (vera devnet --world): its USDG stand-in, from <data-dir>/world.json")
	rest, err := f.parseInterleaved(args)
	if err != nil {
		return err
	}
	if len(rest) != 2 {
		return errors.New("usage: vera devnet fund <address> <usd>")
	}
	addr, err := chain.ParseAddress(rest[0])
	if err != nil {
		return fmt.Errorf("%q is not an address", rest[0])
	}
	units, err := chain.ParseUnits(rest[1], 6)
	if err != nil {
		return err
	}
	var usdgAddr common.Address
	if world {
		w, err := devnet.LoadWorld(filepath.Join(c.DataDir, worldFile))
		if err != nil {
			return fmt.Errorf("%w (is the world chain running? it writes world.json)", err)
		}
		usdgAddr = w.USDG.Token
	} else {
		d, err := chain.LoadDeployment(filepath.Join(c.DataDir, devnetManifest))
		if err != nil {
			return fmt.Errorf("%w (is the devnet running? it writes the manifest)", err)
		}
		usdgAddr = d.USDG
	}
	client, err := chain.Dial(ctx, rpcURL, chain.ClientConfig{})
	if err != nil {
		return err
	}
	defer client.Close()
	if err := devnet.Fund(ctx, client, usdgAddr, addr, units); err != nil {
		return err
	}
	fmt.Printf("funded %s with %s USDG (and gas ETH if it had under 1 ETH)\n", addr.Hex(), rest[1])
	return nil
}

// executorAddrs are the addresses of the executor keys besides the relay key.
func (p *chainParts) executorAddrs() []common.Address {
	out := make([]common.Address, len(p.executors))
	for i, ex := range p.executors {
		out[i] = ex.Address()
	}
	return out
}

// relayBundler is the process's one bundler over the relay key (nil without one).
func (p *chainParts) relayBundler() *chain.Bundler {
	if p.relayKey == nil {
		return nil
	}
	if p.bundler == nil {
		p.bundler = chain.NewBundler(p.client, p.deployment.EntryPoint, p.relayKey, p.deployment.ChainID)
	}
	return p.bundler
}
