package api

import (
	"bytes"
	"net/netip"

	"github.com/valyala/fasthttp"
)

// iPv6PrefixBits is how much of an IPv6 address names one client: a /64 is the smallest
// network a site is given, so every address inside it is one client to the rate limits.
const iPv6PrefixBits = 64

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

// clientKey is the client as the per-address limits count it: an IPv4 address (IPv4-mapped
// IPv6 included) whole, an IPv6 address by its /64, since whoever holds one address of a /64
// can use them all.
func (s *Server) clientKey(rc *fasthttp.RequestCtx) netip.Addr {
	return limitAddr(s.clientIP(rc))
}

func limitAddr(a netip.Addr) netip.Addr {
	a = a.Unmap()
	if !a.Is6() {
		return a
	}
	p, err := a.WithZone("").Prefix(iPv6PrefixBits)
	if err != nil {
		return a
	}
	return p.Addr()
}

func (s *Server) isTrusted(a netip.Addr) bool {
	for _, p := range s.trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
