package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/schema"
	"github.com/vera-invest/vera/sponsor"
)

// errCheckFailed: a dependency serve requires failed `vera check`.
var errCheckFailed = errors.New("a required check failed")

// probe is one dependency or capability serve uses, checked as `vera check` and serve's start
// report it, and (for those that can change while serving) as /readyz asks.
type probe struct {
	name string
	// required: a failure makes `vera check` exit non-zero.
	required bool
	run      func(ctx context.Context) (detail string, err error)
}

// probeLine is a probe's result in one line: "ok   name: detail" or "FAIL name: error"; a failure
// of several causes is one line per cause.
func probeLine(p probe, detail string, err error) string {
	prefix := "ok   "
	switch {
	case err != nil && p.required:
		prefix = "FAIL "
	case err != nil:
		prefix = "off  "
	}
	if err != nil {
		// An error of several lines (errors.Join) is one line each, each naming the probe.
		lines := strings.Split(err.Error(), "\n")
		for i, l := range lines {
			lines[i] = prefix + p.name + ": " + l
		}
		return strings.Join(lines, "\n")
	}
	return prefix + p.name + ": " + detail
}

// runCheck is `vera check`: serve's flags, every dependency and capability serve would use, one
// line each, and a non-zero exit when a required one fails.
func runCheck(ctx context.Context, args []string) error {
	f, c, cc, sc, err := parseServeFlags(args)
	if err != nil {
		return err
	}
	if err := requireServeFlags(f); err != nil {
		return err
	}
	for _, v := range []interface{ validate() error }{&c, &cc} {
		if err := v.validate(); err != nil {
			return err
		}
	}
	life := &lifecycle{log: slog.New(slog.DiscardHandler)}
	defer life.stopAll()
	cp, err := dialChain(ctx, cc, life)
	if err != nil {
		return err
	}
	failed := false
	for _, p := range serveProbes(c, cc, sc, cp) {
		pctx, cancel := context.WithTimeout(ctx, 15*time.Second)
		detail, err := p.run(pctx)
		cancel()
		fmt.Fprintln(os.Stdout, probeLine(p, detail, err))
		failed = failed || (err != nil && p.required)
	}
	if failed {
		return errCheckFailed
	}
	return nil
}

// logProbes runs the probes at serve's start and logs the same lines `vera check` prints.
func (a *app) logProbes(ctx context.Context, probes []probe) {
	for _, p := range probes {
		pctx, cancel := context.WithTimeout(ctx, 15*time.Second)
		detail, err := p.run(pctx)
		cancel()
		if err != nil {
			for _, l := range strings.Split(probeLine(p, detail, err), "\n") {
				a.log.Error("check", "line", l)
			}
			continue
		}
		a.log.Info("check", "line", probeLine(p, detail, err))
	}
}

// readyProbeEvery is how long a probe's result answers /readyz: /readyz is public and unlimited,
// and the wallet provider's API is a third party's.
const readyProbeEvery = 15 * time.Second

// readyProbe is a probe as a /readyz check, run at most every readyProbeEvery, its detail the
// last run's.
func readyProbe(p probe) api.ReadyCheck {
	var mu sync.Mutex
	last := ""
	var lastErr error
	var at time.Time
	return api.ReadyCheck{Name: p.name, Check: func(ctx context.Context) error {
		mu.Lock()
		defer mu.Unlock()
		if !at.IsZero() && time.Since(at) < readyProbeEvery {
			return lastErr
		}
		d, err := p.run(ctx)
		if err != nil {
			d = err.Error()
		}
		last, lastErr, at = d, err, time.Now()
		return err
	}, Detail: func() string {
		mu.Lock()
		defer mu.Unlock()
		return last
	}}
}

// serveProbes lists what serve needs: ClickHouse, the chain, the manifest's contracts, the
// identity provider's keys, the wallet directory, each key against its on-chain role, the gas
// money and the capabilities.
func serveProbes(c baseConfig, cc chainConfig, sc serveConfig, cp *chainParts) []probe {
	d := cp.deployment
	ps := []probe{
		{name: "clickhouse", required: true, run: func(ctx context.Context) (string, error) {
			db, err := schema.OpenCluster(ctx, c.ClickHouseDSN, c.ClickHouseCluster)
			if err != nil {
				return "", err
			}
			defer db.Close()
			if err := db.Ping(ctx); err != nil {
				return "", err
			}
			return schema.RedactDSN(c.ClickHouseDSN), nil
		}},
		{name: "chain", required: true, run: func(ctx context.Context) (string, error) {
			id, err := cp.client.ChainID(ctx)
			if err != nil {
				return "", err
			}
			if d.ChainID != 0 && id.Int64() != d.ChainID {
				return "", fmt.Errorf("chain id %s, the manifest's is %d", id, d.ChainID)
			}
			head, err := cp.client.BlockNumber(ctx)
			if err != nil {
				return "", err
			}
			return fmt.Sprintf("chain id %s, block %d", id, head), nil
		}},
		{name: "contracts", required: true, run: func(ctx context.Context) (string, error) { return contractsAnswer(ctx, cp) }},
		jwksProbe(sc.AuthJWKSURL),
		walletsProbe(sc),
		agentKeyProbe(cp),
		sponsorKeyProbe(cp),
		relayKeyProbe(cp),
		{name: "gas money", required: false, run: func(ctx context.Context) (string, error) { return gasMoney(ctx, cp) }},
	}
	caps := serveCapabilities(sc, cp)
	for _, n := range caps.named() {
		ps = append(ps, probe{name: n.name, run: capabilityProbe(n.off)})
	}
	return ps
}

