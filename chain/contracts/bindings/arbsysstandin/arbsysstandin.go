// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package arbsysstandin

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

// ArbSysStandInMetaData contains all meta data concerning the ArbSysStandIn contract.
var ArbSysStandInMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requested\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"current\",\"type\":\"uint256\"}],\"name\":\"InvalidBlockNumber\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotModelled\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"destination\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"uniqueId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"batchNumber\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"indexInBatch\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"arbBlockNum\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"ethBlockNum\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"callvalue\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"L2ToL1Transaction\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"destination\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"hash\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"position\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"arbBlockNum\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"ethBlockNum\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"timestamp\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"callvalue\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"L2ToL1Tx\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"reserved\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"position\",\"type\":\"uint256\"}],\"name\":\"SendMerkleUpdate\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"arbBlockNum\",\"type\":\"uint256\"}],\"name\":\"arbBlockHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"arbBlockNumber\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"arbChainID\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"arbOSVersion\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getStorageGasAvailable\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"isTopLevelCall\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"mapL1SenderContractAddressToL2Alias\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"myCallersAddressWithoutAliasing\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sendMerkleTreeState\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32[]\",\"name\":\"\",\"type\":\"bytes32[]\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"sendTxToL1\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"wasMyCallersAddressAliased\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"withdrawEth\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"}]",
	ID:  "ArbSysStandIn",
	Bin: "0x6080604052348015600e575f5ffd5b506103ff8061001c5f395ff3fe6080604052600436106100a5575f3560e01c80637aeecd2a116100625780637aeecd2a14610166578063928c169a14610189578063a3b1b31d14610197578063a94597ff146101a9578063d127f54a146101bb578063d74523b3146101cd575f5ffd5b8063051038f2146100a957806308bd624c146100cb578063175a260b146100eb57806325e16063146100fd5780632b407a82146101105780634dbbd5061461012f575b5f5ffd5b3480156100b4575f5ffd5b5060575b6040519081526020015b60405180910390f35b3480156100d6575f5ffd5b503233145b60405190151581526020016100c2565b3480156100f6575f5ffd5b505f6100db565b6100b861010b366004610299565b6101df565b34801561011b575f5ffd5b506100b861012a3660046102b9565b6101f9565b34801561013a575f5ffd5b5061014e6101493660046102d0565b610243565b6040516001600160a01b0390911681526020016100c2565b348015610171575f5ffd5b5061017a610261565b6040516100c293929190610301565b6100b861010b366004610355565b3480156101a2575f5ffd5b50436100b8565b3480156101b4575f5ffd5b505f6100b8565b3480156101c6575f5ffd5b50466100b8565b3480156101d8575f5ffd5b503361014e565b5f60405163cc1c334d60e01b815260040160405180910390fd5b5f4382101580610213575043610211836101006103d3565b105b1561023e5760405163d5dc642d60e01b81526004810183905243602482015260440160405180910390fd5b504090565b73111100000000000000000000000000000000111182015b92915050565b5f5f606060405163cc1c334d60e01b815260040160405180910390fd5b80356001600160a01b0381168114610294575f5ffd5b919050565b5f602082840312156102a9575f5ffd5b6102b28261027e565b9392505050565b5f602082840312156102c9575f5ffd5b5035919050565b5f5f604083850312156102e1575f5ffd5b6102ea8361027e565b91506102f86020840161027e565b90509250929050565b5f60608201858352846020840152606060408401528084518083526080850191506020860192505f5b8181101561034857835183526020938401939092019160010161032a565b5090979650505050505050565b5f5f5f60408486031215610367575f5ffd5b6103708461027e565b9250602084013567ffffffffffffffff81111561038b575f5ffd5b8401601f8101861361039b575f5ffd5b803567ffffffffffffffff8111156103b1575f5ffd5b8660208284010111156103c2575f5ffd5b939660209190910195509293505050565b8082018082111561025b57634e487b7160e01b5f52601160045260245ffdfea164736f6c6343000825000a",
}

// ArbSysStandIn is an auto generated Go binding around an Ethereum contract.
type ArbSysStandIn struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ArbSysStandIn) GetABI() abi.ABI {
	return c.abi
}

