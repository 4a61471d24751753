package indexer

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

func TestRangeController(t *testing.T) {
	r := newRangeController(RangeConfig{Initial: 100, Min: 10, Max: 400, TargetLogs: 1000})
	step := func(do func(), want uint64) {
		t.Helper()
		do()
		if got := r.Size(); got != want {
			t.Fatalf("size %d, want %d", got, want)
		}
	}
	step(func() { r.succeeded(100, 10) }, 200)                                  // sparse: grows
	step(func() { r.succeeded(200, 10) }, 400)                                  // up to Max
	step(func() { r.succeeded(400, 10) }, 400)                                  // not beyond
	step(func() { r.succeeded(400, 700) }, 400)                                 // dense enough: stays
	step(func() { r.succeeded(400, 5000) }, 200)                                // too many logs: half the range
	step(func() { r.failed(fmt.Errorf("x: %w", errRangeTooLarge)) }, 100)       // refused: halves
	step(func() { r.failed(context.DeadlineExceeded) }, 50)                     // timeout: halves
	step(func() { r.failed(errors.New("connection refused")) }, 50)             // other errors: unchanged
	step(func() { r.failed(errRangeTooLarge); r.failed(errRangeTooLarge) }, 12) // 25, 12
	step(func() { r.failed(errRangeTooLarge) }, 10)                             // not below Min
	step(func() { r.succeeded(3, 0) }, 10)                                      // a short range (the head) does not grow it
}

func TestTooLarge(t *testing.T) {
	f := func(msg string, want bool) {
		t.Helper()
		if got := tooLarge(msg); got != want {
			t.Fatalf("tooLarge(%q) = %v", msg, got)
		}
	}
	f("query returned more than 10000 results", true)
	f("Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range", true)
	f("exceed maximum block range: 5000", true)
	f("response too large", true)
	f("context deadline exceeded (Client.Timeout exceeded while awaiting headers)", true)
	f("execution reverted", false)
	f("method not found", false)
}
