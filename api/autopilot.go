package api

import (
	"errors"

	"github.com/ethereum/go-ethereum/common"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/autopilot"
)

// AutopilotRoutes serves the Autopilot config routes: GET, POST and DELETE /api/autopilot, and
// (beyond the spec) POST /api/autopilot/pause and /api/autopilot/resume.
type AutopilotRoutes struct {
	Service *autopilot.Service
	// NoSigner says the service cannot sign for the users' wallets: POST /api/autopilot and
	// /resume answer 503 MsgAutopilotNoSigner before anything is stored, never a grant that
	// cannot sign.
	NoSigner bool
}

// Routes lists the Autopilot config routes; all take a token.
func (r AutopilotRoutes) Routes() []Route {
	return []Route{
		Serve("GET /api/autopilot", r.get),
		Serve("POST /api/autopilot", r.save),
		Serve("DELETE /api/autopilot", r.delete),
		Serve("POST /api/autopilot/pause", r.pause),
		Serve("POST /api/autopilot/resume", r.resume),
	}
}

func (r AutopilotRoutes) get(c *Ctx) {
	cfg, err := r.Service.Get(c.Context(), c.UserID())
	if errors.Is(err, autopilot.ErrNoConfig) {
		c.RawJSON(fasthttp.StatusOK, []byte(`{"autopilot":null}`))
		return
	}
	if err != nil {
		fail(c, "read autopilot config", err)
		return
	}
	c.JSON(fasthttp.StatusOK, cfg)
}

// save validates the settings (400 Invalid autopilot settings.), then checks the wallet against
// the caller's embedded wallets (400 That wallet does not belong to your account.), then stores.
func (r AutopilotRoutes) save(c *Ctx) {
	if r.NoSigner {
		c.Error(fasthttp.StatusServiceUnavailable, MsgAutopilotNoSigner)
		return
	}
	var set autopilot.Settings
	if !c.DecodeBodyOr(&set, MsgBadAutopilot) {
		return
	}
	ws, err := c.Wallets()
	if err != nil {
		c.Log().Error("wallet directory", "err", err)
		c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
		return
	}
	cfg, err := r.Service.Save(c.Context(), c.UserID(), set, directoryWallets(ws))
	if errors.Is(err, autopilot.ErrNotYourWallet) {
		c.Error(fasthttp.StatusBadRequest, MsgNotYourWallet)
		return
	}
	if err != nil {
		fail(c, "save autopilot config", err)
		return
	}
	c.JSON(fasthttp.StatusOK, autopilot.Saved{Config: cfg})
}

func (r AutopilotRoutes) delete(c *Ctx) {
	if err := r.Service.Delete(c.Context(), c.UserID()); err != nil {
		fail(c, "delete autopilot config", err)
		return
	}
	c.RawJSON(fasthttp.StatusOK, []byte(`{"ok":true}`))
}

func (r AutopilotRoutes) pause(c *Ctx) {
	cfg, err := r.Service.Pause(c.Context(), c.UserID())
	r.answer(c, cfg, err)
}

func (r AutopilotRoutes) resume(c *Ctx) {
	if r.NoSigner {
		c.Error(fasthttp.StatusServiceUnavailable, MsgAutopilotNoSigner)
		return
	}
	cfg, err := r.Service.Resume(c.Context(), c.UserID())
	r.answer(c, cfg, err)
}

func (r AutopilotRoutes) answer(c *Ctx, cfg autopilot.Config, err error) {
	if errors.Is(err, autopilot.ErrNoConfig) {
		c.Error(fasthttp.StatusBadRequest, MsgNoAutopilot)
		return
	}
	if err != nil {
		fail(c, "change autopilot state", err)
		return
	}
	c.JSON(fasthttp.StatusOK, cfg)
}

// directoryWallets converts the wallet directory's entries; an entry whose owner is not an
// address can own nothing and is left out.
func directoryWallets(ws []auth.Wallet) []autopilot.Wallet {
	out := make([]autopilot.Wallet, 0, len(ws))
	for _, w := range ws {
		if !common.IsHexAddress(w.Owner) {
			continue
		}
		aw := autopilot.Wallet{WalletID: w.WalletID, Owner: common.HexToAddress(w.Owner)}
		if common.IsHexAddress(w.SmartAccount) {
			aw.SmartAccount = common.HexToAddress(w.SmartAccount)
		}
		out = append(out, aw)
	}
	return out
}
