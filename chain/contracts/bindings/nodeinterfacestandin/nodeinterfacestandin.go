// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package nodeinterfacestandin

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

// NodeInterfaceStandInMetaData contains all meta data concerning the NodeInterfaceStandIn contract.
var NodeInterfaceStandInMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"name\":\"NotModelled\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"TX_OVERHEAD_BYTES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"blockL1Num\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"constructOutboxProof\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32[]\",\"name\":\"\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"estimateRetryableTicket\",\"outputs\":[],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"findBatchContainingBlock\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"contractCreation\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"gasEstimateComponents\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"gasEstimateL1Component\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"gasEstimateForL1\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"baseFee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"l1BaseFeeEstimate\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"getL1Confirmations\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"l1GasPerByte\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"l2BlockRangeForL1\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"name\":\"legacyLookupMessageBatchProof\",\"outputs\":[{\"internalType\":\"bytes32[]\",\"name\":\"\",\"type\":\"bytes32[]\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nitroGenesisBlock\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"}]",
	ID:  "NodeInterfaceStandIn",
	Bin: "0x6080604052348015600e575f5ffd5b506106d58061001c5f395ff3fe6080604052600436106100a5575f3560e01c806381f1adaf1161006257806381f1adaf1461015257806389496270146101c357806393a2fe21146101f7578063c3dc587914610209578063c94e6eeb1461022a578063e5ca238c14610269575f5ffd5b80631da2bd8b146100a957806342696350146100d057806348e7f811146100fe578063645473891461013e5780636f275ef21461015257806377d488a21461018a575b5f5ffd5b3480156100b4575f5ffd5b506100bd608c81565b6040519081526020015b60405180910390f35b3480156100db575f5ffd5b506100ef6100ea36600461039d565b610283565b6040516100c793929190610408565b348015610109575f5ffd5b5061011d61011836600461042f565b6102a0565b6040805167ffffffffffffffff9384168152929091166020830152016100c7565b348015610149575f5ffd5b506100bd5f5481565b34801561015d575f5ffd5b5061017161016c36600461042f565b6102bb565b60405167ffffffffffffffff90911681526020016100c7565b61019d6101983660046104aa565b6102d5565b6040805167ffffffffffffffff90941684526020840192909252908201526060016100c7565b3480156101ce575f5ffd5b506101e26101dd36600461050d565b61031b565b6040516100c79998979695949392919061052e565b348015610202575f5ffd5b505f6100bd565b348015610214575f5ffd5b506102286102233660046105bb565b61033f565b005b61023d6102383660046104aa565b610358565b6040805167ffffffffffffffff95861681529490931660208501529183015260608201526080016100c7565b348015610274575f5ffd5b5061017161016c36600461064e565b5f5f606060405163cc1c334d60e01b815260040160405180910390fd5b5f5f60405163cc1c334d60e01b815260040160405180910390fd5b5f60405163cc1c334d60e01b815260040160405180910390fd5b5f8054819081906102e7608c86610679565b6102f19190610692565b92504891506010485f546103059190610692565b61030f91906106a9565b90509450945094915050565b60605f5f5f5f5f5f5f606060405163cc1c334d60e01b815260040160405180910390fd5b60405163cc1c334d60e01b815260040160405180910390fd5b5f5f5f5f5f5f5f61036b8b8b8b8b6102d5565b919d8e9d50909b50909950975050505050505050565b803567ffffffffffffffff81168114610398575f5ffd5b919050565b5f5f604083850312156103ae575f5ffd5b6103b783610381565b91506103c560208401610381565b90509250929050565b5f8151808452602084019350602083015f5b828110156103fe5781518652602095860195909101906001016103e0565b5093949350505050565b838152826020820152606060408201525f61042660608301846103ce565b95945050505050565b5f6020828403121561043f575f5ffd5b61044882610381565b9392505050565b80356001600160a01b0381168114610398575f5ffd5b5f5f83601f840112610475575f5ffd5b50813567ffffffffffffffff81111561048c575f5ffd5b6020830191508360208285010111156104a3575f5ffd5b9250929050565b5f5f5f5f606085870312156104bd575f5ffd5b6104c68561044f565b9350602085013580151581146104da575f5ffd5b9250604085013567ffffffffffffffff8111156104f5575f5ffd5b61050187828801610465565b95989497509550505050565b5f5f6040838503121561051e575f5ffd5b823591506103c560208401610381565b61012081525f61054261012083018c6103ce565b8a602084015260018060a01b038a16604084015260018060a01b03891660608401528760808401528660a08401528560c08401528460e084015282810361010084015283518082528060208601602084015e5f602082840101526020601f19601f830116830101925050509a9950505050505050505050565b5f5f5f5f5f5f5f5f60e0898b0312156105d2575f5ffd5b6105db8961044f565b9750602089013596506105f060408a0161044f565b95506060890135945061060560808a0161044f565b935061061360a08a0161044f565b925060c089013567ffffffffffffffff81111561062e575f5ffd5b61063a8b828c01610465565b999c989b5096995094979396929594505050565b5f6020828403121561065e575f5ffd5b5035919050565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561068c5761068c610665565b92915050565b808202811582820484141761068c5761068c610665565b5f826106c357634e487b7160e01b5f52601260045260245ffd5b50049056fea164736f6c6343000825000a",
}

