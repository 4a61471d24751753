// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package quoterv2venue

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

// QuoterV2VenueExactInputSingleParams is an auto generated low-level Go binding around an user-defined struct.
type QuoterV2VenueExactInputSingleParams struct {
	TokenIn           common.Address
	TokenOut          common.Address
	Fee               *big.Int
	Recipient         common.Address
	AmountIn          *big.Int
	AmountOutMinimum  *big.Int
	SqrtPriceLimitX96 *big.Int
}

// QuoterV2VenueQuoteExactInputSingleParams is an auto generated low-level Go binding around an user-defined struct.
type QuoterV2VenueQuoteExactInputSingleParams struct {
	TokenIn           common.Address
	TokenOut          common.Address
	AmountIn          *big.Int
	Fee               *big.Int
	SqrtPriceLimitX96 *big.Int
}

// QuoterV2VenueMetaData contains all meta data concerning the QuoterV2Venue contract.
var QuoterV2VenueMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIVenue\",\"name\":\"venue_\",\"type\":\"address\"},{\"internalType\":\"uint24\",\"name\":\"fee_\",\"type\":\"uint24\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"name\":\"NoPool\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMinimum\",\"type\":\"uint256\"}],\"name\":\"TooLittleReceived\",\"type\":\"error\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amountOutMinimum\",\"type\":\"uint256\"},{\"internalType\":\"uint160\",\"name\":\"sqrtPriceLimitX96\",\"type\":\"uint160\"}],\"internalType\":\"structQuoterV2Venue.ExactInputSingleParams\",\"name\":\"params\",\"type\":\"tuple\"}],\"name\":\"exactInputSingle\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"fee\",\"outputs\":[{\"internalType\":\"uint24\",\"name\":\"\",\"type\":\"uint24\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"tokenIn\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"tokenOut\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amountIn\",\"type\":\"uint256\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"},{\"internalType\":\"uint160\",\"name\":\"sqrtPriceLimitX96\",\"type\":\"uint160\"}],\"internalType\":\"structQuoterV2Venue.QuoteExactInputSingleParams\",\"name\":\"params\",\"type\":\"tuple\"}],\"name\":\"quoteExactInputSingle\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amountOut\",\"type\":\"uint256\"},{\"internalType\":\"uint160\",\"name\":\"sqrtPriceX96After\",\"type\":\"uint160\"},{\"internalType\":\"uint32\",\"name\":\"initializedTicksCrossed\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"gasEstimate\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"venue\",\"outputs\":[{\"internalType\":\"contractIVenue\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "QuoterV2Venue",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161087e38038061087e83398101604081905261002e91610049565b6001600160a01b0390911660805262ffffff1660a052610093565b5f5f6040838503121561005a575f5ffd5b82516001600160a01b0381168114610070575f5ffd5b602084015190925062ffffff81168114610088575f5ffd5b809150509250929050565b60805160a0516107a86100d65f395f818161011601528181610153015261037601525f818160790152818161020c01528181610257015261040901526107a85ff3fe60806040526004361061003e575f3560e01c806304e45aaf14610042578063a270a73714610068578063c6a5026a146100b3578063ddca3f4314610105575b5f5ffd5b610055610050366004610641565b61014c565b6040519081526020015b60405180910390f35b348015610073575f5ffd5b5061009b7f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161005f565b3480156100be575f5ffd5b506100d26100cd36600461068e565b610370565b604080519485526001600160a01b03909316602085015263ffffffff90911691830191909152606082015260800161005f565b348015610110575f5ffd5b506101387f000000000000000000000000000000000000000000000000000000000000000081565b60405162ffffff909116815260200161005f565b5f62ffffff7f0000000000000000000000000000000000000000000000000000000000000000166101836060840160408501610721565b62ffffff16146101df5761019a6020830183610741565b6101aa6040840160208501610741565b6101ba6060850160408601610721565b60405163b9f2042160e01b81526004016101d69392919061075c565b60405180910390fd5b610207333060808501356101f66020870187610741565b6001600160a01b03169291906104b7565b61024d7f0000000000000000000000000000000000000000000000000000000000000000608084013561023d6020860186610741565b6001600160a01b031691906104f3565b6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001663d5bcb9b56102896020850185610741565b6102996040860160208701610741565b6080860180359060a0880135906102b39060608a01610741565b60405160e087901b6001600160e01b03191681526001600160a01b039586166004820152938516602485015260448401929092526064830152909116608482015260a4016020604051808303815f875af1158015610313573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103379190610784565b90508160a0013581101561036b57604051632743691d60e11b81526004810182905260a083013560248201526044016101d6565b919050565b5f5f5f5f7f000000000000000000000000000000000000000000000000000000000000000062ffffff16856060015162ffffff16146103d15784516020860151606087015160405163b9f2042160e01b81526101d69392919060040161075c565b845160208601516040808801519051632d9198e160e21b81526001600160a01b039384166004820152918316602483015260448201527f00000000000000000000000000000000000000000000000000000000000000009091169063b646638490606401602060405180830381865afa158015610450573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104749190610784565b9350835f036104a55784516020860151606087015160405163b9f2042160e01b81526101d69392919060040161075c565b5091935f9350600192506201d4c09150565b6104c5848484846001610572565b6104ed57604051635274afe760e01b81526001600160a01b03851660048201526024016101d6565b50505050565b6104ff8383835f6105df565b61056d5761051083835f60016105df565b61053857604051635274afe760e01b81526001600160a01b03841660048201526024016101d6565b61054583838360016105df565b61056d57604051635274afe760e01b81526001600160a01b03841660048201526024016101d6565b505050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f511483166105ce5783831516156105c2573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610635578383151615610629573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f60e0828403128015610652575f5ffd5b509092915050565b6001600160a01b038116811461066e575f5ffd5b50565b803561036b8161065a565b803562ffffff8116811461036b575f5ffd5b5f60a082840312801561069f575f5ffd5b5060405160a0810167ffffffffffffffff811182821017156106cf57634e487b7160e01b5f52604160045260245ffd5b6040526106db83610671565b81526106e960208401610671565b6020820152604083810135908201526107046060840161067c565b606082015261071560808401610671565b60808201529392505050565b5f60208284031215610731575f5ffd5b61073a8261067c565b9392505050565b5f60208284031215610751575f5ffd5b813561073a8161065a565b6001600160a01b03938416815291909216602082015262ffffff909116604082015260600190565b5f60208284031215610794575f5ffd5b505191905056fea164736f6c6343000825000a",
}

