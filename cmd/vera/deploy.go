package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/rollout"
)

// deployPauseEnv names the step after whose transaction is sent `vera deploy` stops and waits to be
// killed: the resumability test kills it there, at every step in turn.
const deployPauseEnv = "VERA_DEPLOY_PAUSE_AFTER_SEND"

// runDeploy puts Vera's own contracts on a chain whose world exists (docs/operations.md#vera-deploy).
func runDeploy(ctx context.Context, args []string) error {
	f := newFlags("deploy")
	var (
		rpcURL, wsURL, deployerKey, worldPath, out  string
		agentSigner, sponsorSigner, relays, cardURL string
		deposit, stake, grovesPath, groveVenue      string
		dryRun                                      bool
		rps, preVerificationGas                     int
		unstakeDelay, groveMaxAge                   time.Duration
	)
	f.string(&rpcURL, "rpc-url", "", "JSON-RPC endpoint of the chain to deploy to")
	f.string(&wsURL, "ws-url", "", "WebSocket endpoint written into the manifest (optional)")
	f.int(&rps, "rpc-requests-per-second", 0, "JSON-RPC requests a second deploy may send to --rpc-url (0: 50; negative: no budget, for a node of your own)")
	f.string(&deployerKey, "deployer-key", "", "the deployer's private key, hex: sends every transaction and owns every contract (never logged)")
	f.string(&worldPath, "world", "", "world file: chain id and the third-party addresses (the format `vera devnet --world` writes)")
	f.string(&out, "out", "deployment.json", "where to write the manifest `vera serve --manifest` reads")
	f.BoolVar(&dryRun, "dry-run", false, "print each step with its gas and the ETH it needs; send nothing ("+envName("dry-run")+")")
	f.string(&agentSigner, "agent-signer", "", "address of the agent signer (AgentRecord's signer; serve's --agent-key)")
	f.string(&sponsorSigner, "sponsor-signer", "", "address of the sponsor key (the paymaster's signer; serve's --sponsor-key)")
	f.string(&relays, "relays", "", "comma-separated relay addresses the paymaster accepts (each replica's --relay-key)")
	f.string(&cardURL, "agent-card-url", "", "the agent's registration URI on this chain's IdentityRegistry")
	f.string(&deposit, "paymaster-deposit", "10", "ETH the paymaster should hold on the EntryPoint (topped up to it)")
	f.string(&stake, "paymaster-stake", "1", "ETH the paymaster should stake on the EntryPoint (topped up to it)")
	f.duration(&unstakeDelay, "paymaster-unstake-delay", 24*time.Hour, "the paymaster stake's unstake delay")
	f.int(&preVerificationGas, "paymaster-pre-verification-gas", devnet.ArbitrumPreVerificationGasCap,
		"the paymaster's cap on an op's preVerificationGas, which on an Arbitrum chain includes the L1 component of its calldata")
	f.string(&grovesPath, "groves", "", "JSON file of grove vaults to create: [{\"id\",\"symbols\",\"weightsBps\"}] (optional)")
	f.string(&groveVenue, "grove-venue", "", "name of the world venue the grove vaults trade on (default the world's first; a world without venues: UniswapV3Venue, which the deploy creates over the world's Uniswap v3)")
	f.duration(&groveMaxAge, "grove-max-price-age", devnet.DefaultGroveMaxPriceAge, "oldest feed price a grove vault acts on")
	if err := f.parse(args); err != nil {
		return err
	}
	if f.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", f.Arg(0))
	}
	if rpcURL == "" || deployerKey == "" || worldPath == "" {
		return errors.New("--rpc-url, --deployer-key and --world are required")
	}
	key, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(deployerKey), "0x"))
	if err != nil {
		return errors.New("--deployer-key (VERA_DEPLOYER_KEY) is not a valid hex private key") // never echo the key
	}
	w, err := chain.LoadWorld(worldPath)
	if err != nil {
		return err
	}
	if preVerificationGas <= 0 {
		return fmt.Errorf("--paymaster-pre-verification-gas (%s): want a positive gas amount", envName("paymaster-pre-verification-gas"))
	}
	limits := devnet.DefaultPaymasterLimits()
	limits.PreVerificationGas = uint64(preVerificationGas)
	cfg := rollout.Config{World: w, Deployer: key, AgentCardURL: cardURL, PaymasterLimits: limits,
		UnstakeDelay: uint32(unstakeDelay / time.Second), GroveFeeBps: devnet.GroveFeeBps, GroveMaxPriceAge: groveMaxAge,
		RPCURL: rpcURL, WSURL: wsURL}
	if cfg.AgentSigner, err = parseAddressFlag("agent-signer", agentSigner); err != nil {
		return err
	}
	if cfg.SponsorSigner, err = parseAddressFlag("sponsor-signer", sponsorSigner); err != nil {
		return err
	}
	for _, r := range splitList(relays) {
		a, err := parseAddressFlag("relays", r)
		if err != nil {
			return err
		}
		cfg.Relays = append(cfg.Relays, a)
	}
	if cfg.PaymasterDeposit, err = chain.ParseUnits(deposit, 18); err != nil {
		return fmt.Errorf("--paymaster-deposit: %w", err)
	}
	if cfg.PaymasterStake, err = chain.ParseUnits(stake, 18); err != nil {
		return fmt.Errorf("--paymaster-stake: %w", err)
	}
	if grovesPath != "" {
		raw, err := os.ReadFile(grovesPath)
		if err != nil {
			return fmt.Errorf("cannot read groves %s: %w", grovesPath, err)
		}
		if err := json.Unmarshal(raw, &cfg.Groves); err != nil {
			return fmt.Errorf("cannot decode groves %s: %w", grovesPath, err)
		}
		cfg.GroveVenue = groveVenue
		if cfg.GroveVenue == "" && len(w.Venues) > 0 {
			cfg.GroveVenue = w.Venues[0].Name
		}
	}
	if pause := os.Getenv(deployPauseEnv); pause != "" {
		n, err := strconv.Atoi(pause)
		if err != nil {
			return fmt.Errorf("%s: want a step number", deployPauseEnv)
		}
		cfg.Sent = func(i int, s rollout.Step, tx common.Hash) {
			if i == n {
				fmt.Fprintf(os.Stderr, "paused after sending step %d (%s, tx %s)\n", i, s.Name, tx.Hex())
				<-ctx.Done()
			}
		}
	}

	c, err := chain.Dial(ctx, rpcURL, chain.ClientConfig{RequestsPerSecond: float64(rps)})
	if err != nil {
		return fmt.Errorf("cannot reach %s: %w", rpcURL, err)
	}
	defer c.Close()
	dep, err := rollout.New(c, cfg)
	if err != nil {
		return err
	}
	if dryRun {
		return dep.DryRun(ctx, os.Stdout)
	}
	m, err := dep.Run(ctx, os.Stdout)
	if err != nil {
		return err
	}
	if err := m.Save(out); err != nil {
		return err
	}
	fmt.Printf("manifest written to %s (agent #%d on chain %d)\n", out, m.AgentID, m.ChainID)
	return nil
}

// parseAddressFlag parses a flag's address, naming the flag and its variable when it is not one.
func parseAddressFlag(name, v string) (common.Address, error) {
	if !common.IsHexAddress(strings.TrimSpace(v)) {
		return common.Address{}, fmt.Errorf("--%s (%s): want a 0x address", name, envName(name))
	}
	return common.HexToAddress(strings.TrimSpace(v)), nil
}