// NodeInterfaceStandIn is an auto generated Go binding around an Ethereum contract.
type NodeInterfaceStandIn struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *NodeInterfaceStandIn) GetABI() abi.ABI {
	return c.abi
}

// NewNodeInterfaceStandIn creates a new instance of NodeInterfaceStandIn.
func NewNodeInterfaceStandIn() *NodeInterfaceStandIn {
	parsed, err := NodeInterfaceStandInMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &NodeInterfaceStandIn{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *NodeInterfaceStandIn) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackTXOVERHEADBYTES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1da2bd8b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TX_OVERHEAD_BYTES() view returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackTXOVERHEADBYTES() []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("TX_OVERHEAD_BYTES")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTXOVERHEADBYTES is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1da2bd8b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TX_OVERHEAD_BYTES() view returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackTXOVERHEADBYTES() ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("TX_OVERHEAD_BYTES")
}

// UnpackTXOVERHEADBYTES is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1da2bd8b.
//
// Solidity: function TX_OVERHEAD_BYTES() view returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackTXOVERHEADBYTES(data []byte) (*big.Int, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("TX_OVERHEAD_BYTES", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBlockL1Num is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f275ef2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function blockL1Num(uint64 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackBlockL1Num(arg0 uint64) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("blockL1Num", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBlockL1Num is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6f275ef2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function blockL1Num(uint64 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackBlockL1Num(arg0 uint64) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("blockL1Num", arg0)
}

// UnpackBlockL1Num is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6f275ef2.
//
// Solidity: function blockL1Num(uint64 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackBlockL1Num(data []byte) (uint64, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("blockL1Num", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackConstructOutboxProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42696350.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function constructOutboxProof(uint64 , uint64 ) pure returns(bytes32, bytes32, bytes32[])
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackConstructOutboxProof(arg0 uint64, arg1 uint64) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("constructOutboxProof", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackConstructOutboxProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42696350.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function constructOutboxProof(uint64 , uint64 ) pure returns(bytes32, bytes32, bytes32[])
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackConstructOutboxProof(arg0 uint64, arg1 uint64) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("constructOutboxProof", arg0, arg1)
}

// ConstructOutboxProofOutput serves as a container for the return parameters of contract
// method ConstructOutboxProof.
type ConstructOutboxProofOutput struct {
	Arg0 [32]byte
	Arg1 [32]byte
	Arg2 [][32]byte
}

// UnpackConstructOutboxProof is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x42696350.
//
// Solidity: function constructOutboxProof(uint64 , uint64 ) pure returns(bytes32, bytes32, bytes32[])
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackConstructOutboxProof(data []byte) (ConstructOutboxProofOutput, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("constructOutboxProof", data)
	outstruct := new(ConstructOutboxProofOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.Arg1 = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.Arg2 = *abi.ConvertType(out[2], new([][32]byte)).(*[][32]byte)
	return *outstruct, nil
}

// PackEstimateRetryableTicket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3dc5879.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function estimateRetryableTicket(address , uint256 , address , uint256 , address , address , bytes ) pure returns()
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackEstimateRetryableTicket(arg0 common.Address, arg1 *big.Int, arg2 common.Address, arg3 *big.Int, arg4 common.Address, arg5 common.Address, arg6 []byte) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("estimateRetryableTicket", arg0, arg1, arg2, arg3, arg4, arg5, arg6)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEstimateRetryableTicket is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3dc5879.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function estimateRetryableTicket(address , uint256 , address , uint256 , address , address , bytes ) pure returns()
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackEstimateRetryableTicket(arg0 common.Address, arg1 *big.Int, arg2 common.Address, arg3 *big.Int, arg4 common.Address, arg5 common.Address, arg6 []byte) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("estimateRetryableTicket", arg0, arg1, arg2, arg3, arg4, arg5, arg6)
}

// PackFindBatchContainingBlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81f1adaf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function findBatchContainingBlock(uint64 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackFindBatchContainingBlock(arg0 uint64) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("findBatchContainingBlock", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFindBatchContainingBlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x81f1adaf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function findBatchContainingBlock(uint64 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackFindBatchContainingBlock(arg0 uint64) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("findBatchContainingBlock", arg0)
}

