package api

import (
	"errors"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/relay"
	"github.com/vera-invest/vera/web"
)

// Messages of the bundler routes (shapes ours: docs/bundler.md).
const (
	MsgBadUserOpHash = "Invalid user operation hash."
	MsgUnknownUserOp = "Unknown user operation."
)

// BundlerRoutes serves POST /api/bundler (sponsor or send a user operation) and
// GET /api/bundler/{userOpHash} (its receipt).
type BundlerRoutes struct {
	Relay *relay.Relay
	// Off: the service has no sponsor key, relay key or paymaster (Relay is nil); both routes
	// answer 503 MsgNoSponsorship at once, JSON-RPC bodies included (docs/bundler.md says why).
	Off bool
}

// Routes lists the bundler routes.
func (b BundlerRoutes) Routes() []Route {
	return []Route{
		{Method: "POST", Path: "/api/bundler", Handler: b.post},
		{Method: "GET", Path: "/api/bundler/{userOpHash}", Handler: b.receipt},
		{Method: "GET", Path: "/sdk/vera-account.js", Handler: b.sdk},
	}
}

// bundlerError is a refusal with its ERC-7769 code.
type bundlerError struct {
	Error string `json:"error"`
	Code  int    `json:"code"`
}

func (b BundlerRoutes) refuse(c *Ctx, code int, msg string) {
	c.JSON(fasthttp.StatusBadRequest, bundlerError{Error: msg, Code: code})
	c.Response.Header.Set(fasthttp.HeaderCacheControl, CacheNone)
}

// off answers a route of a service without sponsorship: 503 and why, before the body is read.
func (b BundlerRoutes) off(c *Ctx) bool {
	if !b.Off {
		return false
	}
	c.Error(fasthttp.StatusServiceUnavailable, MsgNoSponsorship)
	c.Response.Header.Set(fasthttp.HeaderCacheControl, CacheNone)
	return true
}

func (b BundlerRoutes) post(c *Ctx) {
	if b.off(c) {
		return
	}
	if isJSONRPC(c.PostBody()) {
		// ERC-4337's and ERC-7677's JSON-RPC: errors travel in the body, so the status is 200 (204 for
		// notifications only). Each request of a batch counts against the route's limit.
		if n := batchLen(c.PostBody()); !c.limitMore(n - 1) {
			return
		}
		// An estimate serves callers the service knows first: a valid bearer token is one.
		rpc := bundlerRPC{relay: b.Relay, log: c.Log()}
		if out := rpc.serve(relay.WithSignedIn(c.Context(), c.signedIn()), c.PostBody()); out != nil {
			c.RawJSON(fasthttp.StatusOK, out)
		} else {
			c.SetStatusCode(fasthttp.StatusNoContent)
		}
		return
	}
	var req BundlerRequest
	err := DecodeJSON(c.PostBody(), &req)
	if err == nil {
		err = req.Validate()
	}
	if err != nil {
		b.refuse(c, relay.CodeInvalidParams, MsgInvalidBody)
		return
	}
	var ans any
	if req.Action == ActionSponsor {
		ans, err = b.Relay.Sponsor(c.Context(), req.Request)
	} else {
		ans, err = b.Relay.Send(c.Context(), req.Request)
	}
	var re *relay.Error
	switch {
	case errors.As(err, &re):
		b.refuse(c, re.Code, re.Message)
	case err != nil:
		c.Log().Error("bundler", "action", req.Action, "err", err)
		c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
	default:
		c.JSON(fasthttp.StatusOK, ans)
	}
}

func (b BundlerRoutes) receipt(c *Ctx) {
	if b.off(c) {
		return
	}
	raw, err := hexutil.Decode(c.Param("userOpHash"))
	if err != nil || len(raw) != common.HashLength {
		c.Error(fasthttp.StatusBadRequest, MsgBadUserOpHash)
		return
	}
	r, err := b.Relay.Receipt(c.Context(), common.BytesToHash(raw))
	switch {
	case errors.Is(err, relay.ErrUnknownOp):
		c.Error(fasthttp.StatusNotFound, MsgUnknownUserOp)
	case err != nil:
		c.Log().Error("bundler receipt", "err", err)
		c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
	default:
		c.JSON(fasthttp.StatusOK, r)
	}
}

// sdk serves the viem account for VeraAccount as an ES module (package web; docs/bundler.md).
func (b BundlerRoutes) sdk(c *Ctx) {
	c.SetStatusCode(fasthttp.StatusOK)
	c.SetContentType("text/javascript; charset=utf-8")
	c.SetBody(web.VeraAccountModule())
}
