package devnet

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth"
	"github.com/ethereum/go-ethereum/eth/catalyst"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/eth/filters"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/p2p"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
)

// ChainID is the devnet's chain id, the same as Robinhood Chain's.
const ChainID = 4663

// DefaultListenAddr is where JSON-RPC is served unless configured otherwise.
const DefaultListenAddr = "127.0.0.1:8545"

// AssetSeed is one asset to deploy: its token symbol and name, and the price its feed starts at.
type AssetSeed struct {
	Symbol string `json:"symbol"`
	Name   string `json:"name"`
	// PriceE8 is the USD price of one whole token with 8 decimals (Chainlink's scale): a real close.
	PriceE8 *big.Int `json:"priceE8"`
}

// GroveSeed is one curated basket to deploy as a GroveVault: its id and its components (asset
// symbols of Config.Assets) with weights in bps summing to 10000.
type GroveSeed struct {
	ID         string
	Symbols    []string
	WeightsBps []uint16
}

// GroveFeeBps is the groves' exit fee on realized profit (the only fee).
const GroveFeeBps = 1000

// RelayETH is the relay key's genesis balance.
const RelayETH = 1_000

// DefaultGroveMaxPriceAge is the oldest feed price a devnet grove acts on: the market maker's bound
// (FeedMaxAge), which `vera dev`'s oracle heartbeat keeps the feeds within. A real deployment sets it
// to its feeds' heartbeat plus a margin.
const DefaultGroveMaxPriceAge = FeedMaxAge

// ArbitrumPreVerificationGasCap is the paymaster's preVerificationGas cap on a world chain that
// charges an L1 component (the world with Vera: `vera dev`'s default chain). The relay adds the L1 gas
// of an op's calldata to its preVerificationGas (docs/bundler.md): at the world's default 20 gas a byte
// the guided demo's 12-purchase op was refused at the devnet's 300,000 cap (AA33). An op at every cap
// then costs at most 8.51M gas × 100 gwei = 0.85 ETH, still under the relay's 1 ETH loss bound and a
// third of a sender's daily budget.
const ArbitrumPreVerificationGasCap = 700_000

// DefaultPaymasterLimits are the devnet paymaster's caps and budgets (see docs/chain.md). The gas
// caps carry the largest plan the spec allows (20 purchases) in one op, from an account not yet
// deployed, with margin, every purchase settled through Uniswap v3 (the most gas a purchase takes),
// on a chain without an L1 component (an Arbitrum chain needs ArbitrumPreVerificationGasCap); the fee cap keeps an op at every cap (8.11M gas at 100 gwei, 0.81 ETH) under the relay's loss
// bound and a third of the sender's budget.
func DefaultPaymasterLimits() sponsorpaymaster.SponsorPaymasterLimits {
	return sponsorpaymaster.SponsorPaymasterLimits{
		MaxFeePerGas:                  big.NewInt(100_000_000_000), // 100 gwei
		MaxPriorityFeePerGas:          big.NewInt(10_000_000_000),  // 10 gwei
		PreVerificationGas:            300_000,
		VerificationGasLimit:          600_000,
		CallGasLimit:                  7_000_000,
		PaymasterVerificationGasLimit: 150_000,
		PaymasterPostOpGasLimit:       60_000,
		Period:                        86_400,
		BudgetPerPeriod:               new(big.Int).Mul(big.NewInt(3), ether),   // 3 ETH per sender per day
		OwnerBudgetPerPeriod:          new(big.Int).Mul(big.NewInt(5), ether),   // 5 ETH per owner per day
		GlobalBudgetPerPeriod:         new(big.Int).Mul(big.NewInt(100), ether), // 100 ETH a day in all
	}
}

