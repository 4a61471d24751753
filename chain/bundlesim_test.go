package chain

import (
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

func TestInclusionTime(t *testing.T) {
	f := func(head, now, want uint64) {
		t.Helper()
		if got := inclusionTime(&types.Header{Time: head}, time.Unix(int64(now), 0)); got != want {
			t.Errorf("inclusionTime(head %d, now %d) = %d, want %d", head, now, got, want)
		}
	}
	f(100, 90, 101)  // the chain runs ahead of the clock: a second after the head
	f(100, 100, 101) // the head was just sealed
	f(100, 130, 130) // an idle chain: now
}

func TestSameOutcome(t *testing.T) {
	op := common.HexToHash("0x01")
	sim := func(success bool, revert string) *BundleSimulation {
		return &BundleSimulation{Results: []UserOpResult{{Hash: op, Success: success, RevertReason: common.FromHex(revert), ActualGasCost: big.NewInt(1)}}}
	}
	f := func(name string, first, second *BundleSimulation, later error, changed bool) {
		t.Helper()
		if got := sameOutcome(first, second, later); (got != nil) != changed {
			t.Errorf("%s: sameOutcome = %v, want a change: %v", name, got, changed)
		}
	}
	f("the same success", sim(true, ""), sim(true, ""), nil, false)
	f("the same revert", sim(false, "0xdead"), sim(false, "0xdead"), nil, false)
	f("success then revert", sim(true, ""), sim(false, "0xdead"), nil, true)
	f("other revert data", sim(false, "0xdead"), sim(false, "0xbeef"), nil, true)
	f("the op missing later", sim(true, ""), &BundleSimulation{}, nil, true)
	f("refused later", sim(true, ""), nil, &FailedOpError{Reason: "AA22 expired or not due"}, true)

	err := sameOutcome(sim(true, ""), nil, &FailedOpError{Reason: "AA22 expired or not due"})
	var fo *FailedOpError
	if !errors.As(err, &fo) || fo.Code() != "AA22" {
		t.Errorf("the later refusal is not unwrapped: %v", err)
	}
}
