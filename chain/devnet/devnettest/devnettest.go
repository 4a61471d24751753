// Package devnettest starts a devnet for a test: in-process only (no RPC port), no interval
// blocks (a block is sealed as soon as a transaction arrives), seeded from real closes in
// chain/devnet/testdata/assets.json, and closed when the test ends.
package devnettest

import (
	"context"
	"crypto/ecdsa"
	"io"
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/devnet"
)

// Start starts a devnet for t. cfg's zero fields take the test defaults above.
func Start(t testing.TB, cfg devnet.Config) *devnet.Devnet {
	t.Helper()
	if cfg.Assets == nil {
		cfg.Assets = Assets(t)
	}
	if cfg.ListenAddr == "" {
		cfg.ListenAddr = "off"
	}
	if cfg.BlockInterval == 0 {
		cfg.BlockInterval = -1
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	d, err := devnet.Start(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

// Send signs a call from key with gas, sends it and waits for its receipt.
func Send(t testing.TB, d *devnet.Devnet, key *ecdsa.PrivateKey, to common.Address, data []byte, gas uint64) *types.Receipt {
	t.Helper()
	return sendTx(t, d, key, &to, data, gas)
}

// Deploy sends creation code from key and returns the created contract's address, failing the test
// when the creation reverts.
func Deploy(t testing.TB, d *devnet.Devnet, key *ecdsa.PrivateKey, code []byte, gas uint64) common.Address {
	t.Helper()
	r := sendTx(t, d, key, nil, code, gas)
	if r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("deployment reverted (gas used %d)", r.GasUsed)
	}
	return r.ContractAddress
}

// sendTx signs a transaction from key (a creation when to is nil), sends it and waits for its receipt.
func sendTx(t testing.TB, d *devnet.Devnet, key *ecdsa.PrivateKey, to *common.Address, data []byte, gas uint64) *types.Receipt {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c := d.Client()
	nonce, err := c.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(devnet.ChainID), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9),
		Gas: gas, To: to, Data: data,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := devnet.WaitMined(ctx, c, tx.Hash())
	if err != nil {
		t.Fatal(err)
	}
	d.SyncPool() // the next transaction is checked against this one's block
	return r
}

// MustSend is Send that fails the test when the transaction reverts; what names it.
func MustSend(t testing.TB, d *devnet.Devnet, key *ecdsa.PrivateKey, to common.Address, data []byte, gas uint64, what string) *types.Receipt {
	t.Helper()
	r := Send(t, d, key, to, data, gas)
	if r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("%s reverted (gas used %d)", what, r.GasUsed)
	}
	return r
}

// Read calls a view at the latest block and decodes its answer with unpack.
func Read[T any](t testing.TB, d *devnet.Devnet, to common.Address, data []byte, unpack func([]byte) (T, error)) T {
	t.Helper()
	raw, err := d.Client().CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatal(err)
	}
	v, err := unpack(raw)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Sponsor signs op's sponsorship with the devnet's sponsor key for owner, bundled by the devnet's
// relay, valid from a minute ago for ten minutes, and writes it into op.PaymasterAndData (which must
// name the paymaster and its gas limits). The account owner signs op afterwards.
func Sponsor(t testing.TB, d *devnet.Devnet, op *entrypoint.PackedUserOperation, owner common.Address) {
	t.Helper()
	SponsorWith(t, d, devnet.SponsorKey(), op, chain.Sponsorship{Owner: owner, Relay: crypto.PubkeyToAddress(devnet.RelayKey().PublicKey)},
		time.Now().Add(-time.Minute), 11*time.Minute)
}

// SponsorWith signs op's sponsorship sp with key for the window [from, from+length].
func SponsorWith(t testing.TB, d *devnet.Devnet, key *ecdsa.PrivateKey, op *entrypoint.PackedUserOperation, sp chain.Sponsorship, from time.Time, length time.Duration) {
	t.Helper()
	m := d.Manifest()
	sp.ValidAfter = uint64(from.Unix())
	sp.ValidUntil = sp.ValidAfter + uint64(length/time.Second)
	h, err := chain.SponsorshipHash(*op, m.ChainID, m.Paymaster, sp)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := chain.NewKeySigner(key).SignDigest(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	chain.SetPaymasterData(op, chain.SponsorData(sp, sig))
}
