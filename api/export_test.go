package api

import (
	"context"
	"sort"
)

// EffectivePolicy is the limit and cache header a registered route ends up with.
func (s *Server) EffectivePolicy(method, path string) (Policy, bool) {
	for _, t := range []map[string]*endpoint{s.exact, s.prefix} {
		for _, ep := range t {
			if ep.path == path && ep.methods[method] != nil {
				return ep.methods[method].policy, true
			}
		}
	}
	return Policy{}, false
}

// RegisteredRoutes lists every registered route as "METHOD /path", sorted.
func (s *Server) RegisteredRoutes() []string {
	var out []string
	for _, t := range []map[string]*endpoint{s.exact, s.prefix} {
		for _, ep := range t {
			for _, r := range ep.list {
				out = append(out, r.Method+" "+r.Path)
			}
		}
	}
	sort.Strings(out)
	return out
}

// AddReadyCheck adds a dependency to /readyz.
func (s *Server) AddReadyCheck(name string, check func(ctx context.Context) error) {
	s.ready = append(s.ready, ReadyCheck{Name: name, Check: check})
}
