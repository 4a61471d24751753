// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package depthbook

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

// DepthBookLevel is an auto generated low-level Go binding around an user-defined struct.
type DepthBookLevel struct {
	PriceE8 *big.Int
	Size    *big.Int
}

// DepthBookMetaData contains all meta data concerning the DepthBook contract.
var DepthBookMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdg_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoLiquidity\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"}],\"name\":\"UnsupportedPair\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"askLevels\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"bidLevels\",\"type\":\"uint256\"}],\"name\":\"BookPosted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"}],\"name\":\"asks\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceE8\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"size\",\"type\":\"uint128\"}],\"internalType\":\"structDepthBook.Level[]\",\"name\":\"\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"}],\"name\":\"bids\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceE8\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"size\",\"type\":\"uint128\"}],\"internalType\":\"structDepthBook.Level[]\",\"name\":\"\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"asset\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceE8\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"size\",\"type\":\"uint128\"}],\"internalType\":\"structDepthBook.Level[]\",\"name\":\"asks\",\"type\":\"tuple[]\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceE8\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"size\",\"type\":\"uint128\"}],\"internalType\":\"structDepthBook.Level[]\",\"name\":\"bids\",\"type\":\"tuple[]\"}],\"name\":\"post\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address[]\",\"name\":\"assets\",\"type\":\"address[]\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceE8\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"size\",\"type\":\"uint128\"}],\"internalType\":\"structDepthBook.Level[][]\",\"name\":\"asks\",\"type\":\"tuple[][]\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"priceE8\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"size\",\"type\":\"uint128\"}],\"internalType\":\"structDepthBook.Level[][]\",\"name\":\"bids\",\"type\":\"tuple[][]\"}],\"name\":\"postMany\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"}],\"name\":\"quote\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"out\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"swap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdg\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "DepthBook",
	Bin: "0x60a060405234801561000f575f5ffd5b506040516114fc3803806114fc83398101604081905261002e916100bd565b338061005357604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61005c8161006e565b506001600160a01b03166080526100ea565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f602082840312156100cd575f5ffd5b81516001600160a01b03811681146100e3575f5ffd5b9392505050565b6080516113b46101485f395f8181610199015281816104df0152818161051b015281816105f601528181610632015281816106a70152818161072c01528181610768015281816107a7015281816107e301526108aa01526113b45ff3fe608060405234801561000f575f5ffd5b50600436106100a6575f3560e01c8063946fe1001161006e578063946fe10014610127578063b64663841461013a578063d5bcb9b51461015b578063d9caed121461016e578063f2fde38b14610181578063f5b91b7b14610194575f5ffd5b806308fe84bc146100aa5780632a1219d7146100bf57806362ea82db146100e8578063715018a6146100fb5780638da5cb5b14610103575b5f5ffd5b6100bd6100b8366004610fbd565b6101bb565b005b6100d26100cd366004611077565b610250565b6040516100df9190611090565b60405180910390f35b6100d26100f6366004611077565b6102da565b6100bd610356565b5f546001600160a01b03165b6040516001600160a01b0390911681526020016100df565b6100bd61013536600461112b565b610369565b61014d6101483660046111ab565b6104ce565b6040519081526020016100df565b61014d6101693660046111e5565b610729565b6100bd61017c3660046111ab565b610a05565b6100bd61018f366004611077565b610a26565b61010f7f000000000000000000000000000000000000000000000000000000000000000081565b6101c3610a63565b5f5b858110156102475761023f8787838181106101e2576101e2611238565b90506020020160208101906101f79190611077565b86868481811061020957610209611238565b905060200281019061021b919061124c565b86868681811061022d5761022d611238565b9050602002810190610135919061124c565b6001016101c5565b50505050505050565b6001600160a01b0381165f908152600160209081526040808320805482518185028101850190935280835260609492939192909184015b828210156102cf575f84815260209081902060408051808201909152908401546001600160801b038082168352600160801b9091041681830152825260019092019101610287565b505050509050919050565b6001600160a01b0381165f9081526002602090815260408083208054825181850281018501909352808352606094929391929091840182156102cf575f84815260209081902060408051808201909152908401546001600160801b038082168352600160801b9091041681830152825260019092019101610287565b61035e610a63565b6103675f610a8f565b565b610371610a63565b6001600160a01b0385165f90815260016020526040812061039191610f4b565b6001600160a01b0385165f9081526002602052604081206103b191610f4b565b5f5b83811015610419576001600160a01b0386165f9081526001602052604090208585838181106103e4576103e4611238565b83546001810185555f94855260209094206040909102929092019291909101905061040f82826112af565b50506001016103b3565b505f5b81811015610482576001600160a01b0386165f90815260026020526040902083838381811061044d5761044d611238565b83546001810185555f94855260209094206040909102929092019291909101905061047882826112af565b505060010161041c565b5060408051848152602081018390526001600160a01b038716917fe3960e9cb63c79bfefc71135725bf0fd7a0521091386da26a462fe8543bcb708910160405180910390a25050505050565b5f815f036104dd57505f610722565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b031614801561055057507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b031614155b156105f4576001600160a01b0383165f9081526001602052604090206105769083610ade565b50506040516370a0823160e01b81523060048201529091506001600160a01b038416906370a0823190602401602060405180830381865afa1580156105bd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105e191906112e9565b8111156105ef57505f610722565b610722565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b031614801561066757507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316846001600160a01b031614155b15610722576001600160a01b0384165f90815260026020526040902061068d9083610c40565b50506040516370a0823160e01b81523060048201529091507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa1580156106f4573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061071891906112e9565b81111561072257505f5b9392505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b031614801561079d57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b031614155b15801561081a57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316856001600160a01b031614801561081857507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b031614155b155b1561085057604051630c059e5760e21b81526001600160a01b038088166004830152861660248201526044015b60405180910390fd5b61085b8686866104ce565b9050805f0361087d57604051636180f03f60e11b815260040160405180910390fd5b828110156108a857604051630583371760e31b81526004810182905260248101849052604401610847565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316866001600160a01b031603610933576001600160a01b0385165f90815260016020526040812081906109049087610ade565b6001600160a01b038a165f908152600160205260409020919450925061092c91508383610d54565b5050610981565b6001600160a01b0386165f90815260026020526040812081906109569087610c40565b6001600160a01b038b165f908152600260205260409020919450925061097e91508383610d54565b50505b6109966001600160a01b038716333087610e0b565b6109aa6001600160a01b0386168383610e47565b60408051858152602081018390526001600160a01b038481168284015291518783169289169133917f54787c404bb33c88e86f4baf88183a3b0141d0a848e6a9f7a13b66ae3a9b73d19181900360600190a495945050505050565b610a0d610a63565b610a216001600160a01b0384168383610e47565b505050565b610a2e610a63565b6001600160a01b038116610a5757604051631e4fbdf760e01b81525f6004820152602401610847565b610a6081610a8f565b50565b5f546001600160a01b031633146103675760405163118cdaa760e01b8152336004820152602401610847565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f808083815b8654811015610c2d575f878281548110610b0057610b00611238565b5f9182526020808320604080518082019091529201546001600160801b038082168452600160801b909104169082018190529092509003610b4e5784610b4581611314565b95505050610c25565b5f68056bc75e2d63100000825f01516001600160801b031683602001516001600160801b0316610b7e919061132c565b610b889190611343565b9050838111610bde57610b9b8185611362565b935081602001516001600160801b031687610bb69190611375565b965085610bc281611314565b965050835f03610bd957505f9350610c3992505050565b610c22565b81515f906001600160801b0316610bfe8668056bc75e2d6310000061132c565b610c089190611343565b9050610c148189611375565b97509450610c399350505050565b50505b600101610ae4565b505f5f5f935093509350505b9250925092565b5f808083815b8654811015610c2d575f878281548110610c6257610c62611238565b5f918252602091829020604080518082019091529101546001600160801b038082168352600160801b9091041691810182905291508311610cde57805168056bc75e2d6310000090610cbd906001600160801b03168561132c565b610cc79190611343565b610cd19087611375565b9550919250610c39915050565b68056bc75e2d63100000815f01516001600160801b031682602001516001600160801b0316610d0d919061132c565b610d179190611343565b610d219087611375565b955080602001516001600160801b031683610d3c9190611362565b925084610d4881611314565b95505050600101610c46565b5f5b82811015610d9e575f848281548110610d7157610d71611238565b5f91825260209091200180546001600160801b03928316600160801b029216919091179055600101610d56565b508015610a215780838381548110610db857610db8611238565b5f9182526020909120018054601090610de2908490600160801b90046001600160801b0316611388565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550505050565b610e19848484846001610e7c565b610e4157604051635274afe760e01b81526001600160a01b0385166004820152602401610847565b50505050565b610e548383836001610ee9565b610a2157604051635274afe760e01b81526001600160a01b0384166004820152602401610847565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610ed8578383151615610ecc573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610f3f578383151615610f33573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5080545f8255905f5260205f209061036791905f5b80821115610a21575f81840155600101610f60565b5f5f83601f840112610f85575f5ffd5b50813567ffffffffffffffff811115610f9c575f5ffd5b6020830191508360208260051b8501011115610fb6575f5ffd5b9250929050565b5f5f5f5f5f5f60608789031215610fd2575f5ffd5b863567ffffffffffffffff811115610fe8575f5ffd5b610ff489828a01610f75565b909750955050602087013567ffffffffffffffff811115611013575f5ffd5b61101f89828a01610f75565b909550935050604087013567ffffffffffffffff81111561103e575f5ffd5b61104a89828a01610f75565b979a9699509497509295939492505050565b80356001600160a01b0381168114611072575f5ffd5b919050565b5f60208284031215611087575f5ffd5b6107228261105c565b602080825282518282018190525f918401906040840190835b818110156110df57835180516001600160801b0390811685526020918201511681850152909301926040909201916001016110a9565b509095945050505050565b5f5f83601f8401126110fa575f5ffd5b50813567ffffffffffffffff811115611111575f5ffd5b6020830191508360208260061b8501011115610fb6575f5ffd5b5f5f5f5f5f6060868803121561113f575f5ffd5b6111488661105c565b9450602086013567ffffffffffffffff811115611163575f5ffd5b61116f888289016110ea565b909550935050604086013567ffffffffffffffff81111561118e575f5ffd5b61119a888289016110ea565b969995985093965092949392505050565b5f5f5f606084860312156111bd575f5ffd5b6111c68461105c565b92506111d46020850161105c565b929592945050506040919091013590565b5f5f5f5f5f60a086880312156111f9575f5ffd5b6112028661105c565b94506112106020870161105c565b9350604086013592506060860135915061122c6080870161105c565b90509295509295909350565b634e487b7160e01b5f52603260045260245ffd5b5f5f8335601e19843603018112611261575f5ffd5b83018035915067ffffffffffffffff82111561127b575f5ffd5b6020019150600681901b3603821315610fb6575f5ffd5b5f81356001600160801b03811681146112a9575f5ffd5b92915050565b6001600160801b036112c083611292565b166fffffffffffffffffffffffffffffffff196112df60208501611292565b60801b1617905550565b5f602082840312156112f9575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b5f6001820161132557611325611300565b5060010190565b80820281158282048414176112a9576112a9611300565b5f8261135d57634e487b7160e01b5f52601260045260245ffd5b500490565b818103818111156112a9576112a9611300565b808201808211156112a9576112a9611300565b6001600160801b0382811682821603908111156112a9576112a961130056fea164736f6c6343000825000a",
}

