// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package pricefeed

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

// PriceFeedMetaData contains all meta data concerning the PriceFeed contract.
var PriceFeedMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"description_\",\"type\":\"string\"},{\"internalType\":\"int256\",\"name\":\"initialAnswer\",\"type\":\"int256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint80\",\"name\":\"roundId\",\"type\":\"uint80\"}],\"name\":\"NoSuchRound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"int256\",\"name\":\"current\",\"type\":\"int256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"roundId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"updatedAt\",\"type\":\"uint256\"}],\"name\":\"AnswerUpdated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"description\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint80\",\"name\":\"roundId\",\"type\":\"uint80\"}],\"name\":\"getRoundData\",\"outputs\":[{\"internalType\":\"uint80\",\"name\":\"\",\"type\":\"uint80\"},{\"internalType\":\"int256\",\"name\":\"\",\"type\":\"int256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint80\",\"name\":\"\",\"type\":\"uint80\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"latestAnswer\",\"outputs\":[{\"internalType\":\"int256\",\"name\":\"\",\"type\":\"int256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"latestRound\",\"outputs\":[{\"internalType\":\"uint80\",\"name\":\"\",\"type\":\"uint80\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"latestRoundData\",\"outputs\":[{\"internalType\":\"uint80\",\"name\":\"\",\"type\":\"uint80\"},{\"internalType\":\"int256\",\"name\":\"\",\"type\":\"int256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint80\",\"name\":\"\",\"type\":\"uint80\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"int256\",\"name\":\"answer\",\"type\":\"int256\"}],\"name\":\"setAnswer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"int256\",\"name\":\"answer\",\"type\":\"int256\"},{\"internalType\":\"uint256\",\"name\":\"updatedAt\",\"type\":\"uint256\"}],\"name\":\"setAnswerAt\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"version\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "PriceFeed",
	Bin: "0x608060405234801561000f575f5ffd5b50604051610a8c380380610a8c83398101604081905261002e916101c2565b338061005357604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61005c8161007b565b5060016100698382610305565b5061007481426100ca565b50506103f4565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6002545f906100e3906001600160501b031660016103c3565b600280546001600160501b0383166001600160501b03199091168117909155604080516060810182528681526001600160401b0380871660208084018281528486019283525f878152600390925290859020935184555160019390930180549151831668010000000000000000026001600160801b03199092169390921692909217919091179055519192509084907f0559884fd3a460db3073b7fc896cc77986f16e378210ded43186175bf646fc5f906101a19086815260200190565b60405180910390a3505050565b634e487b7160e01b5f52604160045260245ffd5b5f5f604083850312156101d3575f5ffd5b82516001600160401b038111156101e8575f5ffd5b8301601f810185136101f8575f5ffd5b80516001600160401b03811115610211576102116101ae565b604051601f8201601f19908116603f011681016001600160401b038111828210171561023f5761023f6101ae565b604052818152828201602001871015610256575f5ffd5b8160208401602083015e5f60209282018301529401519395939450505050565b600181811c9082168061028a57607f821691505b6020821081036102a857634e487b7160e01b5f52602260045260245ffd5b50919050565b601f821115610300578282111561030057805f5260205f20601f840160051c60208510156102d957505f5b90810190601f840160051c035f5b818110156102fc575f838201556001016102e7565b5050505b505050565b81516001600160401b0381111561031e5761031e6101ae565b6103328161032c8454610276565b846102ae565b6020601f821160018114610364575f831561034d5750848201515b5f19600385901b1c1916600184901b1784556103bc565b5f84815260208120601f198516915b828110156103935787850151825560209485019460019092019101610373565b50848210156103b057868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b6001600160501b0381811683821601908111156103ee57634e487b7160e01b5f52601160045260245ffd5b92915050565b61068b806104015f395ff3fe608060405234801561000f575f5ffd5b50600436106100b1575f3560e01c80637284e4161161006e5780637284e416146101415780638da5cb5b1461015657806399213cd8146101705780639a6fc8f514610183578063f2fde38b146101ca578063feaf968c146101dd575f5ffd5b8063313ce567146100b557806348d2cc3e146100c957806350d25bcd146100de57806354fd4d5014610107578063668a0f021461010e578063715018a614610139575b5f5ffd5b604051600881526020015b60405180910390f35b6100dc6100d7366004610556565b610234565b005b6002546001600160501b03165f908152600360205260409020545b6040519081526020016100c0565b60046100f9565b600254610121906001600160501b031681565b6040516001600160501b0390911681526020016100c0565b6100dc61024a565b61014961025d565b6040516100c09190610576565b5f546040516001600160a01b0390911681526020016100c0565b6100dc61017e3660046105ab565b6102ed565b6101966101913660046105c2565b610302565b604080516001600160501b03968716815260208101959095528401929092526060830152909116608082015260a0016100c0565b6100dc6101d83660046105ef565b6103b5565b6002546001600160501b03165f818152600360209081526040918290208251606081018452815480825260019092015467ffffffffffffffff808216948301859052600160401b9091041693018390529183610196565b61023c6103ef565b610246828261041b565b5050565b6102526103ef565b61025b5f610507565b565b60606001805461026c90610615565b80601f016020809104026020016040519081016040528092919081815260200182805461029890610615565b80156102e35780601f106102ba576101008083540402835291602001916102e3565b820191905f5260205f20905b8154815290600101906020018083116102c657829003601f168201915b5050505050905090565b6102f56103ef565b6102ff814261041b565b50565b6001600160501b0381165f90815260036020908152604080832081516060810183528154815260019091015467ffffffffffffffff80821694830194909452600160401b900490921690820181905282918291829182918203610388576040516302fee12b60e61b81526001600160501b03881660048201526024015b60405180910390fd5b805160208201516040909201519798909767ffffffffffffffff9283169750919091169450879350915050565b6103bd6103ef565b6001600160a01b0381166103e657604051631e4fbdf760e01b81525f600482015260240161037f565b6102ff81610507565b5f546001600160a01b0316331461025b5760405163118cdaa760e01b815233600482015260240161037f565b6002545f90610434906001600160501b0316600161064d565b600280546001600160501b03831669ffffffffffffffffffff1990911681179091556040805160608101825286815267ffffffffffffffff80871660208084018281528486019283525f8781526003909252908590209351845551600193909301805491518316600160401b026fffffffffffffffffffffffffffffffff199092169390921692909217919091179055519192509084907f0559884fd3a460db3073b7fc896cc77986f16e378210ded43186175bf646fc5f906104fa9086815260200190565b60405180910390a3505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f60408385031215610567575f5ffd5b50508035926020909101359150565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f602082840312156105bb575f5ffd5b5035919050565b5f602082840312156105d2575f5ffd5b81356001600160501b03811681146105e8575f5ffd5b9392505050565b5f602082840312156105ff575f5ffd5b81356001600160a01b03811681146105e8575f5ffd5b600181811c9082168061062957607f821691505b60208210810361064757634e487b7160e01b5f52602260045260245ffd5b50919050565b6001600160501b03818116838216019081111561067857634e487b7160e01b5f52601160045260245ffd5b9291505056fea164736f6c6343000825000a",
}

