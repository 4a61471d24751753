// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package sponsorpaymaster

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

// PackedUserOperation is an auto generated low-level Go binding around an user-defined struct.
type PackedUserOperation struct {
	Sender             common.Address
	Nonce              *big.Int
	InitCode           []byte
	CallData           []byte
	AccountGasLimits   [32]byte
	PreVerificationGas *big.Int
	GasFees            [32]byte
	PaymasterAndData   []byte
	Signature          []byte
}

// SponsorPaymasterMetaData contains all meta data concerning the SponsorPaymaster contract.
var SponsorPaymasterMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"entryPoint_\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"sponsorAll_\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"NotSponsored\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"}],\"name\":\"SponsorAllSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"}],\"name\":\"SponsoredSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"unstakeDelaySec\",\"type\":\"uint32\"}],\"name\":\"addStake\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryPoint\",\"outputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"enumIPaymaster.PostOpMode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"context\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"actualGasCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actualUserOpFeePerGas\",\"type\":\"uint256\"}],\"name\":\"postOp\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"}],\"name\":\"setSponsorAll\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"on\",\"type\":\"bool\"}],\"name\":\"setSponsored\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"sponsorAll\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"sponsored\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unlockStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"userOp\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"maxCost\",\"type\":\"uint256\"}],\"name\":\"validatePaymasterUserOp\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"context\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"validationData\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"}],\"name\":\"withdrawStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdrawTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SponsorPaymaster",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610e66380380610e6683398101604081905261002e916101ce565b81338061005557604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61005e81610096565b50610068816100b2565b6001600160a01b031660805260018054911515600160a01b0260ff60a01b199092169190911790555061022c565b600180546001600160a01b03191690556100af8161016b565b50565b6040516301ffc9a760e01b8152631313998b60e31b60048201526001600160a01b038216906301ffc9a790602401602060405180830381865afa1580156100fb573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061011f919061020c565b6100af5760405162461bcd60e51b815260206004820152601e60248201527f49456e747279506f696e7420696e74657266616365206d69736d617463680000604482015260640161004c565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b805180151581146101c9575f5ffd5b919050565b5f5f604083850312156101df575f5ffd5b82516001600160a01b03811681146101f5575f5ffd5b9150610203602084016101ba565b90509250929050565b5f6020828403121561021c575f5ffd5b610225826101ba565b9392505050565b608051610bf16102755f395f818161025801528181610374015281816104070152818161054c015281816105e10152818161064b015281816106d6015261082e0152610bf15ff3fe608060405260043610610105575f3560e01c8063b0d691fe11610092578063d0e30db011610062578063d0e30db0146102cf578063db32a696146102d7578063e30c3978146102f7578063f2fde38b14610314578063f935d0b014610333575f5ffd5b8063b0d691fe14610247578063bb9fe6bf1461027a578063c23a5cea1461028e578063c399ec88146102ad575f5ffd5b8063715018a6116100d8578063715018a6146101b157806379ba5097146101c55780637c627b21146101d95780638da5cb5b146101f857806399a4228814610228575f5ffd5b80630396cb6014610109578063205c28781461011e57806352b7512c1461013d5780635c1796ef14610173575b5f5ffd5b61011c6101173660046109cb565b610352565b005b348015610129575f5ffd5b5061011c610138366004610a09565b6103d9565b348015610148575f5ffd5b5061015c610157366004610a33565b610448565b60405161016a929190610a82565b60405180910390f35b34801561017e575f5ffd5b506101a161018d366004610abe565b60026020525f908152604090205460ff1681565b604051901515815260200161016a565b3480156101bc575f5ffd5b5061011c61046a565b3480156101d0575f5ffd5b5061011c61047d565b3480156101e4575f5ffd5b5061011c6101f3366004610ad9565b6104c6565b348015610203575f5ffd5b505f546001600160a01b03165b6040516001600160a01b03909116815260200161016a565b348015610233575f5ffd5b5061011c610242366004610b81565b6104e2565b348015610252575f5ffd5b506102107f000000000000000000000000000000000000000000000000000000000000000081565b348015610285575f5ffd5b5061011c610542565b348015610299575f5ffd5b5061011c6102a8366004610abe565b6105ba565b3480156102b8575f5ffd5b506102c1610634565b60405190815260200161016a565b61011c6106c1565b3480156102e2575f5ffd5b506001546101a190600160a01b900460ff1681565b348015610302575f5ffd5b506001546001600160a01b0316610210565b34801561031f575f5ffd5b5061011c61032e366004610abe565b610721565b34801561033e575f5ffd5b5061011c61034d366004610b9a565b610791565b61035a6107f7565b604051621cb65b60e51b815263ffffffff821660048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630396cb609034906024015f604051808303818588803b1580156103bf575f5ffd5b505af11580156103d1573d5f5f3e3d5ffd5b505050505050565b6103e16107f7565b60405163040b850f60e31b81526001600160a01b038381166004830152602482018390527f0000000000000000000000000000000000000000000000000000000000000000169063205c2878906044015f604051808303815f87803b1580156103bf575f5ffd5b60605f610453610823565b61045e858585610893565b91509150935093915050565b6104726107f7565b61047b5f61092b565b565b60015433906001600160a01b031681146104ba5760405163118cdaa760e01b81526001600160a01b03821660048201526024015b60405180910390fd5b6104c38161092b565b50565b6104ce610823565b6104db8585858585610944565b5050505050565b6104ea6107f7565b60018054821515600160a01b0260ff60a01b199091161790556040517f7c45e1565b39a7ad44d281f9c72707aa68dba95c4862d89bf538e47e151182aa9061053790831515815260200190565b60405180910390a150565b61054a6107f7565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663bb9fe6bf6040518163ffffffff1660e01b81526004015f604051808303815f87803b1580156105a2575f5ffd5b505af11580156105b4573d5f5f3e3d5ffd5b50505050565b6105c26107f7565b60405163611d2e7560e11b81526001600160a01b0382811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063c23a5cea906024015f604051808303815f87803b158015610622575f5ffd5b505af11580156104db573d5f5f3e3d5ffd5b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa158015610698573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106bc9190610bcd565b905090565b60405163b760faf960e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063b760faf99034906024015f604051808303818588803b158015610622575f5ffd5b6107296107f7565b600180546001600160a01b0383166001600160a01b031990911681179091556107595f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b6107996107f7565b6001600160a01b0382165f81815260026020908152604091829020805460ff191685151590811790915591519182527f13bf02ec27c84f36cdb12c78ee95f1b5b33a6f84513171bf5b84f2c37c4f15bf910160405180910390a25050565b5f546001600160a01b0316331461047b5760405163118cdaa760e01b81523360048201526024016104b1565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461047b5760405162461bcd60e51b815260206004820152601560248201527414d95b99195c881b9bdd08115b9d1c9e541bda5b9d605a1b60448201526064016104b1565b6001546060905f90600160a01b900460ff161580156108db575060025f6108bd6020880188610abe565b6001600160a01b0316815260208101919091526040015f205460ff16155b15610912576108ed6020860186610abe565b6040516306e96e8560e41b81526001600160a01b0390911660048201526024016104b1565b505060408051602081019091525f808252935093915050565b600180546001600160a01b03191690556104c38161097c565b60405162461bcd60e51b815260206004820152600d60248201526c6d757374206f7665727269646560981b60448201526064016104b1565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f602082840312156109db575f5ffd5b813563ffffffff811681146109ee575f5ffd5b9392505050565b6001600160a01b03811681146104c3575f5ffd5b5f5f60408385031215610a1a575f5ffd5b8235610a25816109f5565b946020939093013593505050565b5f5f5f60608486031215610a45575f5ffd5b833567ffffffffffffffff811115610a5b575f5ffd5b84016101208187031215610a6d575f5ffd5b95602085013595506040909401359392505050565b604081525f83518060408401528060208601606085015e5f606082850101526060601f19601f8301168401019150508260208301529392505050565b5f60208284031215610ace575f5ffd5b81356109ee816109f5565b5f5f5f5f5f60808688031215610aed575f5ffd5b853560038110610afb575f5ffd5b9450602086013567ffffffffffffffff811115610b16575f5ffd5b8601601f81018813610b26575f5ffd5b803567ffffffffffffffff811115610b3c575f5ffd5b886020828401011115610b4d575f5ffd5b959860209190910197509495604081013595606090910135945092505050565b80358015158114610b7c575f5ffd5b919050565b5f60208284031215610b91575f5ffd5b6109ee82610b6d565b5f5f60408385031215610bab575f5ffd5b8235610bb6816109f5565b9150610bc460208401610b6d565b90509250929050565b5f60208284031215610bdd575f5ffd5b505191905056fea164736f6c6343000825000a",
}

