package api

import (
	"bytes"
	"net/netip"

	"github.com/valyala/fasthttp"
)

// clientIP is the peer's address, or, when the peer is a trusted proxy, the right-most
// address in X-Forwarded-For that is not itself a trusted proxy. Entries left of an untrusted
// hop are ignored, since anyone can write them.
func (s *Server) clientIP(rc *fasthttp.RequestCtx) netip.Addr {
	peer, _ := netip.AddrFromSlice(rc.RemoteIP())
	peer = peer.Unmap()
	if !s.isTrusted(peer) {
		return peer
	}
	xff := rc.Request.Header.Peek(fasthttp.HeaderXForwardedFor)
	addr := peer
	for len(xff) > 0 {
		i := bytes.LastIndexByte(xff, ',')
		hop := bytes.TrimSpace(xff[i+1:])
		if i < 0 {
			xff = nil
		} else {
			xff = xff[:i]
		}
		a, err := netip.ParseAddr(string(hop))
		if err != nil {
			return addr // a malformed hop: stop at the last good one
		}
		addr = a.Unmap()
		if !s.isTrusted(addr) {
			return addr
		}
	}
	return addr
}

func (s *Server) isTrusted(a netip.Addr) bool {
	for _, p := range s.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
