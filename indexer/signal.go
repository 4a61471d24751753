package indexer

import "sync"

// BlockSignal carries "blocks were indexed" from the indexer to the listeners in the same
// process (trade notifications, the portfolios' touched tokens) without ever blocking the
// indexer. Each listener has its own pending signal: signals sent while a listener is busy
// coalesce into one for it, so it reads the index once for all blocks indexed meanwhile, and a
// slow listener never delays another.
type BlockSignal struct {
	first chan struct{}

	mu   sync.RWMutex
	subs []chan struct{}
}

// NewBlockSignal returns a signal with one listener (C); Notify goes in Config.Indexed.
func NewBlockSignal() *BlockSignal {
	first := make(chan struct{}, 1)
	return &BlockSignal{first: first, subs: []chan struct{}{first}}
}

// Notify signals every listener that blocks up to block were indexed; it never blocks.
func (s *BlockSignal) Notify(block uint64) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, ch := range s.subs {
		select {
		case ch <- struct{}{}:
		default: // a signal is already pending: the listener will read this block too
		}
	}
}

// C receives one value per pending signal of the first listener.
func (s *BlockSignal) C() <-chan struct{} { return s.first }

// Subscribe adds a listener and returns its channel: one value per pending signal sent after
// the call.
func (s *BlockSignal) Subscribe() <-chan struct{} {
	ch := make(chan struct{}, 1)
	s.mu.Lock()
	s.subs = append(s.subs, ch)
	s.mu.Unlock()
	return ch
}
