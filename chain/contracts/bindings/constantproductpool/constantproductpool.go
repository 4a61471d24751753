// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package constantproductpool

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

// ConstantProductPoolMetaData contains all meta data concerning the ConstantProductPool contract.
var ConstantProductPoolMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdg_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LengthMismatch\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoLiquidity\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"Uncovered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"}],\"name\":\"UnsupportedPair\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"usdgAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"assetAmount\",\"type\":\"uint256\"}],\"name\":\"LiquidityCredited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"assetReserve\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"assets\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"usdgAmounts\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"assetAmounts\",\"type\":\"uint256[]\"}],\"name\":\"creditMany\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"}],\"name\":\"quote\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"swap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalUsdgReserve\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdg\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"usdgReserve\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "ConstantProductPool",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161103938038061103983398101604081905261002e916100c6565b338061005357604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61005c81610077565b506001600160a01b0390911660805261ffff1660a05261010f565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f604083850312156100d7575f5ffd5b82516001600160a01b03811681146100ed575f5ffd5b602084015190925061ffff81168114610104575f5ffd5b809150509250929050565b60805160a051610eb66101835f395f818160c4015261056e01525f81816101bd0152818161045d015281816104eb015281816105e00152818161061c0152818161065b015281816106970152818161076e015281816109b7015281816109f301528181610a5a0152610a960152610eb65ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c80638da5cb5b1161006e5780638da5cb5b1461013c578063b646638414610160578063d5bcb9b514610173578063e46cd21414610186578063f2fde38b146101a5578063f5b91b7b146101b8575f5ffd5b80631edd4f1b146100aa57806324a9d853146100bf578063715018a6146100fe5780637f621ecd14610106578063848353041461011d575b5f5ffd5b6100bd6100b8366004610c8e565b6101df565b005b6100e67f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff90911681526020015b60405180910390f35b6100bd610520565b61010f60035481565b6040519081526020016100f5565b61010f61012b366004610d48565b60016020525f908152604090205481565b5f546001600160a01b03165b6040516001600160a01b0390911681526020016100f5565b61010f61016e366004610d61565b610533565b61010f610181366004610d9b565b6105dd565b61010f610194366004610d48565b60026020525f908152604090205481565b6100bd6101b3366004610d48565b6108fb565b6101487f000000000000000000000000000000000000000000000000000000000000000081565b6101e7610938565b84831415806101f65750848114155b15610217576040516001621398b960e31b0319815260040160405180910390fd5b5f5b85811015610444575f87878381811061023457610234610dee565b90506020020160208101906102499190610d48565b905085858381811061025d5761025d610dee565b9050602002013560015f836001600160a01b03166001600160a01b031681526020019081526020015f205f8282546102959190610e16565b9091555084905083838181106102ad576102ad610dee565b9050602002013560025f836001600160a01b03166001600160a01b031681526020019081526020015f205f8282546102e59190610e16565b9091555086905085838181106102fd576102fd610dee565b9050602002013560035f8282546103149190610e16565b90915550506001600160a01b0381165f81815260026020526040908190205490516370a0823160e01b81523060048201529091906370a0823190602401602060405180830381865afa15801561036c573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103909190610e2f565b10156103bf5760405163072c2db960e01b81526001600160a01b03821660048201526024015b60405180910390fd5b806001600160a01b03167f06369f20f3bf523eff0b5d7090b60623873c4157e8935f788fcf014768fdda888787858181106103fc576103fc610dee565b9050602002013586868681811061041557610415610dee565b90506020020135604051610433929190918252602082015260400190565b60405180910390a250600101610219565b506003546040516370a0823160e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa1580156104aa573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104ce9190610e2f565b10156105185760405163072c2db960e01b81526001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001660048201526024016103b6565b505050505050565b610528610938565b6105315f610964565b565b5f5f5f61054086866109b3565b91509150815f1480610550575080155b80610559575083155b15610568575f925050506105d6565b5f6105957f0000000000000000000000000000000000000000000000000000000000000000612710610e46565b6105a39061ffff1686610e60565b9050806105b284612710610e60565b6105bc9190610e16565b6105c68383610e60565b6105d09190610e77565b93505050505b9392505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b031614801561065157507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b031614155b1580156106ce57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b03161480156106cc57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b031614155b155b156106ff57604051630c059e5760e21b81526001600160a01b038088166004830152861660248201526044016103b6565b61070a868686610533565b9050805f0361072c57604051636180f03f60e11b815260040160405180910390fd5b8281101561075757604051630583371760e31b815260048101829052602481018490526044016103b6565b61076c6001600160a01b038716333087610b08565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b03160361081b576001600160a01b0385165f90815260016020526040812080548692906107cc908490610e16565b925050819055508360035f8282546107e49190610e16565b90915550506001600160a01b0385165f9081526002602052604081208054839290610810908490610e96565b9091555061088c9050565b6001600160a01b0386165f9081526002602052604081208054869290610842908490610e16565b90915550506001600160a01b0386165f908152600160205260408120805483929061086e908490610e96565b925050819055508060035f8282546108869190610e96565b90915550505b6108a06001600160a01b0386168383610b44565b60408051858152602081018390526001600160a01b038481168284015291518783169289169133917f54787c404bb33c88e86f4baf88183a3b0141d0a848e6a9f7a13b66ae3a9b73d19181900360600190a495945050505050565b610903610938565b6001600160a01b03811661092c57604051631e4fbdf760e01b81525f60048201526024016103b6565b61093581610964565b50565b5f546001600160a01b031633146105315760405163118cdaa760e01b81523360048201526024016103b6565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b0316148015610a2857507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b031614155b15610a585750506001600160a01b0381165f90815260016020908152604080832054600290925290912054610b01565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b0316148015610acb57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b031614155b15610afb5750506001600160a01b0382165f90815260026020908152604080832054600190925290912054610b01565b505f9050805b9250929050565b610b16848484846001610b7e565b610b3e57604051635274afe760e01b81526001600160a01b03851660048201526024016103b6565b50505050565b610b518383836001610beb565b610b7957604051635274afe760e01b81526001600160a01b03841660048201526024016103b6565b505050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610bda578383151615610bce573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610c41578383151615610c35573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f5f83601f840112610c5d575f5ffd5b50813567ffffffffffffffff811115610c74575f5ffd5b6020830191508360208260051b8501011115610b01575f5ffd5b5f5f5f5f5f5f60608789031215610ca3575f5ffd5b863567ffffffffffffffff811115610cb9575f5ffd5b610cc589828a01610c4d565b909750955050602087013567ffffffffffffffff811115610ce4575f5ffd5b610cf089828a01610c4d565b909550935050604087013567ffffffffffffffff811115610d0f575f5ffd5b610d1b89828a01610c4d565b979a9699509497509295939492505050565b80356001600160a01b0381168114610d43575f5ffd5b919050565b5f60208284031215610d58575f5ffd5b6105d682610d2d565b5f5f5f60608486031215610d73575f5ffd5b610d7c84610d2d565b9250610d8a60208501610d2d565b929592945050506040919091013590565b5f5f5f5f5f60a08688031215610daf575f5ffd5b610db886610d2d565b9450610dc660208701610d2d565b93506040860135925060608601359150610de260808701610d2d565b90509295509295909350565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b80820180821115610e2957610e29610e02565b92915050565b5f60208284031215610e3f575f5ffd5b5051919050565b61ffff8281168282160390811115610e2957610e29610e02565b8082028115828204841417610e2957610e29610e02565b5f82610e9157634e487b7160e01b5f52601260045260245ffd5b500490565b81810381811115610e2957610e29610e0256fea164736f6c6343000825000a",
}

