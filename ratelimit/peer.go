package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/coord"
)

// peerPath is the peers' one endpoint.
const peerPath = "/ratelimit/v1/hits"

// Headers of a batch: the member it is for (an address reused by another replica must not count
// our hits), and the shared secret when one is set.
const (
	headerMember = "X-Vera-Member"
	headerSecret = "X-Vera-Peer-Secret"
)

// maxQueued bounds the batches waiting for one peer: past it a hit waits for room (a flood slows
// to what the owner takes), up to PeerTimeout, then is counted here, as when the owner is out of
// reach, instead of piling up in memory.
const maxQueued = 16

var (
	errPeerGone = errors.New("ratelimit: the owner left")
	errWaited   = errors.New("ratelimit: no answer from the owner in time")
)

// peer sends the hits of the keys one other member owns, in batches: hits gather for BatchWait
// when one of them waits for the owner's decision, for AdmittedWait when none does, or until
// BatchLimit, then go in one request; one batch is in flight at a time, so answers come back in the
// order the hits were admitted, and under load the batches grow instead of the requests.
type peer struct {
	l      *Limiter
	id     string
	seed   uint64 // coord.FNV64(id): the owner in the views
	addr   string
	client *fasthttp.HostClient

	mu     sync.Mutex
	queue  []*batch // oldest first; the last one takes new hits until it is full
	closed bool
	wake   chan struct{} // a hit was queued
	full   chan struct{} // a batch is full: send without waiting
	urgent chan struct{} // a hit waits for the owner's decision: send within BatchWait
	popped chan struct{} // closed and replaced when a batch leaves the queue
	// downUntil is when to try the peer again after a failure (Unix nanoseconds).
	downUntil atomic.Int64

	stop context.CancelFunc
	done chan struct{}
}

// batch is the hits sent in one request and their answers, ready when done is closed.
type batch struct {
	waited  bool // a hit of it waits for the owner's decision
	hits    []hit
	answers []answer
	err     error
	done    chan struct{}
}

func (l *Limiter) startPeer(ctx context.Context, m coord.Member) *peer {
	pctx, stop := context.WithCancel(ctx)
	p := &peer{
		l: l, id: m.ID, seed: coord.FNV64(m.ID), addr: m.Addr,
		client: &fasthttp.HostClient{
			Addr: m.Addr, Name: "vera-ratelimit", NoDefaultUserAgentHeader: true,
			MaxConns: 4, ReadTimeout: l.cfg.PeerTimeout, WriteTimeout: l.cfg.PeerTimeout, MaxIdleConnDuration: time.Minute,
		},
		wake: make(chan struct{}, 1), full: make(chan struct{}, 1), urgent: make(chan struct{}, 1), popped: make(chan struct{}),
		stop: stop, done: make(chan struct{}),
	}
	go func() {
		defer close(p.done)
		p.run(pctx)
	}()
	return p
}

// up reports whether hits may be sent to the peer: not within PeerRetry of a failure.
func (p *peer) up(now time.Time) bool {
	return now.UnixNano() >= p.downUntil.Load()
}

// add queues a hit and returns its batch and its index there, or nil when the peer is closed or
// stays too far behind (the caller then counts the hit itself).
func (p *peer) add(h hit) (*batch, int) {
	var t *time.Timer
	p.mu.Lock()
	for !p.closed && len(p.queue) >= maxQueued && len(p.queue[maxQueued-1].hits) >= p.l.cfg.BatchLimit {
		popped := p.popped
		p.mu.Unlock()
		if t == nil {
			t = time.NewTimer(p.l.cfg.PeerTimeout)
			defer t.Stop()
		}
		select {
		case <-popped:
		case <-t.C:
			return nil, 0
		}
		p.mu.Lock()
	}
	if p.closed {
		p.mu.Unlock()
		return nil, 0
	}
	var b *batch
	if n := len(p.queue); n > 0 && len(p.queue[n-1].hits) < p.l.cfg.BatchLimit {
		b = p.queue[n-1]
	} else {
		b = &batch{done: make(chan struct{})}
		p.queue = append(p.queue, b)
	}
	i := len(b.hits)
	b.hits = append(b.hits, h)
	b.waited = b.waited || !h.async
	full := len(b.hits) >= p.l.cfg.BatchLimit
	p.l.m.n.pending.Add(1)
	p.mu.Unlock()
	signal(p.wake)
	if !h.async {
		signal(p.urgent)
	}
	if full {
		signal(p.full)
	}
	return b, i
}

func signal(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}

// wait waits, at most within, for the answer to the batch's hit i.
func (b *batch) wait(ctx context.Context, i int, within time.Duration) (answer, error) {
	t := time.NewTimer(within)
	defer t.Stop()
	select {
	case <-b.done:
	case <-ctx.Done():
		return answer{}, ctx.Err()
	case <-t.C:
		return answer{}, errWaited
	}
	if b.err != nil {
		return answer{}, b.err
	}
	return b.answers[i], nil
}

