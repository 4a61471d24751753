package main

import (
	"fmt"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/skills"
)

// withSkills adds the skills for other agents (MCP, A2A) to the route sets, built over the same
// domain values as the routes, and lists their endpoints in the registration file. Without the
// agent's routes (no chain) there is no card to describe them, and nothing is added.
func (a *app) withSkills(srv *api.Server) ([]api.RouteSet, error) {
	deps := skills.Deps{Snapshots: a.snapshots}
	if a.records != nil {
		deps.Records = a.records
	}
	agentAt := -1
	for i, rs := range a.routes {
		switch r := rs.(type) {
		case api.QuoteRoutes:
			deps.Quotes, deps.Locks = r.Quotes, r.Locks
		case api.AgentRoutes:
			deps.Assessor, agentAt = r.Assessor, i
		case api.AllocateRoutes:
			deps.Drafter = r.Drafter
		case api.AccountRoutes:
			deps.Portfolios, deps.Seen = r.Portfolios, r.Seen
		case api.AutopilotRoutes:
			deps.Autopilot, deps.NoSigner = r.Service, r.NoSigner
		case api.NotificationRoutes:
			deps.Alerts = r.Alerts
		case api.AutopilotRunRoutes:
			deps.Runner, deps.Runs = r.Runner, r.Store
		}
	}
	if agentAt < 0 {
		return a.routes, nil
	}
	ar := a.routes[agentAt].(api.AgentRoutes)
	reg := ar.Cards.Registration()
	cfg := skills.Config{BaseURL: a.cfg.PublicURL, Name: reg.Name, Description: reg.Description}
	for _, s := range reg.Services {
		if s.Name == "agent-card" {
			cfg.Version = s.Version
		}
	}
	sk, err := skills.New(cfg, deps, srv.SkillGate(), a.log)
	if err != nil {
		return nil, fmt.Errorf("skills: %w", err)
	}
	ar.Services = sk.Services()
	routes := append([]api.RouteSet(nil), a.routes...)
	routes[agentAt] = ar
	return append(routes, api.SkillRoutes{Skills: sk}), nil
}
