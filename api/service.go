package api

import (
	"context"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/autopilot"
)

// MeRoutes serves GET /api/me (beyond the spec): the caller's user id and embedded wallets,
// so that clients can fill Autopilot settings.
type MeRoutes struct {
	// Remember, when set, is told the caller's smart accounts as the wallet directory lists
	// them, so that their trades reach the caller's inbox. A failure is logged, never answered.
	Remember func(ctx context.Context, userID string, smartAccounts []string) error
	// RememberWallets, when set, is used instead of Remember: it is told the caller's wallets
	// (owner and smart account), so that it can prove each account on chain before its trades
	// are announced.
	RememberWallets func(ctx context.Context, userID string, wallets []autopilot.Wallet) error
}

// Routes implements RouteSet.
func (m MeRoutes) Routes() []Route {
	return []Route{bind("GET /api/me", func(c *Ctx) {
		ws, err := c.Wallets()
		if err != nil {
			c.Log().Error("wallet directory", "err", err)
			c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
			return
		}
		if ws == nil {
			ws = []auth.Wallet{}
		}
		if m.RememberWallets != nil && len(ws) > 0 {
			if err := m.RememberWallets(c.Context(), c.UserID(), directoryWallets(ws)); err != nil {
				c.Log().Warn("remember smart accounts", "err", err)
			}
		} else if m.Remember != nil && len(ws) > 0 {
			accounts := make([]string, len(ws))
			for i, w := range ws {
				accounts[i] = w.SmartAccount
			}
			if err := m.Remember(c.Context(), c.UserID(), accounts); err != nil {
				c.Log().Warn("remember smart accounts", "err", err)
			}
		}
		c.JSON(fasthttp.StatusOK, struct {
			UserID  string        `json:"userId"`
			Wallets []auth.Wallet `json:"wallets"`
		}{c.UserID(), ws})
	})}
}