// ConstantProductPool is an auto generated Go binding around an Ethereum contract.
type ConstantProductPool struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *ConstantProductPool) GetABI() abi.ABI {
	return c.abi
}

// NewConstantProductPool creates a new instance of ConstantProductPool.
func NewConstantProductPool() *ConstantProductPool {
	parsed, err := ConstantProductPoolMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &ConstantProductPool{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *ConstantProductPool) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address usdg_, uint16 feeBps_) returns()
func (constantProductPool *ConstantProductPool) PackConstructor(usdg_ common.Address, feeBps_ uint16) []byte {
	enc, err := constantProductPool.abi.Pack("", usdg_, feeBps_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAssetReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe46cd214.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function assetReserve(address ) view returns(uint256)
func (constantProductPool *ConstantProductPool) PackAssetReserve(arg0 common.Address) []byte {
	enc, err := constantProductPool.abi.Pack("assetReserve", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAssetReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe46cd214.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function assetReserve(address ) view returns(uint256)
func (constantProductPool *ConstantProductPool) TryPackAssetReserve(arg0 common.Address) ([]byte, error) {
	return constantProductPool.abi.Pack("assetReserve", arg0)
}

// UnpackAssetReserve is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe46cd214.
//
// Solidity: function assetReserve(address ) view returns(uint256)
func (constantProductPool *ConstantProductPool) UnpackAssetReserve(data []byte) (*big.Int, error) {
	out, err := constantProductPool.abi.Unpack("assetReserve", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCreditMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1edd4f1b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function creditMany(address[] assets, uint256[] usdgAmounts, uint256[] assetAmounts) returns()
func (constantProductPool *ConstantProductPool) PackCreditMany(assets []common.Address, usdgAmounts []*big.Int, assetAmounts []*big.Int) []byte {
	enc, err := constantProductPool.abi.Pack("creditMany", assets, usdgAmounts, assetAmounts)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCreditMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1edd4f1b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function creditMany(address[] assets, uint256[] usdgAmounts, uint256[] assetAmounts) returns()
func (constantProductPool *ConstantProductPool) TryPackCreditMany(assets []common.Address, usdgAmounts []*big.Int, assetAmounts []*big.Int) ([]byte, error) {
	return constantProductPool.abi.Pack("creditMany", assets, usdgAmounts, assetAmounts)
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (constantProductPool *ConstantProductPool) PackFeeBps() []byte {
	enc, err := constantProductPool.abi.Pack("feeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeBps() view returns(uint16)
func (constantProductPool *ConstantProductPool) TryPackFeeBps() ([]byte, error) {
	return constantProductPool.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (constantProductPool *ConstantProductPool) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := constantProductPool.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (constantProductPool *ConstantProductPool) PackOwner() []byte {
	enc, err := constantProductPool.abi.Pack("owner")
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
func (constantProductPool *ConstantProductPool) TryPackOwner() ([]byte, error) {
	return constantProductPool.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (constantProductPool *ConstantProductPool) UnpackOwner(data []byte) (common.Address, error) {
	out, err := constantProductPool.abi.Unpack("owner", data)
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
func (constantProductPool *ConstantProductPool) PackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) []byte {
	enc, err := constantProductPool.abi.Pack("quote", sellToken, buyToken, sellAmount)
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
func (constantProductPool *ConstantProductPool) TryPackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) ([]byte, error) {
	return constantProductPool.abi.Pack("quote", sellToken, buyToken, sellAmount)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6466384.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256)
func (constantProductPool *ConstantProductPool) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := constantProductPool.abi.Unpack("quote", data)
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
func (constantProductPool *ConstantProductPool) PackRenounceOwnership() []byte {
	enc, err := constantProductPool.abi.Pack("renounceOwnership")
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
func (constantProductPool *ConstantProductPool) TryPackRenounceOwnership() ([]byte, error) {
	return constantProductPool.abi.Pack("renounceOwnership")
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5bcb9b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (constantProductPool *ConstantProductPool) PackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) []byte {
	enc, err := constantProductPool.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
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
func (constantProductPool *ConstantProductPool) TryPackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) ([]byte, error) {
	return constantProductPool.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
}

// UnpackSwap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5bcb9b5.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (constantProductPool *ConstantProductPool) UnpackSwap(data []byte) (*big.Int, error) {
	out, err := constantProductPool.abi.Unpack("swap", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalUsdgReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f621ecd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalUsdgReserve() view returns(uint256)
func (constantProductPool *ConstantProductPool) PackTotalUsdgReserve() []byte {
	enc, err := constantProductPool.abi.Pack("totalUsdgReserve")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalUsdgReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7f621ecd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalUsdgReserve() view returns(uint256)
func (constantProductPool *ConstantProductPool) TryPackTotalUsdgReserve() ([]byte, error) {
	return constantProductPool.abi.Pack("totalUsdgReserve")
}

// UnpackTotalUsdgReserve is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7f621ecd.
//
// Solidity: function totalUsdgReserve() view returns(uint256)
func (constantProductPool *ConstantProductPool) UnpackTotalUsdgReserve(data []byte) (*big.Int, error) {
	out, err := constantProductPool.abi.Unpack("totalUsdgReserve", data)
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
func (constantProductPool *ConstantProductPool) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := constantProductPool.abi.Pack("transferOwnership", newOwner)
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
func (constantProductPool *ConstantProductPool) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return constantProductPool.abi.Pack("transferOwnership", newOwner)
}

// PackUsdg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5b91b7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdg() view returns(address)
func (constantProductPool *ConstantProductPool) PackUsdg() []byte {
	enc, err := constantProductPool.abi.Pack("usdg")
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
func (constantProductPool *ConstantProductPool) TryPackUsdg() ([]byte, error) {
	return constantProductPool.abi.Pack("usdg")
}

// UnpackUsdg is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5b91b7b.
//
// Solidity: function usdg() view returns(address)
func (constantProductPool *ConstantProductPool) UnpackUsdg(data []byte) (common.Address, error) {
	out, err := constantProductPool.abi.Unpack("usdg", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUsdgReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84835304.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdgReserve(address ) view returns(uint256)
func (constantProductPool *ConstantProductPool) PackUsdgReserve(arg0 common.Address) []byte {
	enc, err := constantProductPool.abi.Pack("usdgReserve", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsdgReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84835304.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function usdgReserve(address ) view returns(uint256)
func (constantProductPool *ConstantProductPool) TryPackUsdgReserve(arg0 common.Address) ([]byte, error) {
	return constantProductPool.abi.Pack("usdgReserve", arg0)
}

// UnpackUsdgReserve is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84835304.
//
// Solidity: function usdgReserve(address ) view returns(uint256)
func (constantProductPool *ConstantProductPool) UnpackUsdgReserve(data []byte) (*big.Int, error) {
	out, err := constantProductPool.abi.Unpack("usdgReserve", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// ConstantProductPoolLiquidityCredited represents a LiquidityCredited event raised by the ConstantProductPool contract.
type ConstantProductPoolLiquidityCredited struct {
	Asset       common.Address
	UsdgAmount  *big.Int
	AssetAmount *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const ConstantProductPoolLiquidityCreditedEventName = "LiquidityCredited"

// ContractEventName returns the user-defined event name.
func (ConstantProductPoolLiquidityCredited) ContractEventName() string {
	return ConstantProductPoolLiquidityCreditedEventName
}

// UnpackLiquidityCreditedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LiquidityCredited(address indexed asset, uint256 usdgAmount, uint256 assetAmount)
func (constantProductPool *ConstantProductPool) UnpackLiquidityCreditedEvent(log *types.Log) (*ConstantProductPoolLiquidityCredited, error) {
	event := "LiquidityCredited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != constantProductPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ConstantProductPoolLiquidityCredited)
	if len(log.Data) > 0 {
		if err := constantProductPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range constantProductPool.abi.Events[event].Inputs {
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

// ConstantProductPoolOwnershipTransferred represents a OwnershipTransferred event raised by the ConstantProductPool contract.
type ConstantProductPoolOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const ConstantProductPoolOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (ConstantProductPoolOwnershipTransferred) ContractEventName() string {
	return ConstantProductPoolOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (constantProductPool *ConstantProductPool) UnpackOwnershipTransferredEvent(log *types.Log) (*ConstantProductPoolOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != constantProductPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ConstantProductPoolOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := constantProductPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range constantProductPool.abi.Events[event].Inputs {
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

// ConstantProductPoolSwap represents a Swap event raised by the ConstantProductPool contract.
type ConstantProductPoolSwap struct {
	Sender     common.Address
	SellToken  common.Address
	BuyToken   common.Address
	SellAmount *big.Int
	BuyAmount  *big.Int
	Recipient  common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const ConstantProductPoolSwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (ConstantProductPoolSwap) ContractEventName() string {
	return ConstantProductPoolSwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed sender, address indexed sellToken, address indexed buyToken, uint256 sellAmount, uint256 buyAmount, address recipient)
func (constantProductPool *ConstantProductPool) UnpackSwapEvent(log *types.Log) (*ConstantProductPoolSwap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != constantProductPool.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(ConstantProductPoolSwap)
	if len(log.Data) > 0 {
		if err := constantProductPool.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range constantProductPool.abi.Events[event].Inputs {
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
func (constantProductPool *ConstantProductPool) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], constantProductPool.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return constantProductPool.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], constantProductPool.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return constantProductPool.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], constantProductPool.abi.Errors["NoLiquidity"].ID.Bytes()[:4]) {
		return constantProductPool.UnpackNoLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], constantProductPool.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return constantProductPool.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], constantProductPool.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return constantProductPool.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], constantProductPool.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return constantProductPool.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], constantProductPool.abi.Errors["Uncovered"].ID.Bytes()[:4]) {
		return constantProductPool.UnpackUncoveredError(raw[4:])
	}
	if bytes.Equal(raw[:4], constantProductPool.abi.Errors["UnsupportedPair"].ID.Bytes()[:4]) {
		return constantProductPool.UnpackUnsupportedPairError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// ConstantProductPoolInsufficientOutput represents a InsufficientOutput error raised by the ConstantProductPool contract.
type ConstantProductPoolInsufficientOutput struct {
	BuyAmount    *big.Int
	MinBuyAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func ConstantProductPoolInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func (constantProductPool *ConstantProductPool) UnpackInsufficientOutputError(raw []byte) (*ConstantProductPoolInsufficientOutput, error) {
	out := new(ConstantProductPoolInsufficientOutput)
	if err := constantProductPool.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ConstantProductPoolLengthMismatch represents a LengthMismatch error raised by the ConstantProductPool contract.
type ConstantProductPoolLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch()
func ConstantProductPoolLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xff633a3803c58b9bc21e58efecee59f27e033cc0b1883fccb4969c76146fe60f")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch()
func (constantProductPool *ConstantProductPool) UnpackLengthMismatchError(raw []byte) (*ConstantProductPoolLengthMismatch, error) {
	out := new(ConstantProductPoolLengthMismatch)
	if err := constantProductPool.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ConstantProductPoolNoLiquidity represents a NoLiquidity error raised by the ConstantProductPool contract.
type ConstantProductPoolNoLiquidity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoLiquidity()
func ConstantProductPoolNoLiquidityErrorID() common.Hash {
	return common.HexToHash("0xc301e07e589331ed9ef4311e1023346089c1adb5b41d2e0cc07797c561b59d37")
}

// UnpackNoLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoLiquidity()
func (constantProductPool *ConstantProductPool) UnpackNoLiquidityError(raw []byte) (*ConstantProductPoolNoLiquidity, error) {
	out := new(ConstantProductPoolNoLiquidity)
	if err := constantProductPool.abi.UnpackIntoInterface(out, "NoLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ConstantProductPoolOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the ConstantProductPool contract.
type ConstantProductPoolOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func ConstantProductPoolOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (constantProductPool *ConstantProductPool) UnpackOwnableInvalidOwnerError(raw []byte) (*ConstantProductPoolOwnableInvalidOwner, error) {
	out := new(ConstantProductPoolOwnableInvalidOwner)
	if err := constantProductPool.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ConstantProductPoolOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the ConstantProductPool contract.
type ConstantProductPoolOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func ConstantProductPoolOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (constantProductPool *ConstantProductPool) UnpackOwnableUnauthorizedAccountError(raw []byte) (*ConstantProductPoolOwnableUnauthorizedAccount, error) {
	out := new(ConstantProductPoolOwnableUnauthorizedAccount)
	if err := constantProductPool.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ConstantProductPoolSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the ConstantProductPool contract.
type ConstantProductPoolSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func ConstantProductPoolSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (constantProductPool *ConstantProductPool) UnpackSafeERC20FailedOperationError(raw []byte) (*ConstantProductPoolSafeERC20FailedOperation, error) {
	out := new(ConstantProductPoolSafeERC20FailedOperation)
	if err := constantProductPool.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ConstantProductPoolUncovered represents a Uncovered error raised by the ConstantProductPool contract.
type ConstantProductPoolUncovered struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error Uncovered(address token)
func ConstantProductPoolUncoveredErrorID() common.Hash {
	return common.HexToHash("0x072c2db975e9d7893ffc97ba7bf437061de4a6253c4f9acddc02f4132a3ce64f")
}

// UnpackUncoveredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error Uncovered(address token)
func (constantProductPool *ConstantProductPool) UnpackUncoveredError(raw []byte) (*ConstantProductPoolUncovered, error) {
	out := new(ConstantProductPoolUncovered)
	if err := constantProductPool.abi.UnpackIntoInterface(out, "Uncovered", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// ConstantProductPoolUnsupportedPair represents a UnsupportedPair error raised by the ConstantProductPool contract.
type ConstantProductPoolUnsupportedPair struct {
	SellToken common.Address
	BuyToken  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func ConstantProductPoolUnsupportedPairErrorID() common.Hash {
	return common.HexToHash("0x3016795c0fd6ac2e4dafa1ac0fcc523bc43ab8280355cc6a32956b47a0158894")
}

// UnpackUnsupportedPairError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func (constantProductPool *ConstantProductPool) UnpackUnsupportedPairError(raw []byte) (*ConstantProductPoolUnsupportedPair, error) {
	out := new(ConstantProductPoolUnsupportedPair)
	if err := constantProductPool.abi.UnpackIntoInterface(out, "UnsupportedPair", raw); err != nil {
		return nil, err
	}
	return out, nil
}
