package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/agent"
	"github.com/vera-invest/vera/chain/commitplan"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
)

// chainConfig is how the service reaches chain 4663: the real network by configuration, or
// the embedded devnet in dev mode.
type chainConfig struct {
	RPCURL            string
	Manifest          string
	AgentKey          string // hex; never logged
	LastKnownSigner   string
	CanonicalAgentID  int
	CanonicalRegistry string
	ExplorerURL       string
	DevnetAddr        string
}

func (c *chainConfig) register(f flags, dev bool) {
	if dev {
		f.string(&c.DevnetAddr, "devnet-addr", devnet.DefaultListenAddr, "devnet JSON-RPC (HTTP and WebSocket) address, or off")
	} else {
		f.string(&c.RPCURL, "rpc-url", "", "chain 4663 JSON-RPC URL")
		f.string(&c.Manifest, "manifest", "", "deployment file: chain id and every contract address (JSON, as the devnet writes it)")
		f.string(&c.AgentKey, "agent-key", "", "the agent signer's private key, hex (signs only RiskInference; never logged)")
	}
	f.string(&c.LastKnownSigner, "last-known-signer", "", "agent signer reported by the card when the record contract cannot be read")
	f.int(&c.CanonicalAgentID, "canonical-agent-id", 0, "the agent's id in the canonical ERC-8004 registry on Base")
	f.string(&c.CanonicalRegistry, "canonical-registry", "0x8004A169FB4a3325136EB29fA0ceB6D2e539a432", "the canonical ERC-8004 identity registry on Base")
	f.string(&c.ExplorerURL, "explorer-url", "https://explorer.chain.robinhood.com", "block explorer base URL")
}

// chainParts is what the rest of the service uses of the chain.
type chainParts struct {
	deployment *chain.Deployment
	client     *chain.Client
	signer     chain.Signer
	dev        *devnet.Devnet // dev mode only
}

func (p *chainParts) close() {
	if p.dev != nil {
		p.dev.Close()
	} else if p.client != nil {
		p.client.Close()
	}
}

// devnetAssets is the bundled tradable universe at its last real closes.
func devnetAssets() ([]devnet.Asset, error) {
	toks, err := market.BundledTokens()
	if err != nil {
		return nil, err
	}
	out := make([]devnet.Asset, 0, len(toks))
	for _, t := range toks {
		out = append(out, devnet.Asset{Symbol: t.Symbol, Name: t.Name, PriceE8: t.PriceE8})
	}
	return out, nil
}

// devnetGroves are the groves as the bundled data weights them today; each becomes a vault.
func devnetGroves(ctx context.Context) ([]devnet.Grove, error) {
	s, err := snapshot.Bundled(ctx, snapshot.Options{})
	if err != nil {
		return nil, fmt.Errorf("weigh groves for the devnet: %w", err)
	}
	var out []devnet.Grove
	for _, g := range s.Baskets.Groves {
		dg := devnet.Grove{ID: g.ID}
		for _, c := range g.Components {
			dg.Symbols = append(dg.Symbols, c.Symbol)
			dg.WeightsBps = append(dg.WeightsBps, uint16(c.WeightBps))
		}
		if len(dg.Symbols) > 0 {
			out = append(out, dg)
		}
	}
	return out, nil
}

func startDevnet(ctx context.Context, c baseConfig, cc chainConfig, log *slog.Logger) (*chainParts, error) {
	assets, err := devnetAssets()
	if err != nil {
		return nil, err
	}
	groves, err := devnetGroves(ctx)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	d, err := devnet.Start(ctx, devnet.Config{
		Assets:       assets,
		Groves:       groves,
		ListenAddr:   cc.DevnetAddr,
		ManifestPath: filepath.Join(c.DataDir, "devnet.json"),
		AgentCardURL: strings.TrimRight(c.PublicURL, "/") + "/.well-known/agent-registration.json",
		Logger:       log,
	})
	if err != nil {
		return nil, err
	}
	log.Info("devnet manifest written", "path", filepath.Join(c.DataDir, "devnet.json"), "took", time.Since(start).Round(time.Millisecond))
	return &chainParts{deployment: d.Manifest(), client: d.Client(), signer: chain.NewKeySigner(devnet.AgentKey()), dev: d}, nil
}

func dialChain(ctx context.Context, cc chainConfig) (*chainParts, error) {
	if cc.RPCURL == "" || cc.Manifest == "" || cc.AgentKey == "" {
		return nil, errors.New("--rpc-url, --manifest and --agent-key are required")
	}
	d, err := chain.LoadDeployment(cc.Manifest)
	if err != nil {
		return nil, err
	}
	signer, err := chain.ParseKeySigner(cc.AgentKey)
	if err != nil {
		return nil, errors.New("--agent-key is not a valid hex private key") // never echo the key
	}
	client, err := chain.Dial(ctx, cc.RPCURL, chain.ClientConfig{})
	if err != nil {
		return nil, err
	}
	return &chainParts{deployment: d, client: client, signer: signer}, nil
}

