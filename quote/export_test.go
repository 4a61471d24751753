package quote

// CloseOf returns the close a feed was last posted at, with the day it is the close of.
func (h *Heartbeat) CloseOf(symbol string) (Close, bool) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	c, ok := h.posted[symbol]
	return c, ok
}