// DepthBook is an auto generated Go binding around an Ethereum contract.
type DepthBook struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *DepthBook) GetABI() abi.ABI {
	return c.abi
}

// NewDepthBook creates a new instance of DepthBook.
func NewDepthBook() *DepthBook {
	parsed, err := DepthBookMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &DepthBook{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *DepthBook) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address usdg_) returns()
func (depthBook *DepthBook) PackConstructor(usdg_ common.Address) []byte {
	enc, err := depthBook.abi.Pack("", usdg_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAsks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a1219d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function asks(address asset) view returns((uint128,uint128)[])
func (depthBook *DepthBook) PackAsks(asset common.Address) []byte {
	enc, err := depthBook.abi.Pack("asks", asset)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAsks is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2a1219d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function asks(address asset) view returns((uint128,uint128)[])
func (depthBook *DepthBook) TryPackAsks(asset common.Address) ([]byte, error) {
	return depthBook.abi.Pack("asks", asset)
}

// UnpackAsks is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2a1219d7.
//
// Solidity: function asks(address asset) view returns((uint128,uint128)[])
func (depthBook *DepthBook) UnpackAsks(data []byte) ([]DepthBookLevel, error) {
	out, err := depthBook.abi.Unpack("asks", data)
	if err != nil {
		return *new([]DepthBookLevel), err
	}
	out0 := *abi.ConvertType(out[0], new([]DepthBookLevel)).(*[]DepthBookLevel)
	return out0, nil
}

// PackBids is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x62ea82db.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bids(address asset) view returns((uint128,uint128)[])
func (depthBook *DepthBook) PackBids(asset common.Address) []byte {
	enc, err := depthBook.abi.Pack("bids", asset)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBids is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x62ea82db.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bids(address asset) view returns((uint128,uint128)[])
func (depthBook *DepthBook) TryPackBids(asset common.Address) ([]byte, error) {
	return depthBook.abi.Pack("bids", asset)
}

// UnpackBids is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x62ea82db.
//
// Solidity: function bids(address asset) view returns((uint128,uint128)[])
func (depthBook *DepthBook) UnpackBids(data []byte) ([]DepthBookLevel, error) {
	out, err := depthBook.abi.Unpack("bids", data)
	if err != nil {
		return *new([]DepthBookLevel), err
	}
	out0 := *abi.ConvertType(out[0], new([]DepthBookLevel)).(*[]DepthBookLevel)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (depthBook *DepthBook) PackOwner() []byte {
	enc, err := depthBook.abi.Pack("owner")
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
func (depthBook *DepthBook) TryPackOwner() ([]byte, error) {
	return depthBook.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (depthBook *DepthBook) UnpackOwner(data []byte) (common.Address, error) {
	out, err := depthBook.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x946fe100.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function post(address asset, (uint128,uint128)[] asks, (uint128,uint128)[] bids) returns()
func (depthBook *DepthBook) PackPost(asset common.Address, asks []DepthBookLevel, bids []DepthBookLevel) []byte {
	enc, err := depthBook.abi.Pack("post", asset, asks, bids)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x946fe100.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function post(address asset, (uint128,uint128)[] asks, (uint128,uint128)[] bids) returns()
func (depthBook *DepthBook) TryPackPost(asset common.Address, asks []DepthBookLevel, bids []DepthBookLevel) ([]byte, error) {
	return depthBook.abi.Pack("post", asset, asks, bids)
}

// PackPostMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08fe84bc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postMany(address[] assets, (uint128,uint128)[][] asks, (uint128,uint128)[][] bids) returns()
func (depthBook *DepthBook) PackPostMany(assets []common.Address, asks [][]DepthBookLevel, bids [][]DepthBookLevel) []byte {
	enc, err := depthBook.abi.Pack("postMany", assets, asks, bids)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostMany is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x08fe84bc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postMany(address[] assets, (uint128,uint128)[][] asks, (uint128,uint128)[][] bids) returns()
func (depthBook *DepthBook) TryPackPostMany(assets []common.Address, asks [][]DepthBookLevel, bids [][]DepthBookLevel) ([]byte, error) {
	return depthBook.abi.Pack("postMany", assets, asks, bids)
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6466384.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 out)
func (depthBook *DepthBook) PackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) []byte {
	enc, err := depthBook.abi.Pack("quote", sellToken, buyToken, sellAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6466384.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 out)
func (depthBook *DepthBook) TryPackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) ([]byte, error) {
	return depthBook.abi.Pack("quote", sellToken, buyToken, sellAmount)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6466384.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 out)
func (depthBook *DepthBook) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := depthBook.abi.Unpack("quote", data)
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
func (depthBook *DepthBook) PackRenounceOwnership() []byte {
	enc, err := depthBook.abi.Pack("renounceOwnership")
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
func (depthBook *DepthBook) TryPackRenounceOwnership() ([]byte, error) {
	return depthBook.abi.Pack("renounceOwnership")
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5bcb9b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (depthBook *DepthBook) PackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) []byte {
	enc, err := depthBook.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
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
func (depthBook *DepthBook) TryPackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) ([]byte, error) {
	return depthBook.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
}

// UnpackSwap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5bcb9b5.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (depthBook *DepthBook) UnpackSwap(data []byte) (*big.Int, error) {
	out, err := depthBook.abi.Unpack("swap", data)
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
func (depthBook *DepthBook) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := depthBook.abi.Pack("transferOwnership", newOwner)
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
func (depthBook *DepthBook) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return depthBook.abi.Pack("transferOwnership", newOwner)
}

// PackUsdg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5b91b7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdg() view returns(address)
func (depthBook *DepthBook) PackUsdg() []byte {
	enc, err := depthBook.abi.Pack("usdg")
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
func (depthBook *DepthBook) TryPackUsdg() ([]byte, error) {
	return depthBook.abi.Pack("usdg")
}

// UnpackUsdg is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5b91b7b.
//
// Solidity: function usdg() view returns(address)
func (depthBook *DepthBook) UnpackUsdg(data []byte) (common.Address, error) {
	out, err := depthBook.abi.Unpack("usdg", data)
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
func (depthBook *DepthBook) PackWithdraw(token common.Address, to common.Address, amount *big.Int) []byte {
	enc, err := depthBook.abi.Pack("withdraw", token, to, amount)
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
func (depthBook *DepthBook) TryPackWithdraw(token common.Address, to common.Address, amount *big.Int) ([]byte, error) {
	return depthBook.abi.Pack("withdraw", token, to, amount)
}

// DepthBookBookPosted represents a BookPosted event raised by the DepthBook contract.
type DepthBookBookPosted struct {
	Asset     common.Address
	AskLevels *big.Int
	BidLevels *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const DepthBookBookPostedEventName = "BookPosted"

// ContractEventName returns the user-defined event name.
func (DepthBookBookPosted) ContractEventName() string {
	return DepthBookBookPostedEventName
}

// UnpackBookPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BookPosted(address indexed asset, uint256 askLevels, uint256 bidLevels)
func (depthBook *DepthBook) UnpackBookPostedEvent(log *types.Log) (*DepthBookBookPosted, error) {
	event := "BookPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depthBook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepthBookBookPosted)
	if len(log.Data) > 0 {
		if err := depthBook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depthBook.abi.Events[event].Inputs {
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

// DepthBookOwnershipTransferred represents a OwnershipTransferred event raised by the DepthBook contract.
type DepthBookOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const DepthBookOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (DepthBookOwnershipTransferred) ContractEventName() string {
	return DepthBookOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (depthBook *DepthBook) UnpackOwnershipTransferredEvent(log *types.Log) (*DepthBookOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depthBook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepthBookOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := depthBook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depthBook.abi.Events[event].Inputs {
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

// DepthBookSwap represents a Swap event raised by the DepthBook contract.
type DepthBookSwap struct {
	Sender     common.Address
	SellToken  common.Address
	BuyToken   common.Address
	SellAmount *big.Int
	BuyAmount  *big.Int
	Recipient  common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const DepthBookSwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (DepthBookSwap) ContractEventName() string {
	return DepthBookSwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed sender, address indexed sellToken, address indexed buyToken, uint256 sellAmount, uint256 buyAmount, address recipient)
func (depthBook *DepthBook) UnpackSwapEvent(log *types.Log) (*DepthBookSwap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != depthBook.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(DepthBookSwap)
	if len(log.Data) > 0 {
		if err := depthBook.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range depthBook.abi.Events[event].Inputs {
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
func (depthBook *DepthBook) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], depthBook.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return depthBook.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], depthBook.abi.Errors["NoLiquidity"].ID.Bytes()[:4]) {
		return depthBook.UnpackNoLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], depthBook.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return depthBook.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], depthBook.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return depthBook.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], depthBook.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return depthBook.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], depthBook.abi.Errors["UnsupportedPair"].ID.Bytes()[:4]) {
		return depthBook.UnpackUnsupportedPairError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// DepthBookInsufficientOutput represents a InsufficientOutput error raised by the DepthBook contract.
type DepthBookInsufficientOutput struct {
	BuyAmount    *big.Int
	MinBuyAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func DepthBookInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func (depthBook *DepthBook) UnpackInsufficientOutputError(raw []byte) (*DepthBookInsufficientOutput, error) {
	out := new(DepthBookInsufficientOutput)
	if err := depthBook.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepthBookNoLiquidity represents a NoLiquidity error raised by the DepthBook contract.
type DepthBookNoLiquidity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoLiquidity()
func DepthBookNoLiquidityErrorID() common.Hash {
	return common.HexToHash("0xc301e07e589331ed9ef4311e1023346089c1adb5b41d2e0cc07797c561b59d37")
}

// UnpackNoLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoLiquidity()
func (depthBook *DepthBook) UnpackNoLiquidityError(raw []byte) (*DepthBookNoLiquidity, error) {
	out := new(DepthBookNoLiquidity)
	if err := depthBook.abi.UnpackIntoInterface(out, "NoLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepthBookOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the DepthBook contract.
type DepthBookOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func DepthBookOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (depthBook *DepthBook) UnpackOwnableInvalidOwnerError(raw []byte) (*DepthBookOwnableInvalidOwner, error) {
	out := new(DepthBookOwnableInvalidOwner)
	if err := depthBook.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepthBookOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the DepthBook contract.
type DepthBookOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func DepthBookOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (depthBook *DepthBook) UnpackOwnableUnauthorizedAccountError(raw []byte) (*DepthBookOwnableUnauthorizedAccount, error) {
	out := new(DepthBookOwnableUnauthorizedAccount)
	if err := depthBook.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepthBookSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the DepthBook contract.
type DepthBookSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func DepthBookSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (depthBook *DepthBook) UnpackSafeERC20FailedOperationError(raw []byte) (*DepthBookSafeERC20FailedOperation, error) {
	out := new(DepthBookSafeERC20FailedOperation)
	if err := depthBook.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// DepthBookUnsupportedPair represents a UnsupportedPair error raised by the DepthBook contract.
type DepthBookUnsupportedPair struct {
	SellToken common.Address
	BuyToken  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func DepthBookUnsupportedPairErrorID() common.Hash {
	return common.HexToHash("0x3016795c0fd6ac2e4dafa1ac0fcc523bc43ab8280355cc6a32956b47a0158894")
}

// UnpackUnsupportedPairError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func (depthBook *DepthBook) UnpackUnsupportedPairError(raw []byte) (*DepthBookUnsupportedPair, error) {
	out := new(DepthBookUnsupportedPair)
	if err := depthBook.abi.UnpackIntoInterface(out, "UnsupportedPair", raw); err != nil {
		return nil, err
	}
	return out, nil
}
