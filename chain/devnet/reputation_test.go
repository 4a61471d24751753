package devnet_test

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/identityregistry"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// Reputation reads 0 until feedback exists and moves only through feedback from the registry's
// owner, or from a client the owner authorized for one interaction, once.
func TestReputationFeedbackAuthorization(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	reg := identityregistry.NewIdentityRegistry()
	owner := devnet.DeployerKey()
	clientKey, _ := devnet.DevKey(6)
	client := crypto.PubkeyToAddress(clientKey.PublicKey)
	strangerKey, _ := devnet.DevKey(7)
	stranger := crypto.PubkeyToAddress(strangerKey.PublicKey)
	agent := big.NewInt(m.AgentID)
	score := func() int64 {
		return devnettest.Read(t, d, m.IdentityRegistry, reg.PackReputationScore(agent), reg.UnpackReputationScore).Int64()
	}
	revert := func(from common.Address, data []byte) string {
		_, err := d.Client().CallContract(context.Background(), ethereum.CallMsg{From: from, To: &m.IdentityRegistry, Data: data}, nil)
		if err == nil {
			return ""
		}
		dec, derr := reg.UnpackError(chain.RevertData(err))
		if derr != nil {
			return "undecoded: " + err.Error()
		}
		return fmt.Sprintf("%T", dec)
	}
	head, _ := d.Client().HeaderByNumber(context.Background(), nil)
	expiry := new(big.Int).SetUint64(head.Time + 3600)
	authorize := func(forClient common.Address, interaction string, until *big.Int) ([32]byte, []byte) {
		id := crypto.Keccak256Hash([]byte(interaction))
		digest := devnettest.Read(t, d, m.IdentityRegistry, reg.PackFeedbackAuthDigest(agent, forClient, id, until), reg.UnpackFeedbackAuthDigest)
		sig, err := chain.NewKeySigner(owner).SignDigest(context.Background(), digest)
		if err != nil {
			t.Fatal(err)
		}
		return id, sig
	}
	give := func(id [32]byte, until *big.Int, sig []byte) []byte {
		return reg.PackGiveAuthorizedFeedback(agent, 100, [32]byte{}, [32]byte{}, "", [32]byte{}, id, until, sig)
	}

	if score() != 0 {
		t.Fatal("reputation before any feedback is not 0")
	}
	id, sig := authorize(client, "plan 1", expiry)
	otherID, otherSig := authorize(stranger, "plan 2", expiry)
	pastID, pastSig := authorize(client, "plan 3", big.NewInt(int64(head.Time)-1))
	selfID, selfSig := authorize(crypto.PubkeyToAddress(owner.PublicKey), "plan 4", expiry)
	tests := []struct {
		name string
		from common.Address
		data []byte
		want string
	}{
		{"stranger gives feedback", stranger, reg.PackGiveFeedback(agent, 0, [32]byte{}, [32]byte{}, "", [32]byte{}), "*identityregistry.IdentityRegistryOwnableUnauthorizedAccount"},
		{"stranger uses another client's authorization", stranger, give(id, expiry, sig), "*identityregistry.IdentityRegistryBadFeedbackAuth"},
		{"client uses an authorization for another client", client, give(otherID, expiry, otherSig), "*identityregistry.IdentityRegistryBadFeedbackAuth"},
		{"client changes the expiry", client, give(id, new(big.Int).Add(expiry, big.NewInt(1)), sig), "*identityregistry.IdentityRegistryBadFeedbackAuth"},
		{"client uses an expired authorization", client, give(pastID, big.NewInt(int64(head.Time)-1), pastSig), "*identityregistry.IdentityRegistryFeedbackAuthExpired"},
		{"agent owner rates itself as a client", crypto.PubkeyToAddress(owner.PublicKey), give(selfID, expiry, selfSig), "*identityregistry.IdentityRegistrySelfFeedback"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := revert(tt.from, tt.data); got != tt.want {
				t.Fatalf("%s, want %s", got, tt.want)
			}
		})
	}
	if score() != 0 {
		t.Fatal("refused feedback moved the score")
	}

	r := devnettest.MustSend(t, d, owner, m.IdentityRegistry, reg.PackGiveFeedback(agent, 80, [32]byte{}, [32]byte{}, "", [32]byte{}), 300_000, "owner's feedback")
	var updated *identityregistry.IdentityRegistryReputationUpdated
	for _, l := range r.Logs {
		if ev, err := reg.UnpackReputationUpdatedEvent(l); err == nil {
			updated = ev
		}
	}
	if updated == nil || updated.Score.Int64() != 80 || score() != 80 {
		t.Fatalf("after the owner's 80: event %+v, score %d", updated, score())
	}
	devnettest.MustSend(t, d, clientKey, m.IdentityRegistry, give(id, expiry, sig), 300_000, "authorized client's feedback")
	if score() != 90 {
		t.Fatalf("after 80 and 100: %d", score())
	}
	if got := revert(client, give(id, expiry, sig)); got != "*identityregistry.IdentityRegistryFeedbackAuthUsed" {
		t.Fatalf("second use of one interaction: %s", got)
	}
}
