package api

import (
	"encoding/json"
	"errors"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/agent"
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
		{Method: "POST", Path: "/api/commit-plan", Auth: true, Handler: r.commitPlan},
		{Method: "GET", Path: "/.well-known/agent-card.json", Handler: r.card},
		{Method: "GET", Path: "/.well-known/agent-registration.json", Handler: func(c *Ctx) { c.RawJSON(fasthttp.StatusOK, registration) }},
		{Method: "GET", Path: "/api/contracts", Handler: func(c *Ctx) { c.RawJSON(fasthttp.StatusOK, contracts) }},
		{Method: "GET", Path: "/icon-512.png", Limit: -1, Cache: "public, max-age=86400", Handler: func(c *Ctx) {
			c.SetContentType("image/png")
			c.SetBody(icon512)
		}},
	}
}

// commitPlan validates the body before any work, signs the RiskInference and returns it. Nothing
// is broadcast.
func (r AgentRoutes) commitPlan(c *Ctx) {
	var req agent.PlanRequest
	if !c.DecodeBody(&req) {
		return
	}
	a, err := r.Assessor.Assess(c.Context(), req)
	if errors.Is(err, agent.ErrInvalidPlan) {
		c.Error(fasthttp.StatusBadRequest, MsgInvalidBody)
		return
	}
	if errors.Is(err, agent.ErrNoMarketData) || errors.Is(err, agent.ErrIssueNotKept) {
		if errors.Is(err, agent.ErrIssueNotKept) {
			c.Log().Error("commit-plan: issued plan not stored", "err", err)
		}
		c.Error(fasthttp.StatusServiceUnavailable, MsgUnavailable)
		return
	}
	if err != nil {
		c.Log().Error("commit-plan signing failed", "err", err)
		c.Error(fasthttp.StatusInternalServerError, MsgInternal)
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