// Config configures a devnet. Zero values take the defaults noted.
type Config struct {
	// Assets to deploy, in order (the order fixes their addresses).
	Assets []AssetSeed
	// Groves to deploy after everything else, in order; they buy and sell on the market maker, or on a
	// world chain with Vera, on its Uniswap v3 through UniswapV3Venue.
	Groves []GroveSeed
	// ListenAddr is host:port of the HTTP and WebSocket JSON-RPC server (default DefaultListenAddr;
	// port 0 picks a free port; "off" serves nothing, in-process clients still work).
	ListenAddr string
	// BlockInterval is the period of block production (default 2s; negative: no interval blocks).
	BlockInterval time.Duration
	// NoInstantBlocks stops sealing a block as soon as a transaction arrives.
	NoInstantBlocks bool
	// ManifestPath, when set, is where the manifest (chain.Deployment JSON) is written after deployment.
	ManifestPath string
	// DataDir, when set, keeps the chain on disk there: a restart (after a crash or kill -9 too)
	// continues the same chain instead of deploying a new one. Empty: in memory, a new chain on
	// every start. Reset removes it.
	DataDir string
	// DemoUsers is how many demo users to seed (default 3; negative: none).
	DemoUsers int
	// DemoUSD is the whole USD of USDG each demo smart account, and each demo owner, starts with
	// (default 10,000).
	DemoUSD int64
	// DevAccounts is how many TestMnemonic accounts to fund (default 10; negative: none).
	DevAccounts int
	// DevUSD is the whole USD of USDG each dev account starts with (default 100,000).
	DevUSD int64
	// AgentCardURL is the registration file URL of agent #1
	// (default http://127.0.0.1:8080/.well-known/agent-registration.json).
	AgentCardURL string
	// AgentSigner is the record contract's initial agentSigner (default the address of AgentKey()).
	AgentSigner common.Address
	// SponsorSigner is the paymaster's initial sponsor key address (default the address of SponsorKey()).
	SponsorSigner common.Address
	// Relay is the bundler EOA the paymaster accepts sponsored ops from (default the address of
	// RelayKey()).
	Relay common.Address
	// PaymasterLimits are the paymaster's caps and budgets (default DefaultPaymasterLimits(), with a
	// preVerificationGas cap of 700,000 on a world chain charging an L1 component).
	PaymasterLimits *sponsorpaymaster.SponsorPaymasterLimits
	// GroveMaxPriceAge is the oldest feed price the groves act on (default DefaultGroveMaxPriceAge).
	GroveMaxPriceAge time.Duration
	// Logger receives progress messages (default slog.Default()). Keys are never logged.
	Logger *slog.Logger
	// World, when set, makes the chain a world chain (world.go, docs/devnet.md): third-party contracts
	// and stand-ins instead of Vera's, no demo users, at most one block per wall-clock second (default
	// BlockInterval 1s), ManifestPath unused; with World.WithVera, Vera's contracts too, demo users and
	// ManifestPath as on the devnet.
	World *WorldConfig
	// Arbitrum, when set, makes the chain answer as an Arbitrum chain (arbitrum.go).
	Arbitrum *ArbitrumConfig
	// NoSimulateV1 makes the node refuse eth_simulateV1 with -32601, as nodes without it do.
	NoSimulateV1 bool
	// NoLogIndex keeps no log search index (go-ethereum's LogNoHistory): eth_getLogs reads the
	// blocks' receipts instead, which at the head never waits for the index to catch up.
	NoLogIndex bool
}

