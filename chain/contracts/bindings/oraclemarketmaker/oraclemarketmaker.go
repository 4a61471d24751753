// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package oraclemarketmaker

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

// OracleMarketMakerListing is an auto generated low-level Go binding around an user-defined struct.
type OracleMarketMakerListing struct {
	Feed         common.Address
	SpreadBps    uint16
	MaxAge       uint32
	MaxInventory *big.Int
}

// OracleMarketMakerMetaData contains all meta data concerning the OracleMarketMaker contract.
var OracleMarketMakerMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdg_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LengthMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoLiquidity\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"}],\"name\":\"NoStalenessBound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"}],\"name\":\"UnsupportedPair\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"feed\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"spreadBps\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"maxAge\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxInventory\",\"type\":\"uint256\"}],\"name\":\"Listed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"assets\",\"type\":\"address[]\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"feed\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"spreadBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"maxAge\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"maxInventory\",\"type\":\"uint256\"}],\"internalType\":\"structOracleMarketMaker.Listing[]\",\"name\":\"ls\",\"type\":\"tuple[]\"}],\"name\":\"listMany\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"listings\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"feed\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"spreadBps\",\"type\":\"uint16\"},{\"internalType\":\"uint32\",\"name\":\"maxAge\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"maxInventory\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"}],\"name\":\"quote\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"swap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdg\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "OracleMarketMaker",
	Bin: "0x60a060405234801561000f575f5ffd5b5060405161120438038061120483398101604081905261002e916100bd565b338061005357604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61005c8161006e565b506001600160a01b03166080526100ea565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f602082840312156100cd575f5ffd5b81516001600160a01b03811681146100e3575f5ffd5b9392505050565b6080516110c36101415f395f81816101bd015281816102030152818161023f015281816103c4015281816104000152818161059a015281816105de0152818161061a01528181610659015261069501526110c35ff3fe608060405234801561000f575f5ffd5b5060043610610090575f3560e01c8063d5bcb9b511610063578063d5bcb9b51461016c578063d9caed121461017f578063ef55f40e14610192578063f2fde38b146101a5578063f5b91b7b146101b8575f5ffd5b806365d96c8214610094578063715018a61461011d5780638da5cb5b14610127578063b64663841461014b575b5f5ffd5b6100e06100a2366004610d25565b600160208190525f918252604090912080549101546001600160a01b03821691600160a01b810461ffff1691600160b01b90910463ffffffff169084565b604080516001600160a01b03909516855261ffff909316602085015263ffffffff9091169183019190915260608201526080015b60405180910390f35b6101256101df565b005b5f546001600160a01b03165b6040516001600160a01b039091168152602001610114565b61015e610159366004610d40565b6101f2565b604051908152602001610114565b61015e61017a366004610d7e565b6105db565b61012561018d366004610d40565b6107de565b6101256101a0366004610e21565b6107ff565b6101256101b3366004610d25565b610a58565b6101337f000000000000000000000000000000000000000000000000000000000000000081565b6101e7610a95565b6101f05f610ac1565b565b5f815f0361020157505f6105d4565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b031614801561027457507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b031614155b156103c2576001600160a01b038381165f908152600160208181526040808420815160808101835281549687168152600160a01b870461ffff1693810193909352600160b01b90950463ffffffff169082015292015460608301526102d882610b10565b9050805f036102eb575f925050506105d4565b5f61271083602001516127106103019190610ed0565b61030f9061ffff1684610ef0565b6103199190610f07565b90505f816103308768056bc75e2d63100000610ef0565b61033a9190610f07565b6040516370a0823160e01b81523060048201529091506001600160a01b038816906370a08231906024015b602060405180830381865afa158015610380573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103a49190610f26565b8111156103b7575f9450505050506105d4565b93506105d492505050565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b031614801561043557507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b031614155b156105d1576001600160a01b038481165f908152600160208181526040808420815160808101835281549687168152600160a01b870461ffff1693810193909352600160b01b90950463ffffffff1690820152920154606083015261049982610b10565b9050805f036104ac575f925050506105d4565b60608201516040516370a0823160e01b815230600482015285906001600160a01b038916906370a0823190602401602060405180830381865afa1580156104f5573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105199190610f26565b6105239190610f3d565b1115610533575f925050506105d4565b5f61271083602001516127106105499190610f50565b6105579061ffff1684610ef0565b6105619190610f07565b90505f68056bc75e2d631000006105788388610ef0565b6105829190610f07565b6040516370a0823160e01b81523060048201529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401610365565b505f5b9392505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b031614801561064f57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b031614155b1580156106cc57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b03161480156106ca57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b031614155b155b1561070257604051630c059e5760e21b81526001600160a01b038088166004830152861660248201526044015b60405180910390fd5b61070d8686866101f2565b9050805f0361072f57604051636180f03f60e11b815260040160405180910390fd5b8281101561075a57604051630583371760e31b815260048101829052602481018490526044016106f9565b61076f6001600160a01b038716333087610bd1565b6107836001600160a01b0386168383610c0d565b60408051858152602081018390526001600160a01b038481168284015291518783169289169133917f54787c404bb33c88e86f4baf88183a3b0141d0a848e6a9f7a13b66ae3a9b73d19181900360600190a495945050505050565b6107e6610a95565b6107fa6001600160a01b0384168383610c0d565b505050565b610807610a95565b82811461082a576040516001621398b960e31b0319815260040160405180910390fd5b5f5b83811015610a515782828281811061084657610846610f6a565b905060800201604001602081019061085e9190610f8f565b63ffffffff165f036108b65784848281811061087c5761087c610f6a565b90506020020160208101906108919190610d25565b6040516333eefc4560e21b81526001600160a01b0390911660048201526024016106f9565b8282828181106108c8576108c8610f6a565b90506080020160015f8787858181106108e3576108e3610f6a565b90506020020160208101906108f89190610d25565b6001600160a01b0316815260208101919091526040015f2061091a8282610fb9565b90505084848281811061092f5761092f610f6a565b90506020020160208101906109449190610d25565b6001600160a01b03167f136818d0ad58fbb6a734485936f69cfa34324ffa50c7c5b4d3937c8b9bc8b7c684848481811061098057610980610f6a565b6109969260206080909202019081019150610d25565b8585858181106109a8576109a8610f6a565b90506080020160200160208101906109c0919061102f565b8686868181106109d2576109d2610f6a565b90506080020160400160208101906109ea9190610f8f565b8787878181106109fc576109fc610f6a565b90506080020160600135604051610a4194939291906001600160a01b0394909416845261ffff92909216602084015263ffffffff166040830152606082015260800190565b60405180910390a260010161082c565b5050505050565b610a60610a95565b6001600160a01b038116610a8957604051631e4fbdf760e01b81525f60048201526024016106f9565b610a9281610ac1565b50565b5f546001600160a01b031633146101f05760405163118cdaa760e01b81523360048201526024016106f9565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80515f906001600160a01b0316610b2857505f919050565b5f5f835f01516001600160a01b031663feaf968c6040518163ffffffff1660e01b815260040160a060405180830381865afa158015610b69573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b8d9190611068565b509350509250505f8213610ba457505f9392505050565b42846040015163ffffffff1682610bbb9190610f3d565b1015610bca57505f9392505050565b5092915050565b610bdf848484846001610c42565b610c0757604051635274afe760e01b81526001600160a01b03851660048201526024016106f9565b50505050565b610c1a8383836001610caf565b6107fa57604051635274afe760e01b81526001600160a01b03841660048201526024016106f9565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610c9e578383151615610c92573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610d05578383151615610cf9573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6001600160a01b0381168114610a92575f5ffd5b5f60208284031215610d35575f5ffd5b81356105d481610d11565b5f5f5f60608486031215610d52575f5ffd5b8335610d5d81610d11565b92506020840135610d6d81610d11565b929592945050506040919091013590565b5f5f5f5f5f60a08688031215610d92575f5ffd5b8535610d9d81610d11565b94506020860135610dad81610d11565b935060408601359250606086013591506080860135610dcb81610d11565b809150509295509295909350565b5f5f83601f840112610de9575f5ffd5b50813567ffffffffffffffff811115610e00575f5ffd5b6020830191508360208260071b8501011115610e1a575f5ffd5b9250929050565b5f5f5f5f60408587031215610e34575f5ffd5b843567ffffffffffffffff811115610e4a575f5ffd5b8501601f81018713610e5a575f5ffd5b803567ffffffffffffffff811115610e70575f5ffd5b8760208260051b8401011115610e84575f5ffd5b60209182019550935085013567ffffffffffffffff811115610ea4575f5ffd5b610eb087828801610dd9565b95989497509550505050565b634e487b7160e01b5f52601160045260245ffd5b61ffff8181168382160190811115610eea57610eea610ebc565b92915050565b8082028115828204841417610eea57610eea610ebc565b5f82610f2157634e487b7160e01b5f52601260045260245ffd5b500490565b5f60208284031215610f36575f5ffd5b5051919050565b80820180821115610eea57610eea610ebc565b61ffff8281168282160390811115610eea57610eea610ebc565b634e487b7160e01b5f52603260045260245ffd5b63ffffffff81168114610a92575f5ffd5b5f60208284031215610f9f575f5ffd5b81356105d481610f7e565b61ffff81168114610a92575f5ffd5b8135610fc481610d11565b81546020840135610fd481610faa565b6040850135610fe281610f7e565b60a09190911b61ffff60a01b166001600160d01b0319929092166001600160a01b0393909316929092171760b09190911b63ffffffff60b01b161781556060919091013560019190910155565b5f6020828403121561103f575f5ffd5b81356105d481610faa565b805169ffffffffffffffffffff81168114611063575f5ffd5b919050565b5f5f5f5f5f60a0868803121561107c575f5ffd5b6110858661104a565b602087015160408801516060890151929750909550935091506110aa6080870161104a565b9050929550929590935056fea164736f6c6343000825000a",
}

