// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package timedaccount

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

// TimedAccountMetaData contains all meta data concerning the TimedAccount contract.
var TimedAccountMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"entryPoint_\",\"type\":\"address\"}],\"stateMutability\":\"payable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"deployer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryPoint\",\"outputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"execute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"spendDeposit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"op\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"missingAccountFunds\",\"type\":\"uint256\"}],\"name\":\"validateUserOp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "TimedAccount",
	Bin: "0x60c060405260405161067c38038061067c83398101604081905261002291610037565b6001600160a01b03166080523360a052610064565b5f60208284031215610047575f5ffd5b81516001600160a01b038116811461005d575f5ffd5b9392505050565b60805160a0516105dc6100a05f395f81816101250152818161024b015261031901525f818160bb0152818161015301526102e701526105dc5ff3fe60806040526004361061004c575f3560e01c806319822f7c146100575780637056fed614610089578063b0d691fe146100aa578063b61d27f6146100f5578063d5f3948814610114575f5ffd5b3661005357005b5f5ffd5b348015610062575f5ffd5b5061007661007136600461041e565b610147565b6040519081526020015b60405180910390f35b348015610094575f5ffd5b506100a86100a3366004610484565b610240565b005b3480156100b5575f5ffd5b506100dd7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610080565b348015610100575f5ffd5b506100a861010f3660046104a6565b6102dc565b34801561011f575f5ffd5b506100dd7f000000000000000000000000000000000000000000000000000000000000000081565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146101bb5760405162461bcd60e51b81526020600482015260136024820152721b9bdd081d1a1948195b9d1c9e481c1bda5b9d606a1b60448201526064015b60405180910390fd5b811561020a576040515f90339084908381818185875af1925050503d805f8114610200576040519150601f19603f3d011682016040523d82523d5f602084013e610205565b606091505b505050505b5f8061021a61010087018761052b565b810190610227919061058f565b915091506102365f83836103eb565b9695505050505050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146102a65760405162461bcd60e51b815260206004820152600b60248201526a1b9bdd08185b1b1bddd95960aa1b60448201526064016101b2565b6040516001600160a01b038216904780156108fc02915f818181858888f193505050501580156102d8573d5f5f3e3d5ffd5b5050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148061033b5750336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016145b6103755760405162461bcd60e51b815260206004820152600b60248201526a1b9bdd08185b1b1bddd95960aa1b60448201526064016101b2565b5f5f856001600160a01b03168585856040516103929291906105c0565b5f6040518083038185875af1925050503d805f81146103cc576040519150601f19603f3d011682016040523d82523d5f602084013e6103d1565b606091505b5091509150816103e357805160208201fd5b505050505050565b5f60d08265ffffffffffff16901b60a08465ffffffffffff16901b85610411575f610414565b60015b1717949350505050565b5f5f5f60608486031215610430575f5ffd5b833567ffffffffffffffff811115610446575f5ffd5b84016101208187031215610458575f5ffd5b95602085013595506040909401359392505050565b6001600160a01b0381168114610481575f5ffd5b50565b5f60208284031215610494575f5ffd5b813561049f8161046d565b9392505050565b5f5f5f5f606085870312156104b9575f5ffd5b84356104c48161046d565b935060208501359250604085013567ffffffffffffffff8111156104e6575f5ffd5b8501601f810187136104f6575f5ffd5b803567ffffffffffffffff81111561050c575f5ffd5b87602082840101111561051d575f5ffd5b949793965060200194505050565b5f5f8335601e19843603018112610540575f5ffd5b83018035915067ffffffffffffffff82111561055a575f5ffd5b60200191503681900382131561056e575f5ffd5b9250929050565b803565ffffffffffff8116811461058a575f5ffd5b919050565b5f5f604083850312156105a0575f5ffd5b6105a983610575565b91506105b760208401610575565b90509250929050565b818382375f910190815291905056fea164736f6c6343000825000a",
}

// TimedAccount is an auto generated Go binding around an Ethereum contract.
type TimedAccount struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *TimedAccount) GetABI() abi.ABI {
	return c.abi
}

// NewTimedAccount creates a new instance of TimedAccount.
func NewTimedAccount() *TimedAccount {
	parsed, err := TimedAccountMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &TimedAccount{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *TimedAccount) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address entryPoint_) payable returns()
func (timedAccount *TimedAccount) PackConstructor(entryPoint_ common.Address) []byte {
	enc, err := timedAccount.abi.Pack("", entryPoint_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDeployer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f39488.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deployer() view returns(address)
func (timedAccount *TimedAccount) PackDeployer() []byte {
	enc, err := timedAccount.abi.Pack("deployer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeployer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5f39488.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deployer() view returns(address)
func (timedAccount *TimedAccount) TryPackDeployer() ([]byte, error) {
	return timedAccount.abi.Pack("deployer")
}

// UnpackDeployer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5f39488.
//
// Solidity: function deployer() view returns(address)
func (timedAccount *TimedAccount) UnpackDeployer(data []byte) (common.Address, error) {
	out, err := timedAccount.abi.Unpack("deployer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryPoint() view returns(address)
func (timedAccount *TimedAccount) PackEntryPoint() []byte {
	enc, err := timedAccount.abi.Pack("entryPoint")
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
func (timedAccount *TimedAccount) TryPackEntryPoint() ([]byte, error) {
	return timedAccount.abi.Pack("entryPoint")
}

// UnpackEntryPoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0d691fe.
//
// Solidity: function entryPoint() view returns(address)
func (timedAccount *TimedAccount) UnpackEntryPoint(data []byte) (common.Address, error) {
	out, err := timedAccount.abi.Unpack("entryPoint", data)
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
func (timedAccount *TimedAccount) PackExecute(target common.Address, value *big.Int, data []byte) []byte {
	enc, err := timedAccount.abi.Pack("execute", target, value, data)
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
func (timedAccount *TimedAccount) TryPackExecute(target common.Address, value *big.Int, data []byte) ([]byte, error) {
	return timedAccount.abi.Pack("execute", target, value, data)
}

// PackSpendDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7056fed6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function spendDeposit(address to) returns()
func (timedAccount *TimedAccount) PackSpendDeposit(to common.Address) []byte {
	enc, err := timedAccount.abi.Pack("spendDeposit", to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSpendDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7056fed6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function spendDeposit(address to) returns()
func (timedAccount *TimedAccount) TryPackSpendDeposit(to common.Address) ([]byte, error) {
	return timedAccount.abi.Pack("spendDeposit", to)
}

// PackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, bytes32 , uint256 missingAccountFunds) returns(uint256)
func (timedAccount *TimedAccount) PackValidateUserOp(op PackedUserOperation, arg1 [32]byte, missingAccountFunds *big.Int) []byte {
	enc, err := timedAccount.abi.Pack("validateUserOp", op, arg1, missingAccountFunds)
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
func (timedAccount *TimedAccount) TryPackValidateUserOp(op PackedUserOperation, arg1 [32]byte, missingAccountFunds *big.Int) ([]byte, error) {
	return timedAccount.abi.Pack("validateUserOp", op, arg1, missingAccountFunds)
}

// UnpackValidateUserOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19822f7c.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, bytes32 , uint256 missingAccountFunds) returns(uint256)
func (timedAccount *TimedAccount) UnpackValidateUserOp(data []byte) (*big.Int, error) {
	out, err := timedAccount.abi.Unpack("validateUserOp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}
