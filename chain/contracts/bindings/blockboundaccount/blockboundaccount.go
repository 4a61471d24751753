// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package blockboundaccount

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// PackedUserOperation is an auto generated low-level Go binding around an user-defined struct.
type PackedUserOperation struct {
	Sender             common.Address
	Nonce              *big.Int
	InitCode           []byte
	CallData           []byte
	AccountGasLimits   [32]byte
	PreVerificationGas *big.Int
	GasFees            [32]byte
	PaymasterAndData   []byte
	Signature          []byte
}

// BlockBoundAccountMetaData contains all meta data concerning the BlockBoundAccount contract.
var BlockBoundAccountMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"entryPoint_\",\"type\":\"address\"}],\"stateMutability\":\"payable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"entryPoint\",\"outputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"execute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"op\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"missingAccountFunds\",\"type\":\"uint256\"}],\"name\":\"validateUserOp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "BlockBoundAccount",
	Bin: "0x60a06040526040516104c23803806104c28339810160408190526020916030565b6001600160a01b0316608052605b565b5f60208284031215603f575f5ffd5b81516001600160a01b03811681146054575f5ffd5b9392505050565b60805161044361007f5f395f818160840152818160eb015261021601526104435ff3fe608060405260043610610036575f3560e01c806319822f7c14610041578063b0d691fe14610073578063b61d27f6146100be575f5ffd5b3661003d57005b5f5ffd5b34801561004c575f5ffd5b5061006061005b3660046102e7565b6100df565b6040519081526020015b60405180910390f35b34801561007e575f5ffd5b506100a67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161006a565b3480156100c9575f5ffd5b506100dd6100d8366004610336565b61020b565b005b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146101535760405162461bcd60e51b81526020600482015260136024820152721b9bdd081d1a1948195b9d1c9e481c1bda5b9d606a1b60448201526064015b60405180910390fd5b6101616101008501856103c6565b81019061016e9190610410565b4311156101b35760405162461bcd60e51b81526020600482015260136024820152727061737420697473206c61737420626c6f636b60681b604482015260640161014a565b8115610202576040515f90339084908381818185875af1925050503d805f81146101f8576040519150601f19603f3d011682016040523d82523d5f602084013e6101fd565b606091505b505050505b505f9392505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146102715760405162461bcd60e51b815260206004820152600b60248201526a1b9bdd08185b1b1bddd95960aa1b604482015260640161014a565b5f5f856001600160a01b031685858560405161028e929190610427565b5f6040518083038185875af1925050503d805f81146102c8576040519150601f19603f3d011682016040523d82523d5f602084013e6102cd565b606091505b5091509150816102df57805160208201fd5b505050505050565b5f5f5f606084860312156102f9575f5ffd5b833567ffffffffffffffff81111561030f575f5ffd5b84016101208187031215610321575f5ffd5b95602085013595506040909401359392505050565b5f5f5f5f60608587031215610349575f5ffd5b84356001600160a01b038116811461035f575f5ffd5b935060208501359250604085013567ffffffffffffffff811115610381575f5ffd5b8501601f81018713610391575f5ffd5b803567ffffffffffffffff8111156103a7575f5ffd5b8760208284010111156103b8575f5ffd5b949793965060200194505050565b5f5f8335601e198436030181126103db575f5ffd5b83018035915067ffffffffffffffff8211156103f5575f5ffd5b602001915036819003821315610409575f5ffd5b9250929050565b5f60208284031215610420575f5ffd5b5035919050565b818382375f910190815291905056fea164736f6c6343000825000a",
}

// BlockBoundAccount is an auto generated Go binding around an Ethereum contract.
type BlockBoundAccount struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BlockBoundAccount) GetABI() abi.ABI {
	return c.abi
}

// NewBlockBoundAccount creates a new instance of BlockBoundAccount.
func NewBlockBoundAccount() *BlockBoundAccount {
	parsed, err := BlockBoundAccountMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BlockBoundAccount{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BlockBoundAccount) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address entryPoint_) payable returns()
func (blockBoundAccount *BlockBoundAccount) PackConstructor(entryPoint_ common.Address) []byte {
	enc, err := blockBoundAccount.abi.Pack("", entryPoint_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryPoint() view returns(address)
func (blockBoundAccount *BlockBoundAccount) PackEntryPoint() []byte {
	enc, err := blockBoundAccount.abi.Pack("entryPoint")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function entryPoint() view returns(address)
func (blockBoundAccount *BlockBoundAccount) TryPackEntryPoint() ([]byte, error) {
	return blockBoundAccount.abi.Pack("entryPoint")
}

// UnpackEntryPoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0d691fe.
//
// Solidity: function entryPoint() view returns(address)
func (blockBoundAccount *BlockBoundAccount) UnpackEntryPoint(data []byte) (common.Address, error) {
	out, err := blockBoundAccount.abi.Unpack("entryPoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb61d27f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address target, uint256 value, bytes data) returns()
func (blockBoundAccount *BlockBoundAccount) PackExecute(target common.Address, value *big.Int, data []byte) []byte {
	enc, err := blockBoundAccount.abi.Pack("execute", target, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb61d27f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address target, uint256 value, bytes data) returns()
func (blockBoundAccount *BlockBoundAccount) TryPackExecute(target common.Address, value *big.Int, data []byte) ([]byte, error) {
	return blockBoundAccount.abi.Pack("execute", target, value, data)
}

// PackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, bytes32 , uint256 missingAccountFunds) returns(uint256)
func (blockBoundAccount *BlockBoundAccount) PackValidateUserOp(op PackedUserOperation, arg1 [32]byte, missingAccountFunds *big.Int) []byte {
	enc, err := blockBoundAccount.abi.Pack("validateUserOp", op, arg1, missingAccountFunds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, bytes32 , uint256 missingAccountFunds) returns(uint256)
func (blockBoundAccount *BlockBoundAccount) TryPackValidateUserOp(op PackedUserOperation, arg1 [32]byte, missingAccountFunds *big.Int) ([]byte, error) {
	return blockBoundAccount.abi.Pack("validateUserOp", op, arg1, missingAccountFunds)
}

// UnpackValidateUserOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19822f7c.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, bytes32 , uint256 missingAccountFunds) returns(uint256)
func (blockBoundAccount *BlockBoundAccount) UnpackValidateUserOp(data []byte) (*big.Int, error) {
	out, err := blockBoundAccount.abi.Unpack("validateUserOp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}
