package api

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
