// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package holderlisttesttoken

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

// HolderListTestTokenMetaData contains all meta data concerning the HolderListTestToken contract.
var HolderListTestTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"NotAHolder\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"holders\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"accounts\",\"type\":\"address[]\"},{\"internalType\":\"bool\",\"name\":\"listed\",\"type\":\"bool\"}],\"name\":\"setHolders\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "HolderListTestToken",
	Bin: "0x608060405234801561000f575f5ffd5b50604051610d50380380610d5083398101604081905261002e91610179565b338282600361003d838261026d565b50600461004a828261026d565b5050506001600160a01b03811661007a57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b6100838161008b565b50505061032b565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126100ff575f5ffd5b81516001600160401b03811115610118576101186100dc565b604051601f8201601f19908116603f011681016001600160401b0381118282101715610146576101466100dc565b60405281815283820160200185101561015d575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f6040838503121561018a575f5ffd5b82516001600160401b0381111561019f575f5ffd5b6101ab858286016100f0565b602085015190935090506001600160401b038111156101c8575f5ffd5b6101d4858286016100f0565b9150509250929050565b600181811c908216806101f257607f821691505b60208210810361021057634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610268578282111561026857805f5260205f20601f840160051c602085101561024157505f5b90810190601f840160051c035f5b81811015610264575f8382015560010161024f565b5050505b505050565b81516001600160401b03811115610286576102866100dc565b61029a8161029484546101de565b84610216565b6020601f8211600181146102cc575f83156102b55750848201515b5f19600385901b1c1916600184901b178455610324565b5f84815260208120601f198516915b828110156102fb57878501518255602094850194600190920191016102db565b508482101561031857868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b610a18806103385f395ff3fe608060405234801561000f575f5ffd5b50600436106100f0575f3560e01c8063682e2e5e1161009357806395d89b411161006357806395d89b41146101fe578063a9059cbb14610206578063dd62ed3e14610219578063f2fde38b14610251575f5ffd5b8063682e2e5e146101a057806370a08231146101b3578063715018a6146101db5780638da5cb5b146101e3575f5ffd5b806318a5bbdc116100ce57806318a5bbdc1461014757806323b872dd14610169578063313ce5671461017c57806340c10f191461018b575f5ffd5b806306fdde03146100f4578063095ea7b31461011257806318160ddd14610135575b5f5ffd5b6100fc610264565b6040516101099190610817565b60405180910390f35b610125610120366004610867565b6102f4565b6040519015158152602001610109565b6002545b604051908152602001610109565b61012561015536600461088f565b60066020525f908152604090205460ff1681565b6101256101773660046108af565b61030d565b60405160128152602001610109565b61019e610199366004610867565b610330565b005b61019e6101ae3660046108e9565b610346565b6101396101c136600461088f565b6001600160a01b03165f9081526020819052604090205490565b61019e6103b8565b6005546040516001600160a01b039091168152602001610109565b6100fc6103cb565b610125610214366004610867565b6103da565b61013961022736600461096f565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b61019e61025f36600461088f565b6103e7565b606060038054610273906109a0565b80601f016020809104026020016040519081016040528092919081815260200182805461029f906109a0565b80156102ea5780601f106102c1576101008083540402835291602001916102ea565b820191905f5260205f20905b8154815290600101906020018083116102cd57829003601f168201915b5050505050905090565b5f33610301818585610429565b60019150505b92915050565b5f3361031a85828561043b565b6103258585856104b1565b506001949350505050565b61033861050e565b610342828261053b565b5050565b61034e61050e565b5f5b828110156103b2578160065f86868581811061036e5761036e6109d8565b9050602002016020810190610383919061088f565b6001600160a01b0316815260208101919091526040015f20805460ff1916911515919091179055600101610350565b50505050565b6103c061050e565b6103c95f61056f565b565b606060048054610273906109a0565b5f336103018185856104b1565b6103ef61050e565b6001600160a01b03811661041d57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6104268161056f565b50565b61043683838360016105c0565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f198110156103b257818110156104a357604051637dc7a0d960e11b81526001600160a01b03841660048201526024810182905260448101839052606401610414565b6103b284848484035f6105c0565b6001600160a01b0383166104da57604051634b637e8f60e11b81525f6004820152602401610414565b6001600160a01b0382166105035760405163ec442f0560e01b81525f6004820152602401610414565b610436838383610692565b6005546001600160a01b031633146103c95760405163118cdaa760e01b8152336004820152602401610414565b6001600160a01b0382166105645760405163ec442f0560e01b81525f6004820152602401610414565b6103425f8383610692565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b0384166105e95760405163e602df0560e01b81525f6004820152602401610414565b6001600160a01b03831661061257604051634a1406b160e11b81525f6004820152602401610414565b6001600160a01b038085165f90815260016020908152604080832093871683529290522082905580156103b257826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161068491815260200190565b60405180910390a350505050565b6001600160a01b038216158015906106c257506001600160a01b0382165f9081526006602052604090205460ff16155b156106eb57604051632e5740eb60e11b81526001600160a01b0383166004820152602401610414565b6104368383836001600160a01b03831661071b578060025f82825461071091906109ec565b9091555061078b9050565b6001600160a01b0383165f908152602081905260409020548181101561076d5760405163391434e360e21b81526001600160a01b03851660048201526024810182905260448101839052606401610414565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166107a7576002805482900390556107c5565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161080a91815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114610862575f5ffd5b919050565b5f5f60408385031215610878575f5ffd5b6108818361084c565b946020939093013593505050565b5f6020828403121561089f575f5ffd5b6108a88261084c565b9392505050565b5f5f5f606084860312156108c1575f5ffd5b6108ca8461084c565b92506108d86020850161084c565b929592945050506040919091013590565b5f5f5f604084860312156108fb575f5ffd5b833567ffffffffffffffff811115610911575f5ffd5b8401601f81018613610921575f5ffd5b803567ffffffffffffffff811115610937575f5ffd5b8660208260051b840101111561094b575f5ffd5b6020918201945092508401358015158114610964575f5ffd5b809150509250925092565b5f5f60408385031215610980575f5ffd5b6109898361084c565b91506109976020840161084c565b90509250929050565b600181811c908216806109b457607f821691505b6020821081036109d257634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52603260045260245ffd5b8082018082111561030757634e487b7160e01b5f52601160045260245ffdfea164736f6c6343000825000a",
}

