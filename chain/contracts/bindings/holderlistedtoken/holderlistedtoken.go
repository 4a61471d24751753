// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package holderlistedtoken

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

// HolderListedTokenMetaData contains all meta data concerning the HolderListedToken contract.
var HolderListedTokenMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"address[]\",\"name\":\"holders\",\"type\":\"address[]\"},{\"internalType\":\"uint256[]\",\"name\":\"amounts\",\"type\":\"uint256[]\"},{\"internalType\":\"address[]\",\"name\":\"listed\",\"type\":\"address[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"LengthMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"NotOnHolderList\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"holder\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"listed\",\"type\":\"bool\"}],\"name\":\"HolderSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"isHolder\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"holder\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"listed\",\"type\":\"bool\"}],\"name\":\"setHolder\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "HolderListedToken",
	Bin: "0x608060405234801561000f575f5ffd5b506040516111b03803806111b083398101604081905261002e9161057d565b338585600361003d83826106f1565b50600461004a82826106f1565b5050506001600160a01b03811661007b57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100848161015d565b5081518351146100aa576040516001621398b960e31b0319815260040160405180910390fd5b5f5b81518110156100e7576100df8282815181106100ca576100ca6107af565b602002602001015160016101ae60201b60201c565b6001016100ac565b505f5b8351811015610152576101088482815181106100ca576100ca6107af565b61014a84828151811061011d5761011d6107af565b6020026020010151848381518110610137576101376107af565b602002602001015161020c60201b60201c565b6001016100ea565b5050505050506107e8565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b0382165f81815260066020908152604091829020805460ff191685151590811790915591519182527f1bcc5126770cba4349079ab46c96c15aae7c377cee9887ebbbd9466c60957815910160405180910390a25050565b6001600160a01b0382166102355760405163ec442f0560e01b81525f6004820152602401610072565b6102405f8383610244565b5050565b6001600160a01b0382161580159061027457506001600160a01b0382165f9081526006602052604090205460ff16155b1561029d576040516333e2b09f60e11b81526001600160a01b0383166004820152602401610072565b6102a88383836102ad565b505050565b6001600160a01b0383166102d7578060025f8282546102cc91906107c3565b909155506103479050565b6001600160a01b0383165f90815260208190526040902054818110156103295760405163391434e360e21b81526001600160a01b03851660048201526024810182905260448101839052606401610072565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b03821661036357600280548290039055610381565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516103c691815260200190565b60405180910390a3505050565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b038111828210171561040f5761040f6103d3565b604052919050565b5f82601f830112610426575f5ffd5b81516001600160401b0381111561043f5761043f6103d3565b610452601f8201601f19166020016103e7565b818152846020838601011115610466575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f6001600160401b0382111561049a5761049a6103d3565b5060051b60200190565b5f82601f8301126104b3575f5ffd5b81516104c66104c182610482565b6103e7565b8082825260208201915060208360051b8601019250858311156104e7575f5ffd5b602085015b838110156105185780516001600160a01b038116811461050a575f5ffd5b8352602092830192016104ec565b5095945050505050565b5f82601f830112610531575f5ffd5b815161053f6104c182610482565b8082825260208201915060208360051b860101925085831115610560575f5ffd5b602085015b83811015610518578051835260209283019201610565565b5f5f5f5f5f60a08688031215610591575f5ffd5b85516001600160401b038111156105a6575f5ffd5b6105b288828901610417565b602088015190965090506001600160401b038111156105cf575f5ffd5b6105db88828901610417565b604088015190955090506001600160401b038111156105f8575f5ffd5b610604888289016104a4565b606088015190945090506001600160401b03811115610621575f5ffd5b61062d88828901610522565b608088015190935090506001600160401b0381111561064a575f5ffd5b610656888289016104a4565b9150509295509295909350565b600181811c9082168061067757607f821691505b60208210810361069557634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156102a857828211156102a857805f5260205f20601f840160051c60208510156106c657505f5b90810190601f840160051c035f5b818110156106e9575f838201556001016106d4565b505050505050565b81516001600160401b0381111561070a5761070a6103d3565b61071e816107188454610663565b8461069b565b6020601f821160018114610750575f83156107395750848201515b5f19600385901b1c1916600184901b1784556107a8565b5f84815260208120601f198516915b8281101561077f578785015182556020948501946001909201910161075f565b508482101561079c57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b634e487b7160e01b5f52603260045260245ffd5b808201808211156107e257634e487b7160e01b5f52601160045260245ffd5b92915050565b6109bb806107f55f395ff3fe608060405234801561000f575f5ffd5b50600436106100f0575f3560e01c8063715018a611610093578063d4d7b19a11610063578063d4d7b19a146101e4578063dd62ed3e14610206578063e5a6efd41461023e578063f2fde38b14610251575f5ffd5b8063715018a6146101a65780638da5cb5b146101ae57806395d89b41146101c9578063a9059cbb146101d1575f5ffd5b806323b872dd116100ce57806323b872dd14610147578063313ce5671461015a57806340c10f191461016957806370a082311461017e575f5ffd5b806306fdde03146100f4578063095ea7b31461011257806318160ddd14610135575b5f5ffd5b6100fc610264565b604051610109919061081b565b60405180910390f35b61012561012036600461086b565b6102f4565b6040519015158152602001610109565b6002545b604051908152602001610109565b610125610155366004610893565b61030d565b60405160128152602001610109565b61017c61017736600461086b565b610330565b005b61013961018c3660046108cd565b6001600160a01b03165f9081526020819052604090205490565b61017c610346565b6005546040516001600160a01b039091168152602001610109565b6100fc610359565b6101256101df36600461086b565b610368565b6101256101f23660046108cd565b60066020525f908152604090205460ff1681565b6101396102143660046108ed565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b61017c61024c36600461091e565b610375565b61017c61025f3660046108cd565b610387565b60606003805461027390610957565b80601f016020809104026020016040519081016040528092919081815260200182805461029f90610957565b80156102ea5780601f106102c1576101008083540402835291602001916102ea565b820191905f5260205f20905b8154815290600101906020018083116102cd57829003601f168201915b5050505050905090565b5f336103018185856103c9565b60019150505b92915050565b5f3361031a8582856103db565b610325858585610457565b506001949350505050565b6103386104b4565b61034282826104e1565b5050565b61034e6104b4565b6103575f610515565b565b60606004805461027390610957565b5f33610301818585610457565b61037d6104b4565b6103428282610566565b61038f6104b4565b6001600160a01b0381166103bd57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6103c681610515565b50565b6103d683838360016105c4565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f19811015610451578181101561044357604051637dc7a0d960e11b81526001600160a01b038416600482015260248101829052604481018390526064016103b4565b61045184848484035f6105c4565b50505050565b6001600160a01b03831661048057604051634b637e8f60e11b81525f60048201526024016103b4565b6001600160a01b0382166104a95760405163ec442f0560e01b81525f60048201526024016103b4565b6103d6838383610696565b6005546001600160a01b031633146103575760405163118cdaa760e01b81523360048201526024016103b4565b6001600160a01b03821661050a5760405163ec442f0560e01b81525f60048201526024016103b4565b6103425f8383610696565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b0382165f81815260066020908152604091829020805460ff191685151590811790915591519182527f1bcc5126770cba4349079ab46c96c15aae7c377cee9887ebbbd9466c60957815910160405180910390a25050565b6001600160a01b0384166105ed5760405163e602df0560e01b81525f60048201526024016103b4565b6001600160a01b03831661061657604051634a1406b160e11b81525f60048201526024016103b4565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561045157826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161068891815260200190565b60405180910390a350505050565b6001600160a01b038216158015906106c657506001600160a01b0382165f9081526006602052604090205460ff16155b156106ef576040516333e2b09f60e11b81526001600160a01b03831660048201526024016103b4565b6103d68383836001600160a01b03831661071f578060025f828254610714919061098f565b9091555061078f9050565b6001600160a01b0383165f90815260208190526040902054818110156107715760405163391434e360e21b81526001600160a01b038516600482015260248101829052604481018390526064016103b4565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166107ab576002805482900390556107c9565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161080e91815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b0381168114610866575f5ffd5b919050565b5f5f6040838503121561087c575f5ffd5b61088583610850565b946020939093013593505050565b5f5f5f606084860312156108a5575f5ffd5b6108ae84610850565b92506108bc60208501610850565b929592945050506040919091013590565b5f602082840312156108dd575f5ffd5b6108e682610850565b9392505050565b5f5f604083850312156108fe575f5ffd5b61090783610850565b915061091560208401610850565b90509250929050565b5f5f6040838503121561092f575f5ffd5b61093883610850565b91506020830135801515811461094c575f5ffd5b809150509250929050565b600181811c9082168061096b57607f821691505b60208210810361098957634e487b7160e01b5f52602260045260245ffd5b50919050565b8082018082111561030757634e487b7160e01b5f52601160045260245ffdfea164736f6c6343000825000a",
}