// UnpackFindBatchContainingBlock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x81f1adaf.
//
// Solidity: function findBatchContainingBlock(uint64 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackFindBatchContainingBlock(data []byte) (uint64, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("findBatchContainingBlock", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackGasEstimateComponents is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc94e6eeb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gasEstimateComponents(address to, bool contractCreation, bytes data) payable returns(uint64, uint64, uint256, uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackGasEstimateComponents(to common.Address, contractCreation bool, data []byte) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("gasEstimateComponents", to, contractCreation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGasEstimateComponents is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc94e6eeb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gasEstimateComponents(address to, bool contractCreation, bytes data) payable returns(uint64, uint64, uint256, uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackGasEstimateComponents(to common.Address, contractCreation bool, data []byte) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("gasEstimateComponents", to, contractCreation, data)
}

// GasEstimateComponentsOutput serves as a container for the return parameters of contract
// method GasEstimateComponents.
type GasEstimateComponentsOutput struct {
	Arg0 uint64
	Arg1 uint64
	Arg2 *big.Int
	Arg3 *big.Int
}

// UnpackGasEstimateComponents is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc94e6eeb.
//
// Solidity: function gasEstimateComponents(address to, bool contractCreation, bytes data) payable returns(uint64, uint64, uint256, uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackGasEstimateComponents(data []byte) (GasEstimateComponentsOutput, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("gasEstimateComponents", data)
	outstruct := new(GasEstimateComponentsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.Arg1 = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.Arg2 = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Arg3 = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGasEstimateL1Component is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77d488a2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function gasEstimateL1Component(address , bool , bytes data) payable returns(uint64 gasEstimateForL1, uint256 baseFee, uint256 l1BaseFeeEstimate)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackGasEstimateL1Component(arg0 common.Address, arg1 bool, data []byte) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("gasEstimateL1Component", arg0, arg1, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGasEstimateL1Component is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x77d488a2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function gasEstimateL1Component(address , bool , bytes data) payable returns(uint64 gasEstimateForL1, uint256 baseFee, uint256 l1BaseFeeEstimate)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackGasEstimateL1Component(arg0 common.Address, arg1 bool, data []byte) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("gasEstimateL1Component", arg0, arg1, data)
}

// GasEstimateL1ComponentOutput serves as a container for the return parameters of contract
// method GasEstimateL1Component.
type GasEstimateL1ComponentOutput struct {
	GasEstimateForL1  uint64
	BaseFee           *big.Int
	L1BaseFeeEstimate *big.Int
}

// UnpackGasEstimateL1Component is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x77d488a2.
//
// Solidity: function gasEstimateL1Component(address , bool , bytes data) payable returns(uint64 gasEstimateForL1, uint256 baseFee, uint256 l1BaseFeeEstimate)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackGasEstimateL1Component(data []byte) (GasEstimateL1ComponentOutput, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("gasEstimateL1Component", data)
	outstruct := new(GasEstimateL1ComponentOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.GasEstimateForL1 = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.BaseFee = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.L1BaseFeeEstimate = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackGetL1Confirmations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5ca238c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getL1Confirmations(bytes32 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackGetL1Confirmations(arg0 [32]byte) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("getL1Confirmations", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetL1Confirmations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5ca238c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getL1Confirmations(bytes32 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackGetL1Confirmations(arg0 [32]byte) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("getL1Confirmations", arg0)
}

// UnpackGetL1Confirmations is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe5ca238c.
//
// Solidity: function getL1Confirmations(bytes32 ) pure returns(uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackGetL1Confirmations(data []byte) (uint64, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("getL1Confirmations", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackL1GasPerByte is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64547389.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function l1GasPerByte() view returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackL1GasPerByte() []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("l1GasPerByte")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackL1GasPerByte is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x64547389.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function l1GasPerByte() view returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackL1GasPerByte() ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("l1GasPerByte")
}

// UnpackL1GasPerByte is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x64547389.
//
// Solidity: function l1GasPerByte() view returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackL1GasPerByte(data []byte) (*big.Int, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("l1GasPerByte", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackL2BlockRangeForL1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48e7f811.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function l2BlockRangeForL1(uint64 ) pure returns(uint64, uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackL2BlockRangeForL1(arg0 uint64) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("l2BlockRangeForL1", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackL2BlockRangeForL1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x48e7f811.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function l2BlockRangeForL1(uint64 ) pure returns(uint64, uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackL2BlockRangeForL1(arg0 uint64) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("l2BlockRangeForL1", arg0)
}

// L2BlockRangeForL1Output serves as a container for the return parameters of contract
// method L2BlockRangeForL1.
type L2BlockRangeForL1Output struct {
	Arg0 uint64
	Arg1 uint64
}

// UnpackL2BlockRangeForL1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x48e7f811.
//
// Solidity: function l2BlockRangeForL1(uint64 ) pure returns(uint64, uint64)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackL2BlockRangeForL1(data []byte) (L2BlockRangeForL1Output, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("l2BlockRangeForL1", data)
	outstruct := new(L2BlockRangeForL1Output)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.Arg1 = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackLegacyLookupMessageBatchProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89496270.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function legacyLookupMessageBatchProof(uint256 , uint64 ) pure returns(bytes32[], uint256, address, address, uint256, uint256, uint256, uint256, bytes)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackLegacyLookupMessageBatchProof(arg0 *big.Int, arg1 uint64) []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("legacyLookupMessageBatchProof", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLegacyLookupMessageBatchProof is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x89496270.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function legacyLookupMessageBatchProof(uint256 , uint64 ) pure returns(bytes32[], uint256, address, address, uint256, uint256, uint256, uint256, bytes)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackLegacyLookupMessageBatchProof(arg0 *big.Int, arg1 uint64) ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("legacyLookupMessageBatchProof", arg0, arg1)
}

// LegacyLookupMessageBatchProofOutput serves as a container for the return parameters of contract
// method LegacyLookupMessageBatchProof.
type LegacyLookupMessageBatchProofOutput struct {
	Arg0 [][32]byte
	Arg1 *big.Int
	Arg2 common.Address
	Arg3 common.Address
	Arg4 *big.Int
	Arg5 *big.Int
	Arg6 *big.Int
	Arg7 *big.Int
	Arg8 []byte
}

// UnpackLegacyLookupMessageBatchProof is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x89496270.
//
// Solidity: function legacyLookupMessageBatchProof(uint256 , uint64 ) pure returns(bytes32[], uint256, address, address, uint256, uint256, uint256, uint256, bytes)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackLegacyLookupMessageBatchProof(data []byte) (LegacyLookupMessageBatchProofOutput, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("legacyLookupMessageBatchProof", data)
	outstruct := new(LegacyLookupMessageBatchProofOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = *abi.ConvertType(out[0], new([][32]byte)).(*[][32]byte)
	outstruct.Arg1 = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Arg2 = *abi.ConvertType(out[2], new(common.Address)).(*common.Address)
	outstruct.Arg3 = *abi.ConvertType(out[3], new(common.Address)).(*common.Address)
	outstruct.Arg4 = abi.ConvertType(out[4], new(big.Int)).(*big.Int)
	outstruct.Arg5 = abi.ConvertType(out[5], new(big.Int)).(*big.Int)
	outstruct.Arg6 = abi.ConvertType(out[6], new(big.Int)).(*big.Int)
	outstruct.Arg7 = abi.ConvertType(out[7], new(big.Int)).(*big.Int)
	outstruct.Arg8 = *abi.ConvertType(out[8], new([]byte)).(*[]byte)
	return *outstruct, nil
}

// PackNitroGenesisBlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93a2fe21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nitroGenesisBlock() pure returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) PackNitroGenesisBlock() []byte {
	enc, err := nodeInterfaceStandIn.abi.Pack("nitroGenesisBlock")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNitroGenesisBlock is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x93a2fe21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nitroGenesisBlock() pure returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) TryPackNitroGenesisBlock() ([]byte, error) {
	return nodeInterfaceStandIn.abi.Pack("nitroGenesisBlock")
}

// UnpackNitroGenesisBlock is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x93a2fe21.
//
// Solidity: function nitroGenesisBlock() pure returns(uint256)
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackNitroGenesisBlock(data []byte) (*big.Int, error) {
	out, err := nodeInterfaceStandIn.abi.Unpack("nitroGenesisBlock", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], nodeInterfaceStandIn.abi.Errors["NotModelled"].ID.Bytes()[:4]) {
		return nodeInterfaceStandIn.UnpackNotModelledError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// NodeInterfaceStandInNotModelled represents a NotModelled error raised by the NodeInterfaceStandIn contract.
type NodeInterfaceStandInNotModelled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotModelled()
func NodeInterfaceStandInNotModelledErrorID() common.Hash {
	return common.HexToHash("0xcc1c334d3aa6d55f70935ba91947f71285f9bdf088ec645e5303193fb69d62b9")
}

// UnpackNotModelledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotModelled()
func (nodeInterfaceStandIn *NodeInterfaceStandIn) UnpackNotModelledError(raw []byte) (*NodeInterfaceStandInNotModelled, error) {
	out := new(NodeInterfaceStandInNotModelled)
	if err := nodeInterfaceStandIn.abi.UnpackIntoInterface(out, "NotModelled", raw); err != nil {
		return nil, err
	}
	return out, nil
}
