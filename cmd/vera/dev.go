package main

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/market/prices"
)

// devAudience is the audience of dev-mode tokens.
const devAudience = "vera-dev"

// The chains `vera dev --chain` runs on.
const (
	devChainWorld  = "world"
	devChainDevnet = "devnet"
)

func runDev(ctx context.Context, args []string) error {
	a, err := buildDev(ctx, args)
	if a != nil {
		defer a.life.stopAll()
	}
	if err != nil {
		return err
	}
	return a.run(ctx)
}

// buildDev builds everything `vera dev` runs, in dependency order: ClickHouse, the dev issuer,
// the chain (the world chain with Vera by default, the Vera-built devnet with --chain devnet), the agent's and the market's routes and jobs. The caller stops what it started
// (a.life), also on error.
func buildDev(ctx context.Context, args []string) (*app, error) {
	var on string
	f, c, cc, log, err := parseDevFlags("dev", args, func(f flags) {
		f.string(&on, "chain", devChainWorld, "the chain dev runs on: world (the world chain with Vera deployed by the rollout `vera deploy` runs, chain time on the wall clock) or devnet (the Vera-built devnet: instant blocks and time travel, for tests and benchmarks)")
	})
	if err != nil {
		return nil, err
	}
	if on != devChainWorld && on != devChainDevnet {
		return nil, fmt.Errorf("--chain (%s): want %s or %s, got %q", envName("chain"), devChainWorld, devChainDevnet, on)
	}
	a := newApp(c, log)

	if !f.changed("clickhouse-dsn") {
		if err := startLocalClickHouse(ctx); err != nil {
			return a, err
		}
	}
	if err := a.openDB(ctx); err != nil {
		return a, err
	}
	iss, err := devIssuer(c)
	if err != nil {
		return a, err
	}
	a.issuer = iss
	a.routes = append(a.routes, devmode.IssuerRoutes(iss))
	a.verifier, err = auth.NewVerifier(ctx, auth.VerifierConfig{Issuer: iss.Issuer, Audience: iss.Audience}, iss.Keys())
	if err != nil {
		return a, err
	}
	cp, err := startDevnet(ctx, c, cc, on == devChainWorld, a.life, log)
	if err != nil {
		return a, err
	}
	q, err := a.addChain(ctx, cp, cc)
	if err != nil {
		return a, err
	}
	a.addMarket(prices.Bundled(), cp, q)
	dev, err := cp.devWallets()
	if err != nil {
		return a, err
	}
	a.wallets = dev.Directory()
	a.devWallet = &devmode.WalletRPC{ChainID: cp.deployment.ChainID, Key: dev.OwnerKey}
	a.devFunds = demoFunds(cp)
	a.web.ChainRPC = cp.deployment.RPCURL
	if err := a.vouchDemoUsers(ctx, cp); err != nil {
		return a, err
	}
	trades, err := a.addAutopilot(cp, q, autopilot.KeyWallets{Key: dev.Key}, cc.Account.MaxPriceAge, cc.Autopilot)
	if err != nil {
		return a, err
	}
	if err := a.addIndex(ctx, cp, cc.Index, trades); err != nil {
		return a, err
	}
	if err := a.addAccount(cp, cc.Account); err != nil {
		return a, err
	}
	log.Info("dev mode: tokens come from `vera token --user <id>`", "issuer", iss.Issuer, "audience", iss.Audience)
	return a, nil
}

// parseDevFlags parses the flags dev-mode commands share: the base configuration and the devnet's,
// and a command's own (more).
func parseDevFlags(name string, args []string, more ...func(flags)) (flags, baseConfig, chainConfig, *slog.Logger, error) {
	f := newFlags(name)
	var c baseConfig
	c.register(f, true)
	var cc chainConfig
	cc.register(f, true)
	for _, m := range more {
		m(f)
	}
	if err := f.parse(args); err != nil {
		return f, c, cc, nil, err
	}
	if err := c.validate(); err != nil {
		return f, c, cc, nil, err
	}
	if err := cc.validate(); err != nil {
		return f, c, cc, nil, err
	}
	log, err := c.logger()
	return f, c, cc, log, err
}

func devIssuer(c baseConfig) (*devmode.Issuer, error) {
	return devmode.LoadIssuer(filepath.Join(c.DataDir, "dev", "issuer-key.pem"), c.PublicURL, devAudience)
}

// startLocalClickHouse runs scripts/clickhouse.sh start from the work tree.
func startLocalClickHouse(ctx context.Context) error {
	script := filepath.Join("scripts", "clickhouse.sh")
	if _, err := os.Stat(script); err != nil {
		return fmt.Errorf("no %s here: run vera dev from the repository root, or set VERA_CLICKHOUSE_DSN", script)
	}
	cctx, cancel := context.WithTimeout(ctx, 10*time.Minute) // a first run may install the package
	defer cancel()
	cmd := exec.CommandContext(cctx, "bash", script, "start")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("start local clickhouse: %w", err)
	}
	return nil
}

// demoFunds is the demo's bounded funder on the dev chain (USDG, or the world's USDG stand-in, both
// minted by the devnet deployer): its mints share the deployer's nonces.
func demoFunds(cp *chainParts) *devmode.Funds {
	usdg := cp.deployment.USDG
	return devmode.NewDemoFunds(chain.NewMulticall(cp.client, cp.deployment.Multicall3, 0), usdg,
		func(ctx context.Context, owner common.Address, units *big.Int) error {
			cp.deployerSends.Lock()
			defer cp.deployerSends.Unlock()
			return devnet.Fund(ctx, cp.client, usdg, owner, units)
		})
}
