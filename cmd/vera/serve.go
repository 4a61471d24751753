package main

import (
	"context"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/market/prices"
)

// serveConfig is the configuration serve adds to the base and chain configuration.
type serveConfig struct {
	PricesURL     string
	AuthIssuer    string
	AuthAudience  string
	AuthJWKSURL   string
	WalletsFile   string
	WalletsURL    string
	WalletsAppID  string
	WalletsSecret string // never logged
	// WalletsAuthKey is the P-256 authorization key the users' wallets delegate Autopilot signing
	// to (Privy's "wallet-auth:..." form); never logged.
	WalletsAuthKey string
	// PublicRPCURL is a chain 4663 JSON-RPC URL the web app's browsers read the chain with.
	PublicRPCURL string
}

func (s *serveConfig) register(f flags) {
	f.string(&s.PublicRPCURL, "public-rpc-url", "", "a chain 4663 JSON-RPC URL browsers may use, with no secret in it (the web app reads the chain through it; empty: the app signs nothing)")
	f.string(&s.PricesURL, "prices-url", "", "base URL of a Yahoo-chart-compatible price API (empty: the bundled real closes)")
	f.string(&s.AuthIssuer, "auth-issuer", "", "the identity provider's token issuer (iss)")
	f.string(&s.AuthAudience, "auth-audience", "", "the audience (aud) tokens must carry")
	f.string(&s.AuthJWKSURL, "auth-jwks-url", "", "the identity provider's JWKS URL")
	f.string(&s.WalletsFile, "wallets-file", "", "JSON file mapping user ids to embedded wallets (instead of the provider's API)")
	f.string(&s.WalletsURL, "wallets-api-url", "https://api.privy.io", "the identity provider's user API (Privy's wire format)")
	f.string(&s.WalletsAppID, "wallets-app-id", "", "the provider app id")
	f.string(&s.WalletsSecret, "wallets-app-secret", "", "the provider app secret (never logged)")
	f.string(&s.WalletsAuthKey, "wallets-authorization-key", "", "the authorization key users delegate Autopilot signing to, wallet-auth:<base64 PKCS#8> (never logged)")
}

// parseServeFlags reads serve's flags and environment.
func parseServeFlags(args []string) (flags, baseConfig, chainConfig, serveConfig, error) {
	f := newFlags("serve")
	var c baseConfig
	c.register(f, false)
	var cc chainConfig
	cc.register(f, false)
	var sc serveConfig
	sc.register(f)
	return f, c, cc, sc, f.parse(args)
}

func runServe(ctx context.Context, args []string) error {
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
	log, err := c.logger()
	if err != nil {
		return err
	}
	a := newApp(c, log)
	a.web.ChainRPC = sc.PublicRPCURL
	defer a.life.stopAll()
	if err := a.openDB(ctx); err != nil {
		return err
	}
	cp, err := dialChain(ctx, cc, a.life)
	if err != nil {
		return err
	}
	q, err := a.addChain(ctx, cp, cc)
	if err != nil {
		return err
	}
	a.addMarket(prices.ForURL(sc.PricesURL), cp, q)
	if err := a.addAccount(cp, cc.Account); err != nil {
		return err
	}
	keys, err := auth.RemoteJWKS(ctx, sc.AuthJWKSURL)
	if err != nil {
		return err
	}
	a.addServeChecks(ctx, c, cc, sc, cp, keys)
	if a.verifier, err = auth.NewVerifier(ctx, auth.VerifierConfig{Issuer: sc.AuthIssuer, Audience: sc.AuthAudience}, keys); err != nil {
		return err
	}
	if sc.WalletsFile != "" {
		if a.wallets, err = auth.LoadWalletsFile(sc.WalletsFile); err != nil {
			return err
		}
	} else {
		a.wallets = &auth.ProviderWallets{BaseURL: sc.WalletsURL, AppID: sc.WalletsAppID, AppSecret: sc.WalletsSecret}
	}
	signer, err := productionWallets(sc)
	if err != nil {
		return err
	}
	a.sayCapabilities(serveCapabilities(sc, cp))
	trades, err := a.addAutopilot(cp, q, signer, cc.Account.MaxPriceAge, cc.Autopilot)
	if err != nil {
		return err
	}
	if err := a.addIndex(ctx, cp, cc.Index, trades); err != nil {
		return err
	}
	return a.run(ctx)
}
