package main

import (
	"context"
	"errors"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/api/auth"
)

func runServe(ctx context.Context, args []string) error {
	f := newFlags("serve")
	var c baseConfig
	c.register(f, false)
	var cc chainConfig
	cc.register(f, false)
	var pricesURL string
	f.string(&pricesURL, "prices-url", "", "base URL of a Yahoo-chart-compatible price API (empty: the bundled real closes)")
	var issuer, audience, jwksURL, walletsFile string
	f.string(&issuer, "auth-issuer", "", "the identity provider's token issuer (iss)")
	f.string(&audience, "auth-audience", "", "the audience (aud) tokens must carry")
	f.string(&jwksURL, "auth-jwks-url", "", "the identity provider's JWKS URL")
	f.string(&walletsFile, "wallets-file", "", "JSON file mapping user ids to embedded wallets (instead of the provider's API)")
	var walletsURL, walletsAppID, walletsSecret string
	f.string(&walletsURL, "wallets-api-url", "https://api.privy.io", "the identity provider's user API (Privy's wire format)")
	f.string(&walletsAppID, "wallets-app-id", "", "the provider app id")
	f.string(&walletsSecret, "wallets-app-secret", "", "the provider app secret (never logged)")
	if err := f.Parse(args); err != nil {
		return err
	}
	if issuer == "" || audience == "" || jwksURL == "" {
		return errors.New("--auth-issuer, --auth-audience and --auth-jwks-url are required")
	}
	log, err := c.logger()
	if err != nil {
		return err
	}
	a := &app{cfg: c, log: log, registry: prometheus.NewRegistry()}
	defer a.close()
	if err := a.openDB(ctx); err != nil {
		return err
	}
	cp, err := dialChain(ctx, cc)
	if err != nil {
		return err
	}
	defer cp.close()
	if err := a.addChain(cp, c, cc); err != nil {
		return err
	}
	a.addMarket(priceProvider(pricesURL), cp)
	keys, err := auth.RemoteJWKS(ctx, jwksURL)
	if err != nil {
		return err
	}
	if a.verifier, err = auth.NewVerifier(ctx, auth.VerifierConfig{Issuer: issuer, Audience: audience}, keys); err != nil {
		return err
	}
	switch {
	case walletsFile != "":
		if a.wallets, err = loadWalletsFile(walletsFile); err != nil {
			return err
		}
	case walletsAppID != "" && walletsSecret != "":
		a.wallets = &auth.ProviderWallets{BaseURL: walletsURL, AppID: walletsAppID, AppSecret: walletsSecret}
	default:
		return errors.New("set --wallets-app-id and --wallets-app-secret (the provider's user API), or --wallets-file")
	}
	return a.run(ctx)
}