// NewArbSysStandIn creates a new instance of ArbSysStandIn.
func NewArbSysStandIn() *ArbSysStandIn {
	parsed, err := ArbSysStandInMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ArbSysStandIn{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ArbSysStandIn) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackArbBlockHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b407a82.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arbBlockHash(uint256 arbBlockNum) view returns(bytes32)
func (arbSysStandIn *ArbSysStandIn) PackArbBlockHash(arbBlockNum *big.Int) []byte {
	enc, err := arbSysStandIn.abi.Pack("arbBlockHash", arbBlockNum)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArbBlockHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b407a82.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arbBlockHash(uint256 arbBlockNum) view returns(bytes32)
func (arbSysStandIn *ArbSysStandIn) TryPackArbBlockHash(arbBlockNum *big.Int) ([]byte, error) {
	return arbSysStandIn.abi.Pack("arbBlockHash", arbBlockNum)
}

// UnpackArbBlockHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b407a82.
//
// Solidity: function arbBlockHash(uint256 arbBlockNum) view returns(bytes32)
func (arbSysStandIn *ArbSysStandIn) UnpackArbBlockHash(data []byte) ([32]byte, error) {
	out, err := arbSysStandIn.abi.Unpack("arbBlockHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackArbBlockNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3b1b31d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arbBlockNumber() view returns(uint256)
func (arbSysStandIn *ArbSysStandIn) PackArbBlockNumber() []byte {
	enc, err := arbSysStandIn.abi.Pack("arbBlockNumber")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArbBlockNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa3b1b31d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arbBlockNumber() view returns(uint256)
func (arbSysStandIn *ArbSysStandIn) TryPackArbBlockNumber() ([]byte, error) {
	return arbSysStandIn.abi.Pack("arbBlockNumber")
}

// UnpackArbBlockNumber is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa3b1b31d.
//
// Solidity: function arbBlockNumber() view returns(uint256)
func (arbSysStandIn *ArbSysStandIn) UnpackArbBlockNumber(data []byte) (*big.Int, error) {
	out, err := arbSysStandIn.abi.Unpack("arbBlockNumber", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackArbChainID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd127f54a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arbChainID() view returns(uint256)
func (arbSysStandIn *ArbSysStandIn) PackArbChainID() []byte {
	enc, err := arbSysStandIn.abi.Pack("arbChainID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArbChainID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd127f54a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arbChainID() view returns(uint256)
func (arbSysStandIn *ArbSysStandIn) TryPackArbChainID() ([]byte, error) {
	return arbSysStandIn.abi.Pack("arbChainID")
}

// UnpackArbChainID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd127f54a.
//
// Solidity: function arbChainID() view returns(uint256)
func (arbSysStandIn *ArbSysStandIn) UnpackArbChainID(data []byte) (*big.Int, error) {
	out, err := arbSysStandIn.abi.Unpack("arbChainID", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackArbOSVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x051038f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function arbOSVersion() pure returns(uint256)
func (arbSysStandIn *ArbSysStandIn) PackArbOSVersion() []byte {
	enc, err := arbSysStandIn.abi.Pack("arbOSVersion")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackArbOSVersion is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x051038f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function arbOSVersion() pure returns(uint256)
func (arbSysStandIn *ArbSysStandIn) TryPackArbOSVersion() ([]byte, error) {
	return arbSysStandIn.abi.Pack("arbOSVersion")
}

// UnpackArbOSVersion is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x051038f2.
//
// Solidity: function arbOSVersion() pure returns(uint256)
func (arbSysStandIn *ArbSysStandIn) UnpackArbOSVersion(data []byte) (*big.Int, error) {
	out, err := arbSysStandIn.abi.Unpack("arbOSVersion", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetStorageGasAvailable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa94597ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getStorageGasAvailable() pure returns(uint256)
func (arbSysStandIn *ArbSysStandIn) PackGetStorageGasAvailable() []byte {
	enc, err := arbSysStandIn.abi.Pack("getStorageGasAvailable")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetStorageGasAvailable is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa94597ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getStorageGasAvailable() pure returns(uint256)
func (arbSysStandIn *ArbSysStandIn) TryPackGetStorageGasAvailable() ([]byte, error) {
	return arbSysStandIn.abi.Pack("getStorageGasAvailable")
}

// UnpackGetStorageGasAvailable is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa94597ff.
//
// Solidity: function getStorageGasAvailable() pure returns(uint256)
func (arbSysStandIn *ArbSysStandIn) UnpackGetStorageGasAvailable(data []byte) (*big.Int, error) {
	out, err := arbSysStandIn.abi.Unpack("getStorageGasAvailable", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIsTopLevelCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08bd624c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isTopLevelCall() view returns(bool)
func (arbSysStandIn *ArbSysStandIn) PackIsTopLevelCall() []byte {
	enc, err := arbSysStandIn.abi.Pack("isTopLevelCall")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsTopLevelCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08bd624c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isTopLevelCall() view returns(bool)
func (arbSysStandIn *ArbSysStandIn) TryPackIsTopLevelCall() ([]byte, error) {
	return arbSysStandIn.abi.Pack("isTopLevelCall")
}

// UnpackIsTopLevelCall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x08bd624c.
//
// Solidity: function isTopLevelCall() view returns(bool)
func (arbSysStandIn *ArbSysStandIn) UnpackIsTopLevelCall(data []byte) (bool, error) {
	out, err := arbSysStandIn.abi.Unpack("isTopLevelCall", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMapL1SenderContractAddressToL2Alias is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4dbbd506.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mapL1SenderContractAddressToL2Alias(address sender, address ) pure returns(address)
func (arbSysStandIn *ArbSysStandIn) PackMapL1SenderContractAddressToL2Alias(sender common.Address, arg1 common.Address) []byte {
	enc, err := arbSysStandIn.abi.Pack("mapL1SenderContractAddressToL2Alias", sender, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMapL1SenderContractAddressToL2Alias is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4dbbd506.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mapL1SenderContractAddressToL2Alias(address sender, address ) pure returns(address)
func (arbSysStandIn *ArbSysStandIn) TryPackMapL1SenderContractAddressToL2Alias(sender common.Address, arg1 common.Address) ([]byte, error) {
	return arbSysStandIn.abi.Pack("mapL1SenderContractAddressToL2Alias", sender, arg1)
}

// UnpackMapL1SenderContractAddressToL2Alias is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4dbbd506.
//
// Solidity: function mapL1SenderContractAddressToL2Alias(address sender, address ) pure returns(address)
func (arbSysStandIn *ArbSysStandIn) UnpackMapL1SenderContractAddressToL2Alias(data []byte) (common.Address, error) {
	out, err := arbSysStandIn.abi.Unpack("mapL1SenderContractAddressToL2Alias", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackMyCallersAddressWithoutAliasing is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd74523b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function myCallersAddressWithoutAliasing() view returns(address)
func (arbSysStandIn *ArbSysStandIn) PackMyCallersAddressWithoutAliasing() []byte {
	enc, err := arbSysStandIn.abi.Pack("myCallersAddressWithoutAliasing")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMyCallersAddressWithoutAliasing is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd74523b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function myCallersAddressWithoutAliasing() view returns(address)
func (arbSysStandIn *ArbSysStandIn) TryPackMyCallersAddressWithoutAliasing() ([]byte, error) {
	return arbSysStandIn.abi.Pack("myCallersAddressWithoutAliasing")
}

// UnpackMyCallersAddressWithoutAliasing is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd74523b3.
//
// Solidity: function myCallersAddressWithoutAliasing() view returns(address)
func (arbSysStandIn *ArbSysStandIn) UnpackMyCallersAddressWithoutAliasing(data []byte) (common.Address, error) {
	out, err := arbSysStandIn.abi.Unpack("myCallersAddressWithoutAliasing", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSendMerkleTreeState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7aeecd2a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sendMerkleTreeState() pure returns(uint256, bytes32, bytes32[])
func (arbSysStandIn *ArbSysStandIn) PackSendMerkleTreeState() []byte {
	enc, err := arbSysStandIn.abi.Pack("sendMerkleTreeState")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSendMerkleTreeState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7aeecd2a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sendMerkleTreeState() pure returns(uint256, bytes32, bytes32[])
func (arbSysStandIn *ArbSysStandIn) TryPackSendMerkleTreeState() ([]byte, error) {
	return arbSysStandIn.abi.Pack("sendMerkleTreeState")
}

// SendMerkleTreeStateOutput serves as a container for the return parameters of contract
// method SendMerkleTreeState.
type SendMerkleTreeStateOutput struct {
	Arg0 *big.Int
	Arg1 [32]byte
	Arg2 [][32]byte
}

// UnpackSendMerkleTreeState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7aeecd2a.
//
// Solidity: function sendMerkleTreeState() pure returns(uint256, bytes32, bytes32[])
func (arbSysStandIn *ArbSysStandIn) UnpackSendMerkleTreeState(data []byte) (SendMerkleTreeStateOutput, error) {
	out, err := arbSysStandIn.abi.Unpack("sendMerkleTreeState", data)
	outstruct := new(SendMerkleTreeStateOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Arg0 = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Arg1 = *abi.ConvertType(out[1], new([32]byte)).(*[32]byte)
	outstruct.Arg2 = *abi.ConvertType(out[2], new([][32]byte)).(*[][32]byte)
	return *outstruct, nil
}

// PackSendTxToL1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x928c169a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sendTxToL1(address , bytes ) payable returns(uint256)
func (arbSysStandIn *ArbSysStandIn) PackSendTxToL1(arg0 common.Address, arg1 []byte) []byte {
	enc, err := arbSysStandIn.abi.Pack("sendTxToL1", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSendTxToL1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x928c169a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sendTxToL1(address , bytes ) payable returns(uint256)
func (arbSysStandIn *ArbSysStandIn) TryPackSendTxToL1(arg0 common.Address, arg1 []byte) ([]byte, error) {
	return arbSysStandIn.abi.Pack("sendTxToL1", arg0, arg1)
}

// UnpackSendTxToL1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x928c169a.
//
// Solidity: function sendTxToL1(address , bytes ) payable returns(uint256)
func (arbSysStandIn *ArbSysStandIn) UnpackSendTxToL1(data []byte) (*big.Int, error) {
	out, err := arbSysStandIn.abi.Unpack("sendTxToL1", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWasMyCallersAddressAliased is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x175a260b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function wasMyCallersAddressAliased() pure returns(bool)
func (arbSysStandIn *ArbSysStandIn) PackWasMyCallersAddressAliased() []byte {
	enc, err := arbSysStandIn.abi.Pack("wasMyCallersAddressAliased")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWasMyCallersAddressAliased is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x175a260b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function wasMyCallersAddressAliased() pure returns(bool)
func (arbSysStandIn *ArbSysStandIn) TryPackWasMyCallersAddressAliased() ([]byte, error) {
	return arbSysStandIn.abi.Pack("wasMyCallersAddressAliased")
}

// UnpackWasMyCallersAddressAliased is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x175a260b.
//
// Solidity: function wasMyCallersAddressAliased() pure returns(bool)
func (arbSysStandIn *ArbSysStandIn) UnpackWasMyCallersAddressAliased(data []byte) (bool, error) {
	out, err := arbSysStandIn.abi.Unpack("wasMyCallersAddressAliased", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackWithdrawEth is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25e16063.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawEth(address ) payable returns(uint256)
func (arbSysStandIn *ArbSysStandIn) PackWithdrawEth(arg0 common.Address) []byte {
	enc, err := arbSysStandIn.abi.Pack("withdrawEth", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawEth is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25e16063.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawEth(address ) payable returns(uint256)
func (arbSysStandIn *ArbSysStandIn) TryPackWithdrawEth(arg0 common.Address) ([]byte, error) {
	return arbSysStandIn.abi.Pack("withdrawEth", arg0)
}

// UnpackWithdrawEth is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x25e16063.
//
// Solidity: function withdrawEth(address ) payable returns(uint256)
func (arbSysStandIn *ArbSysStandIn) UnpackWithdrawEth(data []byte) (*big.Int, error) {
	out, err := arbSysStandIn.abi.Unpack("withdrawEth", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// ArbSysStandInL2ToL1Transaction represents a L2ToL1Transaction event raised by the ArbSysStandIn contract.
type ArbSysStandInL2ToL1Transaction struct {
	Caller       common.Address
	Destination  common.Address
	UniqueId     *big.Int
	BatchNumber  *big.Int
	IndexInBatch *big.Int
	ArbBlockNum  *big.Int
	EthBlockNum  *big.Int
	Timestamp    *big.Int
	Callvalue    *big.Int
	Data         []byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const ArbSysStandInL2ToL1TransactionEventName = "L2ToL1Transaction"

// ContractEventName returns the user-defined event name.
func (ArbSysStandInL2ToL1Transaction) ContractEventName() string {
	return ArbSysStandInL2ToL1TransactionEventName
}

// UnpackL2ToL1TransactionEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event L2ToL1Transaction(address caller, address indexed destination, uint256 indexed uniqueId, uint256 indexed batchNumber, uint256 indexInBatch, uint256 arbBlockNum, uint256 ethBlockNum, uint256 timestamp, uint256 callvalue, bytes data)
func (arbSysStandIn *ArbSysStandIn) UnpackL2ToL1TransactionEvent(log *types.Log) (*ArbSysStandInL2ToL1Transaction, error) {
	event := "L2ToL1Transaction"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbSysStandIn.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbSysStandInL2ToL1Transaction)
	if len(log.Data) > 0 {
		if err := arbSysStandIn.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbSysStandIn.abi.Events[event].Inputs {
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

// ArbSysStandInL2ToL1Tx represents a L2ToL1Tx event raised by the ArbSysStandIn contract.
type ArbSysStandInL2ToL1Tx struct {
	Caller      common.Address
	Destination common.Address
	Hash        *big.Int
	Position    *big.Int
	ArbBlockNum *big.Int
	EthBlockNum *big.Int
	Timestamp   *big.Int
	Callvalue   *big.Int
	Data        []byte
	Raw         *types.Log // Blockchain specific contextual infos
}

const ArbSysStandInL2ToL1TxEventName = "L2ToL1Tx"

// ContractEventName returns the user-defined event name.
func (ArbSysStandInL2ToL1Tx) ContractEventName() string {
	return ArbSysStandInL2ToL1TxEventName
}

// UnpackL2ToL1TxEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event L2ToL1Tx(address caller, address indexed destination, uint256 indexed hash, uint256 indexed position, uint256 arbBlockNum, uint256 ethBlockNum, uint256 timestamp, uint256 callvalue, bytes data)
func (arbSysStandIn *ArbSysStandIn) UnpackL2ToL1TxEvent(log *types.Log) (*ArbSysStandInL2ToL1Tx, error) {
	event := "L2ToL1Tx"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbSysStandIn.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbSysStandInL2ToL1Tx)
	if len(log.Data) > 0 {
		if err := arbSysStandIn.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbSysStandIn.abi.Events[event].Inputs {
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

// ArbSysStandInSendMerkleUpdate represents a SendMerkleUpdate event raised by the ArbSysStandIn contract.
type ArbSysStandInSendMerkleUpdate struct {
	Reserved *big.Int
	Hash     [32]byte
	Position *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const ArbSysStandInSendMerkleUpdateEventName = "SendMerkleUpdate"

// ContractEventName returns the user-defined event name.
func (ArbSysStandInSendMerkleUpdate) ContractEventName() string {
	return ArbSysStandInSendMerkleUpdateEventName
}

// UnpackSendMerkleUpdateEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SendMerkleUpdate(uint256 indexed reserved, bytes32 indexed hash, uint256 indexed position)
func (arbSysStandIn *ArbSysStandIn) UnpackSendMerkleUpdateEvent(log *types.Log) (*ArbSysStandInSendMerkleUpdate, error) {
	event := "SendMerkleUpdate"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != arbSysStandIn.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ArbSysStandInSendMerkleUpdate)
	if len(log.Data) > 0 {
		if err := arbSysStandIn.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range arbSysStandIn.abi.Events[event].Inputs {
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
func (arbSysStandIn *ArbSysStandIn) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], arbSysStandIn.abi.Errors["InvalidBlockNumber"].ID.Bytes()[:4]) {
		return arbSysStandIn.UnpackInvalidBlockNumberError(raw[4:])
	}
	if bytes.Equal(raw[:4], arbSysStandIn.abi.Errors["NotModelled"].ID.Bytes()[:4]) {
		return arbSysStandIn.UnpackNotModelledError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ArbSysStandInInvalidBlockNumber represents a InvalidBlockNumber error raised by the ArbSysStandIn contract.
type ArbSysStandInInvalidBlockNumber struct {
	Requested *big.Int
	Current   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidBlockNumber(uint256 requested, uint256 current)
func ArbSysStandInInvalidBlockNumberErrorID() common.Hash {
	return common.HexToHash("0xd5dc642de9452ea1a4f42e54ba700c1227ce9cd2f0d9ae52b4f6136ba22f8d12")
}

// UnpackInvalidBlockNumberError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidBlockNumber(uint256 requested, uint256 current)
func (arbSysStandIn *ArbSysStandIn) UnpackInvalidBlockNumberError(raw []byte) (*ArbSysStandInInvalidBlockNumber, error) {
	out := new(ArbSysStandInInvalidBlockNumber)
	if err := arbSysStandIn.abi.UnpackIntoInterface(out, "InvalidBlockNumber", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ArbSysStandInNotModelled represents a NotModelled error raised by the ArbSysStandIn contract.
type ArbSysStandInNotModelled struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotModelled()
func ArbSysStandInNotModelledErrorID() common.Hash {
	return common.HexToHash("0xcc1c334d3aa6d55f70935ba91947f71285f9bdf088ec645e5303193fb69d62b9")
}

// UnpackNotModelledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotModelled()
func (arbSysStandIn *ArbSysStandIn) UnpackNotModelledError(raw []byte) (*ArbSysStandInNotModelled, error) {
	out := new(ArbSysStandInNotModelled)
	if err := arbSysStandIn.abi.UnpackIntoInterface(out, "NotModelled", raw); err != nil {
		return nil, err
	}
	return out, nil
}