// HolderListedToken is an auto generated Go binding around an Ethereum contract.
type HolderListedToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *HolderListedToken) GetABI() abi.ABI {
	return c.abi
}

// NewHolderListedToken creates a new instance of HolderListedToken.
func NewHolderListedToken() *HolderListedToken {
	parsed, err := HolderListedTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &HolderListedToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *HolderListedToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_, address[] holders, uint256[] amounts, address[] listed) returns()
func (holderListedToken *HolderListedToken) PackConstructor(name_ string, symbol_ string, holders []common.Address, amounts []*big.Int, listed []common.Address) []byte {
	enc, err := holderListedToken.abi.Pack("", name_, symbol_, holders, amounts, listed)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (holderListedToken *HolderListedToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := holderListedToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (holderListedToken *HolderListedToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return holderListedToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (holderListedToken *HolderListedToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := holderListedToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := holderListedToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return holderListedToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) UnpackApprove(data []byte) (bool, error) {
	out, err := holderListedToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (holderListedToken *HolderListedToken) PackBalanceOf(account common.Address) []byte {
	enc, err := holderListedToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (holderListedToken *HolderListedToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return holderListedToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (holderListedToken *HolderListedToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := holderListedToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (holderListedToken *HolderListedToken) PackDecimals() []byte {
	enc, err := holderListedToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (holderListedToken *HolderListedToken) TryPackDecimals() ([]byte, error) {
	return holderListedToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (holderListedToken *HolderListedToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := holderListedToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackIsHolder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4d7b19a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isHolder(address ) view returns(bool)
func (holderListedToken *HolderListedToken) PackIsHolder(arg0 common.Address) []byte {
	enc, err := holderListedToken.abi.Pack("isHolder", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsHolder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd4d7b19a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isHolder(address ) view returns(bool)
func (holderListedToken *HolderListedToken) TryPackIsHolder(arg0 common.Address) ([]byte, error) {
	return holderListedToken.abi.Pack("isHolder", arg0)
}

// UnpackIsHolder is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd4d7b19a.
//
// Solidity: function isHolder(address ) view returns(bool)
func (holderListedToken *HolderListedToken) UnpackIsHolder(data []byte) (bool, error) {
	out, err := holderListedToken.abi.Unpack("isHolder", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (holderListedToken *HolderListedToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := holderListedToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (holderListedToken *HolderListedToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return holderListedToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (holderListedToken *HolderListedToken) PackName() []byte {
	enc, err := holderListedToken.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (holderListedToken *HolderListedToken) TryPackName() ([]byte, error) {
	return holderListedToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (holderListedToken *HolderListedToken) UnpackName(data []byte) (string, error) {
	out, err := holderListedToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (holderListedToken *HolderListedToken) PackOwner() []byte {
	enc, err := holderListedToken.abi.Pack("owner")
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
func (holderListedToken *HolderListedToken) TryPackOwner() ([]byte, error) {
	return holderListedToken.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (holderListedToken *HolderListedToken) UnpackOwner(data []byte) (common.Address, error) {
	out, err := holderListedToken.abi.Unpack("owner", data)
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
func (holderListedToken *HolderListedToken) PackRenounceOwnership() []byte {
	enc, err := holderListedToken.abi.Pack("renounceOwnership")
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
func (holderListedToken *HolderListedToken) TryPackRenounceOwnership() ([]byte, error) {
	return holderListedToken.abi.Pack("renounceOwnership")
}

// PackSetHolder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5a6efd4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setHolder(address holder, bool listed) returns()
func (holderListedToken *HolderListedToken) PackSetHolder(holder common.Address, listed bool) []byte {
	enc, err := holderListedToken.abi.Pack("setHolder", holder, listed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetHolder is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe5a6efd4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setHolder(address holder, bool listed) returns()
func (holderListedToken *HolderListedToken) TryPackSetHolder(holder common.Address, listed bool) ([]byte, error) {
	return holderListedToken.abi.Pack("setHolder", holder, listed)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (holderListedToken *HolderListedToken) PackSymbol() []byte {
	enc, err := holderListedToken.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (holderListedToken *HolderListedToken) TryPackSymbol() ([]byte, error) {
	return holderListedToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (holderListedToken *HolderListedToken) UnpackSymbol(data []byte) (string, error) {
	out, err := holderListedToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (holderListedToken *HolderListedToken) PackTotalSupply() []byte {
	enc, err := holderListedToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (holderListedToken *HolderListedToken) TryPackTotalSupply() ([]byte, error) {
	return holderListedToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (holderListedToken *HolderListedToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := holderListedToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := holderListedToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return holderListedToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := holderListedToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := holderListedToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return holderListedToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (holderListedToken *HolderListedToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := holderListedToken.abi.Unpack("transferFrom", data)
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
func (holderListedToken *HolderListedToken) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := holderListedToken.abi.Pack("transferOwnership", newOwner)
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
func (holderListedToken *HolderListedToken) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return holderListedToken.abi.Pack("transferOwnership", newOwner)
}

// HolderListedTokenApproval represents a Approval event raised by the HolderListedToken contract.
type HolderListedTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const HolderListedTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (HolderListedTokenApproval) ContractEventName() string {
	return HolderListedTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (holderListedToken *HolderListedToken) UnpackApprovalEvent(log *types.Log) (*HolderListedTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != holderListedToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HolderListedTokenApproval)
	if len(log.Data) > 0 {
		if err := holderListedToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range holderListedToken.abi.Events[event].Inputs {
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

// HolderListedTokenHolderSet represents a HolderSet event raised by the HolderListedToken contract.
type HolderListedTokenHolderSet struct {
	Holder common.Address
	Listed bool
	Raw    *types.Log // Blockchain specific contextual infos
}

const HolderListedTokenHolderSetEventName = "HolderSet"

// ContractEventName returns the user-defined event name.
func (HolderListedTokenHolderSet) ContractEventName() string {
	return HolderListedTokenHolderSetEventName
}

// UnpackHolderSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event HolderSet(address indexed holder, bool listed)
func (holderListedToken *HolderListedToken) UnpackHolderSetEvent(log *types.Log) (*HolderListedTokenHolderSet, error) {
	event := "HolderSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != holderListedToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HolderListedTokenHolderSet)
	if len(log.Data) > 0 {
		if err := holderListedToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range holderListedToken.abi.Events[event].Inputs {
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

// HolderListedTokenOwnershipTransferred represents a OwnershipTransferred event raised by the HolderListedToken contract.
type HolderListedTokenOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const HolderListedTokenOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (HolderListedTokenOwnershipTransferred) ContractEventName() string {
	return HolderListedTokenOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (holderListedToken *HolderListedToken) UnpackOwnershipTransferredEvent(log *types.Log) (*HolderListedTokenOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != holderListedToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HolderListedTokenOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := holderListedToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range holderListedToken.abi.Events[event].Inputs {
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

// HolderListedTokenTransfer represents a Transfer event raised by the HolderListedToken contract.
type HolderListedTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const HolderListedTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (HolderListedTokenTransfer) ContractEventName() string {
	return HolderListedTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (holderListedToken *HolderListedToken) UnpackTransferEvent(log *types.Log) (*HolderListedTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != holderListedToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(HolderListedTokenTransfer)
	if len(log.Data) > 0 {
		if err := holderListedToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range holderListedToken.abi.Events[event].Inputs {
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
func (holderListedToken *HolderListedToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["LengthMismatch"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackLengthMismatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["NotOnHolderList"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackNotOnHolderListError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], holderListedToken.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return holderListedToken.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// HolderListedTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the HolderListedToken contract.
type HolderListedTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func HolderListedTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (holderListedToken *HolderListedToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*HolderListedTokenERC20InsufficientAllowance, error) {
	out := new(HolderListedTokenERC20InsufficientAllowance)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the HolderListedToken contract.
type HolderListedTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func HolderListedTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (holderListedToken *HolderListedToken) UnpackERC20InsufficientBalanceError(raw []byte) (*HolderListedTokenERC20InsufficientBalance, error) {
	out := new(HolderListedTokenERC20InsufficientBalance)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the HolderListedToken contract.
type HolderListedTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func HolderListedTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (holderListedToken *HolderListedToken) UnpackERC20InvalidApproverError(raw []byte) (*HolderListedTokenERC20InvalidApprover, error) {
	out := new(HolderListedTokenERC20InvalidApprover)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the HolderListedToken contract.
type HolderListedTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func HolderListedTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (holderListedToken *HolderListedToken) UnpackERC20InvalidReceiverError(raw []byte) (*HolderListedTokenERC20InvalidReceiver, error) {
	out := new(HolderListedTokenERC20InvalidReceiver)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the HolderListedToken contract.
type HolderListedTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func HolderListedTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (holderListedToken *HolderListedToken) UnpackERC20InvalidSenderError(raw []byte) (*HolderListedTokenERC20InvalidSender, error) {
	out := new(HolderListedTokenERC20InvalidSender)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the HolderListedToken contract.
type HolderListedTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func HolderListedTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (holderListedToken *HolderListedToken) UnpackERC20InvalidSpenderError(raw []byte) (*HolderListedTokenERC20InvalidSpender, error) {
	out := new(HolderListedTokenERC20InvalidSpender)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenLengthMismatch represents a LengthMismatch error raised by the HolderListedToken contract.
type HolderListedTokenLengthMismatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error LengthMismatch()
func HolderListedTokenLengthMismatchErrorID() common.Hash {
	return common.HexToHash("0xff633a3803c58b9bc21e58efecee59f27e033cc0b1883fccb4969c76146fe60f")
}

// UnpackLengthMismatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error LengthMismatch()
func (holderListedToken *HolderListedToken) UnpackLengthMismatchError(raw []byte) (*HolderListedTokenLengthMismatch, error) {
	out := new(HolderListedTokenLengthMismatch)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "LengthMismatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenNotOnHolderList represents a NotOnHolderList error raised by the HolderListedToken contract.
type HolderListedTokenNotOnHolderList struct {
	To common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotOnHolderList(address to)
func HolderListedTokenNotOnHolderListErrorID() common.Hash {
	return common.HexToHash("0x67c5613ef460cdffdf45cc7d0391c5922e0d6a2cb785ac9fe47b311b69a8a8ec")
}

// UnpackNotOnHolderListError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotOnHolderList(address to)
func (holderListedToken *HolderListedToken) UnpackNotOnHolderListError(raw []byte) (*HolderListedTokenNotOnHolderList, error) {
	out := new(HolderListedTokenNotOnHolderList)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "NotOnHolderList", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the HolderListedToken contract.
type HolderListedTokenOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func HolderListedTokenOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (holderListedToken *HolderListedToken) UnpackOwnableInvalidOwnerError(raw []byte) (*HolderListedTokenOwnableInvalidOwner, error) {
	out := new(HolderListedTokenOwnableInvalidOwner)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// HolderListedTokenOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the HolderListedToken contract.
type HolderListedTokenOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func HolderListedTokenOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (holderListedToken *HolderListedToken) UnpackOwnableUnauthorizedAccountError(raw []byte) (*HolderListedTokenOwnableUnauthorizedAccount, error) {
	out := new(HolderListedTokenOwnableUnauthorizedAccount)
	if err := holderListedToken.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
