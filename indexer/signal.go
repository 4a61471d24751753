package indexer

// BlockSignal carries "blocks were indexed" from the indexer to one listener in the same
// process without ever blocking the indexer: signals sent while the listener is busy coalesce
// into one, so the listener reads the index once for all blocks indexed meanwhile.
type BlockSignal struct {
	ch chan struct{}
}

// NewBlockSignal returns a signal; Notify goes in Config.Indexed, C to the listener.
func NewBlockSignal() *BlockSignal { return &BlockSignal{ch: make(chan struct{}, 1)} }

// Notify signals that blocks up to block were indexed; it never blocks.
func (s *BlockSignal) Notify(block uint64) {
	select {
	case s.ch <- struct{}{}:
	default: // a signal is already pending: the listener will read this block too
	}
}

// C receives one value per pending signal.
func (s *BlockSignal) C() <-chan struct{} { return s.ch }
