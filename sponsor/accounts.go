package sponsor

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// ChainReader is what the sponsor reads the chain with: calls, code, storage and the factory's logs.
type ChainReader interface {
	ethereum.ContractCaller
	StorageAt(ctx context.Context, account common.Address, key common.Hash, block *big.Int) ([]byte, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// implementationSlot is ERC-1967's implementation slot: keccak256("eip1967.proxy.implementation") - 1.
var implementationSlot = common.HexToHash("0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc")

// maxMadeAccounts bounds the accounts remembered as the factory's; past it the set starts again.
const maxMadeAccounts = 200_000

// accounts tells whether a sender is one of the account factory's VeraAccounts, and its owner.
type accounts struct {
	reader  ChainReader
	factory common.Address
	fabi    *veraaccountfactory.VeraAccountFactory
	aabi    *veraaccount.VeraAccount

	mu   sync.Mutex
	impl common.Address              // the factory's accountImplementation, read once
	made map[common.Address]struct{} // senders the factory's AccountCreated event names
}

func newAccounts(reader ChainReader, factory common.Address) *accounts {
	return &accounts{reader: reader, factory: factory, fabi: veraaccountfactory.NewVeraAccountFactory(),
		aabi: veraaccount.NewVeraAccount(), made: map[common.Address]struct{}{}}
}

// ownerOf is the owner of op's sender when the sender is the factory's address for (owner, salt) and
// known says the owner is known:
//   - undeployed, with initCode exactly the factory's createAccount(owner, salt) and the sender
//     getAddress(owner, salt);
//   - deployed and still running the factory's implementation (the ERC-1967 slot), with no upgrade
//     scheduled (an upgrade takes effect only after a delay longer than any sponsorship), and created
//     by the factory (its AccountCreated event names the sender). The owner is then the account's
//     owner() now.
//
// The chain's logs are searched last, and only for a known owner's account, so that strangers cannot
// make the service search them. Anything else is ErrNotOurAccount or ErrUnknownOwner.
func (a *accounts) ownerOf(ctx context.Context, op entrypoint.PackedUserOperation, known func(context.Context, common.Address) error) (common.Address, error) {
	if len(op.InitCode) > 0 {
		owner, err := a.ownerOfUndeployed(ctx, op)
		if err != nil {
			return common.Address{}, err
		}
		return owner, known(ctx, owner)
	}
	impl, err := a.implementation(ctx)
	if err != nil {
		return common.Address{}, err
	}
	slot, err := a.reader.StorageAt(ctx, op.Sender, implementationSlot, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("read implementation of %s: %w", op.Sender.Hex(), err)
	}
	if common.BytesToAddress(slot) != impl {
		return common.Address{}, fmt.Errorf("%w: %s runs implementation %s, not the factory's %s", ErrNotOurAccount,
			op.Sender.Hex(), common.BytesToAddress(slot).Hex(), impl.Hex())
	}
	pending, err := a.readAddress(ctx, op.Sender, a.aabi.PackPendingImplementation(), a.aabi.UnpackPendingImplementation)
	if err != nil {
		return common.Address{}, err
	}
	if pending != (common.Address{}) {
		return common.Address{}, fmt.Errorf("%w: %s has an upgrade to %s scheduled", ErrNotOurAccount, op.Sender.Hex(), pending.Hex())
	}
	owner, err := a.readAddress(ctx, op.Sender, a.aabi.PackOwner(), a.aabi.UnpackOwner)
	if err != nil {
		return common.Address{}, err
	}
	if err := known(ctx, owner); err != nil {
		return common.Address{}, err
	}
	made, err := a.madeByFactory(ctx, op.Sender)
	if err != nil {
		return common.Address{}, err
	}
	if !made {
		return common.Address{}, fmt.Errorf("%w: %s was not created by the account factory", ErrNotOurAccount, op.Sender.Hex())
	}
	return owner, nil
}

// readAddress calls a view of account that returns an address; an account that cannot answer is not ours.
func (a *accounts) readAddress(ctx context.Context, account common.Address, data []byte, unpack func([]byte) (common.Address, error)) (common.Address, error) {
	raw, err := a.reader.CallContract(ctx, ethereum.CallMsg{To: &account, Data: data}, nil)
	if err != nil {
		if chain.RevertData(err) != nil || strings.Contains(err.Error(), "revert") {
			return common.Address{}, fmt.Errorf("%w: %s does not answer: %v", ErrNotOurAccount, account.Hex(), err)
		}
		return common.Address{}, fmt.Errorf("read %s: %w", account.Hex(), err)
	}
	v, err := unpack(raw)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %s: %v", ErrNotOurAccount, account.Hex(), err)
	}
	return v, nil
}

func (a *accounts) ownerOfUndeployed(ctx context.Context, op entrypoint.PackedUserOperation) (common.Address, error) {
	create := a.fabi.GetABI().Methods["createAccount"]
	code := op.InitCode
	if len(code) != 20+4+64 || common.BytesToAddress(code[:20]) != a.factory || [4]byte(code[20:24]) != [4]byte(create.ID) {
		return common.Address{}, fmt.Errorf("%w: initCode is not the account factory's createAccount(owner, salt)", ErrNotOurAccount)
	}
	args, err := create.Inputs.Unpack(code[24:])
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: createAccount arguments: %v", ErrNotOurAccount, err)
	}
	owner, _ := args[0].(common.Address)
	salt, _ := args[1].(*big.Int)
	raw, err := a.reader.CallContract(ctx, ethereum.CallMsg{To: &a.factory, Data: a.fabi.PackGetAddress(owner, salt)}, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("read the factory's address for %s: %w", owner.Hex(), err)
	}
	want, err := a.fabi.UnpackGetAddress(raw)
	if err != nil {
		return common.Address{}, fmt.Errorf("decode the factory's address for %s: %w", owner.Hex(), err)
	}
	if want != op.Sender {
		return common.Address{}, fmt.Errorf("%w: sender %s is not the factory's address %s for its initCode", ErrNotOurAccount, op.Sender.Hex(), want.Hex())
	}
	return owner, nil
}