// PriceFeed is an auto generated Go binding around an Ethereum contract.
type PriceFeed struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PriceFeed) GetABI() abi.ABI {
	return c.abi
}

// NewPriceFeed creates a new instance of PriceFeed.
func NewPriceFeed() *PriceFeed {
	parsed, err := PriceFeedMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PriceFeed{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PriceFeed) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string description_, int256 initialAnswer) returns()
func (priceFeed *PriceFeed) PackConstructor(description_ string, initialAnswer *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("", description_, initialAnswer)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() pure returns(uint8)
func (priceFeed *PriceFeed) PackDecimals() []byte {
	enc, err := priceFeed.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (priceFeed *PriceFeed) TryPackDecimals() ([]byte, error) {
	return priceFeed.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (priceFeed *PriceFeed) UnpackDecimals(data []byte) (uint8, error) {
	out, err := priceFeed.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackDescription is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7284e416.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function description() view returns(string)
func (priceFeed *PriceFeed) PackDescription() []byte {
	enc, err := priceFeed.abi.Pack("description")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDescription is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7284e416.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function description() view returns(string)
func (priceFeed *PriceFeed) TryPackDescription() ([]byte, error) {
	return priceFeed.abi.Pack("description")
}

// UnpackDescription is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7284e416.
//
// Solidity: function description() view returns(string)
func (priceFeed *PriceFeed) UnpackDescription(data []byte) (string, error) {
	out, err := priceFeed.abi.Unpack("description", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackGetRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a6fc8f5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getRoundData(uint80 roundId) view returns(uint80, int256, uint256, uint256, uint80)
func (priceFeed *PriceFeed) PackGetRoundData(roundId *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("getRoundData", roundId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9a6fc8f5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getRoundData(uint80 roundId) view returns(uint80, int256, uint256, uint256, uint80)
func (priceFeed *PriceFeed) TryPackGetRoundData(roundId *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("getRoundData", roundId)
}

// GetRoundDataOutput serves as a container for the return parameters of contract
// method GetRoundData.
type GetRoundDataOutput struct {
	Arg0 *big.Int
	Arg1 *big.Int
	Arg2 *big.Int
	Arg3 *big.Int
	Arg4 *big.Int
}

// UnpackGetRoundData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9a6fc8f5.
//
// Solidity: function getRoundData(uint80 roundId) view returns(uint80, int256, uint256, uint256, uint80)
func (priceFeed *PriceFeed) UnpackGetRoundData(data []byte) (GetRoundDataOutput, error) {
	out, err := priceFeed.abi.Unpack("getRoundData", data)
	outstruct := new(GetRoundDataOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Arg1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Arg2 = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Arg3 = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.Arg4 = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackLatestAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50d25bcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestAnswer() view returns(int256)
func (priceFeed *PriceFeed) PackLatestAnswer() []byte {
	enc, err := priceFeed.abi.Pack("latestAnswer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x50d25bcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestAnswer() view returns(int256)
func (priceFeed *PriceFeed) TryPackLatestAnswer() ([]byte, error) {
	return priceFeed.abi.Pack("latestAnswer")
}

// UnpackLatestAnswer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x50d25bcd.
//
// Solidity: function latestAnswer() view returns(int256)
func (priceFeed *PriceFeed) UnpackLatestAnswer(data []byte) (*big.Int, error) {
	out, err := priceFeed.abi.Unpack("latestAnswer", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLatestRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x668a0f02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestRound() view returns(uint80)
func (priceFeed *PriceFeed) PackLatestRound() []byte {
	enc, err := priceFeed.abi.Pack("latestRound")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestRound is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x668a0f02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestRound() view returns(uint80)
func (priceFeed *PriceFeed) TryPackLatestRound() ([]byte, error) {
	return priceFeed.abi.Pack("latestRound")
}

// UnpackLatestRound is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x668a0f02.
//
// Solidity: function latestRound() view returns(uint80)
func (priceFeed *PriceFeed) UnpackLatestRound(data []byte) (*big.Int, error) {
	out, err := priceFeed.abi.Unpack("latestRound", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackLatestRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeaf968c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function latestRoundData() view returns(uint80, int256, uint256, uint256, uint80)
func (priceFeed *PriceFeed) PackLatestRoundData() []byte {
	enc, err := priceFeed.abi.Pack("latestRoundData")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLatestRoundData is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfeaf968c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function latestRoundData() view returns(uint80, int256, uint256, uint256, uint80)
func (priceFeed *PriceFeed) TryPackLatestRoundData() ([]byte, error) {
	return priceFeed.abi.Pack("latestRoundData")
}

// LatestRoundDataOutput serves as a container for the return parameters of contract
// method LatestRoundData.
type LatestRoundDataOutput struct {
	Arg0 *big.Int
	Arg1 *big.Int
	Arg2 *big.Int
	Arg3 *big.Int
	Arg4 *big.Int
}

// UnpackLatestRoundData is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xfeaf968c.
//
// Solidity: function latestRoundData() view returns(uint80, int256, uint256, uint256, uint80)
func (priceFeed *PriceFeed) UnpackLatestRoundData(data []byte) (LatestRoundDataOutput, error) {
	out, err := priceFeed.abi.Unpack("latestRoundData", data)
	outstruct := new(LatestRoundDataOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Arg1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Arg2 = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Arg3 = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.Arg4 = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (priceFeed *PriceFeed) PackOwner() []byte {
	enc, err := priceFeed.abi.Pack("owner")
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
func (priceFeed *PriceFeed) TryPackOwner() ([]byte, error) {
	return priceFeed.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (priceFeed *PriceFeed) UnpackOwner(data []byte) (common.Address, error) {
	out, err := priceFeed.abi.Unpack("owner", data)
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
func (priceFeed *PriceFeed) PackRenounceOwnership() []byte {
	enc, err := priceFeed.abi.Pack("renounceOwnership")
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
func (priceFeed *PriceFeed) TryPackRenounceOwnership() ([]byte, error) {
	return priceFeed.abi.Pack("renounceOwnership")
}

// PackSetAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99213cd8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAnswer(int256 answer) returns()
func (priceFeed *PriceFeed) PackSetAnswer(answer *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("setAnswer", answer)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAnswer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99213cd8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAnswer(int256 answer) returns()
func (priceFeed *PriceFeed) TryPackSetAnswer(answer *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("setAnswer", answer)
}

// PackSetAnswerAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48d2cc3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAnswerAt(int256 answer, uint256 updatedAt) returns()
func (priceFeed *PriceFeed) PackSetAnswerAt(answer *big.Int, updatedAt *big.Int) []byte {
	enc, err := priceFeed.abi.Pack("setAnswerAt", answer, updatedAt)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAnswerAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48d2cc3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAnswerAt(int256 answer, uint256 updatedAt) returns()
func (priceFeed *PriceFeed) TryPackSetAnswerAt(answer *big.Int, updatedAt *big.Int) ([]byte, error) {
	return priceFeed.abi.Pack("setAnswerAt", answer, updatedAt)
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (priceFeed *PriceFeed) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := priceFeed.abi.Pack("transferOwnership", newOwner)
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
func (priceFeed *PriceFeed) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return priceFeed.abi.Pack("transferOwnership", newOwner)
}

// PackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function version() pure returns(uint256)
func (priceFeed *PriceFeed) PackVersion() []byte {
	enc, err := priceFeed.abi.Pack("version")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x54fd4d50.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function version() pure returns(uint256)
func (priceFeed *PriceFeed) TryPackVersion() ([]byte, error) {
	return priceFeed.abi.Pack("version")
}

// UnpackVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x54fd4d50.
//
// Solidity: function version() pure returns(uint256)
func (priceFeed *PriceFeed) UnpackVersion(data []byte) (*big.Int, error) {
	out, err := priceFeed.abi.Unpack("version", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PriceFeedAnswerUpdated represents a AnswerUpdated event raised by the PriceFeed contract.
type PriceFeedAnswerUpdated struct {
	Current   *big.Int
	RoundId   *big.Int
	UpdatedAt *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PriceFeedAnswerUpdatedEventName = "AnswerUpdated"

// ContractEventName returns the user-defined event name.
func (PriceFeedAnswerUpdated) ContractEventName() string {
	return PriceFeedAnswerUpdatedEventName
}

// UnpackAnswerUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt)
func (priceFeed *PriceFeed) UnpackAnswerUpdatedEvent(log *types.Log) (*PriceFeedAnswerUpdated, error) {
	event := "AnswerUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != priceFeed.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PriceFeedAnswerUpdated)
	if len(log.Data) > 0 {
		if err := priceFeed.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range priceFeed.abi.Events[event].Inputs {
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

// PriceFeedOwnershipTransferred represents a OwnershipTransferred event raised by the PriceFeed contract.
type PriceFeedOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const PriceFeedOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (PriceFeedOwnershipTransferred) ContractEventName() string {
	return PriceFeedOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (priceFeed *PriceFeed) UnpackOwnershipTransferredEvent(log *types.Log) (*PriceFeedOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != priceFeed.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PriceFeedOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := priceFeed.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range priceFeed.abi.Events[event].Inputs {
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
func (priceFeed *PriceFeed) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], priceFeed.abi.Errors["NoSuchRound"].ID.Bytes()[:4]) {
		return priceFeed.UnpackNoSuchRoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], priceFeed.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return priceFeed.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], priceFeed.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return priceFeed.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PriceFeedNoSuchRound represents a NoSuchRound error raised by the PriceFeed contract.
type PriceFeedNoSuchRound struct {
	RoundId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoSuchRound(uint80 roundId)
func PriceFeedNoSuchRoundErrorID() common.Hash {
	return common.HexToHash("0xbfb84ac0b5eaedfad3a54cc3c429e9be27ae3f10922d16b92801a2ed7c1c8134")
}

// UnpackNoSuchRoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoSuchRound(uint80 roundId)
func (priceFeed *PriceFeed) UnpackNoSuchRoundError(raw []byte) (*PriceFeedNoSuchRound, error) {
	out := new(PriceFeedNoSuchRound)
	if err := priceFeed.abi.UnpackIntoInterface(out, "NoSuchRound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PriceFeedOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the PriceFeed contract.
type PriceFeedOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func PriceFeedOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (priceFeed *PriceFeed) UnpackOwnableInvalidOwnerError(raw []byte) (*PriceFeedOwnableInvalidOwner, error) {
	out := new(PriceFeedOwnableInvalidOwner)
	if err := priceFeed.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PriceFeedOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the PriceFeed contract.
type PriceFeedOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func PriceFeedOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (priceFeed *PriceFeed) UnpackOwnableUnauthorizedAccountError(raw []byte) (*PriceFeedOwnableUnauthorizedAccount, error) {
	out := new(PriceFeedOwnableUnauthorizedAccount)
	if err := priceFeed.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
