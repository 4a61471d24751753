package ratelimit

import (
	"context"
	"crypto/subtle"
	"fmt"
	"net"
	"time"

	"github.com/valyala/fasthttp"
)

// ServePeers answers the peers' batches on ln until ctx ends. ln is the replicas' internal
// listener (--peer-addr), never the public API's: a batch counts requests against any client's
// limit, so whoever can send one can use up a client's limit (docs/scale.md says who should reach
// it, and the shared secret for a network that is not private).
func (l *Limiter) ServePeers(ctx context.Context, ln net.Listener) error {
	srv := &fasthttp.Server{
		Handler:               l.handlePeer,
		Name:                  "vera-peer",
		NoDefaultServerHeader: true,
		NoDefaultContentType:  true,
		MaxRequestBodySize:    4 << 20,
		ReadTimeout:           10 * time.Second,
		WriteTimeout:          10 * time.Second,
		IdleTimeout:           2 * time.Minute,
		CloseOnShutdown:       true,
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("ratelimit: peer listener: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.ShutdownWithContext(sctx); err != nil {
		return fmt.Errorf("ratelimit: peer listener shutdown: %w", err)
	}
	return <-errc
}

// handlePeer counts a batch of hits of keys this replica owns, in order, and answers each.
func (l *Limiter) handlePeer(rc *fasthttp.RequestCtx) {
	switch {
	case string(rc.Path()) != peerPath:
		rc.Error("not found", fasthttp.StatusNotFound)
		return
	case !rc.IsPost():
		rc.Response.Header.Set("Allow", "POST")
		rc.Error("method not allowed", fasthttp.StatusMethodNotAllowed)
		return
	case l.cfg.Secret != "" && subtle.ConstantTimeCompare(rc.Request.Header.Peek(headerSecret), []byte(l.cfg.Secret)) != 1:
		rc.Error("unauthorized", fasthttp.StatusUnauthorized)
		return
	case string(rc.Request.Header.Peek(headerMember)) != l.cfg.Self:
		// The sender's membership names another process at this address: it must not count here.
		rc.Error("not this member", fasthttp.StatusMisdirectedRequest)
		return
	}
	// Checked whole before anything is counted: a batch refused is counted by its sender.
	n, err := decodeHits(rc.PostBody(), nil)
	if err != nil {
		rc.Error(err.Error(), fasthttp.StatusBadRequest)
		return
	}
	answers := make([]answer, 0, n)
	decodeHits(rc.PostBody(), func(h hit) {
		answers = append(answers, l.counts.hit(h.id, h.window, h.limit, h.n, h.async))
	})
	l.m.n.served.Add(int64(n))
	rc.Response.Header.SetContentType("application/octet-stream")
	rc.Response.SetBody(appendAnswers(nil, answers))
}
