package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/auth"
)

// MeRoutes serves GET /api/me (beyond the spec): the caller's user id and embedded wallets,
// so that clients can fill Autopilot settings.
func MeRoutes() Routes {
	return Routes{{Method: "GET", Path: "/api/me", Auth: true, Handler: func(c *Ctx) {
		ws, err := c.Wallets()
		if err != nil {
			c.Log().Error("wallet directory", "err", err)
			c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
			return
		}
		if ws == nil {
			ws = []auth.Wallet{}
		}
		c.JSON(fasthttp.StatusOK, struct {
			UserID  string        `json:"userId"`
			Wallets []auth.Wallet `json:"wallets"`
		}{c.UserID(), ws})
	}}}
}

// DevIssuerRoutes serves the dev issuer's public keys at /.well-known/jwks.json.
func DevIssuerRoutes(iss *auth.DevIssuer) Routes {
	return Routes{{Method: "GET", Path: "/.well-known/jwks.json", Handler: func(c *Ctx) {
		b, err := iss.JWKS(c.Context())
		if err != nil {
			c.Log().Error("jwks", "err", err)
			c.Error(fasthttp.StatusInternalServerError, MsgInternal)
			return
		}
		c.RawJSON(fasthttp.StatusOK, b)
	}}}
}
