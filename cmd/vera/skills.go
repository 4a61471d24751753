package main

import (
	"fmt"
	"slices"

	"github.com/vera-invest/vera/api"
	"github.com/vera-invest/vera/skills"
)

// withSkills adds the skills for other agents (MCP, A2A) to the route sets, built over the same
// domain values as the routes (a.tools, set where each route set is made), and lists their
// endpoints in the registration file. Without the agent's routes (no chain) there is no card to
// describe them, and nothing is added.
func (a *app) withSkills(srv *api.Server) ([]api.RouteSet, error) {
	agentAt := slices.IndexFunc(a.routes, func(rs api.RouteSet) bool { _, ok := rs.(api.AgentRoutes); return ok })
	if agentAt < 0 {
		return a.routes, nil
	}
	deps := a.tools
	deps.Snapshots = a.snapshots
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
