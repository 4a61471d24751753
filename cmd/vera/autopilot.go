package main

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/pipeline"
)

// addAutopilot (after addChain, which makes the tradability locks) serves POST /api/allocate, the Autopilot config routes, the inbox and the price
// alerts, and schedules the alert job. wallets signs for embedded wallets (behind the grants).
func (a *app) addAutopilot(cp *chainParts, q *quoteParts, wallets autopilot.Signer, maxPriceAge time.Duration) (*autopilot.Trades, error) {
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
	inbox := autopilot.NewInbox(store, nil)
	// Alerts read prices under the same freshness rule as GET /api/prices (no close dates).
	feeds := account.NewFeeds(chain.NewMulticall(cp.client, cp.deployment.Multicall3, 0), cp.deployment.Assets, maxPriceAge, nil)
	alerts := autopilot.NewAlerts(store, inbox, feeds, func(s string) (string, bool) {
		t, ok := tokens.BySymbol(s)
		return t.Symbol, ok && tokens.IsAsset(s)
	}, nil)
	alerts.Locks = a.coord
	a.signer = autopilot.NewGrantedSigner(store, wallets)
	svc := autopilot.NewService(store, inbox, nil)
	svc.Locks = a.coord // config writes hold across replicas
	accounts := autopilot.ChainAccounts{Factory: cp.deployment.AccountFactory, Caller: cp.client}
	svc.Accounts = accounts // a config's smart account is proven on chain to be its owner's
	a.routes = append(a.routes,
		api.AllocateRoutes{Drafter: drafter},
		api.AutopilotRoutes{Service: svc, NoSigner: a.caps.signing != ""},
		api.NotificationRoutes{Inbox: inbox, Alerts: alerts},
	)
	a.tools.Drafter, a.tools.Autopilot, a.tools.NoSigner, a.tools.Alerts = drafter, svc, a.caps.signing != "", alerts
	runner, err := a.autopilotRunner(cp, q, svc, store, inbox, drafter)
	if err != nil {
		return nil, err
	}
	a.routes = append(a.routes, api.AutopilotRunRoutes{Runner: runner, Store: store, NoSigner: a.caps.signing != ""})
	a.tools.Runner, a.tools.Runs = runner, store
	if runner != nil {
		a.jobs = append(a.jobs, scheduled{&pipeline.StartAutopilotRuns{Runner: runner}, pipeline.Schedule{Every: pipeline.AutopilotRunsInterval, AtStart: true}})
	}
	a.jobs = append(a.jobs, scheduled{&pipeline.EvaluateAlerts{Alerts: alerts}, pipeline.Schedule{Every: pipeline.AlertsInterval}})
	a.jobs = append(a.jobs, scheduled{&pipeline.PruneAlerts{Alerts: alerts}, pipeline.Schedule{Every: pipeline.AlertRetentionInterval}})
	trades := autopilot.NewTrades(store, inbox, tokens, nil)
	trades.Accounts = accounts
	// GET /api/me remembers the directory's accounts that the chain proves: their trades are announced.
	a.routes = append(a.routes, api.MeRoutes{RememberWallets: trades.RememberWallets})
	a.jobs = append(a.jobs, scheduled{&pipeline.NotifyTrades{Trades: trades}, pipeline.Schedule{Every: pipeline.TradesInterval}})
	return trades, nil
}

// autopilotRunner executes runs when the configuration gives what runs need: a sponsor key, a
// relay key and a paymaster. Without them runs are off, said at start, and POST
// /api/autopilot/run answers 503; any other missing part fails the start (NewRunner).
func (a *app) autopilotRunner(cp *chainParts, q *quoteParts, svc *autopilot.Service, store *autopilot.Store, inbox *autopilot.Inbox, drafter *agent.Drafter) (*autopilot.Runner, error) {
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
	return autopilot.NewRunner(autopilot.RunnerConfig{Service: svc, Store: store, Inbox: inbox, Signer: a.signer, Drafter: drafter,
		Panel: a.latestPanel, Assessor: cp.assessor, Quotes: q.service, Sponsor: sp.sponsor,
		Bundler: submitter, Client: cp.client, Deployment: d,
		Gas: autopilot.GasAtCaps(sp.limits), InFlight: a.coord, Log: a.log, Metrics: a.registry})
}

// devWallets is dev mode's embedded-wallet provider: the demo users' seeded wallets and, for any
// other user id, a wallet derived from the id on first sight.
func (p *chainParts) devWallets() (*autopilot.DevWallets, error) {
	var demo []autopilot.DevWallet
	for i, u := range p.deployment.DemoUsers {
		key, err := devnet.DemoOwnerKey(i + 1)
		if err != nil {
			return nil, err
		}
		demo = append(demo, autopilot.DevWallet{UserID: u.UserID, WalletID: u.WalletID, Key: key})
	}
	return autopilot.NewDevWallets(autopilot.DevWalletsConfig{
		Demo: demo, UserKey: devnet.DevUserKey, Factory: p.deployment.AccountFactory, Caller: p.client,
	}), nil
}

// walletDirectory adapts dev wallets to the HTTP layer's wallet directory.
type walletDirectory struct{ dev *autopilot.DevWallets }

func (d walletDirectory) Wallets(ctx context.Context, userID string) ([]auth.Wallet, error) {
	ws, err := d.dev.Wallets(ctx, userID)
	if err != nil {
		return nil, err
	}
	out := make([]auth.Wallet, len(ws))
	for i, w := range ws {
		out[i] = auth.Wallet{WalletID: w.WalletID, Owner: w.Owner.Hex(), SmartAccount: w.SmartAccount.Hex()}
	}
	return out, nil
}

// productionWallets signs through the provider's wallet API when its credentials are set, and
// signs nothing otherwise (a --wallets-file directory has no signing API behind it).
func productionWallets(sc serveConfig) (autopilot.Signer, error) {
	if sc.WalletsAppID == "" || sc.WalletsSecret == "" {
		return noWallets{}, nil
	}
	var key *ecdsa.PrivateKey
	if strings.TrimSpace(sc.WalletsAuthKey) != "" {
		k, err := autopilot.ParsePrivyAuthorizationKey(sc.WalletsAuthKey)
		if err != nil {
			return nil, fmt.Errorf("--wallets-authorization-key (%s): %w", envName("wallets-authorization-key"), err)
		}
		key = k
	}
	return &autopilot.Privy{BaseURL: sc.WalletsURL, AppID: sc.WalletsAppID, AppSecret: sc.WalletsSecret, AuthorizationKey: key}, nil
}

// noWallets is the signer of a deployment without a wallet signing API.
type noWallets struct{}

func (noWallets) SignDigest(_ context.Context, walletID string, _ common.Hash) ([]byte, error) {
	return nil, fmt.Errorf("wallet %s: no wallet signing API configured: %w", walletID, autopilot.ErrUnknownWallet)
}

func (noWallets) SignTypedData(_ context.Context, walletID string, _ apitypes.TypedData) ([]byte, error) {
	return nil, fmt.Errorf("wallet %s: no wallet signing API configured: %w", walletID, autopilot.ErrUnknownWallet)
}