func (c Config) withDefaults() Config {
	if c.World != nil && c.Arbitrum == nil {
		c.Arbitrum = &ArbitrumConfig{L1GasPerByte: DefaultL1GasPerByte}
	}
	if c.ListenAddr == "" {
		c.ListenAddr = DefaultListenAddr
	}
	if c.BlockInterval == 0 {
		c.BlockInterval = 2 * time.Second
		if c.World != nil {
			c.BlockInterval = time.Second
		}
	}
	if c.DemoUsers == 0 {
		c.DemoUsers = 3
	}
	if c.DemoUsers < 0 || (c.World != nil && c.World.WithVera == nil) {
		c.DemoUsers = 0
	}
	if c.DemoUSD == 0 {
		c.DemoUSD = 10_000
	}
	if c.DevAccounts == 0 {
		c.DevAccounts = 10
	}
	if c.DevAccounts < 0 {
		c.DevAccounts = 0
	}
	if c.DevUSD == 0 {
		c.DevUSD = 100_000
	}
	if c.AgentCardURL == "" {
		c.AgentCardURL = "http://127.0.0.1:8080/.well-known/agent-registration.json"
	}
	if c.AgentSigner == (common.Address{}) {
		c.AgentSigner = crypto.PubkeyToAddress(AgentKey().PublicKey)
	}
	if c.SponsorSigner == (common.Address{}) {
		c.SponsorSigner = crypto.PubkeyToAddress(SponsorKey().PublicKey)
	}
	if c.Relay == (common.Address{}) {
		c.Relay = crypto.PubkeyToAddress(RelayKey().PublicKey)
	}
	if c.PaymasterLimits == nil {
		l := DefaultPaymasterLimits()
		if c.World != nil && c.Arbitrum != nil && c.Arbitrum.L1GasPerByte > 0 {
			l.PreVerificationGas = ArbitrumPreVerificationGasCap
		}
		c.PaymasterLimits = &l
	}
	if c.GroveMaxPriceAge == 0 {
		c.GroveMaxPriceAge = DefaultGroveMaxPriceAge
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	return c
}

// Devnet is a running embedded chain.
type Devnet struct {
	cfg      Config
	stack    *node.Node
	eth      *eth.Ethereum
	beacon   *catalyst.SimulatedBeacon
	rpc      *rpc.Client
	client   *chain.Client
	deployer *ecdsa.PrivateKey
	from     common.Address
	signer   types.Signer
	manifest chain.Deployment
	world    *World // a world chain's addresses (nil: Vera's devnet)

	commitMu sync.Mutex
	sendMu   sync.Mutex
	snaps    snapshots
	cancel   context.CancelFunc
	wg       sync.WaitGroup
	closed   sync.Once
}

// Start boots the chain, deploys everything, writes the manifest and starts block production. It
// returns when the devnet is ready to serve.
func Start(ctx context.Context, cfg Config) (*Devnet, error) {
	cfg = cfg.withDefaults()
	if err := validateAssets(cfg.Assets); err != nil {
		return nil, err
	}
	began := time.Now()
	d := &Devnet{cfg: cfg, deployer: DeployerKey(), signer: types.LatestSignerForChainID(big.NewInt(ChainID))}
	d.from = crypto.PubkeyToAddress(d.deployer.PublicKey)
	devs, demos, err := cfg.accounts()
	if err != nil {
		return nil, err
	}
	resumed, err := d.open(devs, demos)
	if err != nil {
		d.Close()
		return nil, err
	}
	if !resumed {
		deploy := func() error { return d.deploy(ctx, devs, demos) }
		if cfg.World != nil {
			deploy = func() error {
				if err := d.deployWorld(ctx, devs); err != nil {
					return err
				}
				return d.worldVera(ctx, demos)
			}
		}
		if err := deploy(); err != nil {
			d.Close()
			return nil, err
		}
		if err := d.saveChainManifest(); err != nil {
			d.Close()
			return nil, err
		}
	}
	if cfg.World != nil && cfg.World.Path != "" {
		if err := d.World().Save(cfg.World.Path); err != nil {
			d.Close()
			return nil, err
		}
	}
	if cfg.ManifestPath != "" && (cfg.World == nil || cfg.World.WithVera != nil) {
		if err := d.manifest.Save(cfg.ManifestPath); err != nil {
			d.Close()
			return nil, err
		}
	}
	loopCtx, cancel := context.WithCancel(context.Background())
	d.cancel = cancel
	d.wg.Add(1)
	go d.produceBlocks(loopCtx)
	cfg.Logger.Info("devnet ready", "chainId", ChainID, "rpc", d.manifest.RPCURL, "assets", len(cfg.Assets),
		"demoUsers", len(demos), "resumed", resumed, "head", d.eth.BlockChain().CurrentBlock().Number.Uint64(),
		"took", time.Since(began).Round(time.Millisecond))
	return d, nil
}

func validateAssets(assets []AssetSeed) error {
	seen := map[string]bool{}
	for i, a := range assets {
		if a.Symbol == "" {
			return fmt.Errorf("asset %d has no symbol", i)
		}
		if seen[a.Symbol] || a.Symbol == "USDG" {
			return fmt.Errorf("duplicate asset symbol %s", a.Symbol)
		}
		seen[a.Symbol] = true
		if a.PriceE8 == nil || a.PriceE8.Sign() <= 0 {
			return fmt.Errorf("asset %s has no positive price", a.Symbol)
		}
	}
	return nil
}

type keyed struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

func (c Config) accounts() (devs, demos []keyed, err error) {
	for i := 0; i < c.DevAccounts; i++ {
		k, err := DevKey(uint32(i))
		if err != nil {
			return nil, nil, err
		}
		devs = append(devs, keyed{k, crypto.PubkeyToAddress(k.PublicKey)})
	}
	for n := 1; n <= c.DemoUsers; n++ {
		k, err := DemoOwnerKey(n)
		if err != nil {
			return nil, nil, err
		}
		demos = append(demos, keyed{k, crypto.PubkeyToAddress(k.PublicKey)})
	}
	return devs, demos, nil
}

var ether = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)

