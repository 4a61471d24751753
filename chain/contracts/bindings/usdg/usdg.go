// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package usdg

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

// USDGMetaData contains all meta data concerning the USDG contract.
var USDGMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"name\":\"ERC2612ExpiredSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC2612InvalidSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"currentNonce\",\"type\":\"uint256\"}],\"name\":\"InvalidAccountNonce\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"DOMAIN_SEPARATOR\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"nonces\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"v\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"r\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"permit\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "USDG",
	Bin: "0x610160604052348015610010575f5ffd5b50336040518060400160405280600d81526020016c23b637b130b6102237b63630b960991b81525080604051806040016040528060018152602001603160f81b8152506040518060400160405280600d81526020016c23b637b130b6102237b63630b960991b815250604051806040016040528060048152602001635553444760e01b81525081600390816100a591906102d5565b5060046100b282826102d5565b5050506100c4826101a460201b60201c565b610120526100d1816101a4565b61014052815160208084019190912060e052815190820120610100524660a05261015d60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c052506001600160a01b03811661019557604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61019e816101e1565b506103eb565b5f5f829050601f815111156101ce578260405163305a27a960e01b815260040161018c9190610393565b80516101d9826103c8565b179392505050565b600880546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061025a57607f821691505b60208210810361027857634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156102d057828211156102d057805f5260205f20601f840160051c60208510156102a957505f5b90810190601f840160051c035f5b818110156102cc575f838201556001016102b7565b5050505b505050565b81516001600160401b038111156102ee576102ee610232565b610302816102fc8454610246565b8461027e565b6020601f821160018114610334575f831561031d5750848201515b5f19600385901b1c1916600184901b17845561038c565b5f84815260208120601f198516915b828110156103635787850151825560209485019460019092019101610343565b508482101561038057868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610278575f1960209190910360031b1b16919050565b60805160a05160c05160e051610100516101205161014051610f5d61043c5f395f61087c01525f61085101525f61074801525f61072001525f61067b01525f6106a501525f6106cf0152610f5d5ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c8063715018a61161009e57806395d89b411161006e57806395d89b4114610215578063a9059cbb1461021d578063d505accf14610230578063dd62ed3e14610243578063f2fde38b1461027b575f5ffd5b8063715018a6146101c45780637ecebe00146101cc57806384b0196e146101df5780638da5cb5b146101fa575f5ffd5b8063313ce567116100d9578063313ce567146101705780633644e5151461017f57806340c10f191461018757806370a082311461019c575f5ffd5b806306fdde031461010a578063095ea7b31461012857806318160ddd1461014b57806323b872dd1461015d575b5f5ffd5b61011261028e565b60405161011f9190610d02565b60405180910390f35b61013b610136366004610d36565b61031e565b604051901515815260200161011f565b6002545b60405190815260200161011f565b61013b61016b366004610d5e565b610337565b6040516006815260200161011f565b61014f61035a565b61019a610195366004610d36565b610368565b005b61014f6101aa366004610d98565b6001600160a01b03165f9081526020819052604090205490565b61019a61037e565b61014f6101da366004610d98565b610391565b6101e76103ae565b60405161011f9796959493929190610db1565b6008546040516001600160a01b03909116815260200161011f565b6101126103f0565b61013b61022b366004610d36565b6103ff565b61019a61023e366004610e47565b61040c565b61014f610251366004610eb4565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b61019a610289366004610d98565b610547565b60606003805461029d90610ee5565b80601f01602080910402602001604051908101604052809291908181526020018280546102c990610ee5565b80156103145780601f106102eb57610100808354040283529160200191610314565b820191905f5260205f20905b8154815290600101906020018083116102f757829003601f168201915b5050505050905090565b5f3361032b818585610584565b60019150505b92915050565b5f33610344858285610596565b61034f858585610612565b506001949350505050565b5f61036361066f565b905090565b610370610798565b61037a82826107c5565b5050565b610386610798565b61038f5f6107f9565b565b6001600160a01b0381165f90815260076020526040812054610331565b5f6060805f5f5f60606103bf61084a565b6103c7610875565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b60606004805461029d90610ee5565b5f3361032b818585610612565b834211156104355760405163313c898160e11b8152600481018590526024015b60405180910390fd5b5f7f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98888886104808c6001600160a01b03165f90815260076020526040902080546001810190915590565b6040805160208101969096526001600160a01b0394851690860152929091166060840152608083015260a082015260c0810186905260e0016040516020818303038152906040528051906020012090505f6104da826108a0565b90505f6104e9828787876108cc565b9050896001600160a01b0316816001600160a01b031614610530576040516325c0072360e11b81526001600160a01b0380831660048301528b16602482015260440161042c565b61053b8a8a8a610584565b50505050505050505050565b61054f610798565b6001600160a01b03811661057857604051631e4fbdf760e01b81525f600482015260240161042c565b610581816107f9565b50565b61059183838360016108f8565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f1981101561060c57818110156105fe57604051637dc7a0d960e11b81526001600160a01b0384166004820152602481018290526044810183905260640161042c565b61060c84848484035f6108f8565b50505050565b6001600160a01b03831661063b57604051634b637e8f60e11b81525f600482015260240161042c565b6001600160a01b0382166106645760405163ec442f0560e01b81525f600482015260240161042c565b6105918383836109ca565b5f306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480156106c757507f000000000000000000000000000000000000000000000000000000000000000046145b156106f157507f000000000000000000000000000000000000000000000000000000000000000090565b610363604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6008546001600160a01b0316331461038f5760405163118cdaa760e01b815233600482015260240161042c565b6001600160a01b0382166107ee5760405163ec442f0560e01b81525f600482015260240161042c565b61037a5f83836109ca565b600880546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b60606103637f0000000000000000000000000000000000000000000000000000000000000000610af0565b60606103637f0000000000000000000000000000000000000000000000000000000000000000610af0565b5f6103316108ac61066f565b8360405161190160f01b8152600281019290925260228201526042902090565b5f5f5f5f6108dc88888888610b2d565b9250925092506108ec8282610bf5565b50909695505050505050565b6001600160a01b0384166109215760405163e602df0560e01b81525f600482015260240161042c565b6001600160a01b03831661094a57604051634a1406b160e11b81525f600482015260240161042c565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561060c57826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925846040516109bc91815260200190565b60405180910390a350505050565b6001600160a01b0383166109f4578060025f8282546109e99190610f1d565b90915550610a649050565b6001600160a01b0383165f9081526020819052604090205481811015610a465760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161042c565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b038216610a8057600280548290039055610a9e565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef83604051610ae391815260200190565b60405180910390a3505050565b60605f610afc83610cad565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115610b6657505f91506003905082610beb565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015610bb7573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116610be257505f925060019150829050610beb565b92505f91508190505b9450945094915050565b5f826003811115610c0857610c08610f3c565b03610c11575050565b6001826003811115610c2557610c25610f3c565b03610c435760405163f645eedf60e01b815260040160405180910390fd5b6002826003811115610c5757610c57610f3c565b03610c785760405163fce698f760e01b81526004810182905260240161042c565b6003826003811115610c8c57610c8c610f3c565b0361037a576040516335e2f38360e21b81526004810182905260240161042c565b5f60ff8216601f81111561033157604051632cd44ac360e21b815260040160405180910390fd5b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f610d146020830184610cd4565b9392505050565b80356001600160a01b0381168114610d31575f5ffd5b919050565b5f5f60408385031215610d47575f5ffd5b610d5083610d1b565b946020939093013593505050565b5f5f5f60608486031215610d70575f5ffd5b610d7984610d1b565b9250610d8760208501610d1b565b929592945050506040919091013590565b5f60208284031215610da8575f5ffd5b610d1482610d1b565b60ff60f81b8816815260e060208201525f610dcf60e0830189610cd4565b8281036040840152610de18189610cd4565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015610e36578351835260209384019390920191600101610e18565b50909b9a5050505050505050505050565b5f5f5f5f5f5f5f60e0888a031215610e5d575f5ffd5b610e6688610d1b565b9650610e7460208901610d1b565b95506040880135945060608801359350608088013560ff81168114610e97575f5ffd5b9699959850939692959460a0840135945060c09093013592915050565b5f5f60408385031215610ec5575f5ffd5b610ece83610d1b565b9150610edc60208401610d1b565b90509250929050565b600181811c90821680610ef957607f821691505b602082108103610f1757634e487b7160e01b5f52602260045260245ffd5b50919050565b8082018082111561033157634e487b7160e01b5f52601160045260245ffd5b634e487b7160e01b5f52602160045260245ffdfea164736f6c6343000825000a",
}

