// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package permit2

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

// ISignatureTransferSignatureTransferDetails is an auto generated low-level Go binding around an user-defined struct.
type ISignatureTransferSignatureTransferDetails struct {
	To              common.Address
	RequestedAmount *big.Int
}

// ISignatureTransferTokenPermissions is an auto generated low-level Go binding around an user-defined struct.
type ISignatureTransferTokenPermissions struct {
	Token  common.Address
	Amount *big.Int
}

// Permit2MetaData contains all meta data concerning the Permit2 contract.
var Permit2MetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxAmount\",\"type\":\"uint256\"}],\"name\":\"InvalidAmount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidContractSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSignature\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"signatureDeadline\",\"type\":\"uint256\"}],\"name\":\"SignatureExpired\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"word\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"mask\",\"type\":\"uint256\"}],\"name\":\"UnorderedNonceInvalidation\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DOMAIN_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"HASHED_NAME\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERMIT_TRANSFER_FROM_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PERMIT_WITNESS_TRANSFER_FROM_TYPEHASH_STUB\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"TOKEN_PERMISSIONS_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"wordPos\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"mask\",\"type\":\"uint256\"}],\"name\":\"invalidateUnorderedNonces\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"nonceBitmap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requestedAmount\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.SignatureTransferDetails\",\"name\":\"transferDetails\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"permitTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requestedAmount\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.SignatureTransferDetails\",\"name\":\"transferDetails\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"witness\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"witnessTypeString\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"permitWitnessTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "Permit2",
	Bin: "0x6080604052348015600e575f5ffd5b50610bf98061001c5f395ff3fe608060405234801561000f575f5ffd5b506004361061009b575f3560e01c806334fe6a651161006357806334fe6a65146101415780633644e515146101685780633ff9dcb1146101705780634fe02b4414610183578063696c11e5146101aa575f5ffd5b806301474ac01461009f578063137c29fe146100bd57806320606b70146100d257806329b1dc041461010757806330f28b7a1461012e575b5f5ffd5b6100a76101d1565b6040516100b49190610884565b60405180910390f35b6100d06100cb36600461093f565b6101ed565b005b6100f97f8cad95687ba82c2ce50e74f7b754645e5117c3a5bec8151c0726d5857980a86681565b6040519081526020016100b4565b6100f97f939c21a48a8dbe3a9a2404a1d46691e4d39f6583d6ec6b35714604c986d8010681565b6100d061013c3660046109ed565b6102aa565b6100f97f9ac997416e8ff9d2ff6bebeb7149f65cdae5e32e2b90440b566bb3044041d36a81565b6100f9610334565b6100d061017e366004610a61565b6103b2565b6100f9610191366004610a81565b5f60208181529281526040808220909352908152205481565b6100f97f618358ac3db8dc274f0cd8829da7e234bd48cd73c4a740aede1adec9846d06a181565b6040518060a0016040528060648152602001610b896064913981565b5f6040518060a0016040528060648152602001610b8960649139858560405160200161021b93929190610aa9565b6040516020818303038152906040528051906020012090505f816102408b5f0161040a565b6040805160208101939093528281019190915233606083810191909152908c013560808301528b013560a082015260c0810188905260e00160405160208183030381529060405280519060200120905061029e8a8a8a84888861047e565b50505050505050505050565b5f7f939c21a48a8dbe3a9a2404a1d46691e4d39f6583d6ec6b35714604c986d801066102d58761040a565b604080516020810193909352828101919091523360608381019190915290880135608083015287013560a082015260c00160405160208183030381529060405280519060200120905061032c86868684878761047e565b505050505050565b604080517f8cad95687ba82c2ce50e74f7b754645e5117c3a5bec8151c0726d5857980a86660208201527f9ac997416e8ff9d2ff6bebeb7149f65cdae5e32e2b90440b566bb3044041d36a918101919091524660608201523060808201525f9060a00160405160208183030381529060405280519060200120905090565b335f8181526020818152604080832086845282529182902080548517905581518581529081018490527f3704902f963766a4e561bbaab6e6cdc1b1dd12f6e9e99648da8843b3f46b918d910160405180910390a25050565b5f7f618358ac3db8dc274f0cd8829da7e234bd48cd73c4a740aede1adec9846d06a16104396020840184610acd565b604080516020818101949094526001600160a01b0390921690820152908301356060820152608001604051602081830303815290604052805190602001209050919050565b602085013560608701354211156104b35760405163cd21db4f60e01b8152606088013560048201526024015b60405180910390fd5b60208701358111156104de57604051633728b83d60e01b8152602088013560048201526024016104aa565b6104ec85886040013561056e565b61053583836104f9610334565b60405161190160f01b602082015260228101919091526042810188905260620160405160208183030381529060405280519060200120886105cd565b610565856105466020890189610acd565b8361055460208c018c610acd565b6001600160a01b03169291906107e1565b50505050505050565b6001600160a01b0382165f90815260208181526040808320600885901c808552925282208054600160ff86161b90811891829055919281831690036105c657604051633ab3447f60e11b815260040160405180910390fd5b5050505050565b6001600160a01b0381163b1561068757604051630b135d3f60e11b81525f906001600160a01b03831690631626ba7e9061060f90869089908990600401610aed565b602060405180830381865afa15801561062a573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061064e9190610b22565b90506001600160e01b03198116630b135d3f60e11b1461068157604051632c19a72f60e21b815260040160405180910390fd5b506107db565b5f808060418690036106c85761069f86880188610a61565b9093509150868660408181106106b7576106b7610b49565b919091013560f81c915061071f9050565b6040869003610706575f6106de87890189610a61565b9094506001600160ff1b038116935090506106fe60ff82901c601b610b5d565b91505061071f565b604051634be6321b60e01b815260040160405180910390fd5b604080515f8082526020820180845288905260ff841692820192909252606081018590526080810184905260019060a0016020604051602081039080840390855afa158015610770573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166107a457604051638baa579f60e01b815260040160405180910390fd5b846001600160a01b0316816001600160a01b0316146107d657604051632057875960e21b815260040160405180910390fd5b505050505b50505050565b6107ef848484846001610817565b6107db57604051635274afe760e01b81526001600160a01b03851660048201526024016104aa565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610873578383151615610867573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f608082840312156108c9575f5ffd5b50919050565b5f604082840312156108c9575f5ffd5b80356001600160a01b03811681146108f5575f5ffd5b919050565b5f5f83601f84011261090a575f5ffd5b50813567ffffffffffffffff811115610921575f5ffd5b602083019150836020828501011115610938575f5ffd5b9250929050565b5f5f5f5f5f5f5f5f610140898b031215610957575f5ffd5b6109618a8a6108b9565b97506109708a60808b016108cf565b965061097e60c08a016108df565b955060e0890135945061010089013567ffffffffffffffff8111156109a1575f5ffd5b6109ad8b828c016108fa565b90955093505061012089013567ffffffffffffffff8111156109cd575f5ffd5b6109d98b828c016108fa565b999c989b5096995094979396929594505050565b5f5f5f5f5f6101008688031215610a02575f5ffd5b610a0c87876108b9565b9450610a1b87608088016108cf565b9350610a2960c087016108df565b925060e086013567ffffffffffffffff811115610a44575f5ffd5b610a50888289016108fa565b969995985093965092949392505050565b5f5f60408385031215610a72575f5ffd5b50508035926020909101359150565b5f5f60408385031215610a92575f5ffd5b610a9b836108df565b946020939093013593505050565b5f84518060208701845e5f908301908152838582375f930192835250909392505050565b5f60208284031215610add575f5ffd5b610ae6826108df565b9392505050565b83815260406020820152816040820152818360608301375f818301606090810191909152601f909201601f1916010192915050565b5f60208284031215610b32575f5ffd5b81516001600160e01b031981168114610ae6575f5ffd5b634e487b7160e01b5f52603260045260245ffd5b60ff8181168382160190811115610b8257634e487b7160e01b5f52601160045260245ffd5b9291505056fe5065726d69745769746e6573735472616e7366657246726f6d28546f6b656e5065726d697373696f6e73207065726d69747465642c61646472657373207370656e6465722c75696e74323536206e6f6e63652c75696e7432353620646561646c696e652ca164736f6c6343000825000a",
}