func ethers(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), ether) }

// boot starts the node with the genesis allocation and the RPC server.
func (d *Devnet) boot(devs, demos []keyed) error {
	alloc := core.SystemContractAllocs()
	alloc[d.from] = types.Account{Balance: ethers(1_000_000_000)}
	alloc[crypto.PubkeyToAddress(RelayKey().PublicKey)] = types.Account{Balance: ethers(RelayETH)}
	for _, a := range devs {
		alloc[a.addr] = types.Account{Balance: ethers(10_000)}
	}
	for _, a := range demos {
		alloc[a.addr] = types.Account{Balance: ethers(100)}
	}
	if d.cfg.World != nil {
		if err := worldGenesis(alloc); err != nil {
			return err
		}
	}
	if err := d.arbitrumAlloc(alloc); err != nil {
		return err
	}
	chainCfg := *params.AllDevChainProtocolChanges
	chainCfg.ChainID = big.NewInt(ChainID)
	// The dev config enables an unreleased fork whose gas schedule breaks ERC-4337 flows; stay on Osaka.
	chainCfg.BogotaTime = nil

	nodeCfg := node.DefaultConfig
	nodeCfg.DataDir = d.chainDir()
	nodeCfg.Name = nodeName
	// LevelDB writes its journal through to the file on every batch, so a killed process loses
	// nothing it acknowledged; geth's Pebble holds recent writes in memory (asynchronous WAL) and
	// loses the last blocks on kill -9.
	nodeCfg.DBEngine = "leveldb"
	nodeCfg.P2P = p2p.Config{NoDiscovery: true, MaxPeers: 0, ListenAddr: ""}
	nodeCfg.HTTPHost, nodeCfg.WSHost = "", ""
	if d.cfg.ListenAddr != "off" {
		host, portStr, err := net.SplitHostPort(d.cfg.ListenAddr)
		if err != nil {
			return fmt.Errorf("bad listen address %q: %w", d.cfg.ListenAddr, err)
		}
		port, err := strconv.Atoi(portStr)
		if err != nil {
			return fmt.Errorf("bad listen port %q: %w", portStr, err)
		}
		modules := []string{"eth", "net", "web3", "txpool", "evm"}
		nodeCfg.HTTPHost, nodeCfg.HTTPPort = host, port
		nodeCfg.WSHost, nodeCfg.WSPort = host, port
		nodeCfg.HTTPModules, nodeCfg.WSModules = modules, modules
		nodeCfg.HTTPCors, nodeCfg.HTTPVirtualHosts, nodeCfg.WSOrigins = []string{"*"}, []string{"*"}, []string{"*"}
	}
	stack, err := node.New(&nodeCfg)
	if err != nil {
		return fmt.Errorf("cannot create node: %w", err)
	}
	d.stack = stack

	ethCfg := ethconfig.Defaults
	ethCfg.NetworkId = ChainID
	ethCfg.Genesis = &core.Genesis{Config: &chainCfg, GasLimit: blockGasLimit, Alloc: alloc, BaseFee: big.NewInt(params.InitialBaseFee)}
	ethCfg.Miner.GasCeil = blockGasLimit
	// A block takes every pending transaction that fits, however long building it takes: geth's
	// miner otherwise stops filling a block after its recommit interval (2 s), and on a loaded
	// machine a Commit of a few hundred pending transactions sealed only some of them. Nothing
	// waits for a better payload here (the block producer asks for the first full one).
	ethCfg.Miner.Recommit = time.Hour
	ethCfg.SyncMode = ethconfig.FullSync
	// On disk, every block's state is written as it is sealed (hash scheme, no pruning: an archive
	// node), so a crash or kill -9 loses no sealed block; the path scheme and pruning keep recent
	// state in memory and rewind the chain after an unclean stop.
	ethCfg.StateScheme = rawdb.HashScheme
	ethCfg.NoPruning = true
	ethCfg.SnapshotCache = 0
	ethCfg.TxPool.NoLocals = true
	ethCfg.TxPool.GlobalSlots = 16384
	ethCfg.TxPool.AccountSlots = 4096
	ethCfg.RPCGasCap = 100_000_000
	ethCfg.LogNoHistory = d.cfg.NoLogIndex
	backend, err := eth.New(stack, &ethCfg)
	if err != nil {
		return fmt.Errorf("cannot create chain backend: %w", err)
	}
	d.eth = backend
	fs := filters.NewFilterSystem(backend.APIBackend, filters.Config{})
	stack.RegisterAPIs([]rpc.API{{Namespace: "eth", Service: filters.NewFilterAPI(fs)}, {Namespace: "evm", Service: &evmAPI{d}}})
	d.refuseSimulateV1(stack)
	if err := stack.Start(); err != nil {
		return fmt.Errorf("cannot start node (is %s free?): %w", d.cfg.ListenAddr, err)
	}
	beacon, err := catalyst.NewSimulatedBeacon(0, common.Address{}, backend)
	if err != nil {
		return fmt.Errorf("cannot create block producer: %w", err)
	}
	d.beacon = beacon
	if err := beacon.Fork(backend.BlockChain().CurrentBlock().Hash()); err != nil {
		return fmt.Errorf("cannot set the head: %w", err)
	}
	d.rpc = stack.Attach()
	d.client = chain.NewClient(d.rpc, chain.ClientConfig{RequestsPerSecond: -1, Retries: -1})
	d.manifest.ChainID = ChainID
	if d.cfg.ListenAddr != "off" {
		d.manifest.RPCURL = stack.HTTPEndpoint()
		d.manifest.WSURL = stack.WSEndpoint()
	}
	return nil
}