// USDG is an auto generated Go binding around an Ethereum contract.
type USDG struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *USDG) GetABI() abi.ABI {
	return c.abi
}

// NewUSDG creates a new instance of USDG.
func NewUSDG() *USDG {
	parsed, err := USDGMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &USDG{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *USDG) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (uSDG *USDG) PackDOMAINSEPARATOR() []byte {
	enc, err := uSDG.abi.Pack("DOMAIN_SEPARATOR")
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
func (uSDG *USDG) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return uSDG.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (uSDG *USDG) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := uSDG.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (uSDG *USDG) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := uSDG.abi.Pack("allowance", owner, spender)
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
func (uSDG *USDG) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return uSDG.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (uSDG *USDG) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := uSDG.abi.Unpack("allowance", data)
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
func (uSDG *USDG) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := uSDG.abi.Pack("approve", spender, value)
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
func (uSDG *USDG) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return uSDG.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (uSDG *USDG) UnpackApprove(data []byte) (bool, error) {
	out, err := uSDG.abi.Unpack("approve", data)
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
func (uSDG *USDG) PackBalanceOf(account common.Address) []byte {
	enc, err := uSDG.abi.Pack("balanceOf", account)
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
func (uSDG *USDG) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return uSDG.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (uSDG *USDG) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := uSDG.abi.Unpack("balanceOf", data)
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
// Solidity: function decimals() pure returns(uint8)
func (uSDG *USDG) PackDecimals() []byte {
	enc, err := uSDG.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (uSDG *USDG) TryPackDecimals() ([]byte, error) {
	return uSDG.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (uSDG *USDG) UnpackDecimals(data []byte) (uint8, error) {
	out, err := uSDG.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (uSDG *USDG) PackEip712Domain() []byte {
	enc, err := uSDG.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (uSDG *USDG) TryPackEip712Domain() ([]byte, error) {
	return uSDG.abi.Pack("eip712Domain")
}

// Eip712DomainOutput serves as a container for the return parameters of contract
// method Eip712Domain.
type Eip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (uSDG *USDG) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := uSDG.abi.Unpack("eip712Domain", data)
	outstruct := new(Eip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (uSDG *USDG) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := uSDG.abi.Pack("mint", to, amount)
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
func (uSDG *USDG) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return uSDG.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (uSDG *USDG) PackName() []byte {
	enc, err := uSDG.abi.Pack("name")
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
func (uSDG *USDG) TryPackName() ([]byte, error) {
	return uSDG.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (uSDG *USDG) UnpackName(data []byte) (string, error) {
	out, err := uSDG.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (uSDG *USDG) PackNonces(owner common.Address) []byte {
	enc, err := uSDG.abi.Pack("nonces", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (uSDG *USDG) TryPackNonces(owner common.Address) ([]byte, error) {
	return uSDG.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (uSDG *USDG) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := uSDG.abi.Unpack("nonces", data)
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
func (uSDG *USDG) PackOwner() []byte {
	enc, err := uSDG.abi.Pack("owner")
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
func (uSDG *USDG) TryPackOwner() ([]byte, error) {
	return uSDG.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (uSDG *USDG) UnpackOwner(data []byte) (common.Address, error) {
	out, err := uSDG.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (uSDG *USDG) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := uSDG.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (uSDG *USDG) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return uSDG.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (uSDG *USDG) PackRenounceOwnership() []byte {
	enc, err := uSDG.abi.Pack("renounceOwnership")
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
func (uSDG *USDG) TryPackRenounceOwnership() ([]byte, error) {
	return uSDG.abi.Pack("renounceOwnership")
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (uSDG *USDG) PackSymbol() []byte {
	enc, err := uSDG.abi.Pack("symbol")
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
func (uSDG *USDG) TryPackSymbol() ([]byte, error) {
	return uSDG.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (uSDG *USDG) UnpackSymbol(data []byte) (string, error) {
	out, err := uSDG.abi.Unpack("symbol", data)
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
func (uSDG *USDG) PackTotalSupply() []byte {
	enc, err := uSDG.abi.Pack("totalSupply")
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
func (uSDG *USDG) TryPackTotalSupply() ([]byte, error) {
	return uSDG.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (uSDG *USDG) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := uSDG.abi.Unpack("totalSupply", data)
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
func (uSDG *USDG) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := uSDG.abi.Pack("transfer", to, value)
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
func (uSDG *USDG) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return uSDG.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (uSDG *USDG) UnpackTransfer(data []byte) (bool, error) {
	out, err := uSDG.abi.Unpack("transfer", data)
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
func (uSDG *USDG) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := uSDG.abi.Pack("transferFrom", from, to, value)
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
func (uSDG *USDG) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return uSDG.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (uSDG *USDG) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := uSDG.abi.Unpack("transferFrom", data)
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
func (uSDG *USDG) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := uSDG.abi.Pack("transferOwnership", newOwner)
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
func (uSDG *USDG) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return uSDG.abi.Pack("transferOwnership", newOwner)
}

// USDGApproval represents a Approval event raised by the USDG contract.
type USDGApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const USDGApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (USDGApproval) ContractEventName() string {
	return USDGApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (uSDG *USDG) UnpackApprovalEvent(log *types.Log) (*USDGApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDG.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDGApproval)
	if len(log.Data) > 0 {
		if err := uSDG.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDG.abi.Events[event].Inputs {
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

// USDGEIP712DomainChanged represents a EIP712DomainChanged event raised by the USDG contract.
type USDGEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const USDGEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (USDGEIP712DomainChanged) ContractEventName() string {
	return USDGEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (uSDG *USDG) UnpackEIP712DomainChangedEvent(log *types.Log) (*USDGEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDG.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDGEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := uSDG.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDG.abi.Events[event].Inputs {
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

// USDGOwnershipTransferred represents a OwnershipTransferred event raised by the USDG contract.
type USDGOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const USDGOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (USDGOwnershipTransferred) ContractEventName() string {
	return USDGOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (uSDG *USDG) UnpackOwnershipTransferredEvent(log *types.Log) (*USDGOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDG.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDGOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := uSDG.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDG.abi.Events[event].Inputs {
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

// USDGTransfer represents a Transfer event raised by the USDG contract.
type USDGTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const USDGTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (USDGTransfer) ContractEventName() string {
	return USDGTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (uSDG *USDG) UnpackTransferEvent(log *types.Log) (*USDGTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uSDG.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(USDGTransfer)
	if len(log.Data) > 0 {
		if err := uSDG.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uSDG.abi.Events[event].Inputs {
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
func (uSDG *USDG) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return uSDG.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return uSDG.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return uSDG.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return uSDG.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return uSDG.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return uSDG.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return uSDG.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return uSDG.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return uSDG.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ERC2612ExpiredSignature"].ID.Bytes()[:4]) {
		return uSDG.UnpackERC2612ExpiredSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["ERC2612InvalidSigner"].ID.Bytes()[:4]) {
		return uSDG.UnpackERC2612InvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["InvalidAccountNonce"].ID.Bytes()[:4]) {
		return uSDG.UnpackInvalidAccountNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return uSDG.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return uSDG.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return uSDG.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], uSDG.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return uSDG.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// USDGECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the USDG contract.
type USDGECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func USDGECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (uSDG *USDG) UnpackECDSAInvalidSignatureError(raw []byte) (*USDGECDSAInvalidSignature, error) {
	out := new(USDGECDSAInvalidSignature)
	if err := uSDG.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the USDG contract.
type USDGECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func USDGECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (uSDG *USDG) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*USDGECDSAInvalidSignatureLength, error) {
	out := new(USDGECDSAInvalidSignatureLength)
	if err := uSDG.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the USDG contract.
type USDGECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func USDGECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (uSDG *USDG) UnpackECDSAInvalidSignatureSError(raw []byte) (*USDGECDSAInvalidSignatureS, error) {
	out := new(USDGECDSAInvalidSignatureS)
	if err := uSDG.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the USDG contract.
type USDGERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func USDGERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (uSDG *USDG) UnpackERC20InsufficientAllowanceError(raw []byte) (*USDGERC20InsufficientAllowance, error) {
	out := new(USDGERC20InsufficientAllowance)
	if err := uSDG.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the USDG contract.
type USDGERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func USDGERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (uSDG *USDG) UnpackERC20InsufficientBalanceError(raw []byte) (*USDGERC20InsufficientBalance, error) {
	out := new(USDGERC20InsufficientBalance)
	if err := uSDG.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGERC20InvalidApprover represents a ERC20InvalidApprover error raised by the USDG contract.
type USDGERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func USDGERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (uSDG *USDG) UnpackERC20InvalidApproverError(raw []byte) (*USDGERC20InvalidApprover, error) {
	out := new(USDGERC20InvalidApprover)
	if err := uSDG.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the USDG contract.
type USDGERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func USDGERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (uSDG *USDG) UnpackERC20InvalidReceiverError(raw []byte) (*USDGERC20InvalidReceiver, error) {
	out := new(USDGERC20InvalidReceiver)
	if err := uSDG.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGERC20InvalidSender represents a ERC20InvalidSender error raised by the USDG contract.
type USDGERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func USDGERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (uSDG *USDG) UnpackERC20InvalidSenderError(raw []byte) (*USDGERC20InvalidSender, error) {
	out := new(USDGERC20InvalidSender)
	if err := uSDG.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGERC20InvalidSpender represents a ERC20InvalidSpender error raised by the USDG contract.
type USDGERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func USDGERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (uSDG *USDG) UnpackERC20InvalidSpenderError(raw []byte) (*USDGERC20InvalidSpender, error) {
	out := new(USDGERC20InvalidSpender)
	if err := uSDG.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGERC2612ExpiredSignature represents a ERC2612ExpiredSignature error raised by the USDG contract.
type USDGERC2612ExpiredSignature struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func USDGERC2612ExpiredSignatureErrorID() common.Hash {
	return common.HexToHash("0x627913023c184eaad13735d5a3d2657ae76ec9a872a70e0fc57522ef1a114d58")
}

// UnpackERC2612ExpiredSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func (uSDG *USDG) UnpackERC2612ExpiredSignatureError(raw []byte) (*USDGERC2612ExpiredSignature, error) {
	out := new(USDGERC2612ExpiredSignature)
	if err := uSDG.abi.UnpackIntoInterface(out, "ERC2612ExpiredSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGERC2612InvalidSigner represents a ERC2612InvalidSigner error raised by the USDG contract.
type USDGERC2612InvalidSigner struct {
	Signer common.Address
	Owner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func USDGERC2612InvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x4b800e463b323b1d856edf9dec70329a639d13874a57f5c28219ff57128756db")
}

// UnpackERC2612InvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func (uSDG *USDG) UnpackERC2612InvalidSignerError(raw []byte) (*USDGERC2612InvalidSigner, error) {
	out := new(USDGERC2612InvalidSigner)
	if err := uSDG.abi.UnpackIntoInterface(out, "ERC2612InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGInvalidAccountNonce represents a InvalidAccountNonce error raised by the USDG contract.
type USDGInvalidAccountNonce struct {
	Account      common.Address
	CurrentNonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func USDGInvalidAccountNonceErrorID() common.Hash {
	return common.HexToHash("0x752d88c0de02638abf10e8e31861e4c68dc1f3a1e7d840e580683f2c282bfc7a")
}

// UnpackInvalidAccountNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func (uSDG *USDG) UnpackInvalidAccountNonceError(raw []byte) (*USDGInvalidAccountNonce, error) {
	out := new(USDGInvalidAccountNonce)
	if err := uSDG.abi.UnpackIntoInterface(out, "InvalidAccountNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGInvalidShortString represents a InvalidShortString error raised by the USDG contract.
type USDGInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func USDGInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (uSDG *USDG) UnpackInvalidShortStringError(raw []byte) (*USDGInvalidShortString, error) {
	out := new(USDGInvalidShortString)
	if err := uSDG.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the USDG contract.
type USDGOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func USDGOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (uSDG *USDG) UnpackOwnableInvalidOwnerError(raw []byte) (*USDGOwnableInvalidOwner, error) {
	out := new(USDGOwnableInvalidOwner)
	if err := uSDG.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the USDG contract.
type USDGOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func USDGOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (uSDG *USDG) UnpackOwnableUnauthorizedAccountError(raw []byte) (*USDGOwnableUnauthorizedAccount, error) {
	out := new(USDGOwnableUnauthorizedAccount)
	if err := uSDG.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// USDGStringTooLong represents a StringTooLong error raised by the USDG contract.
type USDGStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func USDGStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (uSDG *USDG) UnpackStringTooLongError(raw []byte) (*USDGStringTooLong, error) {
	out := new(USDGStringTooLong)
	if err := uSDG.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}