// QuoterV2Venue is an auto generated Go binding around an Ethereum contract.
type QuoterV2Venue struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *QuoterV2Venue) GetABI() abi.ABI {
	return c.abi
}

// NewQuoterV2Venue creates a new instance of QuoterV2Venue.
func NewQuoterV2Venue() *QuoterV2Venue {
	parsed, err := QuoterV2VenueMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &QuoterV2Venue{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *QuoterV2Venue) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address venue_, uint24 fee_) returns()
func (quoterV2Venue *QuoterV2Venue) PackConstructor(venue_ common.Address, fee_ *big.Int) []byte {
	enc, err := quoterV2Venue.abi.Pack("", venue_, fee_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackExactInputSingle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04e45aaf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function exactInputSingle((address,address,uint24,address,uint256,uint256,uint160) params) payable returns(uint256 amountOut)
func (quoterV2Venue *QuoterV2Venue) PackExactInputSingle(params QuoterV2VenueExactInputSingleParams) []byte {
	enc, err := quoterV2Venue.abi.Pack("exactInputSingle", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExactInputSingle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04e45aaf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function exactInputSingle((address,address,uint24,address,uint256,uint256,uint160) params) payable returns(uint256 amountOut)
func (quoterV2Venue *QuoterV2Venue) TryPackExactInputSingle(params QuoterV2VenueExactInputSingleParams) ([]byte, error) {
	return quoterV2Venue.abi.Pack("exactInputSingle", params)
}

// UnpackExactInputSingle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x04e45aaf.
//
// Solidity: function exactInputSingle((address,address,uint24,address,uint256,uint256,uint160) params) payable returns(uint256 amountOut)
func (quoterV2Venue *QuoterV2Venue) UnpackExactInputSingle(data []byte) (*big.Int, error) {
	out, err := quoterV2Venue.abi.Unpack("exactInputSingle", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddca3f43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function fee() view returns(uint24)
func (quoterV2Venue *QuoterV2Venue) PackFee() []byte {
	enc, err := quoterV2Venue.abi.Pack("fee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xddca3f43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function fee() view returns(uint24)
func (quoterV2Venue *QuoterV2Venue) TryPackFee() ([]byte, error) {
	return quoterV2Venue.abi.Pack("fee")
}

// UnpackFee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xddca3f43.
//
// Solidity: function fee() view returns(uint24)
func (quoterV2Venue *QuoterV2Venue) UnpackFee(data []byte) (*big.Int, error) {
	out, err := quoterV2Venue.abi.Unpack("fee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackQuoteExactInputSingle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6a5026a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quoteExactInputSingle((address,address,uint256,uint24,uint160) params) view returns(uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)
func (quoterV2Venue *QuoterV2Venue) PackQuoteExactInputSingle(params QuoterV2VenueQuoteExactInputSingleParams) []byte {
	enc, err := quoterV2Venue.abi.Pack("quoteExactInputSingle", params)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuoteExactInputSingle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc6a5026a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quoteExactInputSingle((address,address,uint256,uint24,uint160) params) view returns(uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)
func (quoterV2Venue *QuoterV2Venue) TryPackQuoteExactInputSingle(params QuoterV2VenueQuoteExactInputSingleParams) ([]byte, error) {
	return quoterV2Venue.abi.Pack("quoteExactInputSingle", params)
}

// QuoteExactInputSingleOutput serves as a container for the return parameters of contract
// method QuoteExactInputSingle.
type QuoteExactInputSingleOutput struct {
	AmountOut               *big.Int
	SqrtPriceX96After       *big.Int
	InitializedTicksCrossed uint32
	GasEstimate             *big.Int
}

// UnpackQuoteExactInputSingle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc6a5026a.
//
// Solidity: function quoteExactInputSingle((address,address,uint256,uint24,uint160) params) view returns(uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)
func (quoterV2Venue *QuoterV2Venue) UnpackQuoteExactInputSingle(data []byte) (QuoteExactInputSingleOutput, error) {
	out, err := quoterV2Venue.abi.Unpack("quoteExactInputSingle", data)
	outstruct := new(QuoteExactInputSingleOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.AmountOut = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.SqrtPriceX96After = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.InitializedTicksCrossed = *abi.ConvertType(out[2], new(uint32)).(*uint32)
	outstruct.GasEstimate = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackVenue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa270a737.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function venue() view returns(address)
func (quoterV2Venue *QuoterV2Venue) PackVenue() []byte {
	enc, err := quoterV2Venue.abi.Pack("venue")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVenue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa270a737.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function venue() view returns(address)
func (quoterV2Venue *QuoterV2Venue) TryPackVenue() ([]byte, error) {
	return quoterV2Venue.abi.Pack("venue")
}

// UnpackVenue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa270a737.
//
// Solidity: function venue() view returns(address)
func (quoterV2Venue *QuoterV2Venue) UnpackVenue(data []byte) (common.Address, error) {
	out, err := quoterV2Venue.abi.Unpack("venue", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (quoterV2Venue *QuoterV2Venue) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], quoterV2Venue.abi.Errors["NoPool"].ID.Bytes()[:4]) {
		return quoterV2Venue.UnpackNoPoolError(raw[4:])
	}
	if bytes.Equal(raw[:4], quoterV2Venue.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return quoterV2Venue.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], quoterV2Venue.abi.Errors["TooLittleReceived"].ID.Bytes()[:4]) {
		return quoterV2Venue.UnpackTooLittleReceivedError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// QuoterV2VenueNoPool represents a NoPool error raised by the QuoterV2Venue contract.
type QuoterV2VenueNoPool struct {
	TokenIn  common.Address
	TokenOut common.Address
	Fee      *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPool(address tokenIn, address tokenOut, uint24 fee)
func QuoterV2VenueNoPoolErrorID() common.Hash {
	return common.HexToHash("0xb9f2042135d256ccede167433fe4ba049c1ebf79043cbba238fe447b6d2434ef")
}

// UnpackNoPoolError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPool(address tokenIn, address tokenOut, uint24 fee)
func (quoterV2Venue *QuoterV2Venue) UnpackNoPoolError(raw []byte) (*QuoterV2VenueNoPool, error) {
	out := new(QuoterV2VenueNoPool)
	if err := quoterV2Venue.abi.UnpackIntoInterface(out, "NoPool", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// QuoterV2VenueSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the QuoterV2Venue contract.
type QuoterV2VenueSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func QuoterV2VenueSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (quoterV2Venue *QuoterV2Venue) UnpackSafeERC20FailedOperationError(raw []byte) (*QuoterV2VenueSafeERC20FailedOperation, error) {
	out := new(QuoterV2VenueSafeERC20FailedOperation)
	if err := quoterV2Venue.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// QuoterV2VenueTooLittleReceived represents a TooLittleReceived error raised by the QuoterV2Venue contract.
type QuoterV2VenueTooLittleReceived struct {
	AmountOut        *big.Int
	AmountOutMinimum *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error TooLittleReceived(uint256 amountOut, uint256 amountOutMinimum)
func QuoterV2VenueTooLittleReceivedErrorID() common.Hash {
	return common.HexToHash("0x4e86d23a7f9a8c7d5e31c6683dae820f0725763209be5efc77dbc63f8c4938cb")
}

// UnpackTooLittleReceivedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error TooLittleReceived(uint256 amountOut, uint256 amountOutMinimum)
func (quoterV2Venue *QuoterV2Venue) UnpackTooLittleReceivedError(raw []byte) (*QuoterV2VenueTooLittleReceived, error) {
	out := new(QuoterV2VenueTooLittleReceived)
	if err := quoterV2Venue.abi.UnpackIntoInterface(out, "TooLittleReceived", raw); err != nil {
		return nil, err
	}
	return out, nil
}