// routes builds the chain route set.
func (p *chainParts) routes(c baseConfig, cc chainConfig) (api.RouteSet, error) {
	d := p.deployment
	cat, err := d.Catalog()
	if err != nil {
		return nil, err
	}
	assessor, err := commitplan.New(commitplan.Config{
		ChainID: d.ChainID, Record: d.AgentRecord, AgentID: d.AgentID, Signer: p.signer,
		KnownSymbol: func(s string) bool { t, ok := cat.BySymbol(s); return ok && t.Symbol != "USDG" },
	})
	if err != nil {
		return nil, err
	}
	lastKnown := p.signer.Address()
	if cc.LastKnownSigner != "" {
		if !common.IsHexAddress(cc.LastKnownSigner) {
			return nil, fmt.Errorf("--last-known-signer %q is not an address", cc.LastKnownSigner)
		}
		lastKnown = common.HexToAddress(cc.LastKnownSigner)
	}
	cards := agent.New(agent.Config{
		BaseURL: c.PublicURL, ChainID: d.ChainID, ExplorerURL: cc.ExplorerURL,
		IdentityRegistry: d.IdentityRegistry, AgentID: d.AgentID, Record: d.AgentRecord, LastKnownSigner: lastKnown,
		CanonicalAgentID: int64(cc.CanonicalAgentID), CanonicalRegistry: common.HexToAddress(cc.CanonicalRegistry),
	}, p.client)
	return api.ChainRoutes{Assessor: assessor, Cards: cards, Contracts: agent.ContractsListing(d)}, nil
}

// demoWallets is the wallet directory of dev mode: the devnet's demo users.
func (p *chainParts) demoWallets() auth.StaticWallets {
	w := auth.StaticWallets{}
	for _, u := range p.deployment.DemoUsers {
		w[u.UserID] = append(w[u.UserID], auth.Wallet{WalletID: u.WalletID, Owner: u.Owner.Hex(), SmartAccount: u.SmartAccount.Hex()})
	}
	return w
}

// runDevnet runs the devnet alone, or funds an address on a running one.
func runDevnet(ctx context.Context, args []string) error {
	if len(args) > 0 && args[0] == "fund" {
		return runDevnetFund(ctx, args[1:])
	}
	_, c, cc, log, err := parseDevFlags("devnet", args)
	if err != nil {
		return err
	}
	p, err := startDevnet(ctx, c, cc, log)
	if err != nil {
		return err
	}
	defer p.close()
	<-ctx.Done()
	log.Info("devnet stopping")
	return nil
}

func runDevnetFund(ctx context.Context, args []string) error {
	f := newFlags("devnet fund")
	var c baseConfig
	c.register(f, true)
	var rpcURL string
	f.string(&rpcURL, "rpc-url", "http://"+devnet.DefaultListenAddr, "the running devnet's JSON-RPC URL")
	rest, err := f.parseInterleaved(args)
	if err != nil {
		return err
	}
	if len(rest) != 2 {
		return errors.New("usage: vera devnet fund <address> <usd>")
	}
	if !common.IsHexAddress(rest[0]) {
		return fmt.Errorf("%q is not an address", rest[0])
	}
	units, err := usdToUnits(rest[1])
	if err != nil {
		return err
	}
	d, err := chain.LoadDeployment(filepath.Join(c.DataDir, "devnet.json"))
	if err != nil {
		return fmt.Errorf("%w (is the devnet running? it writes the manifest)", err)
	}
	client, err := chain.Dial(ctx, rpcURL, chain.ClientConfig{})
	if err != nil {
		return err
	}
	defer client.Close()
	addr := common.HexToAddress(rest[0])
	if err := devnet.Fund(ctx, client, d.USDG, addr, units); err != nil {
		return err
	}
	fmt.Printf("funded %s with %s USDG (and gas ETH if it had under 1 ETH)\n", addr.Hex(), rest[1])
	return nil
}

// usdToUnits parses a positive decimal USD amount to USDG base units (6 decimals), exactly.
func usdToUnits(s string) (*big.Int, error) {
	r, ok := new(big.Rat).SetString(s)
	if !ok || r.Sign() <= 0 {
		return nil, fmt.Errorf("amount %q must be a positive number of USD", s)
	}
	r.Mul(r, big.NewRat(1_000_000, 1))
	if !r.IsInt() {
		return nil, fmt.Errorf("amount %q has more than 6 decimals", s)
	}
	if r.Num().Cmp(big.NewInt(1_000_000_000_000_000)) > 0 {
		return nil, fmt.Errorf("amount %q is too large", s)
	}
	return new(big.Int).Set(r.Num()), nil
}
