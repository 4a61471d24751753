package autopilot

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// AccountChecker proves that a smart account belongs to an owner EOA.
type AccountChecker interface {
	OwnsAccount(ctx context.Context, owner, account common.Address) (bool, error)
}

// ChainAccounts proves ownership from the chain, never from what a client or a directory
// claims: the account is the factory's address for the owner (getAddress(owner, 0), deployed
// or not yet), or a deployed account whose owner() is the owner.
type ChainAccounts struct {
	Factory common.Address
	Caller  ethereum.ContractCaller
}

// OwnsAccount reports whether account belongs to owner. A call that reverts, or an address
// without code, proves nothing (false); only a failing node is an error.
func (a ChainAccounts) OwnsAccount(ctx context.Context, owner, account common.Address) (bool, error) {
	if owner == (common.Address{}) || account == (common.Address{}) {
		return false, nil
	}
	factory := veraaccountfactory.NewVeraAccountFactory()
	raw, err := a.Caller.CallContract(ctx, ethereum.CallMsg{To: &a.Factory, Data: factory.PackGetAddress(owner, common.Big0)}, nil)
	if err != nil {
		return false, fmt.Errorf("factory account of %s: %w", owner.Hex(), err)
	}
	counterfactual, err := factory.UnpackGetAddress(raw)
	if err != nil {
		return false, fmt.Errorf("factory account of %s: %w", owner.Hex(), err)
	}
	if counterfactual == account {
		return true, nil
	}
	acct := veraaccount.NewVeraAccount()
	raw, err = a.Caller.CallContract(ctx, ethereum.CallMsg{To: &account, Data: acct.PackOwner()}, nil)
	if err != nil || len(raw) == 0 {
		// A revert or an address without code: not an account of this owner.
		return false, nil
	}
	got, err := acct.UnpackOwner(raw)
	return err == nil && got == owner, nil
}

// checkOwnership is the ownership rule of POST /api/autopilot: walletId and owner must be one
// of the caller's embedded wallets as the directory lists them, and smartAccount that owner's
// account, proven on chain when Accounts is set (else the account the directory names for that
// wallet). An entry that names no smart account proves nothing about one: a user's second
// embedded wallet cannot carry someone else's account.
func (s *Service) checkOwnership(ctx context.Context, wallets []Wallet, set Settings) error {
	var entry *Wallet
	for i, w := range wallets {
		if w.WalletID == set.WalletID && w.Owner == set.Owner {
			entry = &wallets[i]
			break
		}
	}
	if entry == nil {
		return ErrNotYourWallet
	}
	if s.Accounts == nil {
		if entry.SmartAccount == (common.Address{}) || entry.SmartAccount != set.SmartAccount {
			return ErrNotYourWallet
		}
		return nil
	}
	ok, err := s.Accounts.OwnsAccount(ctx, set.Owner, set.SmartAccount)
	if err != nil {
		return fmt.Errorf("check the smart account of wallet %s: %w", set.WalletID, err)
	}
	if !ok {
		return ErrNotYourWallet
	}
	return nil
}