const blockGasLimit = 1_000_000_000

// produceBlocks seals a block every interval and, unless disabled, as soon as transactions arrive.
func (d *Devnet) produceBlocks(ctx context.Context) {
	defer d.wg.Done()
	var tick <-chan time.Time
	if d.cfg.BlockInterval > 0 {
		t := time.NewTicker(d.cfg.BlockInterval)
		defer t.Stop()
		tick = t.C
	}
	// arrived says that transactions arrived. The pool's events are drained by their own goroutine,
	// never by the one that seals: sealing waits for the pool (TxPool.Sync), and the pool's event
	// feed waits for every subscriber, so one goroutine doing both can deadlock under load.
	arrived := make(chan struct{}, 1)
	var poll <-chan time.Time
	if !d.cfg.NoInstantBlocks {
		txs := make(chan core.NewTxsEvent, 256)
		sub := d.eth.TxPool().SubscribeTransactions(txs, false)
		defer sub.Unsubscribe()
		d.wg.Add(1)
		go func() {
			defer d.wg.Done()
			for {
				select {
				case <-ctx.Done():
					return
				case <-sub.Err():
					return
				case <-txs:
					select {
					case arrived <- struct{}{}:
					default: // a seal is already due
					}
				}
			}
		}()
		// A transaction can reach the pool's pending set after its event was handled (the pool
		// promotes in the background); this sweep seals it within 50 ms all the same.
		p := time.NewTicker(50 * time.Millisecond)
		defer p.Stop()
		poll = p.C
	}
	for {
		select {
		case <-ctx.Done():
			return
		case <-poll:
			d.commitPending()
		case <-tick:
			d.Commit()
		case <-arrived:
			// Let a burst of transactions land in the same block.
			time.Sleep(5 * time.Millisecond)
			select {
			case <-arrived:
			default:
			}
			d.commitPending()
		}
	}
}

