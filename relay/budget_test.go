package relay

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/sponsor"
)

// A hold released while a spend read that began before is in progress is still counted by that read
// (its spend may predate the op's charge on chain), and by nobody once the read is done.
func TestReleasedHoldCountsForReadsThatBeganBefore(t *testing.T) {
	b := newBudgets()
	sender, owner := common.HexToAddress("0x5e"), common.HexToAddress("0x0e")
	l := sponsor.Limits{BudgetPerPeriod: big.NewInt(100), OwnerBudgetPerPeriod: big.NewInt(100), GlobalBudgetPerPeriod: big.NewInt(100)}
	none := sponsor.Spend{Sender: new(big.Int), Owner: new(big.Int), Global: new(big.Int)}
	first := common.HexToHash("0x01")
	if err := b.reserve(b.begin(), first, sender, owner, big.NewInt(60), none, l); err != nil {
		t.Fatal(err)
	}
	early := b.begin() // reads the chain before the first op's charge lands
	b.release(first)   // the watcher sees it mined
	late := b.begin()  // reads the chain after: the charge is there
	err := b.reserve(early, common.HexToHash("0x02"), sender, owner, big.NewInt(60), none, l)
	var re *Error
	if !errors.As(err, &re) || re.Code != CodeRejectedPaymaster {
		t.Fatalf("a read that began before the release: %v, want the hold still counted", err)
	}
	charged := sponsor.Spend{Sender: big.NewInt(60), Owner: big.NewInt(60), Global: big.NewInt(60)}
	if err := b.reserve(late, common.HexToHash("0x03"), sender, owner, big.NewInt(40), charged, l); err != nil {
		t.Fatalf("a read that began after the release, once the early one is done: %v", err)
	}
	if len(b.held) != 1 || len(b.lingering) != 0 || b.global.Cmp(big.NewInt(40)) != 0 {
		t.Fatalf("held %d, lingering %d, %s wei in all; want only the last op's 40", len(b.held), len(b.lingering), b.global)
	}
	b.drop(common.HexToHash("0x03"))
	if len(b.held) != 0 || len(b.sender) != 0 || len(b.owner) != 0 || b.global.Sign() != 0 || len(b.reads) != 0 {
		t.Fatalf("left behind: %d holds, %d senders, %d owners, %s wei, %d reads", len(b.held), len(b.sender), len(b.owner), b.global, len(b.reads))
	}
}
