package devmode

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/big"
	"net/netip"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/chain"
)

// Routes are `vera dev`'s sign-in for the web app (beyond the spec): POST /dev/sign-in mints a
// dev issuer token for a user id the person picks, and POST /dev/wallet is that user's embedded
// wallet as an EIP-1193 provider over JSON-RPC (token route). Both answer only clients on
// loopback that no proxy relays (onLoopback); anything else gets 404, as if they did not exist. The binary registers them only in
// `vera dev` listening on loopback. With Funds, POST /dev/fund (token route) tops up the caller's
// own wallet for the demo, within Funds' bounds.
type Routes struct {
	Issuer *Issuer
	Wallet *WalletRPC
	Funds  *Funds
	// TokenTTL is how long a dev token lasts; 0 means 12 hours.
	TokenTTL time.Duration
}

var devUserID = regexp.MustCompile(`^[A-Za-z0-9_.-]{1,64}$`)

// Routes implements api.RouteSet.
func (d Routes) Routes() []api.Route {
	rs := []api.Route{
		{Method: "POST", Path: "/dev/sign-in", Handler: d.signIn},
		{Method: "POST", Path: "/dev/wallet", Auth: true, Handler: d.wallet},
	}
	if d.Funds != nil {
		rs = append(rs, api.Route{Method: "POST", Path: "/dev/fund", Auth: true, Handler: d.fund})
	}
	return rs
}

// fund tops up the caller's own first wallet (GET /api/me's wallets[0].owner): no body, so no
// address or amount a client could choose.
func (d Routes) fund(c *api.Ctx) {
	if !onLoopback(c) {
		return
	}
	ws, err := c.Wallets()
	if err != nil || len(ws) == 0 {
		c.Log().Error("dev fund: wallets", "err", err)
		c.Error(fasthttp.StatusInternalServerError, api.MsgInternal)
		return
	}
	owner, err := chain.ParseAddress(ws[0].Owner)
	if err != nil {
		c.Log().Error("dev fund: owner", "err", err)
		c.Error(fasthttp.StatusInternalServerError, api.MsgInternal)
		return
	}
	minted, err := d.Funds.TopUp(c.Context(), owner)
	if errors.Is(err, ErrFundsSpent) {
		c.Response.Header.Set("Retry-After", strconv.Itoa(3600))
		c.Error(fasthttp.StatusTooManyRequests, ops.MsgFundingUsedUp)
		return
	}
	if err != nil {
		c.Log().Error("dev fund", "err", err)
		c.Error(fasthttp.StatusInternalServerError, api.MsgInternal)
		return
	}
	usd, _ := new(big.Rat).SetFrac(minted, big.NewInt(1_000_000)).Float64()
	c.JSON(fasthttp.StatusOK, struct {
		Owner     string  `json:"owner"`
		FundedUsd float64 `json:"fundedUsd"`
	}{owner.Hex(), usd})
}

// forwardingHeaders are what a proxy adds to say whom it relays: X-Forwarded-For (nginx's
// $proxy_add_x_forwarded_for, haproxy's forwardfor), Forwarded (RFC 7239) and X-Real-IP.
var forwardingHeaders = [][]byte{[]byte(fasthttp.HeaderXForwardedFor), []byte("Forwarded"), []byte("X-Real-IP")}

// onLoopback answers 404 and reports false unless the client is really on this machine: the TCP
// peer is loopback and the request carries none of the forwarding headers, whatever their value.
// A proxy on the machine is a loopback peer for every client it relays, so its word about the
// client is not enough (nor is its address trusted for the limits): with one in front, the dev
// routes do not exist.
//
// The Host must name this machine too (localhost, a name under .localhost, a loopback address):
// a page elsewhere whose name is made to resolve to 127.0.0.1 (DNS rebinding) is a loopback peer
// with no forwarding header, and same-origin to its own script, which could then sign in as
// anyone and use their dev wallet.
func onLoopback(c *api.Ctx) bool {
	if !c.RemoteIP().IsLoopback() || forwarded(&c.Request.Header) || !loopbackHost(c.Request.Header.Host()) {
		c.Error(fasthttp.StatusNotFound, api.MsgNotFound)
		return false
	}
	return true
}