// Commit seals one block now, with whatever is pending, and returns its hash. (It does not wait
// for the pool to take the block in: it runs on the goroutine that receives the pool's events, so
// waiting there would deadlock; callers that send next use SyncPool.)
func (d *Devnet) Commit() common.Hash {
	d.commitMu.Lock()
	defer d.commitMu.Unlock()
	d.waitForWallClock()
	return d.beacon.Commit()
}

// SyncPool waits until the transaction pool has taken in the latest block. The pool catches up with
// a new block in the background, so a transaction sent the moment a receipt appears can be checked
// against the state before that block (a freshly funded account then has "insufficient funds").
// Never call it from the goroutine that seals blocks.
//
// It holds the sealing lock: the pool answers one Sync at a time (a second concurrent call takes
// the first one's place and the first never returns), and sealing syncs the pool too.
func (d *Devnet) SyncPool() {
	d.commitMu.Lock()
	defer d.commitMu.Unlock()
	_ = d.eth.TxPool().Sync() // an error means the pool is closing: the next send says so
}

// commitPending seals blocks until the pool has no executable transactions (bounded).
func (d *Devnet) commitPending() {
	for i := 0; i < 64; i++ {
		if !d.commitIfPending() {
			return
		}
	}
}

// commitIfPending seals a block when the pool holds executable transactions, checking under the
// sealing lock: a Revert holding the lock may clear the transactions this goroutine saw arrive, and
// sealing anyway would add an empty block to the snapshot's branch.
func (d *Devnet) commitIfPending() bool {
	d.commitMu.Lock()
	defer d.commitMu.Unlock()
	if pending, _ := d.eth.TxPool().Stats(); pending == 0 {
		return false
	}
	d.waitForWallClock()
	d.beacon.Commit()
	return true
}

// AdjustTime moves the chain clock forward by seconds and seals an empty block (for tests of
// expiry and staleness).
func (d *Devnet) AdjustTime(by time.Duration) error {
	if d.cfg.World != nil {
		return fmt.Errorf("cannot adjust devnet time by %v: %w", by, errWallClock)
	}
	d.commitMu.Lock()
	defer d.commitMu.Unlock()
	if err := d.beacon.AdjustTime(by); err != nil {
		return fmt.Errorf("cannot adjust devnet time by %v: %w", by, err)
	}
	return nil
}

// Manifest returns the deployment: chain id, RPC URLs and every address.
func (d *Devnet) Manifest() *chain.Deployment {
	m := d.manifest
	return &m
}

// Client returns an in-process client (no network, no request budget).
func (d *Devnet) Client() *chain.Client { return d.client }

// RPC returns the raw in-process RPC client.
func (d *Devnet) RPC() *rpc.Client { return d.rpc }

// Close stops block production and the node. It is safe to call more than once.
func (d *Devnet) Close() error {
	var err error
	d.closed.Do(func() {
		if d.cancel != nil {
			d.cancel()
		}
		d.wg.Wait()
		if d.rpc != nil {
			d.rpc.Close()
		}
		if d.beacon != nil {
			err = d.beacon.Stop()
		}
		if d.stack != nil {
			err = errors.Join(err, d.stack.Close())
		}
	})
	return err
}