func capabilityProbe(off string) func(context.Context) (string, error) {
	return func(context.Context) (string, error) {
		if off != "" {
			return "", errors.New(off)
		}
		return "possible", nil
	}
}

// jwksProbe fetches the identity provider's key set: it must answer with at least one key.
func jwksProbe(url string) probe {
	return probe{name: "jwks", required: true, run: func(ctx context.Context) (string, error) {
		n, err := fetchJWKS(ctx, url)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%s: %d keys", url, n), nil
	}}
}

func fetchJWKS(ctx context.Context, url string) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return 0, fmt.Errorf("jwks url %q: %w", url, err)
	}
	resp, err := (&http.Client{Timeout: auth.DefaultJWKSTimeout}).Do(req)
	if err != nil {
		return 0, fmt.Errorf("%s unreachable: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("%s answered %d", url, resp.StatusCode)
	}
	var set struct {
		Keys []json.RawMessage `json:"keys"`
	}
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&set); err != nil {
		return 0, fmt.Errorf("%s: not a key set: %w", url, err)
	}
	if len(set.Keys) == 0 {
		return 0, fmt.Errorf("%s holds no key", url)
	}
	return len(set.Keys), nil
}

// walletsProbe reads the wallets file, or asks the provider's user API for a user nobody is.
func walletsProbe(sc serveConfig) probe {
	return probe{name: "wallets", required: true, run: func(ctx context.Context) (string, error) {
		if sc.WalletsFile != "" {
			if _, err := auth.LoadWalletsFile(sc.WalletsFile); err != nil {
				return "", err
			}
			return "the file " + sc.WalletsFile + " is valid", nil
		}
		p := &auth.ProviderWallets{BaseURL: sc.WalletsURL, AppID: sc.WalletsAppID, AppSecret: sc.WalletsSecret}
		if _, err := p.Wallets(ctx, "vera-check-nobody"); err != nil {
			return "", fmt.Errorf("the provider %s: %w", sc.WalletsURL, err)
		}
		return "the provider " + sc.WalletsURL + " answers", nil
	}}
}

// agentKeyProbe: the agent key must be the record contract's agentSigner.
func agentKeyProbe(cp *chainParts) probe {
	return probe{name: "agent key", required: true, run: func(ctx context.Context) (string, error) {
		rec := agentrecord.NewAgentRecord()
		raw, err := cp.client.CallContract(ctx, ethereum.CallMsg{To: &cp.deployment.AgentRecord, Data: rec.PackAgentSigner()}, nil)
		if err != nil {
			return "", fmt.Errorf("read AgentRecord.agentSigner: %w", err)
		}
		want, err := rec.UnpackAgentSigner(raw)
		if err != nil {
			return "", fmt.Errorf("decode AgentRecord.agentSigner: %w", err)
		}
		if got := cp.signer.Address(); got != want {
			return "", fmt.Errorf("%w: the key is %s, the record contract's agentSigner is %s (--agent-key)", errWrongKey, got.Hex(), want.Hex())
		}
		return want.Hex() + " is the record contract's agentSigner", nil
	}}
}

// errWrongKey: a key is not the one its contract expects.
var errWrongKey = errors.New("wrong key")

// sponsorKeyProbe: the sponsor key must be the paymaster's signer.
func sponsorKeyProbe(cp *chainParts) probe {
	return probe{name: "sponsor key", required: cp.sponsorSigner != nil, run: func(ctx context.Context) (string, error) {
		if cp.sponsorSigner == nil {
			return "", errors.New("none (--sponsor-key): nothing is sponsored")
		}
		if cp.deployment.Paymaster == (common.Address{}) {
			return "", errors.New("the manifest has no paymaster")
		}
		pm := sponsorpaymaster.NewSponsorPaymaster()
		raw, err := cp.client.CallContract(ctx, ethereum.CallMsg{To: &cp.deployment.Paymaster, Data: pm.PackSigner()}, nil)
		if err != nil {
			return "", fmt.Errorf("read Paymaster.signer: %w", err)
		}
		want, err := pm.UnpackSigner(raw)
		if err != nil {
			return "", fmt.Errorf("decode Paymaster.signer: %w", err)
		}
		if got := cp.sponsorSigner.Address(); got != want {
			return "", fmt.Errorf("%w: the key is %s, the paymaster's signer is %s (--sponsor-key)", errWrongKey, got.Hex(), want.Hex())
		}
		return want.Hex() + " is the paymaster's signer", nil
	}}
}

