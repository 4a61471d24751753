// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package settlement

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

// ISignatureTransferPermitTransferFrom is an auto generated low-level Go binding around an user-defined struct.
type ISignatureTransferPermitTransferFrom struct {
	Permitted ISignatureTransferTokenPermissions
	Nonce     *big.Int
	Deadline  *big.Int
}

// ISignatureTransferTokenPermissions is an auto generated low-level Go binding around an user-defined struct.
type ISignatureTransferTokenPermissions struct {
	Token  common.Address
	Amount *big.Int
}

// SettlementSwapWitness is an auto generated low-level Go binding around an user-defined struct.
type SettlementSwapWitness struct {
	Venue        common.Address
	BuyToken     common.Address
	MinBuyAmount *big.Int
	Recipient    common.Address
}

// SettlementMetaData contains all meta data concerning the Settlement contract.
var SettlementMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractISignatureTransfer\",\"name\":\"permit2_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"}],\"name\":\"UnknownVenue\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"VenueSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"WITNESS_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"WITNESS_TYPE_STRING\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"internalType\":\"structSettlement.SwapWitness\",\"name\":\"w\",\"type\":\"tuple\"}],\"name\":\"hashWitness\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"contractISignatureTransfer\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setVenue\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"internalType\":\"structSettlement.SwapWitness\",\"name\":\"witness\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"settle\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"venues\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "Settlement",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610b98380380610b9883398101604081905261002e916100bd565b338061005357604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61005c8161006e565b506001600160a01b03166080526100ea565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f602082840312156100cd575f5ffd5b81516001600160a01b03811681146100e3575f5ffd5b9392505050565b608051610a906101085f395f818160a401526102f60152610a905ff3fe608060405234801561000f575f5ffd5b506004361061009b575f3560e01c80637a9ef112116100635780637a9ef1121461014a5780638da5cb5b1461015d5780638fb4ddf91461016d578063b15ff64414610180578063f2fde38b146101b2575f5ffd5b806312261ee71461009f578063140d0f1c146100e3578063156e2152146100f85780632c03ae6a1461010d578063715018a614610142575b5f5ffd5b6100c67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b6100f66100f13660046107a8565b6101c5565b005b61010061022b565b6040516100da919061080f565b6101347f0c68b1ceb2e482f3770c8aa9deac24a84796e889e8106eb20586a8b555e5134281565b6040519081526020016100da565b6100f6610247565b61013461015836600461083e565b61025a565b5f546001600160a01b03166100c6565b61013461017b3660046108de565b610552565b6101a261018e3660046108f8565b60016020525f908152604090205460ff1681565b60405190151581526020016100da565b6100f66101c03660046108f8565b6105f4565b6101cd610631565b6001600160a01b0382165f81815260016020908152604091829020805460ff191685151590811790915591519182527f1fd609a3b2dad45912cf3cf04968f2ae17beffb6e09e64ac4520298206610903910160405180910390a25050565b6040518060c00160405280609481526020016109f06094913981565b61024f610631565b6102585f61065d565b565b5f60018161026b60208701876108f8565b6001600160a01b0316815260208101919091526040015f205460ff166102c25761029860208501856108f8565b60405163e2b07a4d60e01b81526001600160a01b0390911660048201526024015b60405180910390fd5b5f6102d060208801886108f8565b604080518082019091523081526020808a01359082018190529192506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063137c29fe908a908a6103298b610552565b6040518060c00160405280609481526020016109f0609491398b8b6040518863ffffffff1660e01b81526004016103669796959493929190610939565b5f604051808303815f87803b15801561037d575f5ffd5b505af115801561038f573d5f5f3e3d5ffd5b506103b692506103a591505060208801886108f8565b6001600160a01b03841690836106ac565b6103c360208701876108f8565b6001600160a01b031663d5bcb9b5836103e260408a0160208b016108f8565b8460408b01356103f860808d0160608e016108f8565b60405160e087901b6001600160e01b03191681526001600160a01b039586166004820152938516602485015260448401929092526064830152909116608482015260a4016020604051808303815f875af1158015610458573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061047c91906109d8565b925085604001358310156104b05760408051630583371760e31b8152600481018590529087013560248201526044016102b9565b6104c060808701606088016108f8565b6001600160a01b03166104d660208801886108f8565b6001600160a01b039081169089167fed4a617a9ef46bfb79f96bec971ccc686d236d5eefbf4f138d387e71c56134d08561051660408c0160208d016108f8565b604080516001600160a01b03938416815292909116602083015281018690526060810188905260800160405180910390a4505095945050505050565b5f7f0c68b1ceb2e482f3770c8aa9deac24a84796e889e8106eb20586a8b555e5134261058160208401846108f8565b61059160408501602086016108f8565b60408501356105a660808701606088016108f8565b6040805160208101969096526001600160a01b0394851690860152918316606085015260808401521660a082015260c001604051602081830303815290604052805190602001209050919050565b6105fc610631565b6001600160a01b03811661062557604051631e4fbdf760e01b81525f60048201526024016102b9565b61062e8161065d565b50565b5f546001600160a01b031633146102585760405163118cdaa760e01b81523360048201526024016102b9565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6106b88383835f61072b565b610726576106c983835f600161072b565b6106f157604051635274afe760e01b81526001600160a01b03841660048201526024016102b9565b6106fe838383600161072b565b61072657604051635274afe760e01b81526001600160a01b03841660048201526024016102b9565b505050565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610781578383151615610775573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b80356001600160a01b03811681146107a3575f5ffd5b919050565b5f5f604083850312156107b9575f5ffd5b6107c28361078d565b9150602083013580151581146107d6575f5ffd5b809150509250929050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61082160208301846107e1565b9392505050565b5f60808284031215610838575f5ffd5b50919050565b5f5f5f5f5f6101408688031215610853575f5ffd5b61085d8787610828565b945061086b6080870161078d565b935061087a8760a08801610828565b925061012086013567ffffffffffffffff811115610896575f5ffd5b8601601f810188136108a6575f5ffd5b803567ffffffffffffffff8111156108bc575f5ffd5b8860208284010111156108cd575f5ffd5b959894975092955050506020019190565b5f608082840312156108ee575f5ffd5b6108218383610828565b5f60208284031215610908575f5ffd5b6108218261078d565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b6001600160a01b0361094a8961078d565b168152602088810135818301526040808a0135908301526060808a01359083015287516001600160a01b0316608083015287015160a08201525f61099960c08301886001600160a01b03169052565b8560e08301526101406101008301526109b66101408301866107e1565b8281036101208401526109ca818587610911565b9a9950505050505050505050565b5f602082840312156109e8575f5ffd5b505191905056fe537761705769746e657373207769746e65737329537761705769746e65737328616464726573732076656e75652c6164647265737320627579546f6b656e2c75696e74323536206d696e427579416d6f756e742c6164647265737320726563697069656e7429546f6b656e5065726d697373696f6e73286164647265737320746f6b656e2c75696e7432353620616d6f756e7429a164736f6c6343000825000a",
}