// HolderListTestToken is an auto generated Go binding around an Ethereum contract.
type HolderListTestToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *HolderListTestToken) GetABI() abi.ABI {
	return c.abi
}

// NewHolderListTestToken creates a new instance of HolderListTestToken.
func NewHolderListTestToken() *HolderListTestToken {
	parsed, err := HolderListTestTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &HolderListTestToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *HolderListTestToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_) returns()
func (holderListTestToken *HolderListTestToken) PackConstructor(name_ string, symbol_ string) []byte {
	enc, err := holderListTestToken.abi.Pack("", name_, symbol_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (holderListTestToken *HolderListTestToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := holderListTestToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (holderListTestToken *HolderListTestToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return holderListTestToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (holderListTestToken *HolderListTestToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := holderListTestToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := holderListTestToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return holderListTestToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) UnpackApprove(data []byte) (bool, error) {
	out, err := holderListTestToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (holderListTestToken *HolderListTestToken) PackBalanceOf(account common.Address) []byte {
	enc, err := holderListTestToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (holderListTestToken *HolderListTestToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return holderListTestToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (holderListTestToken *HolderListTestToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := holderListTestToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (holderListTestToken *HolderListTestToken) PackDecimals() []byte {
	enc, err := holderListTestToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (holderListTestToken *HolderListTestToken) TryPackDecimals() ([]byte, error) {
	return holderListTestToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (holderListTestToken *HolderListTestToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := holderListTestToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackHolders is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18a5bbdc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function holders(address ) view returns(bool)
func (holderListTestToken *HolderListTestToken) PackHolders(arg0 common.Address) []byte {
	enc, err := holderListTestToken.abi.Pack("holders", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHolders is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18a5bbdc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function holders(address ) view returns(bool)
func (holderListTestToken *HolderListTestToken) TryPackHolders(arg0 common.Address) ([]byte, error) {
	return holderListTestToken.abi.Pack("holders", arg0)
}

// UnpackHolders is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18a5bbdc.
//
// Solidity: function holders(address ) view returns(bool)
func (holderListTestToken *HolderListTestToken) UnpackHolders(data []byte) (bool, error) {
	out, err := holderListTestToken.abi.Unpack("holders", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (holderListTestToken *HolderListTestToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := holderListTestToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (holderListTestToken *HolderListTestToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return holderListTestToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (holderListTestToken *HolderListTestToken) PackName() []byte {
	enc, err := holderListTestToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (holderListTestToken *HolderListTestToken) TryPackName() ([]byte, error) {
	return holderListTestToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (holderListTestToken *HolderListTestToken) UnpackName(data []byte) (string, error) {
	out, err := holderListTestToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (holderListTestToken *HolderListTestToken) PackOwner() []byte {
	enc, err := holderListTestToken.abi.Pack("owner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owner() view returns(address)
func (holderListTestToken *HolderListTestToken) TryPackOwner() ([]byte, error) {
	return holderListTestToken.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (holderListTestToken *HolderListTestToken) UnpackOwner(data []byte) (common.Address, error) {
	out, err := holderListTestToken.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (holderListTestToken *HolderListTestToken) PackRenounceOwnership() []byte {
	enc, err := holderListTestToken.abi.Pack("renounceOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function renounceOwnership() returns()
func (holderListTestToken *HolderListTestToken) TryPackRenounceOwnership() ([]byte, error) {
	return holderListTestToken.abi.Pack("renounceOwnership")
}

// PackSetHolders is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x682e2e5e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setHolders(address[] accounts, bool listed) returns()
func (holderListTestToken *HolderListTestToken) PackSetHolders(accounts []common.Address, listed bool) []byte {
	enc, err := holderListTestToken.abi.Pack("setHolders", accounts, listed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetHolders is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x682e2e5e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setHolders(address[] accounts, bool listed) returns()
func (holderListTestToken *HolderListTestToken) TryPackSetHolders(accounts []common.Address, listed bool) ([]byte, error) {
	return holderListTestToken.abi.Pack("setHolders", accounts, listed)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (holderListTestToken *HolderListTestToken) PackSymbol() []byte {
	enc, err := holderListTestToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (holderListTestToken *HolderListTestToken) TryPackSymbol() ([]byte, error) {
	return holderListTestToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (holderListTestToken *HolderListTestToken) UnpackSymbol(data []byte) (string, error) {
	out, err := holderListTestToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (holderListTestToken *HolderListTestToken) PackTotalSupply() []byte {
	enc, err := holderListTestToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (holderListTestToken *HolderListTestToken) TryPackTotalSupply() ([]byte, error) {
	return holderListTestToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (holderListTestToken *HolderListTestToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := holderListTestToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := holderListTestToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return holderListTestToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := holderListTestToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := holderListTestToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return holderListTestToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (holderListTestToken *HolderListTestToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := holderListTestToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (holderListTestToken *HolderListTestToken) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := holderListTestToken.abi.Pack("transferOwnership", newOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (holderListTestToken *HolderListTestToken) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return holderListTestToken.abi.Pack("transferOwnership", newOwner)
}

// HolderListTestTokenApproval represents a Approval event raised by the HolderListTestToken contract.
type HolderListTestTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const HolderListTestTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (HolderListTestTokenApproval) ContractEventName() string {
	return HolderListTestTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (holderListTestToken *HolderListTestToken) UnpackApprovalEvent(log *types.Log) (*HolderListTestTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != holderListTestToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HolderListTestTokenApproval)
	if len(log.Data) > 0 {
		if err := holderListTestToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range holderListTestToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// HolderListTestTokenOwnershipTransferred represents a OwnershipTransferred event raised by the HolderListTestToken contract.
type HolderListTestTokenOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const HolderListTestTokenOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (HolderListTestTokenOwnershipTransferred) ContractEventName() string {
	return HolderListTestTokenOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (holderListTestToken *HolderListTestToken) UnpackOwnershipTransferredEvent(log *types.Log) (*HolderListTestTokenOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != holderListTestToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HolderListTestTokenOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := holderListTestToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range holderListTestToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// HolderListTestTokenTransfer represents a Transfer event raised by the HolderListTestToken contract.
type HolderListTestTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const HolderListTestTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (HolderListTestTokenTransfer) ContractEventName() string {
	return HolderListTestTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (holderListTestToken *HolderListTestToken) UnpackTransferEvent(log *types.Log) (*HolderListTestTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != holderListTestToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HolderListTestTokenTransfer)
	if len(log.Data) > 0 {
		if err := holderListTestToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range holderListTestToken.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (holderListTestToken *HolderListTestToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["NotAHolder"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackNotAHolderError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListTestToken.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return holderListTestToken.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// HolderListTestTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the HolderListTestToken contract.
type HolderListTestTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func HolderListTestTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (holderListTestToken *HolderListTestToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*HolderListTestTokenERC20InsufficientAllowance, error) {
	out := new(HolderListTestTokenERC20InsufficientAllowance)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListTestTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the HolderListTestToken contract.
type HolderListTestTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func HolderListTestTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (holderListTestToken *HolderListTestToken) UnpackERC20InsufficientBalanceError(raw []byte) (*HolderListTestTokenERC20InsufficientBalance, error) {
	out := new(HolderListTestTokenERC20InsufficientBalance)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListTestTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the HolderListTestToken contract.
type HolderListTestTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func HolderListTestTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (holderListTestToken *HolderListTestToken) UnpackERC20InvalidApproverError(raw []byte) (*HolderListTestTokenERC20InvalidApprover, error) {
	out := new(HolderListTestTokenERC20InvalidApprover)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListTestTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the HolderListTestToken contract.
type HolderListTestTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func HolderListTestTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (holderListTestToken *HolderListTestToken) UnpackERC20InvalidReceiverError(raw []byte) (*HolderListTestTokenERC20InvalidReceiver, error) {
	out := new(HolderListTestTokenERC20InvalidReceiver)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListTestTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the HolderListTestToken contract.
type HolderListTestTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func HolderListTestTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (holderListTestToken *HolderListTestToken) UnpackERC20InvalidSenderError(raw []byte) (*HolderListTestTokenERC20InvalidSender, error) {
	out := new(HolderListTestTokenERC20InvalidSender)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListTestTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the HolderListTestToken contract.
type HolderListTestTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func HolderListTestTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (holderListTestToken *HolderListTestToken) UnpackERC20InvalidSpenderError(raw []byte) (*HolderListTestTokenERC20InvalidSpender, error) {
	out := new(HolderListTestTokenERC20InvalidSpender)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListTestTokenNotAHolder represents a NotAHolder error raised by the HolderListTestToken contract.
type HolderListTestTokenNotAHolder struct {
	To common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAHolder(address to)
func HolderListTestTokenNotAHolderErrorID() common.Hash {
	return common.HexToHash("0x5cae81d60634b34b995bf03d62811ec90237735a34d5f30ab5a670746a964a26")
}

// UnpackNotAHolderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAHolder(address to)
func (holderListTestToken *HolderListTestToken) UnpackNotAHolderError(raw []byte) (*HolderListTestTokenNotAHolder, error) {
	out := new(HolderListTestTokenNotAHolder)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "NotAHolder", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListTestTokenOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the HolderListTestToken contract.
type HolderListTestTokenOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func HolderListTestTokenOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (holderListTestToken *HolderListTestToken) UnpackOwnableInvalidOwnerError(raw []byte) (*HolderListTestTokenOwnableInvalidOwner, error) {
	out := new(HolderListTestTokenOwnableInvalidOwner)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListTestTokenOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the HolderListTestToken contract.
type HolderListTestTokenOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func HolderListTestTokenOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (holderListTestToken *HolderListTestToken) UnpackOwnableUnauthorizedAccountError(raw []byte) (*HolderListTestTokenOwnableUnauthorizedAccount, error) {
	out := new(HolderListTestTokenOwnableUnauthorizedAccount)
	if err := holderListTestToken.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