// OracleMarketMaker is an auto generated Go binding around an Ethereum contract.
type OracleMarketMaker struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *OracleMarketMaker) GetABI() abi.ABI {
	return c.abi
}

// NewOracleMarketMaker creates a new instance of OracleMarketMaker.
func NewOracleMarketMaker() *OracleMarketMaker {
	parsed, err := OracleMarketMakerMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &OracleMarketMaker{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *OracleMarketMaker) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address usdg_) returns()
func (oracleMarketMaker *OracleMarketMaker) PackConstructor(usdg_ common.Address) []byte {
	enc, err := oracleMarketMaker.abi.Pack("", usdg_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackListMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef55f40e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function listMany(address[] assets, (address,uint16,uint32,uint256)[] ls) returns()
func (oracleMarketMaker *OracleMarketMaker) PackListMany(assets []common.Address, ls []OracleMarketMakerListing) []byte {
	enc, err := oracleMarketMaker.abi.Pack("listMany", assets, ls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackListMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef55f40e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function listMany(address[] assets, (address,uint16,uint32,uint256)[] ls) returns()
func (oracleMarketMaker *OracleMarketMaker) TryPackListMany(assets []common.Address, ls []OracleMarketMakerListing) ([]byte, error) {
	return oracleMarketMaker.abi.Pack("listMany", assets, ls)
}

// PackListings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65d96c82.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function listings(address ) view returns(address feed, uint16 spreadBps, uint32 maxAge, uint256 maxInventory)
func (oracleMarketMaker *OracleMarketMaker) PackListings(arg0 common.Address) []byte {
	enc, err := oracleMarketMaker.abi.Pack("listings", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackListings is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x65d96c82.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function listings(address ) view returns(address feed, uint16 spreadBps, uint32 maxAge, uint256 maxInventory)
func (oracleMarketMaker *OracleMarketMaker) TryPackListings(arg0 common.Address) ([]byte, error) {
	return oracleMarketMaker.abi.Pack("listings", arg0)
}

// ListingsOutput serves as a container for the return parameters of contract
// method Listings.
type ListingsOutput struct {
	Feed         common.Address
	SpreadBps    uint16
	MaxAge       uint32
	MaxInventory *big.Int
}

// UnpackListings is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x65d96c82.
//
// Solidity: function listings(address ) view returns(address feed, uint16 spreadBps, uint32 maxAge, uint256 maxInventory)
func (oracleMarketMaker *OracleMarketMaker) UnpackListings(data []byte) (ListingsOutput, error) {
	out, err := oracleMarketMaker.abi.Unpack("listings", data)
	outstruct := new(ListingsOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Feed = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.SpreadBps = *abi.ConvertType(out[1], new(uint16)).(*uint16)
	outstruct.MaxAge = *abi.ConvertType(out[2], new(uint32)).(*uint32)
	outstruct.MaxInventory = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (oracleMarketMaker *OracleMarketMaker) PackOwner() []byte {
	enc, err := oracleMarketMaker.abi.Pack("owner")
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
func (oracleMarketMaker *OracleMarketMaker) TryPackOwner() ([]byte, error) {
	return oracleMarketMaker.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (oracleMarketMaker *OracleMarketMaker) UnpackOwner(data []byte) (common.Address, error) {
	out, err := oracleMarketMaker.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6466384.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256)
func (oracleMarketMaker *OracleMarketMaker) PackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) []byte {
	enc, err := oracleMarketMaker.abi.Pack("quote", sellToken, buyToken, sellAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6466384.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256)
func (oracleMarketMaker *OracleMarketMaker) TryPackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) ([]byte, error) {
	return oracleMarketMaker.abi.Pack("quote", sellToken, buyToken, sellAmount)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6466384.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256)
func (oracleMarketMaker *OracleMarketMaker) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := oracleMarketMaker.abi.Unpack("quote", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (oracleMarketMaker *OracleMarketMaker) PackRenounceOwnership() []byte {
	enc, err := oracleMarketMaker.abi.Pack("renounceOwnership")
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
func (oracleMarketMaker *OracleMarketMaker) TryPackRenounceOwnership() ([]byte, error) {
	return oracleMarketMaker.abi.Pack("renounceOwnership")
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5bcb9b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (oracleMarketMaker *OracleMarketMaker) PackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) []byte {
	enc, err := oracleMarketMaker.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
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
func (oracleMarketMaker *OracleMarketMaker) TryPackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) ([]byte, error) {
	return oracleMarketMaker.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
}

// UnpackSwap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5bcb9b5.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (oracleMarketMaker *OracleMarketMaker) UnpackSwap(data []byte) (*big.Int, error) {
	out, err := oracleMarketMaker.abi.Unpack("swap", data)
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
func (oracleMarketMaker *OracleMarketMaker) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := oracleMarketMaker.abi.Pack("transferOwnership", newOwner)
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
func (oracleMarketMaker *OracleMarketMaker) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return oracleMarketMaker.abi.Pack("transferOwnership", newOwner)
}

// PackUsdg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5b91b7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdg() view returns(address)
func (oracleMarketMaker *OracleMarketMaker) PackUsdg() []byte {
	enc, err := oracleMarketMaker.abi.Pack("usdg")
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
func (oracleMarketMaker *OracleMarketMaker) TryPackUsdg() ([]byte, error) {
	return oracleMarketMaker.abi.Pack("usdg")
}

// UnpackUsdg is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5b91b7b.
//
// Solidity: function usdg() view returns(address)
func (oracleMarketMaker *OracleMarketMaker) UnpackUsdg(data []byte) (common.Address, error) {
	out, err := oracleMarketMaker.abi.Unpack("usdg", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9caed12.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address token, address to, uint256 amount) returns()
func (oracleMarketMaker *OracleMarketMaker) PackWithdraw(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := oracleMarketMaker.abi.Pack("withdraw", token, to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd9caed12.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address token, address to, uint256 amount) returns()
func (oracleMarketMaker *OracleMarketMaker) TryPackWithdraw(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return oracleMarketMaker.abi.Pack("withdraw", token, to, amount)
}

// OracleMarketMakerListed represents a Listed event raised by the OracleMarketMaker contract.
type OracleMarketMakerListed struct {
	Asset        common.Address
	Feed         common.Address
	SpreadBps    uint16
	MaxAge       uint32
	MaxInventory *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const OracleMarketMakerListedEventName = "Listed"

// ContractEventName returns the user-defined event name.
func (OracleMarketMakerListed) ContractEventName() string {
	return OracleMarketMakerListedEventName
}

// UnpackListedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Listed(address indexed asset, address feed, uint16 spreadBps, uint32 maxAge, uint256 maxInventory)
func (oracleMarketMaker *OracleMarketMaker) UnpackListedEvent(log *types.Log) (*OracleMarketMakerListed, error) {
	event := "Listed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != oracleMarketMaker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OracleMarketMakerListed)
	if len(log.Data) > 0 {
		if err := oracleMarketMaker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range oracleMarketMaker.abi.Events[event].Inputs {
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

// OracleMarketMakerOwnershipTransferred represents a OwnershipTransferred event raised by the OracleMarketMaker contract.
type OracleMarketMakerOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const OracleMarketMakerOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (OracleMarketMakerOwnershipTransferred) ContractEventName() string {
	return OracleMarketMakerOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (oracleMarketMaker *OracleMarketMaker) UnpackOwnershipTransferredEvent(log *types.Log) (*OracleMarketMakerOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != oracleMarketMaker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OracleMarketMakerOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := oracleMarketMaker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range oracleMarketMaker.abi.Events[event].Inputs {
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

// OracleMarketMakerSwap represents a Swap event raised by the OracleMarketMaker contract.
type OracleMarketMakerSwap struct {
	Sender     common.Address
	SellToken  common.Address
	BuyToken   common.Address
	SellAmount *big.Int
	BuyAmount  *big.Int
	Recipient  common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const OracleMarketMakerSwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (OracleMarketMakerSwap) ContractEventName() string {
	return OracleMarketMakerSwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed sender, address indexed sellToken, address indexed buyToken, uint256 sellAmount, uint256 buyAmount, address recipient)
func (oracleMarketMaker *OracleMarketMaker) UnpackSwapEvent(log *types.Log) (*OracleMarketMakerSwap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != oracleMarketMaker.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(OracleMarketMakerSwap)
	if len(log.Data) > 0 {
		if err := oracleMarketMaker.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range oracleMarketMaker.abi.Events[event].Inputs {
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
func (oracleMarketMaker *OracleMarketMaker) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], oracleMarketMaker.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return oracleMarketMaker.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracleMarketMaker.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return oracleMarketMaker.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracleMarketMaker.abi.Errors["NoLiquidity"].ID.Bytes()[:4]) {
		return oracleMarketMaker.UnpackNoLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracleMarketMaker.abi.Errors["NoStalenessBound"].ID.Bytes()[:4]) {
		return oracleMarketMaker.UnpackNoStalenessBoundError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracleMarketMaker.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return oracleMarketMaker.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracleMarketMaker.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return oracleMarketMaker.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracleMarketMaker.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return oracleMarketMaker.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], oracleMarketMaker.abi.Errors["UnsupportedPair"].ID.Bytes()[:4]) {
		return oracleMarketMaker.UnpackUnsupportedPairError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// OracleMarketMakerInsufficientOutput represents a InsufficientOutput error raised by the OracleMarketMaker contract.
type OracleMarketMakerInsufficientOutput struct {
	BuyAmount    *big.Int
	MinBuyAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func OracleMarketMakerInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func (oracleMarketMaker *OracleMarketMaker) UnpackInsufficientOutputError(raw []byte) (*OracleMarketMakerInsufficientOutput, error) {
	out := new(OracleMarketMakerInsufficientOutput)
	if err := oracleMarketMaker.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleMarketMakerLengthMismatch represents a LengthMismatch error raised by the OracleMarketMaker contract.
type OracleMarketMakerLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch()
func OracleMarketMakerLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xff633a3803c58b9bc21e58efecee59f27e033cc0b1883fccb4969c76146fe60f")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch()
func (oracleMarketMaker *OracleMarketMaker) UnpackLengthMismatchError(raw []byte) (*OracleMarketMakerLengthMismatch, error) {
	out := new(OracleMarketMakerLengthMismatch)
	if err := oracleMarketMaker.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleMarketMakerNoLiquidity represents a NoLiquidity error raised by the OracleMarketMaker contract.
type OracleMarketMakerNoLiquidity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoLiquidity()
func OracleMarketMakerNoLiquidityErrorID() common.Hash {
	return common.HexToHash("0xc301e07e589331ed9ef4311e1023346089c1adb5b41d2e0cc07797c561b59d37")
}

// UnpackNoLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoLiquidity()
func (oracleMarketMaker *OracleMarketMaker) UnpackNoLiquidityError(raw []byte) (*OracleMarketMakerNoLiquidity, error) {
	out := new(OracleMarketMakerNoLiquidity)
	if err := oracleMarketMaker.abi.UnpackIntoInterface(out, "NoLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleMarketMakerNoStalenessBound represents a NoStalenessBound error raised by the OracleMarketMaker contract.
type OracleMarketMakerNoStalenessBound struct {
	Asset common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoStalenessBound(address asset)
func OracleMarketMakerNoStalenessBoundErrorID() common.Hash {
	return common.HexToHash("0xcfbbf1147c3f10a449e7c3578fbd47a131cce0e5652ac0924eb14ec164c5b0cf")
}

// UnpackNoStalenessBoundError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoStalenessBound(address asset)
func (oracleMarketMaker *OracleMarketMaker) UnpackNoStalenessBoundError(raw []byte) (*OracleMarketMakerNoStalenessBound, error) {
	out := new(OracleMarketMakerNoStalenessBound)
	if err := oracleMarketMaker.abi.UnpackIntoInterface(out, "NoStalenessBound", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleMarketMakerOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the OracleMarketMaker contract.
type OracleMarketMakerOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func OracleMarketMakerOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (oracleMarketMaker *OracleMarketMaker) UnpackOwnableInvalidOwnerError(raw []byte) (*OracleMarketMakerOwnableInvalidOwner, error) {
	out := new(OracleMarketMakerOwnableInvalidOwner)
	if err := oracleMarketMaker.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleMarketMakerOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the OracleMarketMaker contract.
type OracleMarketMakerOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func OracleMarketMakerOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (oracleMarketMaker *OracleMarketMaker) UnpackOwnableUnauthorizedAccountError(raw []byte) (*OracleMarketMakerOwnableUnauthorizedAccount, error) {
	out := new(OracleMarketMakerOwnableUnauthorizedAccount)
	if err := oracleMarketMaker.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleMarketMakerSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the OracleMarketMaker contract.
type OracleMarketMakerSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func OracleMarketMakerSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (oracleMarketMaker *OracleMarketMaker) UnpackSafeERC20FailedOperationError(raw []byte) (*OracleMarketMakerSafeERC20FailedOperation, error) {
	out := new(OracleMarketMakerSafeERC20FailedOperation)
	if err := oracleMarketMaker.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// OracleMarketMakerUnsupportedPair represents a UnsupportedPair error raised by the OracleMarketMaker contract.
type OracleMarketMakerUnsupportedPair struct {
	SellToken common.Address
	BuyToken  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func OracleMarketMakerUnsupportedPairErrorID() common.Hash {
	return common.HexToHash("0x3016795c0fd6ac2e4dafa1ac0fcc523bc43ab8280355cc6a32956b47a0158894")
}

// UnpackUnsupportedPairError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func (oracleMarketMaker *OracleMarketMaker) UnpackUnsupportedPairError(raw []byte) (*OracleMarketMakerUnsupportedPair, error) {
	out := new(OracleMarketMakerUnsupportedPair)
	if err := oracleMarketMaker.abi.UnpackIntoInterface(out, "UnsupportedPair", raw); err != nil {
		return nil, err
	}
	return out, nil
}
