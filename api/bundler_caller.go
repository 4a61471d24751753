package api

import (
	"sync"

	"github.com/valyala/fasthttp"
)

// signedIn is asked by the relay when an estimate needs to know whether its caller is one the
// service knows: a bearer token sent on the public bundler route is verified as a token route's is
// (under the same limit of failed tokens per client address), once per request. No token, or one
// that is not valid, is simply not signed in: the route stays public.
func (c *Ctx) signedIn() func() bool {
	var once sync.Once
	var ok bool
	return func() bool {
		once.Do(func() {
			header := c.Request.Header.Peek(fasthttp.HeaderAuthorization)
			if len(header) == 0 || c.srv.verifier == nil {
				return
			}
			id, refusal := c.srv.verify(c.Context, c.srv.clientKey(c.RequestCtx), header)
			if refusal.status == 0 && id != "" {
				c.user, ok = id, true
			}
		})
		return ok
	}
}
