package api

import (
	"encoding/json"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api/ops"
)

// AgentRoutes serves the agent's routes: POST /api/commit-plan, the discovery card, the ERC-8004
// registration file and (beyond the spec) GET /api/contracts and the card's icon.
type AgentRoutes struct {
	Assessor  *agent.Assessor
	Cards     *agent.Cards
	Contracts agent.Contracts
	// Services are more entries of the registration file's services: the MCP and A2A endpoints
	// when the skills are served.
	Services []agent.Service
}

// Routes lists the agent routes.
func (r AgentRoutes) Routes() []Route {
	contracts, _ := json.Marshal(r.Contracts)
	reg := r.Cards.Registration()
	reg.Services = append(reg.Services, r.Services...)
	registration, _ := json.Marshal(reg)
	return []Route{
		bind("POST /api/commit-plan", r.commitPlan),
		bind("GET /.well-known/agent-card.json", r.card),
		bind("GET /.well-known/agent-registration.json", func(c *Ctx) { c.RawJSON(fasthttp.StatusOK, registration) }),
		bind("GET /api/contracts", func(c *Ctx) { c.RawJSON(fasthttp.StatusOK, contracts) }),
		bind("GET /icon-512.png", func(c *Ctx) {
			c.SetContentType("image/png")
			c.SetBody(icon512)
		}),
	}
}

// commitPlan validates the body before any work, signs the RiskInference and returns it. Nothing
// is broadcast.
func (r AgentRoutes) commitPlan(c *Ctx) {
	var req agent.PlanRequest
	if !c.DecodeBody(&req) {
		return
	}
	a, err := ops.CommitPlan(c.Context(), r.Assessor, req, func(msg string, err error) { c.Log().Error(msg, "err", err) })
	if c.failed(err, "commit-plan signing failed") {
		return
	}
	c.JSON(fasthttp.StatusOK, a)
}

// card reads agentSigner() live on every request; when the read fails the card still answers
// 200 with the last-known signer.
func (r AgentRoutes) card(c *Ctx) {
	card, err := r.Cards.Card(c.Context())
	if err != nil {
		c.Log().Warn("agent card: agentSigner read failed, serving the last-known signer", "err", err)
	}
	c.JSON(fasthttp.StatusOK, card)
}
