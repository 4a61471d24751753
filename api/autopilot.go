package api

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/auth"
	"github.com/vera-invest/vera/api/ops"
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
		bind("GET /api/autopilot", r.get),
		bind("POST /api/autopilot", r.save),
		bind("DELETE /api/autopilot", r.delete),
		bind("POST /api/autopilot/pause", r.pause),
		bind("POST /api/autopilot/resume", r.resume),
	}
}

func (r AutopilotRoutes) get(c *Ctx) {
	v, err := ops.AutopilotGet(c.Context(), r.Service, c.UserID())
	if c.failed(err, "read autopilot config") {
		return
	}
	c.JSON(fasthttp.StatusOK, v)
}

// save refuses without a signer, validates the settings (400 Invalid autopilot settings.), then
// checks the wallet against the caller's embedded wallets (400 That wallet does not belong to
// your account.), then stores.
func (r AutopilotRoutes) save(c *Ctx) {
	if c.failed(ops.NeedSigner(r.NoSigner), "") {
		return
	}
	var set autopilot.Settings
	if !c.decodeBodyOr(&set, MsgBadAutopilot) {
		return
	}
	saved, err := ops.AutopilotSave(c.Context(), r.Service, c.UserID(), set, c.ownWallets, c.logf)
	if c.failed(err, "save autopilot config") {
		return
	}
	c.JSON(fasthttp.StatusOK, saved)
}

// ownWallets are the caller's embedded wallets as Autopilot checks them.
func (c *Ctx) ownWallets(context.Context) ([]autopilot.Wallet, error) {
	ws, err := c.Wallets()
	if err != nil {
		return nil, err
	}
	return directoryWallets(ws), nil
}

func (r AutopilotRoutes) delete(c *Ctx) {
	body, err := ops.AutopilotDelete(c.Context(), r.Service, c.UserID())
	if c.failed(err, "delete autopilot config") {
		return
	}
	c.RawJSON(fasthttp.StatusOK, body)
}

func (r AutopilotRoutes) pause(c *Ctx) {
	cfg, err := ops.AutopilotState(r.Service.Pause(c.Context(), c.UserID()))
	r.answer(c, cfg, err)
}

func (r AutopilotRoutes) resume(c *Ctx) {
	if c.failed(ops.NeedSigner(r.NoSigner), "") {
		return
	}
	cfg, err := ops.AutopilotState(r.Service.Resume(c.Context(), c.UserID()))
	r.answer(c, cfg, err)
}

func (r AutopilotRoutes) answer(c *Ctx, cfg autopilot.Config, err error) {
	if c.failed(err, "change autopilot state") {
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
