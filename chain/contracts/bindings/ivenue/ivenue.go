// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package ivenue

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

// IVenueMetaData contains all meta data concerning the IVenue contract.
var IVenueMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoLiquidity\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"}],\"name\":\"UnsupportedPair\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"}],\"name\":\"quote\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"swap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdg\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "IVenue",
}

// IVenue is an auto generated Go binding around an Ethereum contract.
type IVenue struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *IVenue) GetABI() abi.ABI {
	return c.abi
}

// NewIVenue creates a new instance of IVenue.
func NewIVenue() *IVenue {
	parsed, err := IVenueMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &IVenue{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *IVenue) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6466384.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount)
func (iVenue *IVenue) PackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) []byte {
	enc, err := iVenue.abi.Pack("quote", sellToken, buyToken, sellAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6466384.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount)
func (iVenue *IVenue) TryPackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) ([]byte, error) {
	return iVenue.abi.Pack("quote", sellToken, buyToken, sellAmount)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6466384.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount)
func (iVenue *IVenue) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := iVenue.abi.Unpack("quote", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5bcb9b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (iVenue *IVenue) PackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) []byte {
	enc, err := iVenue.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5bcb9b5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (iVenue *IVenue) TryPackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) ([]byte, error) {
	return iVenue.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
}

// UnpackSwap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5bcb9b5.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (iVenue *IVenue) UnpackSwap(data []byte) (*big.Int, error) {
	out, err := iVenue.abi.Unpack("swap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUsdg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5b91b7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdg() view returns(address)
func (iVenue *IVenue) PackUsdg() []byte {
	enc, err := iVenue.abi.Pack("usdg")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsdg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5b91b7b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function usdg() view returns(address)
func (iVenue *IVenue) TryPackUsdg() ([]byte, error) {
	return iVenue.abi.Pack("usdg")
}

// UnpackUsdg is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5b91b7b.
//
// Solidity: function usdg() view returns(address)
func (iVenue *IVenue) UnpackUsdg(data []byte) (common.Address, error) {
	out, err := iVenue.abi.Unpack("usdg", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// IVenueSwap represents a Swap event raised by the IVenue contract.
type IVenueSwap struct {
	Sender     common.Address
	SellToken  common.Address
	BuyToken   common.Address
	SellAmount *big.Int
	BuyAmount  *big.Int
	Recipient  common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const IVenueSwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (IVenueSwap) ContractEventName() string {
	return IVenueSwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed sender, address indexed sellToken, address indexed buyToken, uint256 sellAmount, uint256 buyAmount, address recipient)
func (iVenue *IVenue) UnpackSwapEvent(log *types.Log) (*IVenueSwap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != iVenue.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IVenueSwap)
	if len(log.Data) > 0 {
		if err := iVenue.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range iVenue.abi.Events[event].Inputs {
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
func (iVenue *IVenue) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], iVenue.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return iVenue.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], iVenue.abi.Errors["NoLiquidity"].ID.Bytes()[:4]) {
		return iVenue.UnpackNoLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], iVenue.abi.Errors["UnsupportedPair"].ID.Bytes()[:4]) {
		return iVenue.UnpackUnsupportedPairError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// IVenueInsufficientOutput represents a InsufficientOutput error raised by the IVenue contract.
type IVenueInsufficientOutput struct {
	BuyAmount    *big.Int
	MinBuyAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func IVenueInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func (iVenue *IVenue) UnpackInsufficientOutputError(raw []byte) (*IVenueInsufficientOutput, error) {
	out := new(IVenueInsufficientOutput)
	if err := iVenue.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IVenueNoLiquidity represents a NoLiquidity error raised by the IVenue contract.
type IVenueNoLiquidity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoLiquidity()
func IVenueNoLiquidityErrorID() common.Hash {
	return common.HexToHash("0xc301e07e589331ed9ef4311e1023346089c1adb5b41d2e0cc07797c561b59d37")
}

// UnpackNoLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoLiquidity()
func (iVenue *IVenue) UnpackNoLiquidityError(raw []byte) (*IVenueNoLiquidity, error) {
	out := new(IVenueNoLiquidity)
	if err := iVenue.abi.UnpackIntoInterface(out, "NoLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IVenueUnsupportedPair represents a UnsupportedPair error raised by the IVenue contract.
type IVenueUnsupportedPair struct {
	SellToken common.Address
	BuyToken  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func IVenueUnsupportedPairErrorID() common.Hash {
	return common.HexToHash("0x3016795c0fd6ac2e4dafa1ac0fcc523bc43ab8280355cc6a32956b47a0158894")
}

// UnpackUnsupportedPairError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func (iVenue *IVenue) UnpackUnsupportedPairError(raw []byte) (*IVenueUnsupportedPair, error) {
	out := new(IVenueUnsupportedPair)
	if err := iVenue.abi.UnpackIntoInterface(out, "UnsupportedPair", raw); err != nil {
		return nil, err
	}
	return out, nil
}
