// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package multicall3

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

// Multicall3Call is an auto generated low-level Go binding around an user-defined struct.
type Multicall3Call struct {
	Target   common.Address
	CallData []byte
}

// Multicall3Call3 is an auto generated low-level Go binding around an user-defined struct.
type Multicall3Call3 struct {
	Target       common.Address
	AllowFailure bool
	CallData     []byte
}

// Multicall3Call3Value is an auto generated low-level Go binding around an user-defined struct.
type Multicall3Call3Value struct {
	Target       common.Address
	AllowFailure bool
	Value        *big.Int
	CallData     []byte
}

// Multicall3Result is an auto generated low-level Go binding around an user-defined struct.
type Multicall3Result struct {
	Success    bool
	ReturnData []byte
}

// Multicall3MetaData contains all meta data concerning the Multicall3 contract.
var Multicall3MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"}],\"internalType\":\"structMulticall3.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"aggregate\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"blockNumber\",\"type\":\"uint256\"},{\"internalType\":\"bytes[]\",\"name\":\"returnData\",\"type\":\"bytes[]\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowFailure\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"}],\"internalType\":\"structMulticall3.Call3[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"aggregate3\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"returnData\",\"type\":\"bytes\"}],\"internalType\":\"structMulticall3.Result[]\",\"name\":\"returnData\",\"type\":\"tuple[]\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowFailure\",\"type\":\"bool\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"}],\"internalType\":\"structMulticall3.Call3Value[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"aggregate3Value\",\"outputs\":[{\"components\":[{\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"returnData\",\"type\":\"bytes\"}],\"internalType\":\"structMulticall3.Result[]\",\"name\":\"returnData\",\"type\":\"tuple[]\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getBasefee\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getBlockNumber\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getChainId\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getCurrentBlockTimestamp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"addr\",\"type\":\"address\"}],\"name\":\"getEthBalance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "Multicall3",
	Bin: "0x6080604052348015600e575f5ffd5b506109378061001c5f395ff3fe608060405260043610610079575f3560e01c80633e64a6961161004c5780633e64a696146100f157806342cbb15c146101035780634d2301cc1461011557806382ad56cb1461013c575f5ffd5b80630f28c97d1461007d578063174dea711461009e578063252dba42146100be5780633408e470146100df575b5f5ffd5b348015610088575f5ffd5b50425b6040519081526020015b60405180910390f35b6100b16100ac36600461066f565b61014f565b60405161009591906106dc565b6100d16100cc36600461066f565b610342565b604051610095929190610758565b3480156100ea575f5ffd5b504661008b565b3480156100fc575f5ffd5b504861008b565b34801561010e575f5ffd5b504361008b565b348015610120575f5ffd5b5061008b61012f3660046107c2565b6001600160a01b03163190565b6100b161014a36600461066f565b6104ab565b60605f8267ffffffffffffffff81111561016b5761016b6107ef565b6040519080825280602002602001820160405280156101b057816020015b604080518082019091525f8152606060208201528152602001906001900390816101895790505b5091505f5b838110156102eb57368585838181106101d0576101d0610803565b90506020028101906101e29190610817565b90506101f2604082013584610835565b92505f8061020360208401846107c2565b6001600160a01b0316604084013561021e606086018661085a565b60405161022c92919061089d565b5f6040518083038185875af1925050503d805f8114610266576040519150601f19603f3d011682016040523d82523d5f602084013e61026b565b606091505b50915091508180610287575061028760408401602085016108ac565b6102ac5760405162461bcd60e51b81526004016102a3906108cb565b60405180910390fd5b60405180604001604052808315158152602001828152508685815181106102d5576102d5610803565b60209081029190910101525050506001016101b5565b5080341461033b5760405162461bcd60e51b815260206004820152601a60248201527f4d756c746963616c6c333a2076616c7565206d69736d6174636800000000000060448201526064016102a3565b5092915050565b4360608267ffffffffffffffff81111561035e5761035e6107ef565b60405190808252806020026020018201604052801561039157816020015b606081526020019060019003908161037c5790505b5090505f5b838110156104a3575f5f8686848181106103b2576103b2610803565b90506020028101906103c49190610902565b6103d29060208101906107c2565b6001600160a01b03168787858181106103ed576103ed610803565b90506020028101906103ff9190610902565b61040d90602081019061085a565b60405161041b92919061089d565b5f604051808303815f865af19150503d805f8114610454576040519150601f19603f3d011682016040523d82523d5f602084013e610459565b606091505b50915091508161047b5760405162461bcd60e51b81526004016102a3906108cb565b8084848151811061048e5761048e610803565b60209081029190910101525050600101610396565b509250929050565b60608167ffffffffffffffff8111156104c6576104c66107ef565b60405190808252806020026020018201604052801561050b57816020015b604080518082019091525f8152606060208201528152602001906001900390816104e45790505b5090505f5b8281101561033b573684848381811061052b5761052b610803565b905060200281019061053d9190610916565b90505f8061054e60208401846107c2565b6001600160a01b0316610564604085018561085a565b60405161057292919061089d565b5f604051808303815f865af19150503d805f81146105ab576040519150601f19603f3d011682016040523d82523d5f602084013e6105b0565b606091505b509150915081806105cc57506105cc60408401602085016108ac565b6105e85760405162461bcd60e51b81526004016102a3906108cb565b604051806040016040528083151581526020018281525085858151811061061157610611610803565b6020908102919091010152505050600101610510565b5f5f83601f840112610637575f5ffd5b50813567ffffffffffffffff81111561064e575f5ffd5b6020830191508360208260051b8501011115610668575f5ffd5b9250929050565b5f5f60208385031215610680575f5ffd5b823567ffffffffffffffff811115610696575f5ffd5b6106a285828601610627565b90969095509350505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b5f602082016020835280845180835260408501915060408160051b8601019250602086015f5b8281101561074c57603f198786030184528151805115158652602081015190506040602087015261073660408701826106ae565b9550506020938401939190910190600101610702565b50929695505050505050565b5f604082018483526040602084015280845180835260608501915060608160051b8601019250602086015f5b828110156107b557605f198786030184526107a08583516106ae565b94506020938401939190910190600101610784565b5092979650505050505050565b5f602082840312156107d2575f5ffd5b81356001600160a01b03811681146107e8575f5ffd5b9392505050565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f8235607e1983360301811261082b575f5ffd5b9190910192915050565b8082018082111561085457634e487b7160e01b5f52601160045260245ffd5b92915050565b5f5f8335601e1984360301811261086f575f5ffd5b83018035915067ffffffffffffffff821115610889575f5ffd5b602001915036819003821315610668575f5ffd5b818382375f9101908152919050565b5f602082840312156108bc575f5ffd5b813580151581146107e8575f5ffd5b60208082526017908201527f4d756c746963616c6c333a2063616c6c206661696c6564000000000000000000604082015260600190565b5f8235603e1983360301811261082b575f5ffd5b5f8235605e1983360301811261082b575f5ffdfea164736f6c6343000825000a",
}

