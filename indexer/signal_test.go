package indexer_test

import (
	"context"
	"testing"

	"github.com/vera-invest/vera/indexer"
)

// TestIndexedSignal: each checkpoint the indexer writes calls Indexed with its last block, the
// last call being the head; a BlockSignal coalesces what its listener has not taken yet and never
// blocks the indexer.
func TestIndexedSignal(t *testing.T) {
	e := newEnv(t)
	var blocks []uint64
	signal := indexer.NewBlockSignal()
	ix := e.indexer(t, indexer.Config{Indexed: func(b uint64) { blocks = append(blocks, b); signal.Notify(b) }}, nil)
	converge(t, ix)
	head, err := e.d.Client().BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) == 0 || blocks[len(blocks)-1] != head {
		t.Fatalf("signalled blocks %v, want the last to be the head %d", blocks, head)
	}
	for i := 1; i < len(blocks); i++ {
		if blocks[i] <= blocks[i-1] {
			t.Fatalf("signalled blocks %v do not increase", blocks)
		}
	}
	<-signal.C() // one pending signal for all of them
	select {
	case <-signal.C():
		t.Fatal("a second signal was pending")
	default:
	}
}

// TestSignalFansOut: every listener gets its own coalesced signal; one that never reads
// neither blocks Notify nor takes the others' signals.
func TestSignalFansOut(t *testing.T) {
	signal := indexer.NewBlockSignal()
	a, b := signal.Subscribe(), signal.Subscribe()
	_ = signal.Subscribe() // a listener that never reads
	for block := range uint64(100) {
		signal.Notify(block)
	}
	for name, ch := range map[string]<-chan struct{}{"first": signal.C(), "a": a, "b": b} {
		select {
		case <-ch:
		default:
			t.Fatalf("%s: no signal pending", name)
		}
		select {
		case <-ch:
			t.Fatalf("%s: a second signal was pending", name)
		default:
		}
	}
	signal.Notify(100)
	for name, ch := range map[string]<-chan struct{}{"first": signal.C(), "a": a, "b": b} {
		select {
		case <-ch:
		default:
			t.Fatalf("%s: the next block's signal is missing", name)
		}
	}
}