// loopbackHost reports whether a Host header names this machine: "localhost" or a name under
// ".localhost" (RFC 6761), or a loopback address, with or without a port.
func loopbackHost(host []byte) bool {
	h := strings.ToLower(string(host))
	if i := strings.LastIndexByte(h, ':'); i >= 0 && !strings.HasSuffix(h, "]") {
		port := h[i+1:]
		if port == "" || strings.Trim(port, "0123456789") != "" {
			return false
		}
		h = h[:i]
	}
	if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		a, err := netip.ParseAddr(h[1 : len(h)-1])
		return err == nil && a.Zone() == "" && a.Unmap().IsLoopback()
	}
	if a, err := netip.ParseAddr(h); err == nil {
		return a.Is4() && a.IsLoopback()
	}
	h = strings.TrimSuffix(h, ".")
	if strings.Trim(h, "abcdefghijklmnopqrstuvwxyz0123456789.-") != "" {
		return false
	}
	return h == "localhost" || strings.HasSuffix(h, ".localhost")
}

// forwarded reports whether h holds a forwarding header, empty or not, in any letter case.
func forwarded(h *fasthttp.RequestHeader) bool {
	for k := range h.All() {
		for _, f := range forwardingHeaders {
			if bytes.EqualFold(k, f) {
				return true
			}
		}
	}
	return false
}

func (d Routes) signIn(c *api.Ctx) {
	if !onLoopback(c) {
		return
	}
	var req struct {
		UserID string `json:"userId"`
	}
	if !c.DecodeBody(&req) {
		return
	}
	if !devUserID.MatchString(req.UserID) {
		c.Error(fasthttp.StatusBadRequest, "A user id is 1 to 64 letters, digits, dots, dashes or underscores.")
		return
	}
	ttl := d.TokenTTL
	if ttl == 0 {
		ttl = 12 * time.Hour
	}
	tok, err := d.Issuer.Token(req.UserID, ttl, time.Now())
	if err != nil {
		c.Log().Error("dev sign-in", "err", err)
		c.Error(fasthttp.StatusInternalServerError, api.MsgInternal)
		return
	}
	c.JSON(fasthttp.StatusOK, struct {
		Token  string `json:"token"`
		UserID string `json:"userId"`
	}{tok, req.UserID})
}

// rpcError is a JSON-RPC error object; the codes are EIP-1193's and JSON-RPC's.
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (d Routes) wallet(c *api.Ctx) {
	if !onLoopback(c) {
		return
	}
	var req struct {
		ID     json.RawMessage   `json:"id"`
		Method string            `json:"method"`
		Params []json.RawMessage `json:"params"`
	}
	if !c.DecodeBody(&req) {
		return
	}
	type reply struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Result  any             `json:"result,omitempty"`
		Error   *rpcError       `json:"error,omitempty"`
	}
	out := reply{JSONRPC: "2.0", ID: req.ID}
	res, err := d.Wallet.Request(c.Context(), c.UserID(), req.Method, req.Params)
	switch {
	case err == nil:
		out.Result = res
	case errors.Is(err, ErrUnsupportedMethod):
		out.Error = &rpcError{4200, err.Error()}
	case errors.Is(err, ErrNotYourAddress):
		out.Error = &rpcError{4100, err.Error()}
	case errors.Is(err, ErrBadParams):
		out.Error = &rpcError{-32602, err.Error()}
	default:
		c.Log().Error("dev wallet", "method", req.Method, "err", err)
		out.Error = &rpcError{-32603, "The dev wallet failed."}
	}
	c.JSON(fasthttp.StatusOK, out)
}

// IssuerRoutes serves the dev issuer's public keys at /.well-known/jwks.json.
func IssuerRoutes(iss *Issuer) api.Routes {
	return api.Routes{{Method: "GET", Path: "/.well-known/jwks.json", Handler: func(c *api.Ctx) {
		b, err := iss.JWKS(c.Context())
		if err != nil {
			c.Log().Error("jwks", "err", err)
			c.Error(fasthttp.StatusInternalServerError, api.MsgInternal)
			return
		}
		c.RawJSON(fasthttp.StatusOK, b)
	}}}
}
