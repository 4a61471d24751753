package chain_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

// Two smart accounts of one owner must not accept each other's ERC-1271 signatures.
func TestAccountSignaturesAreBoundToTheAccount(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{})
	m := d.Manifest()
	ctx := context.Background()
	ownerKey, _ := devnet.DemoOwnerKey(1)
	owner := crypto.PubkeyToAddress(ownerKey.PublicKey)
	accountA := m.DemoUsers[0].SmartAccount
	factory := veraaccountfactory.NewVeraAccountFactory()
	if r := devnettest.Send(t, d, ownerKey, m.AccountFactory, factory.PackCreateAccount(owner, common.Big1), 1_000_000); r.Status != 1 {
		t.Fatal("create second account reverted")
	}
	raw, err := d.Client().CallContract(ctx, ethereum.CallMsg{To: &m.AccountFactory, Data: factory.PackGetAddress(owner, common.Big1)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	accountB, _ := factory.UnpackGetAddress(raw)

	acct := veraaccount.NewVeraAccount()
	isValid := func(account common.Address, hash common.Hash, sig []byte) bool {
		raw, err := d.Client().CallContract(ctx, ethereum.CallMsg{To: &account, Data: acct.PackIsValidSignature(hash, sig)}, nil)
		if err != nil {
			t.Fatal(err)
		}
		magic, err := acct.UnpackIsValidSignature(raw)
		if err != nil {
			t.Fatal(err)
		}
		return magic == [4]byte{0x16, 0x26, 0xba, 0x7e}
	}

	hash := crypto.Keccak256Hash([]byte("a Permit2 digest"))
	raw, err = d.Client().CallContract(ctx, ethereum.CallMsg{To: &accountA, Data: acct.PackReplaySafeHash(hash)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	onChain, _ := acct.UnpackReplaySafeHash(raw)
	if common.Hash(onChain) != chain.AccountReplaySafeHash(m.ChainID, accountA, hash) {
		t.Fatal("replaySafeHash differs between the contract and Go")
	}

	signer := chain.AccountSigner{Owner: chain.NewKeySigner(ownerKey), Account: accountA, ChainID: m.ChainID}
	sig, err := signer.SignDigest(ctx, hash)
	if err != nil {
		t.Fatal(err)
	}
	if !isValid(accountA, hash, sig) {
		t.Fatal("account A rejects its own signature")
	}
	if isValid(accountB, hash, sig) {
		t.Fatal("account B accepts a signature made for account A")
	}
	raw2, _ := chain.NewKeySigner(ownerKey).SignDigest(ctx, hash)
	if isValid(accountA, hash, raw2) {
		t.Fatal("a raw owner signature (not bound to the account) is accepted")
	}
}
