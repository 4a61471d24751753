package api

import (
	"crypto/rand"
	"encoding/hex"
	"errors"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/autopilot"
)

// RunsListed is how many runs GET /api/autopilot/runs returns, newest first.
const RunsListed = 20

// AutopilotRunRoutes serves POST /api/autopilot/run and GET /api/autopilot/runs.
type AutopilotRunRoutes struct {
	Runner *autopilot.Runner
	Store  *autopilot.Store
	// NoSigner: the service cannot sign for the users' wallets; runs answer 503
	// MsgAutopilotNoSigner.
	NoSigner bool
}

// Routes lists the run routes; both take a token.
func (r AutopilotRunRoutes) Routes() []Route {
	return []Route{
		Serve("POST /api/autopilot/run", r.run),
		Serve("GET /api/autopilot/runs", r.list),
	}
}

// run starts the caller's run now under the request's key: the Idempotency-Key header when
// sent (a repeat answers the recorded run), else a key drawn for this request. 400 without a
// config; 429 with Retry-After: 30 while another run of the account is in flight; 503 when the
// service cannot sign or sponsor runs.
func (r AutopilotRunRoutes) run(c *Ctx) {
	if r.NoSigner {
		c.Error(fasthttp.StatusServiceUnavailable, MsgAutopilotNoSigner)
		return
	}
	if r.Runner == nil {
		c.Error(fasthttp.StatusServiceUnavailable, MsgAutopilotNoRuns)
		return
	}
	req := string(c.Request.Header.Peek("Idempotency-Key"))
	if req != "" && !autopilot.ValidRequestID(req) {
		c.Error(fasthttp.StatusBadRequest, MsgInvalidBody)
		return
	}
	if req == "" {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			fail(c, "draw run id", err)
			return
		}
		req = "auto-" + hex.EncodeToString(b[:])
	}
	ctx := autopilot.WithRequestID(c.Context(), string(c.Response.Header.Peek(headerRequestID)))
	run, err := r.Runner.Run(ctx, autopilot.ManualKey(c.UserID(), req))
	switch {
	case errors.Is(err, autopilot.ErrNoConfig):
		c.Error(fasthttp.StatusBadRequest, MsgNoAutopilot)
	case errors.Is(err, autopilot.ErrInFlight):
		c.Response.Header.Set("Retry-After", "30")
		c.Error(fasthttp.StatusTooManyRequests, MsgTooManyRequests)
	case errors.Is(err, autopilot.ErrPending):
		c.JSON(fasthttp.StatusOK, autopilot.Run{Status: autopilot.StatusError, Reason: autopilot.ReasonPending}.Answer())
	case errors.Is(err, autopilot.ErrTakenElsewhere):
		c.RawJSON(fasthttp.StatusOK, []byte(`{"ok":false,"reason":"This run was already executed."}`))
	case err != nil:
		fail(c, "autopilot run", err)
	default:
		c.JSON(fasthttp.StatusOK, run.Answer())
	}
}

func (r AutopilotRunRoutes) list(c *Ctx) {
	runs, err := r.Store.Runs(c.Context(), c.UserID(), RunsListed)
	if err != nil {
		fail(c, "list autopilot runs", err)
		return
	}
	if runs == nil {
		runs = []autopilot.Run{}
	}
	c.JSON(fasthttp.StatusOK, struct {
		Runs []autopilot.Run `json:"runs"`
	}{runs})
}
