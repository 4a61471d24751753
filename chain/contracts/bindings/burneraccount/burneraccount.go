// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package burneraccount

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

// BurnerAccountMetaData contains all meta data concerning the BurnerAccount contract.
var BurnerAccountMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"entryPoint_\",\"type\":\"address\"}],\"stateMutability\":\"payable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"seed\",\"type\":\"bytes32\"}],\"name\":\"burn\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryPoint\",\"outputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"op\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"missingAccountFunds\",\"type\":\"uint256\"}],\"name\":\"validateUserOp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "BurnerAccount",
	Bin: "0x60a06040526040516104003803806104008339810160408190526020916030565b6001600160a01b0316608052605b565b5f60208284031215603f575f5ffd5b81516001600160a01b03811681146054575f5ffd5b9392505050565b6080516103886100785f395f818160a3015260f901526103885ff3fe608060405260043610610036575f3560e01c806308a1eee11461004157806319822f7c14610073578063b0d691fe14610092575f5ffd5b3661003d57005b5f5ffd5b34801561004c575f5ffd5b5061006061005b36600461026c565b6100dd565b6040519081526020015b60405180910390f35b34801561007e575f5ffd5b5061006061008d366004610283565b6100ed565b34801561009d575f5ffd5b506100c57f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161006a565b5f6100e782610233565b92915050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146101605760405162461bcd60e51b81526020600482015260136024820152721b9bdd081d1a1948195b9d1c9e481c1bda5b9d606a1b604482015260640160405180910390fd5b81156101af576040515f90339084908381818185875af1925050503d805f81146101a5576040519150601f19603f3d011682016040523d82523d5f602084013e6101aa565b606091505b505050505b60046101be60608601866102d2565b90501015801561020157506308a1eee160e01b6101de60608601866102d2565b6101ec916004915f9161031c565b6101f591610343565b6001600160e01b031916145b1561020d57505f61022c565b600161021884610233565b14610223575f610226565b60015b60ff1690505b9392505050565b5f5b612ee05a111561026857604080516020810184905201604051602081830303815290604052805190602001209150610235565b5090565b5f6020828403121561027c575f5ffd5b5035919050565b5f5f5f60608486031215610295575f5ffd5b833567ffffffffffffffff8111156102ab575f5ffd5b840161012081870312156102bd575f5ffd5b95602085013595506040909401359392505050565b5f5f8335601e198436030181126102e7575f5ffd5b83018035915067ffffffffffffffff821115610301575f5ffd5b602001915036819003821315610315575f5ffd5b9250929050565b5f5f8585111561032a575f5ffd5b83861115610336575f5ffd5b5050820193919092039150565b80356001600160e01b03198116906004841015610374576001600160e01b0319600485900360031b81901b82161691505b509291505056fea164736f6c6343000825000a",
}

// BurnerAccount is an auto generated Go binding around an Ethereum contract.
type BurnerAccount struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BurnerAccount) GetABI() abi.ABI {
	return c.abi
}

// NewBurnerAccount creates a new instance of BurnerAccount.
func NewBurnerAccount() *BurnerAccount {
	parsed, err := BurnerAccountMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BurnerAccount{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BurnerAccount) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address entryPoint_) payable returns()
func (burnerAccount *BurnerAccount) PackConstructor(entryPoint_ common.Address) []byte {
	enc, err := burnerAccount.abi.Pack("", entryPoint_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08a1eee1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function burn(bytes32 seed) returns(bytes32)
func (burnerAccount *BurnerAccount) PackBurn(seed [32]byte) []byte {
	enc, err := burnerAccount.abi.Pack("burn", seed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBurn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08a1eee1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function burn(bytes32 seed) returns(bytes32)
func (burnerAccount *BurnerAccount) TryPackBurn(seed [32]byte) ([]byte, error) {
	return burnerAccount.abi.Pack("burn", seed)
}

// UnpackBurn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x08a1eee1.
//
// Solidity: function burn(bytes32 seed) returns(bytes32)
func (burnerAccount *BurnerAccount) UnpackBurn(data []byte) ([32]byte, error) {
	out, err := burnerAccount.abi.Unpack("burn", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryPoint() view returns(address)
func (burnerAccount *BurnerAccount) PackEntryPoint() []byte {
	enc, err := burnerAccount.abi.Pack("entryPoint")
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
func (burnerAccount *BurnerAccount) TryPackEntryPoint() ([]byte, error) {
	return burnerAccount.abi.Pack("entryPoint")
}

// UnpackEntryPoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0d691fe.
//
// Solidity: function entryPoint() view returns(address)
func (burnerAccount *BurnerAccount) UnpackEntryPoint(data []byte) (common.Address, error) {
	out, err := burnerAccount.abi.Unpack("entryPoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256)
func (burnerAccount *BurnerAccount) PackValidateUserOp(op PackedUserOperation, userOpHash [32]byte, missingAccountFunds *big.Int) []byte {
	enc, err := burnerAccount.abi.Pack("validateUserOp", op, userOpHash, missingAccountFunds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256)
func (burnerAccount *BurnerAccount) TryPackValidateUserOp(op PackedUserOperation, userOpHash [32]byte, missingAccountFunds *big.Int) ([]byte, error) {
	return burnerAccount.abi.Pack("validateUserOp", op, userOpHash, missingAccountFunds)
}

// UnpackValidateUserOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19822f7c.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256)
func (burnerAccount *BurnerAccount) UnpackValidateUserOp(data []byte) (*big.Int, error) {
	out, err := burnerAccount.abi.Unpack("validateUserOp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}
