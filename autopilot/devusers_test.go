package autopilot

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
	"github.com/vera-invest/vera/chain/devnet"
)

// devUsers is the wallet directory and the keys of the devnet's dev users for this package's
// tests, derived as `vera dev` derives them (devmode.Wallets, which imports this package, so
// these tests cannot): a user id's owner key is devnet.DevUserKey's, its smart account the
// factory's address of that owner (salt 0), its wallet id "dev:<userId>".
type devUsers struct {
	factory common.Address
	caller  ethereum.ContractCaller
}

// Wallets lists the user's one wallet.
func (d devUsers) Wallets(ctx context.Context, userID string) ([]Wallet, error) {
	owner := crypto.PubkeyToAddress(devnet.DevUserKey(userID).PublicKey)
	factory := veraaccountfactory.NewVeraAccountFactory()
	raw, err := d.caller.CallContract(ctx, ethereum.CallMsg{To: &d.factory, Data: factory.PackGetAddress(owner, common.Big0)}, nil)
	if err != nil {
		return nil, fmt.Errorf("smart account of dev user %s: %w", userID, err)
	}
	account, err := factory.UnpackGetAddress(raw)
	if err != nil {
		return nil, fmt.Errorf("smart account of dev user %s: %w", userID, err)
	}
	return []Wallet{{WalletID: "dev:" + userID, Owner: owner, SmartAccount: account}}, nil
}

// Key returns the owner key of "dev:<userId>".
func (d devUsers) Key(walletID string) (*ecdsa.PrivateKey, error) {
	userID, ok := strings.CutPrefix(walletID, "dev:")
	if !ok || userID == "" {
		return nil, fmt.Errorf("wallet %q: %w", walletID, ErrUnknownWallet)
	}
	return devnet.DevUserKey(userID), nil
}
