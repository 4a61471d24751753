package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"strings"
	"time"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/devmode"
	"github.com/vera-invest/vera/inbox"
	"github.com/vera-invest/vera/pipeline"
	"github.com/vera-invest/vera/privy"
)

// autopilotConfig tunes the scheduled runs.
type autopilotConfig struct {
	// Workers is how many scheduled runs a replica executes at once.
	Workers int
}

func (c *autopilotConfig) register(f flags) {
	f.int(&c.Workers, "autopilot-workers", 4,
		"how many scheduled Autopilot runs this replica executes at once (with --coord-hosts, each replica runs its share of the due runs)")
}

func (c autopilotConfig) validate() error {
	if c.Workers < 1 {
		return fmt.Errorf("--autopilot-workers (%s) must be at least 1", envName("autopilot-workers"))
	}
	return nil
}

// addAutopilot (after addChain, which makes the tradability locks) serves POST /api/allocate, the Autopilot config routes, the inbox and the price
// alerts, and schedules the alert job. wallets signs for embedded wallets (behind the grants).
func (a *app) addAutopilot(cp *chainParts, q *quoteParts, wallets autopilot.Signer, maxPriceAge time.Duration, ac autopilotConfig) (*autopilot.Trades, error) {
	tokens, err := cp.deployment.TokenIndex()
	if err != nil {
		return nil, err
	}
	// Drafts hold no asset the tradability sweep locked.
	drafter, err := agent.NewDrafter(agent.DrafterConfig{Market: a.snapshots.Load, Tradable: tokens.IsAsset, Locked: q.locks.Set})
	if err != nil {
		return nil, err
	}
	store := &autopilot.Store{DB: a.db}
	notices := inbox.New(store.DB, nil)
	// Alerts read prices under the same freshness rule as GET /api/prices (no close dates).
	feeds := account.NewFeeds(chain.NewMulticall(cp.client, cp.deployment.Multicall3, 0), cp.deployment.Assets, maxPriceAge, nil)
	priceAlerts := alerts.New(store.DB, notices, feeds, alerts.FeedSymbols(tokens), nil)
	priceAlerts.Locks = a.coord
	a.signer = autopilot.NewGrantedSigner(store, wallets)
	svc := autopilot.NewService(store, notices, nil)
	svc.Locks = a.coord // config writes hold across replicas
	accounts := autopilot.ChainAccounts{Factory: cp.deployment.AccountFactory, Caller: cp.client}
	svc.Accounts = accounts // a config's smart account is proven on chain to be its owner's
	a.routes = append(a.routes,
		api.AllocateRoutes{Drafter: drafter},
		api.AutopilotRoutes{Service: svc, NoSigner: a.caps.signing != ""},
		api.NotificationRoutes{Inbox: notices, Alerts: priceAlerts},
	)
	a.tools.Drafter, a.tools.Autopilot, a.tools.NoSigner, a.tools.Alerts = drafter, svc, a.caps.signing != "", priceAlerts
	runner, err := a.autopilotRunner(cp, q, svc, store, notices, drafter, ac)
	if err != nil {
		return nil, err
	}
	a.routes = append(a.routes, api.AutopilotRunRoutes{Runner: runner, Store: store, NoSigner: a.caps.signing != ""})
	a.tools.Runner, a.tools.Runs = runner, store
	if runner != nil {
		// Every replica ticks and runs the share of the due configs the membership gives it.
		a.jobs = append(a.jobs, scheduled{&pipeline.StartAutopilotRuns{Runner: runner}, pipeline.Schedule{Every: pipeline.AutopilotRunsInterval, AtStart: true, EveryReplica: true}})
	}
	a.jobs = append(a.jobs, scheduled{&pipeline.EvaluateAlerts{Alerts: priceAlerts}, pipeline.Schedule{Every: pipeline.AlertsInterval}})
	a.jobs = append(a.jobs, scheduled{&pipeline.PruneAlerts{Alerts: priceAlerts}, pipeline.Schedule{Every: pipeline.AlertRetentionInterval}})
	trades := autopilot.NewTrades(store, notices, tokens, nil)
	trades.Accounts = accounts
	// GET /api/me remembers the directory's accounts that the chain proves: their trades are announced.
	a.routes = append(a.routes, api.MeRoutes{RememberWallets: trades.RememberWallets})
	a.jobs = append(a.jobs, scheduled{&pipeline.NotifyTrades{Trades: trades}, pipeline.Schedule{Every: pipeline.TradesInterval}})
	return trades, nil
}