// relayKeyProbe: the relay key and every executor key must be allowed on the paymaster (the
// sponsorships name each of them for some senders).
func relayKeyProbe(cp *chainParts) probe {
	return probe{name: "relay key", required: cp.relayKey != nil, run: func(ctx context.Context) (string, error) {
		if cp.relayKey == nil {
			return "", errors.New("none (--relay-key): nothing is relayed")
		}
		if cp.deployment.Paymaster == (common.Address{}) {
			return "", errors.New("the manifest has no paymaster")
		}
		relay := crypto.PubkeyToAddress(cp.relayKey.PublicKey)
		pm := sponsorpaymaster.NewSponsorPaymaster()
		for _, key := range append([]common.Address{relay}, cp.executorAddrs()...) {
			raw, err := cp.client.CallContract(ctx, ethereum.CallMsg{To: &cp.deployment.Paymaster, Data: pm.PackIsRelay(key)}, nil)
			if err != nil {
				return "", fmt.Errorf("read Paymaster.isRelay: %w", err)
			}
			ok, err := pm.UnpackIsRelay(raw)
			if err != nil {
				return "", fmt.Errorf("decode Paymaster.isRelay: %w", err)
			}
			if !ok && key == relay {
				return "", fmt.Errorf("%w: the relay %s is not allowed on the paymaster (setRelay, --relay-key)", errWrongKey, relay.Hex())
			}
			if !ok {
				return "", fmt.Errorf("%w: the executor key %s is not allowed on the paymaster (setRelay, --relay-executor-keys)", errWrongKey, key.Hex())
			}
		}
		if len(cp.executors) > 0 {
			return fmt.Sprintf("%s and %d executor keys are allowed on the paymaster", relay.Hex(), len(cp.executors)), nil
		}
		return relay.Hex() + " is allowed on the paymaster", nil
	}}
}

// gasMoney reads the paymaster's deposit and the relay's balance.
func gasMoney(ctx context.Context, cp *chainParts) (string, error) {
	if cp.relayKey == nil || cp.deployment.Paymaster == (common.Address{}) {
		return "", errors.New("no relay key or no paymaster: nothing to pay")
	}
	ep := entrypoint.NewEntryPoint()
	raw, err := cp.client.CallContract(ctx, ethereum.CallMsg{To: &cp.deployment.EntryPoint, Data: ep.PackBalanceOf(cp.deployment.Paymaster)}, nil)
	if err != nil {
		return "", fmt.Errorf("read the paymaster's deposit: %w", err)
	}
	deposit, err := ep.UnpackBalanceOf(raw)
	if err != nil {
		return "", fmt.Errorf("decode the paymaster's deposit: %w", err)
	}
	bal, err := cp.client.BalanceAt(ctx, crypto.PubkeyToAddress(cp.relayKey.PublicKey), nil)
	if err != nil {
		return "", fmt.Errorf("read the relay's balance: %w", err)
	}
	return fmt.Sprintf("paymaster deposit %.4f ETH, relay balance %.4f ETH", sponsor.ETH(deposit), sponsor.ETH(bal)), nil
}

// addServeChecks logs serve's start lines (the same as `vera check`) and adds /readyz's checks
// of what can change while serving: the identity provider's keys (their age), the wallet
// directory, and each key's on-chain role (a key that lost its role fails readiness).
func (a *app) addServeChecks(ctx context.Context, c baseConfig, cc chainConfig, sc serveConfig, cp *chainParts, keys *auth.RemoteKeys) {
	probes := serveProbes(c, cc, sc, cp)
	a.logProbes(ctx, probes)
	a.ready = append(a.ready, api.ReadyCheck{Name: "jwks", Check: func(context.Context) error {
		at, err := keys.Fetched()
		if at.IsZero() {
			if err == nil {
				err = errors.New("not fetched yet")
			}
			return fmt.Errorf("no key of %s: %w", sc.AuthJWKSURL, err)
		}
		return nil
	}, Detail: func() string {
		at, err := keys.Fetched()
		if at.IsZero() {
			return "no key fetched yet"
		}
		d := fmt.Sprintf("keys fetched %s ago", time.Since(at).Round(time.Second))
		if err != nil {
			d += "; the last fetch failed, the keys held are kept"
		}
		return d
	}})
	for _, p := range probes {
		switch p.name {
		case "wallets", "agent key":
			a.ready = append(a.ready, readyProbe(p))
		case "sponsor key", "relay key":
			if p.required { // configured: its role is checked
				a.ready = append(a.ready, readyProbe(p))
			}
		}
	}
}