// Settlement is an auto generated Go binding around an Ethereum contract.
type Settlement struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Settlement) GetABI() abi.ABI {
	return c.abi
}

// NewSettlement creates a new instance of Settlement.
func NewSettlement() *Settlement {
	parsed, err := SettlementMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Settlement{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Settlement) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address permit2_) returns()
func (settlement *Settlement) PackConstructor(permit2_ common.Address) []byte {
	enc, err := settlement.abi.Pack("", permit2_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackWITNESSTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c03ae6a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WITNESS_TYPEHASH() view returns(bytes32)
func (settlement *Settlement) PackWITNESSTYPEHASH() []byte {
	enc, err := settlement.abi.Pack("WITNESS_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWITNESSTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c03ae6a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WITNESS_TYPEHASH() view returns(bytes32)
func (settlement *Settlement) TryPackWITNESSTYPEHASH() ([]byte, error) {
	return settlement.abi.Pack("WITNESS_TYPEHASH")
}

// UnpackWITNESSTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2c03ae6a.
//
// Solidity: function WITNESS_TYPEHASH() view returns(bytes32)
func (settlement *Settlement) UnpackWITNESSTYPEHASH(data []byte) ([32]byte, error) {
	out, err := settlement.abi.Unpack("WITNESS_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackWITNESSTYPESTRING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x156e2152.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (settlement *Settlement) PackWITNESSTYPESTRING() []byte {
	enc, err := settlement.abi.Pack("WITNESS_TYPE_STRING")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWITNESSTYPESTRING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x156e2152.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (settlement *Settlement) TryPackWITNESSTYPESTRING() ([]byte, error) {
	return settlement.abi.Pack("WITNESS_TYPE_STRING")
}

// UnpackWITNESSTYPESTRING is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x156e2152.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (settlement *Settlement) UnpackWITNESSTYPESTRING(data []byte) (string, error) {
	out, err := settlement.abi.Unpack("WITNESS_TYPE_STRING", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackHashWitness is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fb4ddf9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashWitness((address,address,uint256,address) w) pure returns(bytes32)
func (settlement *Settlement) PackHashWitness(w SettlementSwapWitness) []byte {
	enc, err := settlement.abi.Pack("hashWitness", w)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashWitness is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fb4ddf9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashWitness((address,address,uint256,address) w) pure returns(bytes32)
func (settlement *Settlement) TryPackHashWitness(w SettlementSwapWitness) ([]byte, error) {
	return settlement.abi.Pack("hashWitness", w)
}

// UnpackHashWitness is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8fb4ddf9.
//
// Solidity: function hashWitness((address,address,uint256,address) w) pure returns(bytes32)
func (settlement *Settlement) UnpackHashWitness(data []byte) ([32]byte, error) {
	out, err := settlement.abi.Unpack("hashWitness", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (settlement *Settlement) PackOwner() []byte {
	enc, err := settlement.abi.Pack("owner")
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
func (settlement *Settlement) TryPackOwner() ([]byte, error) {
	return settlement.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (settlement *Settlement) UnpackOwner(data []byte) (common.Address, error) {
	out, err := settlement.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit2() view returns(address)
func (settlement *Settlement) PackPermit2() []byte {
	enc, err := settlement.abi.Pack("permit2")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit2() view returns(address)
func (settlement *Settlement) TryPackPermit2() ([]byte, error) {
	return settlement.abi.Pack("permit2")
}

// UnpackPermit2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x12261ee7.
//
// Solidity: function permit2() view returns(address)
func (settlement *Settlement) UnpackPermit2(data []byte) (common.Address, error) {
	out, err := settlement.abi.Unpack("permit2", data)
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
func (settlement *Settlement) PackRenounceOwnership() []byte {
	enc, err := settlement.abi.Pack("renounceOwnership")
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
func (settlement *Settlement) TryPackRenounceOwnership() ([]byte, error) {
	return settlement.abi.Pack("renounceOwnership")
}

// PackSetVenue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x140d0f1c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setVenue(address venue, bool allowed) returns()
func (settlement *Settlement) PackSetVenue(venue common.Address, allowed bool) []byte {
	enc, err := settlement.abi.Pack("setVenue", venue, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetVenue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x140d0f1c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setVenue(address venue, bool allowed) returns()
func (settlement *Settlement) TryPackSetVenue(venue common.Address, allowed bool) ([]byte, error) {
	return settlement.abi.Pack("setVenue", venue, allowed)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a9ef112.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) PackSettle(permit ISignatureTransferPermitTransferFrom, owner common.Address, witness SettlementSwapWitness, signature []byte) []byte {
	enc, err := settlement.abi.Pack("settle", permit, owner, witness, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a9ef112.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) TryPackSettle(permit ISignatureTransferPermitTransferFrom, owner common.Address, witness SettlementSwapWitness, signature []byte) ([]byte, error) {
	return settlement.abi.Pack("settle", permit, owner, witness, signature)
}

// UnpackSettle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a9ef112.
//
// Solidity: function settle(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) UnpackSettle(data []byte) (*big.Int, error) {
	out, err := settlement.abi.Unpack("settle", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (settlement *Settlement) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := settlement.abi.Pack("transferOwnership", newOwner)
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
func (settlement *Settlement) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return settlement.abi.Pack("transferOwnership", newOwner)
}

// PackVenues is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb15ff644.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function venues(address ) view returns(bool)
func (settlement *Settlement) PackVenues(arg0 common.Address) []byte {
	enc, err := settlement.abi.Pack("venues", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVenues is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb15ff644.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function venues(address ) view returns(bool)
func (settlement *Settlement) TryPackVenues(arg0 common.Address) ([]byte, error) {
	return settlement.abi.Pack("venues", arg0)
}

// UnpackVenues is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb15ff644.
//
// Solidity: function venues(address ) view returns(bool)
func (settlement *Settlement) UnpackVenues(data []byte) (bool, error) {
	out, err := settlement.abi.Unpack("venues", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// SettlementOwnershipTransferred represents a OwnershipTransferred event raised by the Settlement contract.
type SettlementOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SettlementOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (SettlementOwnershipTransferred) ContractEventName() string {
	return SettlementOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (settlement *Settlement) UnpackOwnershipTransferredEvent(log *types.Log) (*SettlementOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettlementOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := settlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settlement.abi.Events[event].Inputs {
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

// SettlementSettled represents a Settled event raised by the Settlement contract.
type SettlementSettled struct {
	Owner      common.Address
	Venue      common.Address
	Recipient  common.Address
	SellToken  common.Address
	BuyToken   common.Address
	SellAmount *big.Int
	BuyAmount  *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const SettlementSettledEventName = "Settled"

// ContractEventName returns the user-defined event name.
func (SettlementSettled) ContractEventName() string {
	return SettlementSettledEventName
}

// UnpackSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Settled(address indexed owner, address indexed venue, address indexed recipient, address sellToken, address buyToken, uint256 sellAmount, uint256 buyAmount)
func (settlement *Settlement) UnpackSettledEvent(log *types.Log) (*SettlementSettled, error) {
	event := "Settled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettlementSettled)
	if len(log.Data) > 0 {
		if err := settlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settlement.abi.Events[event].Inputs {
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

// SettlementVenueSet represents a VenueSet event raised by the Settlement contract.
type SettlementVenueSet struct {
	Venue   common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const SettlementVenueSetEventName = "VenueSet"

// ContractEventName returns the user-defined event name.
func (SettlementVenueSet) ContractEventName() string {
	return SettlementVenueSetEventName
}

// UnpackVenueSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VenueSet(address indexed venue, bool allowed)
func (settlement *Settlement) UnpackVenueSetEvent(log *types.Log) (*SettlementVenueSet, error) {
	event := "VenueSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettlementVenueSet)
	if len(log.Data) > 0 {
		if err := settlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settlement.abi.Events[event].Inputs {
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
func (settlement *Settlement) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], settlement.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return settlement.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return settlement.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return settlement.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return settlement.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["UnknownVenue"].ID.Bytes()[:4]) {
		return settlement.UnpackUnknownVenueError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SettlementInsufficientOutput represents a InsufficientOutput error raised by the Settlement contract.
type SettlementInsufficientOutput struct {
	BuyAmount    *big.Int
	MinBuyAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func SettlementInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func (settlement *Settlement) UnpackInsufficientOutputError(raw []byte) (*SettlementInsufficientOutput, error) {
	out := new(SettlementInsufficientOutput)
	if err := settlement.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the Settlement contract.
type SettlementOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func SettlementOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (settlement *Settlement) UnpackOwnableInvalidOwnerError(raw []byte) (*SettlementOwnableInvalidOwner, error) {
	out := new(SettlementOwnableInvalidOwner)
	if err := settlement.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the Settlement contract.
type SettlementOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func SettlementOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (settlement *Settlement) UnpackOwnableUnauthorizedAccountError(raw []byte) (*SettlementOwnableUnauthorizedAccount, error) {
	out := new(SettlementOwnableUnauthorizedAccount)
	if err := settlement.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Settlement contract.
type SettlementSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func SettlementSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (settlement *Settlement) UnpackSafeERC20FailedOperationError(raw []byte) (*SettlementSafeERC20FailedOperation, error) {
	out := new(SettlementSafeERC20FailedOperation)
	if err := settlement.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementUnknownVenue represents a UnknownVenue error raised by the Settlement contract.
type SettlementUnknownVenue struct {
	Venue common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownVenue(address venue)
func SettlementUnknownVenueErrorID() common.Hash {
	return common.HexToHash("0xe2b07a4dd8c20de751efad79ef918c583ad0c62ff3f503c3030a0955586cb4e5")
}

// UnpackUnknownVenueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownVenue(address venue)
func (settlement *Settlement) UnpackUnknownVenueError(raw []byte) (*SettlementUnknownVenue, error) {
	out := new(SettlementUnknownVenue)
	if err := settlement.abi.UnpackIntoInterface(out, "UnknownVenue", raw); err != nil {
		return nil, err
	}
	return out, nil
}