// pop takes the oldest batch off the queue: from then on it takes no more hits.
func (p *peer) pop() *batch {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.queue) == 0 {
		return nil
	}
	b := p.queue[0]
	p.queue[0] = nil
	p.queue = p.queue[1:]
	close(p.popped)
	p.popped = make(chan struct{})
	return b
}

// queued is the number of batches waiting.
func (p *peer) queued() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.queue)
}

// head reports whether the oldest batch is full, and whether a hit of it waits for the owner.
func (p *peer) head() (full, waited bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.queue) == 0 {
		return false, false
	}
	return len(p.queue[0].hits) >= p.l.cfg.BatchLimit, p.queue[0].waited
}

// gather waits until the oldest batch should go: BatchWait after a hit that waits for the owner,
// AdmittedWait after the first when none does, or at once when it is full. False when ctx ended.
func (p *peer) gather(ctx context.Context, t *time.Timer) bool {
	full, waited := p.head()
	if full {
		return true
	}
	wait := p.l.cfg.AdmittedWait
	if waited {
		wait = p.l.cfg.BatchWait
	}
	deadline := time.Now().Add(wait)
	for {
		t.Reset(time.Until(deadline))
		select {
		case <-ctx.Done():
			t.Stop()
			return false
		case <-t.C:
			return true
		case <-p.full:
			t.Stop()
			return true
		case <-p.urgent:
			t.Stop()
			if d := time.Now().Add(p.l.cfg.BatchWait); d.Before(deadline) {
				deadline = d
			}
		}
	}
}

// run sends the batches until ctx ends, then fails those left.
func (p *peer) run(ctx context.Context) {
	t := time.NewTimer(time.Hour)
	t.Stop()
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	for {
		select {
		case <-ctx.Done():
			p.closeQueue(errPeerGone)
			return
		case <-p.wake:
		}
		if !p.gather(ctx, t) {
			p.closeQueue(errPeerGone)
			return
		}
		// The batches gathered so far go; hits that come meanwhile gather for the next round.
		for n := p.queued(); n > 0; n-- {
			b := p.pop()
			if err := p.send(req, resp, b); err != nil {
				p.downUntil.Store(time.Now().Add(p.l.cfg.PeerRetry).UnixNano())
				p.l.m.n.failed.Add(1)
				p.l.log.Debug("rate-limit batch failed", "peer", p.id, "addr", p.addr, "hits", len(b.hits), "err", err)
				p.finish(b, err)
				// The batches behind it would wait for the same failure: they are counted here now.
				for b := p.pop(); b != nil; b = p.pop() {
					p.finish(b, err)
				}
				break
			}
			p.finish(b, nil)
		}
	}
}

// send makes one batch's round trip.
func (p *peer) send(req *fasthttp.Request, resp *fasthttp.Response, b *batch) error {
	req.Reset()
	resp.Reset()
	req.Header.SetMethod(fasthttp.MethodPost)
	req.SetRequestURI("http://" + p.addr + peerPath)
	req.Header.SetContentType("application/octet-stream")
	req.Header.Set(headerMember, p.id)
	if p.l.cfg.Secret != "" {
		req.Header.Set(headerSecret, p.l.cfg.Secret)
	}
	req.SetBody(appendHits(req.Body()[:0], b.hits))
	p.l.m.n.batches.Add(1)
	began := time.Now()
	err := p.client.DoTimeout(req, resp, p.l.cfg.PeerTimeout)
	p.l.m.batchSeconds.Observe(time.Since(began).Seconds())
	if err != nil {
		return fmt.Errorf("ratelimit: batch to %s: %w", p.addr, err)
	}
	if resp.StatusCode() != fasthttp.StatusOK {
		return fmt.Errorf("ratelimit: batch to %s: status %d: %.100s", p.addr, resp.StatusCode(), resp.Body())
	}
	b.answers = make([]answer, len(b.hits))
	if err := decodeAnswers(resp.Body(), b.answers); err != nil {
		return fmt.Errorf("ratelimit: batch to %s: %w", p.addr, err)
	}
	return nil
}

// finish applies a batch's answers to the views, or on failure counts its admitted hits here
// (the owner will not), and wakes its waiters.
func (p *peer) finish(b *batch, err error) {
	b.err = err
	for i, h := range b.hits {
		switch {
		case err == nil:
			p.l.views.learn(h.id, p.seed, h.window, b.answers[i].count, h.n, h.async)
		case h.async:
			p.l.views.forget(h.id, p.seed, h.window, h.n)
			p.l.m.n.fallback.Add(h.n)
			p.l.counts.hit(h.id, h.window, h.limit, h.n, true)
		}
	}
	p.l.m.n.pending.Add(-int64(len(b.hits)))
	close(b.done)
}

// closeQueue fails every queued batch and takes no more hits.
func (p *peer) closeQueue(err error) {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	for b := p.pop(); b != nil; b = p.pop() {
		p.finish(b, err)
	}
}

// close stops the peer's sender and waits for it.
func (p *peer) close() {
	p.stop()
	<-p.done
	p.client.CloseIdleConnections()
}
