package indexer

import (
	"context"
	"errors"
	"strings"
	"sync"
)

// errRangeTooLarge: the node refused a range (too many results, response too large, timeout).
var errRangeTooLarge = errors.New("range too large for the node")

// RangeConfig tunes the eth_getLogs range controller. Zero values take the defaults noted.
type RangeConfig struct {
	// Initial, Min and Max bound the blocks per range (defaults 100, 1, 2000).
	Initial, Min, Max uint64
	// TargetLogs is the logs per range the controller aims at (default 10,000): a range with fewer
	// than half as many grows, one with more shrinks.
	TargetLogs int
}

func (c RangeConfig) withDefaults() RangeConfig {
	if c.Min == 0 {
		c.Min = 1
	}
	if c.Max == 0 {
		c.Max = 2000
	}
	if c.Initial == 0 {
		c.Initial = 100
	}
	c.Initial = min(max(c.Initial, c.Min), c.Max)
	if c.TargetLogs <= 0 {
		c.TargetLogs = 10_000
	}
	return c
}

// rangeController sizes eth_getLogs ranges: it halves on a refused range and doubles while ranges
// are sparse. It is safe for concurrent use.
type rangeController struct {
	cfg  RangeConfig
	mu   sync.Mutex
	size uint64
}

// newRangeController returns a controller starting at cfg.Initial.
func newRangeController(cfg RangeConfig) *rangeController {
	cfg = cfg.withDefaults()
	return &rangeController{cfg: cfg, size: cfg.Initial}
}

// Size is the number of blocks of the next range.
func (r *rangeController) Size() uint64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.size
}

// succeeded adapts to a range of blocks that returned logs.
func (r *rangeController) succeeded(blocks uint64, logs int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case logs > r.cfg.TargetLogs:
		r.size = max(r.cfg.Min, blocks/2)
	case logs < r.cfg.TargetLogs/2 && blocks >= r.size:
		r.size = min(r.cfg.Max, r.size*2)
	}
}

// failed shrinks after a refused or timed-out range; other errors leave the size alone.
func (r *rangeController) failed(err error) {
	if !errors.Is(err, errRangeTooLarge) && !errors.Is(err, context.DeadlineExceeded) {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.size = max(r.cfg.Min, r.size/2)
}

// tooLarge recognizes the providers' ways of refusing a range.
func tooLarge(msg string) bool {
	msg = strings.ToLower(msg)
	for _, s := range []string{"too many", "more than", "limit exceeded", "range too large", "response size",
		"response too large", "block range", "exceed", "timeout", "timed out", "query returned"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}