// autopilotRunner executes runs when the configuration gives what runs need: a sponsor key, a
// relay key and a paymaster. Without them runs are off, said at start, and POST
// /api/autopilot/run answers 503; any other missing part fails the start (NewRunner).
func (a *app) autopilotRunner(cp *chainParts, q *quoteParts, svc *autopilot.Service, store *autopilot.Store, notices *inbox.Inbox, drafter *agent.Drafter, ac autopilotConfig) (*autopilot.Runner, error) {
	d := cp.deployment
	if why := runsOff(cp); why != "" {
		a.log.Warn("autopilot runs disabled: a sponsor key, a relay key and a paymaster are required", "why", why)
		return nil, nil
	}
	sp, err := a.sponsorFor(context.Background(), cp)
	if err != nil {
		return nil, fmt.Errorf("autopilot runs: %w", err)
	}
	// Runs go through the relay, which holds one op in flight per account whichever path sent it.
	var submitter autopilot.Submitter = cp.relayBundler()
	if a.relay != nil {
		submitter = a.relay
	}
	return autopilot.NewRunner(autopilot.RunnerConfig{Service: svc, Store: store, Inbox: notices, Signer: a.signer, Drafter: drafter,
		Panel: a.latestPanel, Assessor: cp.assessor, Quotes: q.service, Sponsor: sp.sponsor,
		Bundler: submitter, Client: cp.client, Deployment: d,
		Gas: autopilot.GasAtCaps(sp.limits), InFlight: a.coord, Members: a.coord, Workers: ac.Workers, Log: a.log, Metrics: a.registry})
}

// devWallets is dev mode's embedded-wallet provider: the demo users' seeded wallets and, for any
// other user id, a wallet derived from the id on first sight.
func (p *chainParts) devWallets() (*devmode.Wallets, error) {
	var demo []devmode.DemoWallet
	for i, u := range p.deployment.DemoUsers {
		key, err := devnet.DemoOwnerKey(i + 1)
		if err != nil {
			return nil, err
		}
		demo = append(demo, devmode.DemoWallet{UserID: u.UserID, WalletID: u.WalletID, Key: key})
	}
	return devmode.NewWallets(devmode.WalletsConfig{
		Demo: demo, UserKey: devnet.DevUserKey, Factory: p.deployment.AccountFactory, Caller: p.client,
	}), nil
}

// productionWallets signs through the provider's wallet API when its credentials are set, and
// signs nothing otherwise (a --wallets-file directory has no signing API behind it).
func productionWallets(sc serveConfig) (autopilot.Signer, error) {
	if sc.WalletsAppID == "" || sc.WalletsSecret == "" {
		return autopilot.NoWallets{}, nil
	}
	var key *ecdsa.PrivateKey
	if strings.TrimSpace(sc.WalletsAuthKey) != "" {
		k, err := privy.ParseAuthorizationKey(sc.WalletsAuthKey)
		if err != nil {
			return nil, fmt.Errorf("--wallets-authorization-key (%s): %w", envName("wallets-authorization-key"), err)
		}
		key = k
	}
	return &privy.Client{BaseURL: sc.WalletsURL, AppID: sc.WalletsAppID, AppSecret: sc.WalletsSecret, AuthorizationKey: key}, nil
}