// SponsorPaymaster is an auto generated Go binding around an Ethereum contract.
type SponsorPaymaster struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *SponsorPaymaster) GetABI() abi.ABI {
	return c.abi
}

// NewSponsorPaymaster creates a new instance of SponsorPaymaster.
func NewSponsorPaymaster() *SponsorPaymaster {
	parsed, err := SponsorPaymasterMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &SponsorPaymaster{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *SponsorPaymaster) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address entryPoint_, bool sponsorAll_) returns()
func (sponsorPaymaster *SponsorPaymaster) PackConstructor(entryPoint_ common.Address, sponsorAll_ bool) []byte {
	enc, err := sponsorPaymaster.abi.Pack("", entryPoint_, sponsorAll_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function acceptOwnership() returns()
func (sponsorPaymaster *SponsorPaymaster) PackAcceptOwnership() []byte {
	enc, err := sponsorPaymaster.abi.Pack("acceptOwnership")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAcceptOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x79ba5097.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function acceptOwnership() returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackAcceptOwnership() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("acceptOwnership")
}

// PackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0396cb60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addStake(uint32 unstakeDelaySec) payable returns()
func (sponsorPaymaster *SponsorPaymaster) PackAddStake(unstakeDelaySec uint32) []byte {
	enc, err := sponsorPaymaster.abi.Pack("addStake", unstakeDelaySec)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0396cb60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addStake(uint32 unstakeDelaySec) payable returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackAddStake(unstakeDelaySec uint32) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("addStake", unstakeDelaySec)
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e30db0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit() payable returns()
func (sponsorPaymaster *SponsorPaymaster) PackDeposit() []byte {
	enc, err := sponsorPaymaster.abi.Pack("deposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd0e30db0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit() payable returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackDeposit() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("deposit")
}

// PackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryPoint() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) PackEntryPoint() []byte {
	enc, err := sponsorPaymaster.abi.Pack("entryPoint")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function entryPoint() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) TryPackEntryPoint() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("entryPoint")
}

// UnpackEntryPoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0d691fe.
//
// Solidity: function entryPoint() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) UnpackEntryPoint(data []byte) (common.Address, error) {
	out, err := sponsorPaymaster.abi.Unpack("entryPoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc399ec88.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeposit() view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) PackGetDeposit() []byte {
	enc, err := sponsorPaymaster.abi.Pack("getDeposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc399ec88.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDeposit() view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) TryPackGetDeposit() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("getDeposit")
}

// UnpackGetDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc399ec88.
//
// Solidity: function getDeposit() view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) UnpackGetDeposit(data []byte) (*big.Int, error) {
	out, err := sponsorPaymaster.abi.Unpack("getDeposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) PackOwner() []byte {
	enc, err := sponsorPaymaster.abi.Pack("owner")
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
func (sponsorPaymaster *SponsorPaymaster) TryPackOwner() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwner(data []byte) (common.Address, error) {
	out, err := sponsorPaymaster.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingOwner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) PackPendingOwner() []byte {
	enc, err := sponsorPaymaster.abi.Pack("pendingOwner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe30c3978.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingOwner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) TryPackPendingOwner() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("pendingOwner")
}

// UnpackPendingOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) UnpackPendingOwner(data []byte) (common.Address, error) {
	out, err := sponsorPaymaster.abi.Unpack("pendingOwner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPostOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c627b21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function postOp(uint8 mode, bytes context, uint256 actualGasCost, uint256 actualUserOpFeePerGas) returns()
func (sponsorPaymaster *SponsorPaymaster) PackPostOp(mode uint8, context []byte, actualGasCost *big.Int, actualUserOpFeePerGas *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("postOp", mode, context, actualGasCost, actualUserOpFeePerGas)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPostOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7c627b21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function postOp(uint8 mode, bytes context, uint256 actualGasCost, uint256 actualUserOpFeePerGas) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackPostOp(mode uint8, context []byte, actualGasCost *big.Int, actualUserOpFeePerGas *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("postOp", mode, context, actualGasCost, actualUserOpFeePerGas)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (sponsorPaymaster *SponsorPaymaster) PackRenounceOwnership() []byte {
	enc, err := sponsorPaymaster.abi.Pack("renounceOwnership")
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
func (sponsorPaymaster *SponsorPaymaster) TryPackRenounceOwnership() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("renounceOwnership")
}

// PackSetSponsorAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99a42288.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSponsorAll(bool on) returns()
func (sponsorPaymaster *SponsorPaymaster) PackSetSponsorAll(on bool) []byte {
	enc, err := sponsorPaymaster.abi.Pack("setSponsorAll", on)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSponsorAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x99a42288.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSponsorAll(bool on) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackSetSponsorAll(on bool) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("setSponsorAll", on)
}

// PackSetSponsored is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf935d0b0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSponsored(address sender, bool on) returns()
func (sponsorPaymaster *SponsorPaymaster) PackSetSponsored(sender common.Address, on bool) []byte {
	enc, err := sponsorPaymaster.abi.Pack("setSponsored", sender, on)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSponsored is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf935d0b0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSponsored(address sender, bool on) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackSetSponsored(sender common.Address, on bool) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("setSponsored", sender, on)
}

// PackSponsorAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb32a696.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sponsorAll() view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) PackSponsorAll() []byte {
	enc, err := sponsorPaymaster.abi.Pack("sponsorAll")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSponsorAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdb32a696.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sponsorAll() view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) TryPackSponsorAll() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("sponsorAll")
}

// UnpackSponsorAll is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdb32a696.
//
// Solidity: function sponsorAll() view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorAll(data []byte) (bool, error) {
	out, err := sponsorPaymaster.abi.Unpack("sponsorAll", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSponsored is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c1796ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sponsored(address ) view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) PackSponsored(arg0 common.Address) []byte {
	enc, err := sponsorPaymaster.abi.Pack("sponsored", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSponsored is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5c1796ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sponsored(address ) view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) TryPackSponsored(arg0 common.Address) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("sponsored", arg0)
}

// UnpackSponsored is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5c1796ef.
//
// Solidity: function sponsored(address ) view returns(bool)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsored(data []byte) (bool, error) {
	out, err := sponsorPaymaster.abi.Unpack("sponsored", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (sponsorPaymaster *SponsorPaymaster) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := sponsorPaymaster.abi.Pack("transferOwnership", newOwner)
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
func (sponsorPaymaster *SponsorPaymaster) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("transferOwnership", newOwner)
}

// PackUnlockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb9fe6bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unlockStake() returns()
func (sponsorPaymaster *SponsorPaymaster) PackUnlockStake() []byte {
	enc, err := sponsorPaymaster.abi.Pack("unlockStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnlockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb9fe6bf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unlockStake() returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackUnlockStake() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("unlockStake")
}

// PackValidatePaymasterUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52b7512c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validatePaymasterUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 maxCost) returns(bytes context, uint256 validationData)
func (sponsorPaymaster *SponsorPaymaster) PackValidatePaymasterUserOp(userOp PackedUserOperation, userOpHash [32]byte, maxCost *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("validatePaymasterUserOp", userOp, userOpHash, maxCost)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidatePaymasterUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52b7512c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validatePaymasterUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 maxCost) returns(bytes context, uint256 validationData)
func (sponsorPaymaster *SponsorPaymaster) TryPackValidatePaymasterUserOp(userOp PackedUserOperation, userOpHash [32]byte, maxCost *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("validatePaymasterUserOp", userOp, userOpHash, maxCost)
}

// ValidatePaymasterUserOpOutput serves as a container for the return parameters of contract
// method ValidatePaymasterUserOp.
type ValidatePaymasterUserOpOutput struct {
	Context        []byte
	ValidationData *big.Int
}

// UnpackValidatePaymasterUserOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52b7512c.
//
// Solidity: function validatePaymasterUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 maxCost) returns(bytes context, uint256 validationData)
func (sponsorPaymaster *SponsorPaymaster) UnpackValidatePaymasterUserOp(data []byte) (ValidatePaymasterUserOpOutput, error) {
	out, err := sponsorPaymaster.abi.Unpack("validatePaymasterUserOp", data)
	outstruct := new(ValidatePaymasterUserOpOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Context = *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	outstruct.ValidationData = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23a5cea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawStake(address withdrawAddress) returns()
func (sponsorPaymaster *SponsorPaymaster) PackWithdrawStake(withdrawAddress common.Address) []byte {
	enc, err := sponsorPaymaster.abi.Pack("withdrawStake", withdrawAddress)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23a5cea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawStake(address withdrawAddress) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackWithdrawStake(withdrawAddress common.Address) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("withdrawStake", withdrawAddress)
}

// PackWithdrawTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x205c2878.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawTo(address withdrawAddress, uint256 amount) returns()
func (sponsorPaymaster *SponsorPaymaster) PackWithdrawTo(withdrawAddress common.Address, amount *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("withdrawTo", withdrawAddress, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x205c2878.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawTo(address withdrawAddress, uint256 amount) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackWithdrawTo(withdrawAddress common.Address, amount *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("withdrawTo", withdrawAddress, amount)
}

// SponsorPaymasterOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the SponsorPaymaster contract.
type SponsorPaymasterOwnershipTransferStarted struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterOwnershipTransferStartedEventName = "OwnershipTransferStarted"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterOwnershipTransferStarted) ContractEventName() string {
	return SponsorPaymasterOwnershipTransferStartedEventName
}

// UnpackOwnershipTransferStartedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwnershipTransferStartedEvent(log *types.Log) (*SponsorPaymasterOwnershipTransferStarted, error) {
	event := "OwnershipTransferStarted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterOwnershipTransferStarted)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
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

// SponsorPaymasterOwnershipTransferred represents a OwnershipTransferred event raised by the SponsorPaymaster contract.
type SponsorPaymasterOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterOwnershipTransferred) ContractEventName() string {
	return SponsorPaymasterOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwnershipTransferredEvent(log *types.Log) (*SponsorPaymasterOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
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

// SponsorPaymasterSponsorAllSet represents a SponsorAllSet event raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsorAllSet struct {
	On  bool
	Raw *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterSponsorAllSetEventName = "SponsorAllSet"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterSponsorAllSet) ContractEventName() string {
	return SponsorPaymasterSponsorAllSetEventName
}

// UnpackSponsorAllSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SponsorAllSet(bool on)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorAllSetEvent(log *types.Log) (*SponsorPaymasterSponsorAllSet, error) {
	event := "SponsorAllSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterSponsorAllSet)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
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

// SponsorPaymasterSponsoredSet represents a SponsoredSet event raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsoredSet struct {
	Sender common.Address
	On     bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterSponsoredSetEventName = "SponsoredSet"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterSponsoredSet) ContractEventName() string {
	return SponsorPaymasterSponsoredSetEventName
}

// UnpackSponsoredSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SponsoredSet(address indexed sender, bool on)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsoredSetEvent(log *types.Log) (*SponsorPaymasterSponsoredSet, error) {
	event := "SponsoredSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterSponsoredSet)
	if len(log.Data) > 0 {
		if err := sponsorPaymaster.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range sponsorPaymaster.abi.Events[event].Inputs {
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
func (sponsorPaymaster *SponsorPaymaster) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["NotSponsored"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackNotSponsoredError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SponsorPaymasterNotSponsored represents a NotSponsored error raised by the SponsorPaymaster contract.
type SponsorPaymasterNotSponsored struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotSponsored(address sender)
func SponsorPaymasterNotSponsoredErrorID() common.Hash {
	return common.HexToHash("0x6e96e8503c122cd954a02933df713dafc3dca8e428d53c3229b05cc0e2266bf3")
}

// UnpackNotSponsoredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotSponsored(address sender)
func (sponsorPaymaster *SponsorPaymaster) UnpackNotSponsoredError(raw []byte) (*SponsorPaymasterNotSponsored, error) {
	out := new(SponsorPaymasterNotSponsored)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "NotSponsored", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the SponsorPaymaster contract.
type SponsorPaymasterOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func SponsorPaymasterOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwnableInvalidOwnerError(raw []byte) (*SponsorPaymasterOwnableInvalidOwner, error) {
	out := new(SponsorPaymasterOwnableInvalidOwner)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the SponsorPaymaster contract.
type SponsorPaymasterOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func SponsorPaymasterOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (sponsorPaymaster *SponsorPaymaster) UnpackOwnableUnauthorizedAccountError(raw []byte) (*SponsorPaymasterOwnableUnauthorizedAccount, error) {
	out := new(SponsorPaymasterOwnableUnauthorizedAccount)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
