package api

import (
	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/autopilot"
)

// runsListed is how many runs GET /api/autopilot/runs returns, newest first.
const runsListed = ops.RunsListed

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
		bind("POST /api/autopilot/run", r.run),
		bind("GET /api/autopilot/runs", r.list),
	}
}

// run starts the caller's run now under the request's key: the Idempotency-Key header when
// sent (a repeat answers the recorded run), else a key drawn for this request. 400 without a
// config; 429 with Retry-After: 30 while another run of the account is in flight; 503 when the
// service cannot sign or sponsor runs.
func (r AutopilotRunRoutes) run(c *Ctx) {
	if c.failed(ops.NeedSigner(r.NoSigner), "") {
		return
	}
	ctx := autopilot.WithRequestID(c.Context(), string(c.Response.Header.Peek(headerRequestID)))
	v, err := ops.AutopilotRun(ctx, r.Runner, c.UserID(), string(c.Request.Header.Peek("Idempotency-Key")))
	if c.failed(err, "autopilot run") {
		return
	}
	c.JSON(fasthttp.StatusOK, v)
}

func (r AutopilotRunRoutes) list(c *Ctx) {
	runs, err := ops.AutopilotRuns(c.Context(), r.Store, c.UserID())
	if c.failed(err, "list autopilot runs") {
		return
	}
	c.JSON(fasthttp.StatusOK, runs)
}
