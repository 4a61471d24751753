package sponsor_test

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/sponsor"
	"github.com/vera-invest/vera/sponsor/sponsortest"
)

// devKeys are the devnet's dev accounts from, funded at genesis.
func devKeys(t *testing.T, from, n int) []*ecdsa.PrivateKey {
	t.Helper()
	var out []*ecdsa.PrivateKey
	for i := range n {
		k, err := devnet.DevKey(uint32(from + i))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, k)
	}
	return out
}

func addrOf(k *ecdsa.PrivateKey) common.Address { return crypto.PubkeyToAddress(k.PublicKey) }

// sponsoredBy is the relay op's paymaster data names.
func sponsoredBy(t *testing.T, data []byte) common.Address {
	t.Helper()
	sp, ok := chain.SponsorshipOf(data)
	if !ok {
		t.Fatalf("paymaster data of %d bytes is no sponsorship", len(data))
	}
	return sp.Relay
}

// A replica with executor keys besides its relay key: the sponsorships of many senders name all of its
// keys, one sender's stub data and signed sponsorship always the same key; an op sponsored for an
// executor key lands from that key and is refused by the paymaster from the relay key. Verify takes a
// sponsorship naming any of the replica's keys and refuses one naming another replica's key, an
// address nobody allowed, or another owner; the sponsor of the relay key alone refuses the executor
// key's sponsorships.
func TestSponsorshipsSpreadOverTheExecutorKeys(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	keys := devKeys(t, 5, 3) // two executor keys of this replica, one of another replica's
	executors, other := []common.Address{addrOf(keys[0]), addrOf(keys[1])}, addrOf(keys[2])
	for _, k := range keys { // the operator allows every executor key of every replica
		devnettest.MustSend(t, e.d, devnet.DeployerKey(), e.m.Paymaster, pm.PackSetRelay(addrOf(k), true), 100_000, "allow an executor key")
	}
	dep := sponsortest.Deployment(e.owners)
	dep.Executors = executors
	sp, _, err := sponsor.ForDeployment(ctx, e.c, e.m, dep)
	if err != nil {
		t.Fatal(err)
	}
	relayAddr := addrOf(e.relay)
	mine := append([]common.Address{relayAddr}, executors...)

	counts := map[common.Address]int{}
	byKey := map[common.Address]entrypoint.PackedUserOperation{}
	for i := range 30 {
		op := e.freshAccountOp(e.owner(), int64(7000+i))
		stub, err := sp.StubData(ctx, op)
		if err != nil {
			t.Fatalf("stub data %d: %v", i, err)
		}
		if err := sp.Sign(ctx, &op); err != nil {
			t.Fatalf("sign %d: %v", i, err)
		}
		named := sponsoredBy(t, op.PaymasterAndData[52:])
		if stubbed := sponsoredBy(t, stub); stubbed != named {
			t.Fatalf("op %d: the stub data names %s, the sponsorship %s", i, stubbed.Hex(), named.Hex())
		}
		again := op
		if err := sp.Sign(ctx, &again); err != nil || sponsoredBy(t, again.PaymasterAndData[52:]) != named {
			t.Fatalf("op %d signed again names another key (%v)", i, err)
		}
		if err := sp.Verify(ctx, op); err != nil {
			t.Fatalf("verify %d: %v", i, err)
		}
		counts[named]++
		byKey[named] = op
	}
	for _, k := range mine {
		if counts[k] == 0 {
			t.Fatalf("30 senders' sponsorships name %v; key %s none", counts, k.Hex())
		}
	}
	t.Logf("30 senders over 3 keys: %v", counts)

	// On chain: the paymaster takes an executor key's op from that key alone.
	op := byKey[executors[1]]
	e.signOwner(&op)
	_, err = e.handleOpsAs(e.relay, op)
	wantRefused(t, err, "AA33", &sponsorpaymaster.SponsorPaymasterNotRelay{})
	rc, err := e.handleOpsAs(keys[1], op)
	if err != nil || rc.Status != types.ReceiptStatusSuccessful || len(chain.UserOpResults(rc, e.m.EntryPoint)) != 1 {
		t.Fatalf("the op from the key its sponsorship names: %v", err)
	}

	// Verify: any of this replica's keys, nothing else.
	signed := func(owner, relay common.Address) entrypoint.PackedUserOperation {
		op := e.approveOp(capped, 3)
		devnettest.SponsorWith(t, e.d, devnet.SponsorKey(), &op, chain.Sponsorship{Owner: owner, Relay: relay}, time.Now().Add(-time.Minute), 10*time.Minute)
		return op
	}
	stranger, _ := crypto.GenerateKey()
	tests := []struct {
		name  string
		op    entrypoint.PackedUserOperation
		check *sponsor.Sponsor
		want  error
	}{
		{"the relay key", signed(e.owner(), relayAddr), sp, nil},
		{"an executor key", signed(e.owner(), executors[0]), sp, nil},
		{"the other executor key", signed(e.owner(), executors[1]), sp, nil},
		{"another replica's key", signed(e.owner(), other), sp, sponsor.ErrNotSponsored},
		{"an address nobody allowed", signed(e.owner(), addrOf(stranger)), sp, sponsor.ErrNotSponsored},
		{"another owner", signed(addrOf(stranger), executors[0]), sp, sponsor.ErrNotSponsored},
		{"an executor key, at the relay key's sponsor", signed(e.owner(), executors[0]), e.sponsor, sponsor.ErrNotSponsored},
		{"the relay key, at the relay key's sponsor", signed(e.owner(), relayAddr), e.sponsor, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.check.Verify(ctx, tt.op); !errors.Is(err, tt.want) && !(tt.want == nil && err == nil) {
				t.Fatalf("Verify: %v, want %v", err, tt.want)
			}
		})
	}

	// The relay key's sponsor (no executor keys) names the relay key for every sender, as before.
	for i := range 5 {
		op := e.freshAccountOp(e.owner(), int64(8000+i))
		if err := e.sponsor.Sign(ctx, &op); err != nil || sponsoredBy(t, op.PaymasterAndData[52:]) != relayAddr {
			t.Fatalf("the relay key's sponsor named another key (%v)", err)
		}
	}
	for _, bad := range [][]common.Address{{relayAddr}, {executors[0], executors[0]}, {{}}} {
		dep.Executors = bad
		if _, _, err := sponsor.ForDeployment(ctx, e.c, e.m, dep); err == nil {
			t.Fatalf("executor keys %v were taken", bad)
		}
	}
}