// madeByFactory looks for the factory's AccountCreated event naming account. A creation is final, so a
// found one is remembered.
func (a *accounts) madeByFactory(ctx context.Context, account common.Address) (bool, error) {
	a.mu.Lock()
	_, ok := a.made[account]
	a.mu.Unlock()
	if ok {
		return true, nil
	}
	ev := a.fabi.GetABI().Events[veraaccountfactory.VeraAccountFactoryAccountCreatedEventName]
	logs, err := a.reader.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: common.Big0, Addresses: []common.Address{a.factory},
		Topics: [][]common.Hash{{ev.ID}, {common.BytesToHash(account[:])}}})
	if err != nil {
		return false, fmt.Errorf("look up the creation of %s: %w", account.Hex(), err)
	}
	if len(logs) == 0 {
		return false, nil
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.made) >= maxMadeAccounts {
		a.made = map[common.Address]struct{}{}
	}
	a.made[account] = struct{}{}
	return true, nil
}

// implementation reads the factory's accountImplementation once.
func (a *accounts) implementation(ctx context.Context) (common.Address, error) {
	a.mu.Lock()
	impl := a.impl
	a.mu.Unlock()
	if impl != (common.Address{}) {
		return impl, nil
	}
	raw, err := a.reader.CallContract(ctx, ethereum.CallMsg{To: &a.factory, Data: a.fabi.PackAccountImplementation()}, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("read the factory's account implementation: %w", err)
	}
	impl, err = a.fabi.UnpackAccountImplementation(raw)
	if err != nil || impl == (common.Address{}) {
		return common.Address{}, errors.Join(errors.New("decode the factory's account implementation"), err)
	}
	a.mu.Lock()
	a.impl = impl
	a.mu.Unlock()
	return impl, nil
}