// Permit2 is an auto generated Go binding around an Ethereum contract.
type Permit2 struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Permit2) GetABI() abi.ABI {
	return c.abi
}

// NewPermit2 creates a new instance of Permit2.
func NewPermit2() *Permit2 {
	parsed, err := Permit2MetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Permit2{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Permit2) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (permit2 *Permit2) PackDOMAINSEPARATOR() []byte {
	enc, err := permit2.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (permit2 *Permit2) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return permit2.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (permit2 *Permit2) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := permit2.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackDOMAINTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20606b70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) PackDOMAINTYPEHASH() []byte {
	enc, err := permit2.abi.Pack("DOMAIN_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x20606b70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) TryPackDOMAINTYPEHASH() ([]byte, error) {
	return permit2.abi.Pack("DOMAIN_TYPEHASH")
}

// UnpackDOMAINTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x20606b70.
//
// Solidity: function DOMAIN_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) UnpackDOMAINTYPEHASH(data []byte) ([32]byte, error) {
	out, err := permit2.abi.Unpack("DOMAIN_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackHASHEDNAME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34fe6a65.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function HASHED_NAME() view returns(bytes32)
func (permit2 *Permit2) PackHASHEDNAME() []byte {
	enc, err := permit2.abi.Pack("HASHED_NAME")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHASHEDNAME is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34fe6a65.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function HASHED_NAME() view returns(bytes32)
func (permit2 *Permit2) TryPackHASHEDNAME() ([]byte, error) {
	return permit2.abi.Pack("HASHED_NAME")
}

// UnpackHASHEDNAME is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x34fe6a65.
//
// Solidity: function HASHED_NAME() view returns(bytes32)
func (permit2 *Permit2) UnpackHASHEDNAME(data []byte) ([32]byte, error) {
	out, err := permit2.abi.Unpack("HASHED_NAME", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPERMITTRANSFERFROMTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29b1dc04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PERMIT_TRANSFER_FROM_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) PackPERMITTRANSFERFROMTYPEHASH() []byte {
	enc, err := permit2.abi.Pack("PERMIT_TRANSFER_FROM_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPERMITTRANSFERFROMTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x29b1dc04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PERMIT_TRANSFER_FROM_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) TryPackPERMITTRANSFERFROMTYPEHASH() ([]byte, error) {
	return permit2.abi.Pack("PERMIT_TRANSFER_FROM_TYPEHASH")
}

// UnpackPERMITTRANSFERFROMTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x29b1dc04.
//
// Solidity: function PERMIT_TRANSFER_FROM_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) UnpackPERMITTRANSFERFROMTYPEHASH(data []byte) ([32]byte, error) {
	out, err := permit2.abi.Unpack("PERMIT_TRANSFER_FROM_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackPERMITWITNESSTRANSFERFROMTYPEHASHSTUB is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01474ac0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PERMIT_WITNESS_TRANSFER_FROM_TYPEHASH_STUB() view returns(string)
func (permit2 *Permit2) PackPERMITWITNESSTRANSFERFROMTYPEHASHSTUB() []byte {
	enc, err := permit2.abi.Pack("PERMIT_WITNESS_TRANSFER_FROM_TYPEHASH_STUB")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPERMITWITNESSTRANSFERFROMTYPEHASHSTUB is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01474ac0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PERMIT_WITNESS_TRANSFER_FROM_TYPEHASH_STUB() view returns(string)
func (permit2 *Permit2) TryPackPERMITWITNESSTRANSFERFROMTYPEHASHSTUB() ([]byte, error) {
	return permit2.abi.Pack("PERMIT_WITNESS_TRANSFER_FROM_TYPEHASH_STUB")
}

// UnpackPERMITWITNESSTRANSFERFROMTYPEHASHSTUB is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01474ac0.
//
// Solidity: function PERMIT_WITNESS_TRANSFER_FROM_TYPEHASH_STUB() view returns(string)
func (permit2 *Permit2) UnpackPERMITWITNESSTRANSFERFROMTYPEHASHSTUB(data []byte) (string, error) {
	out, err := permit2.abi.Unpack("PERMIT_WITNESS_TRANSFER_FROM_TYPEHASH_STUB", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTOKENPERMISSIONSTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x696c11e5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function TOKEN_PERMISSIONS_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) PackTOKENPERMISSIONSTYPEHASH() []byte {
	enc, err := permit2.abi.Pack("TOKEN_PERMISSIONS_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTOKENPERMISSIONSTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x696c11e5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function TOKEN_PERMISSIONS_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) TryPackTOKENPERMISSIONSTYPEHASH() ([]byte, error) {
	return permit2.abi.Pack("TOKEN_PERMISSIONS_TYPEHASH")
}

// UnpackTOKENPERMISSIONSTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x696c11e5.
//
// Solidity: function TOKEN_PERMISSIONS_TYPEHASH() view returns(bytes32)
func (permit2 *Permit2) UnpackTOKENPERMISSIONSTYPEHASH(data []byte) ([32]byte, error) {
	out, err := permit2.abi.Unpack("TOKEN_PERMISSIONS_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackInvalidateUnorderedNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ff9dcb1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function invalidateUnorderedNonces(uint256 wordPos, uint256 mask) returns()
func (permit2 *Permit2) PackInvalidateUnorderedNonces(wordPos *big.Int, mask *big.Int) []byte {
	enc, err := permit2.abi.Pack("invalidateUnorderedNonces", wordPos, mask)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInvalidateUnorderedNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3ff9dcb1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function invalidateUnorderedNonces(uint256 wordPos, uint256 mask) returns()
func (permit2 *Permit2) TryPackInvalidateUnorderedNonces(wordPos *big.Int, mask *big.Int) ([]byte, error) {
	return permit2.abi.Pack("invalidateUnorderedNonces", wordPos, mask)
}

// PackNonceBitmap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fe02b44.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonceBitmap(address , uint256 ) view returns(uint256)
func (permit2 *Permit2) PackNonceBitmap(arg0 common.Address, arg1 *big.Int) []byte {
	enc, err := permit2.abi.Pack("nonceBitmap", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonceBitmap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fe02b44.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonceBitmap(address , uint256 ) view returns(uint256)
func (permit2 *Permit2) TryPackNonceBitmap(arg0 common.Address, arg1 *big.Int) ([]byte, error) {
	return permit2.abi.Pack("nonceBitmap", arg0, arg1)
}

// UnpackNonceBitmap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4fe02b44.
//
// Solidity: function nonceBitmap(address , uint256 ) view returns(uint256)
func (permit2 *Permit2) UnpackNonceBitmap(data []byte) (*big.Int, error) {
	out, err := permit2.abi.Unpack("nonceBitmap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPermitTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30f28b7a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permitTransferFrom(((address,uint256),uint256,uint256) permit, (address,uint256) transferDetails, address owner, bytes signature) returns()
func (permit2 *Permit2) PackPermitTransferFrom(permit ISignatureTransferPermitTransferFrom, transferDetails ISignatureTransferSignatureTransferDetails, owner common.Address, signature []byte) []byte {
	enc, err := permit2.abi.Pack("permitTransferFrom", permit, transferDetails, owner, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermitTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30f28b7a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permitTransferFrom(((address,uint256),uint256,uint256) permit, (address,uint256) transferDetails, address owner, bytes signature) returns()
func (permit2 *Permit2) TryPackPermitTransferFrom(permit ISignatureTransferPermitTransferFrom, transferDetails ISignatureTransferSignatureTransferDetails, owner common.Address, signature []byte) ([]byte, error) {
	return permit2.abi.Pack("permitTransferFrom", permit, transferDetails, owner, signature)
}

// PackPermitWitnessTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x137c29fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permitWitnessTransferFrom(((address,uint256),uint256,uint256) permit, (address,uint256) transferDetails, address owner, bytes32 witness, string witnessTypeString, bytes signature) returns()
func (permit2 *Permit2) PackPermitWitnessTransferFrom(permit ISignatureTransferPermitTransferFrom, transferDetails ISignatureTransferSignatureTransferDetails, owner common.Address, witness [32]byte, witnessTypeString string, signature []byte) []byte {
	enc, err := permit2.abi.Pack("permitWitnessTransferFrom", permit, transferDetails, owner, witness, witnessTypeString, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermitWitnessTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x137c29fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permitWitnessTransferFrom(((address,uint256),uint256,uint256) permit, (address,uint256) transferDetails, address owner, bytes32 witness, string witnessTypeString, bytes signature) returns()
func (permit2 *Permit2) TryPackPermitWitnessTransferFrom(permit ISignatureTransferPermitTransferFrom, transferDetails ISignatureTransferSignatureTransferDetails, owner common.Address, witness [32]byte, witnessTypeString string, signature []byte) ([]byte, error) {
	return permit2.abi.Pack("permitWitnessTransferFrom", permit, transferDetails, owner, witness, witnessTypeString, signature)
}

// Permit2UnorderedNonceInvalidation represents a UnorderedNonceInvalidation event raised by the Permit2 contract.
type Permit2UnorderedNonceInvalidation struct {
	Owner common.Address
	Word  *big.Int
	Mask  *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const Permit2UnorderedNonceInvalidationEventName = "UnorderedNonceInvalidation"

// ContractEventName returns the user-defined event name.
func (Permit2UnorderedNonceInvalidation) ContractEventName() string {
	return Permit2UnorderedNonceInvalidationEventName
}

// UnpackUnorderedNonceInvalidationEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnorderedNonceInvalidation(address indexed owner, uint256 word, uint256 mask)
func (permit2 *Permit2) UnpackUnorderedNonceInvalidationEvent(log *types.Log) (*Permit2UnorderedNonceInvalidation, error) {
	event := "UnorderedNonceInvalidation"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != permit2.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(Permit2UnorderedNonceInvalidation)
	if len(log.Data) > 0 {
		if err := permit2.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range permit2.abi.Events[event].Inputs {
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
func (permit2 *Permit2) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidAmount"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidContractSignature"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidContractSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidNonce"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidSignature"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidSignatureLength"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["InvalidSigner"].ID.Bytes()[:4]) {
		return permit2.UnpackInvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return permit2.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], permit2.abi.Errors["SignatureExpired"].ID.Bytes()[:4]) {
		return permit2.UnpackSignatureExpiredError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// Permit2InvalidAmount represents a InvalidAmount error raised by the Permit2 contract.
type Permit2InvalidAmount struct {
	MaxAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAmount(uint256 maxAmount)
func Permit2InvalidAmountErrorID() common.Hash {
	return common.HexToHash("0x3728b83da61d63401ac13ad617e59d729e6cb5ed67c24fa9dc4e9b626307fd6e")
}

// UnpackInvalidAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAmount(uint256 maxAmount)
func (permit2 *Permit2) UnpackInvalidAmountError(raw []byte) (*Permit2InvalidAmount, error) {
	out := new(Permit2InvalidAmount)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidContractSignature represents a InvalidContractSignature error raised by the Permit2 contract.
type Permit2InvalidContractSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidContractSignature()
func Permit2InvalidContractSignatureErrorID() common.Hash {
	return common.HexToHash("0xb0669cbc44dcc813760e2b75f75ec6b5f9f11c5a9277f3ad2e7a63052ae97f7a")
}

// UnpackInvalidContractSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidContractSignature()
func (permit2 *Permit2) UnpackInvalidContractSignatureError(raw []byte) (*Permit2InvalidContractSignature, error) {
	out := new(Permit2InvalidContractSignature)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidContractSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidNonce represents a InvalidNonce error raised by the Permit2 contract.
type Permit2InvalidNonce struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidNonce()
func Permit2InvalidNonceErrorID() common.Hash {
	return common.HexToHash("0x756688fec2871909d72599c334b663ffcc94654c438569966c7fd3ab3a351f34")
}

// UnpackInvalidNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidNonce()
func (permit2 *Permit2) UnpackInvalidNonceError(raw []byte) (*Permit2InvalidNonce, error) {
	out := new(Permit2InvalidNonce)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidSignature represents a InvalidSignature error raised by the Permit2 contract.
type Permit2InvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignature()
func Permit2InvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0x8baa579fce362245063d36f11747a89dd489c54795634fc673cc0e0db51fedc5")
}

// UnpackInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignature()
func (permit2 *Permit2) UnpackInvalidSignatureError(raw []byte) (*Permit2InvalidSignature, error) {
	out := new(Permit2InvalidSignature)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidSignatureLength represents a InvalidSignatureLength error raised by the Permit2 contract.
type Permit2InvalidSignatureLength struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSignatureLength()
func Permit2InvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0x4be6321b1c5c52e8bf12be29c94fdc79660cce8a7886a11425ece4c2331dafa7")
}

// UnpackInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSignatureLength()
func (permit2 *Permit2) UnpackInvalidSignatureLengthError(raw []byte) (*Permit2InvalidSignatureLength, error) {
	out := new(Permit2InvalidSignatureLength)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2InvalidSigner represents a InvalidSigner error raised by the Permit2 contract.
type Permit2InvalidSigner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidSigner()
func Permit2InvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x815e1d64efb74fbe314c20a2b8a2335d18bce12a19165e447fa36bcb35959528")
}

// UnpackInvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidSigner()
func (permit2 *Permit2) UnpackInvalidSignerError(raw []byte) (*Permit2InvalidSigner, error) {
	out := new(Permit2InvalidSigner)
	if err := permit2.abi.UnpackIntoInterface(out, "InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2SafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Permit2 contract.
type Permit2SafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func Permit2SafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (permit2 *Permit2) UnpackSafeERC20FailedOperationError(raw []byte) (*Permit2SafeERC20FailedOperation, error) {
	out := new(Permit2SafeERC20FailedOperation)
	if err := permit2.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// Permit2SignatureExpired represents a SignatureExpired error raised by the Permit2 contract.
type Permit2SignatureExpired struct {
	SignatureDeadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SignatureExpired(uint256 signatureDeadline)
func Permit2SignatureExpiredErrorID() common.Hash {
	return common.HexToHash("0xcd21db4f5222c209a625f44a7faa4c7077b21128ed96c96bd5c3a0f7bcc95d38")
}

// UnpackSignatureExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SignatureExpired(uint256 signatureDeadline)
func (permit2 *Permit2) UnpackSignatureExpiredError(raw []byte) (*Permit2SignatureExpired, error) {
	out := new(Permit2SignatureExpired)
	if err := permit2.abi.UnpackIntoInterface(out, "SignatureExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}