// Multicall3 is an auto generated Go binding around an Ethereum contract.
type Multicall3 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Multicall3) GetABI() abi.ABI {
	return c.abi
}

// NewMulticall3 creates a new instance of Multicall3.
func NewMulticall3() *Multicall3 {
	parsed, err := Multicall3MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Multicall3{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Multicall3) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAggregate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x252dba42.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function aggregate((address,bytes)[] calls) payable returns(uint256 blockNumber, bytes[] returnData)
func (multicall3 *Multicall3) PackAggregate(calls []Multicall3Call) []byte {
	enc, err := multicall3.abi.Pack("aggregate", calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAggregate is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x252dba42.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function aggregate((address,bytes)[] calls) payable returns(uint256 blockNumber, bytes[] returnData)
func (multicall3 *Multicall3) TryPackAggregate(calls []Multicall3Call) ([]byte, error) {
	return multicall3.abi.Pack("aggregate", calls)
}

// AggregateOutput serves as a container for the return parameters of contract
// method Aggregate.
type AggregateOutput struct {
	BlockNumber *big.Int
	ReturnData  [][]byte
}

// UnpackAggregate is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x252dba42.
//
// Solidity: function aggregate((address,bytes)[] calls) payable returns(uint256 blockNumber, bytes[] returnData)
func (multicall3 *Multicall3) UnpackAggregate(data []byte) (AggregateOutput, error) {
	out, err := multicall3.abi.Unpack("aggregate", data)
	outstruct := new(AggregateOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.BlockNumber = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ReturnData = *abi.ConvertType(out[1], new([][]byte)).(*[][]byte)
	return *outstruct, nil
}

// PackAggregate3 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82ad56cb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function aggregate3((address,bool,bytes)[] calls) payable returns((bool,bytes)[] returnData)
func (multicall3 *Multicall3) PackAggregate3(calls []Multicall3Call3) []byte {
	enc, err := multicall3.abi.Pack("aggregate3", calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAggregate3 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82ad56cb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function aggregate3((address,bool,bytes)[] calls) payable returns((bool,bytes)[] returnData)
func (multicall3 *Multicall3) TryPackAggregate3(calls []Multicall3Call3) ([]byte, error) {
	return multicall3.abi.Pack("aggregate3", calls)
}

// UnpackAggregate3 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x82ad56cb.
//
// Solidity: function aggregate3((address,bool,bytes)[] calls) payable returns((bool,bytes)[] returnData)
func (multicall3 *Multicall3) UnpackAggregate3(data []byte) ([]Multicall3Result, error) {
	out, err := multicall3.abi.Unpack("aggregate3", data)
	if err != nil {
		return *new([]Multicall3Result), err
	}
	out0 := *abi.ConvertType(out[0], new([]Multicall3Result)).(*[]Multicall3Result)
	return out0, nil
}

// PackAggregate3Value is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x174dea71.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function aggregate3Value((address,bool,uint256,bytes)[] calls) payable returns((bool,bytes)[] returnData)
func (multicall3 *Multicall3) PackAggregate3Value(calls []Multicall3Call3Value) []byte {
	enc, err := multicall3.abi.Pack("aggregate3Value", calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAggregate3Value is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x174dea71.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function aggregate3Value((address,bool,uint256,bytes)[] calls) payable returns((bool,bytes)[] returnData)
func (multicall3 *Multicall3) TryPackAggregate3Value(calls []Multicall3Call3Value) ([]byte, error) {
	return multicall3.abi.Pack("aggregate3Value", calls)
}

// UnpackAggregate3Value is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x174dea71.
//
// Solidity: function aggregate3Value((address,bool,uint256,bytes)[] calls) payable returns((bool,bytes)[] returnData)
func (multicall3 *Multicall3) UnpackAggregate3Value(data []byte) ([]Multicall3Result, error) {
	out, err := multicall3.abi.Unpack("aggregate3Value", data)
	if err != nil {
		return *new([]Multicall3Result), err
	}
	out0 := *abi.ConvertType(out[0], new([]Multicall3Result)).(*[]Multicall3Result)
	return out0, nil
}

// PackGetBasefee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e64a696.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getBasefee() view returns(uint256)
func (multicall3 *Multicall3) PackGetBasefee() []byte {
	enc, err := multicall3.abi.Pack("getBasefee")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetBasefee is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e64a696.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getBasefee() view returns(uint256)
func (multicall3 *Multicall3) TryPackGetBasefee() ([]byte, error) {
	return multicall3.abi.Pack("getBasefee")
}

// UnpackGetBasefee is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e64a696.
//
// Solidity: function getBasefee() view returns(uint256)
func (multicall3 *Multicall3) UnpackGetBasefee(data []byte) (*big.Int, error) {
	out, err := multicall3.abi.Unpack("getBasefee", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetBlockNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42cbb15c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getBlockNumber() view returns(uint256)
func (multicall3 *Multicall3) PackGetBlockNumber() []byte {
	enc, err := multicall3.abi.Pack("getBlockNumber")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetBlockNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42cbb15c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getBlockNumber() view returns(uint256)
func (multicall3 *Multicall3) TryPackGetBlockNumber() ([]byte, error) {
	return multicall3.abi.Pack("getBlockNumber")
}

// UnpackGetBlockNumber is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42cbb15c.
//
// Solidity: function getBlockNumber() view returns(uint256)
func (multicall3 *Multicall3) UnpackGetBlockNumber(data []byte) (*big.Int, error) {
	out, err := multicall3.abi.Unpack("getBlockNumber", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetChainId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3408e470.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getChainId() view returns(uint256)
func (multicall3 *Multicall3) PackGetChainId() []byte {
	enc, err := multicall3.abi.Pack("getChainId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetChainId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3408e470.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getChainId() view returns(uint256)
func (multicall3 *Multicall3) TryPackGetChainId() ([]byte, error) {
	return multicall3.abi.Pack("getChainId")
}

// UnpackGetChainId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3408e470.
//
// Solidity: function getChainId() view returns(uint256)
func (multicall3 *Multicall3) UnpackGetChainId(data []byte) (*big.Int, error) {
	out, err := multicall3.abi.Unpack("getChainId", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetCurrentBlockTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0f28c97d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getCurrentBlockTimestamp() view returns(uint256)
func (multicall3 *Multicall3) PackGetCurrentBlockTimestamp() []byte {
	enc, err := multicall3.abi.Pack("getCurrentBlockTimestamp")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetCurrentBlockTimestamp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0f28c97d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getCurrentBlockTimestamp() view returns(uint256)
func (multicall3 *Multicall3) TryPackGetCurrentBlockTimestamp() ([]byte, error) {
	return multicall3.abi.Pack("getCurrentBlockTimestamp")
}

// UnpackGetCurrentBlockTimestamp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0f28c97d.
//
// Solidity: function getCurrentBlockTimestamp() view returns(uint256)
func (multicall3 *Multicall3) UnpackGetCurrentBlockTimestamp(data []byte) (*big.Int, error) {
	out, err := multicall3.abi.Unpack("getCurrentBlockTimestamp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetEthBalance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d2301cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getEthBalance(address addr) view returns(uint256)
func (multicall3 *Multicall3) PackGetEthBalance(addr common.Address) []byte {
	enc, err := multicall3.abi.Pack("getEthBalance", addr)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetEthBalance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d2301cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getEthBalance(address addr) view returns(uint256)
func (multicall3 *Multicall3) TryPackGetEthBalance(addr common.Address) ([]byte, error) {
	return multicall3.abi.Pack("getEthBalance", addr)
}

// UnpackGetEthBalance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d2301cc.
//
// Solidity: function getEthBalance(address addr) view returns(uint256)
func (multicall3 *Multicall3) UnpackGetEthBalance(data []byte) (*big.Int, error) {
	out, err := multicall3.abi.Unpack("getEthBalance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}
