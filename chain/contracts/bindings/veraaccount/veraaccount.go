// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package veraaccount

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

// BaseAccountCall is an auto generated low-level Go binding around an user-defined struct.
type BaseAccountCall struct {
	Target common.Address
	Value  *big.Int
	Data   []byte
}

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

// VeraAccountMetaData contains all meta data concerning the VeraAccount contract.
var VeraAccountMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"anEntryPoint\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"ERC1967InvalidImplementation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC1967NonPayable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"error\",\"type\":\"bytes\"}],\"name\":\"ExecuteError\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidInitialization\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInitializing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UUPSUnauthorizedCallContext\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"slot\",\"type\":\"bytes32\"}],\"name\":\"UUPSUnsupportedProxiableUUID\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"readyAt\",\"type\":\"uint256\"}],\"name\":\"UpgradeNotReady\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"UpgradeNotScheduled\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"version\",\"type\":\"uint64\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"contractIEntryPoint\",\"name\":\"entryPoint\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"SimpleAccountInitialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"UpgradeCancelled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"readyAt\",\"type\":\"uint256\"}],\"name\":\"UpgradeScheduled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"UPGRADE_DELAY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"UPGRADE_INTERFACE_VERSION\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"addDeposit\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"cancelUpgrade\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryPoint\",\"outputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"execute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"internalType\":\"structBaseAccount.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"executeBatch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"anOwner\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"isValidSignature\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155BatchReceived\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC721Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingImplementation\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"proxiableUUID\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"replaySafeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"scheduleUpgrade\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"upgradeReadyAt\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"upgradeToAndCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"userOp\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"missingAccountFunds\",\"type\":\"uint256\"}],\"name\":\"validateUserOp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"validationData\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdrawDepositTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "VeraAccount",
	Bin: "0x60c060405230608052348015610013575f5ffd5b50604051611de2380380611de283398101604081905261003291610101565b6001600160a01b03811660a0528061004861004f565b505061012e565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff161561009f5760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100fe5780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b5f60208284031215610111575f5ffd5b81516001600160a01b0381168114610127575f5ffd5b9392505050565b60805160a051611c5461018e5f395f81816103850152818161079201528181610816015281816109fc01528181610cc201528181610d9701528181610ec7015261105001525f8181610fc60152818161119d01526111c60152611c545ff3fe60806040526004361061014a575f3560e01c806352d1902d116100b3578063bc197c811161006d578063bc197c81146103c8578063c399ec88146103f6578063c4d66de81461040a578063ce1506be14610429578063d087d28814610448578063f23a6e611461045c575f5ffd5b806352d1902d146102f457806355f29166146103085780638da5cb5b1461031c578063ad3cb1cc1461033a578063b0d691fe14610377578063b61d27f6146103a9575f5ffd5b806334fcd5be1161010457806334fcd5be1461024f578063396f7b231461026e57806347fe8b1d146102a55780634a58db19146102ba5780634d44560d146102c25780634f1ef286146102e1575f5ffd5b806301ffc9a714610155578063034d7b13146101895780630c80447a146101ac578063150b7a02146101cd5780631626ba7e1461021157806319822f7c14610230575f5ffd5b3661015157005b5f5ffd5b348015610160575f5ffd5b5061017461016f366004611565565b610488565b60405190151581526020015b60405180910390f35b348015610194575f5ffd5b5061019e60025481565b604051908152602001610180565b3480156101b7575f5ffd5b506101cb6101c63660046115a0565b6104d9565b005b3480156101d8575f5ffd5b506101f86101e73660046115ff565b630a85bd0160e11b95945050505050565b6040516001600160e01b03199091168152602001610180565b34801561021c575f5ffd5b506101f861022b36600461166c565b61054e565b34801561023b575f5ffd5b5061019e61024a3660046116b3565b610682565b34801561025a575f5ffd5b506101cb610269366004611741565b6106a0565b348015610279575f5ffd5b5060015461028d906001600160a01b031681565b6040516001600160a01b039091168152602001610180565b3480156102b0575f5ffd5b5061019e610e1081565b6101cb610790565b3480156102cd575f5ffd5b506101cb6102dc36600461177f565b61080c565b6101cb6102ef366004611846565b610898565b3480156102ff575f5ffd5b5061019e610915565b348015610313575f5ffd5b506101cb610930565b348015610327575f5ffd5b505f5461028d906001600160a01b031681565b348015610345575f5ffd5b5061036a604051806040016040528060058152602001640352e302e360dc1b81525081565b60405161018091906118c0565b348015610382575f5ffd5b507f000000000000000000000000000000000000000000000000000000000000000061028d565b3480156103b4575f5ffd5b506101cb6103c33660046118d2565b610985565b3480156103d3575f5ffd5b506101f86103e2366004611929565b63bc197c8160e01b98975050505050505050565b348015610401575f5ffd5b5061019e6109dd565b348015610415575f5ffd5b506101cb6104243660046115a0565b610a6b565b348015610434575f5ffd5b5061019e6104433660046119e9565b610b61565b348015610453575f5ffd5b5061019e610c9c565b348015610467575f5ffd5b506101f8610476366004611a00565b63f23a6e6160e01b9695505050505050565b5f6001600160e01b03198216630a85bd0160e11b14806104b857506001600160e01b03198216630271189760e51b145b806104d357506001600160e01b031982166301ffc9a760e01b145b92915050565b6104e1610cf1565b600180546001600160a01b0319166001600160a01b038316179055610508610e1042611a8a565b60028190556040519081526001600160a01b038216907fe1009627653eb47f7d0f3b4435749f7984a803c21f84a076cc4dcb0412cf066f9060200160405180910390a250565b5f5f83838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152509293508592505060208211905080156105da57507f649264926492649264926492649264926492649264926492649264926492649285856105c4602085611a9d565b6105cf928290611ab0565b6105d891611ad7565b145b1561060c57845f856105ed602085611a9d565b926105fa93929190611ab0565b8101906106079190611af4565b935050505b5f5f61062061061a89610b61565b85610d43565b5090925090505f81600381111561063957610639611b68565b14801561065257505f546001600160a01b038381169116145b1561066b5750630b135d3f60e11b935061067b92505050565b506001600160e01b031993505050505b9392505050565b5f61068b610d8c565b6106958484610e04565b905061067b82610e77565b6106a8610ebc565b805f5b8181101561078a57368484838181106106c6576106c6611b7c565b90506020028101906106d89190611b90565b90505f6107366106eb60208401846115a0565b60208401356106fd6040860186611bae565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610f48565b90508061078057836001036107525761074d610f5e565b610780565b8261075c5f610f6f565b604051635a15467560e01b8152600401610777929190611bf0565b60405180910390fd5b50506001016106ab565b50505050565b7f000000000000000000000000000000000000000000000000000000000000000060405163b760faf960e01b81523060048201526001600160a01b03919091169063b760faf99034906024015f604051808303818588803b1580156107f3575f5ffd5b505af1158015610805573d5f5f3e3d5ffd5b5050505050565b610814610cf1565b7f000000000000000000000000000000000000000000000000000000000000000060405163040b850f60e31b81526001600160a01b03848116600483015260248201849052919091169063205c2878906044015f604051808303815f87803b15801561087e575f5ffd5b505af1158015610890573d5f5f3e3d5ffd5b505050505050565b6001546001600160a01b0383811691161415806108b55750600254155b156108de57604051636e84556b60e01b81526001600160a01b0383166004820152602401610777565b6002544210156109075760025460405163388b3ae960e01b815260040161077791815260200190565b6109118282610fa0565b5050565b5f61091e610fbb565b505f516020611c285f395f51905f5290565b610938610cf1565b6001546040516001600160a01b03909116907f3198dc80249fcfedbd0d06e1ff49a7695a51b006592328ce0b127cdeab77e936905f90a2600180546001600160a01b03191690555f600255565b61098d610ebc565b5f6109ce858585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610f48565b90508061080557610805610f5e565b6040516370a0823160e01b81523060048201525f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906370a08231906024015b602060405180830381865afa158015610a42573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a669190611c10565b905090565b5f610a74611004565b805490915060ff600160401b82041615906001600160401b03165f81158015610a9a5750825b90505f826001600160401b03166001148015610ab55750303b155b905081158015610ac3575080155b15610ae15760405163f92ee8a960e01b815260040160405180910390fd5b845467ffffffffffffffff191660011785558315610b0b57845460ff60401b1916600160401b1785555b610b148661102c565b831561089057845460ff60401b19168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a1505050505050565b604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527feefa58069b8e44b8d9db064eadc327871037ca8a73f06e2c09ef3aeb2f177c3b918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f90819060c001604051602081830303815290604052805190602001209050807f2705873da82ac52baa881ea09a2dd57cf50e4bcfb1f3d0fb2e959a623afb611884604051602001610c41929190918252602082015260400190565b60405160208183030381529060405280519060200120604051602001610c7e92919061190160f01b81526002810192909252602282015260420190565b60405160208183030381529060405280519060200120915050919050565b604051631aab3f0d60e11b81523060048201525f60248201819052906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906335567e1a90604401610a27565b5f546001600160a01b0316331480610d0857503330145b610d415760405162461bcd60e51b815260206004820152600a60248201526937b7363c9037bbb732b960b11b6044820152606401610777565b565b5f5f5f8351604103610d7a576020840151604085015160608601515f1a610d6c8882858561109a565b955095509550505050610d85565b505081515f91506002905b9250925092565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610d415760405162461bcd60e51b815260206004820152601c60248201527f6163636f756e743a206e6f742066726f6d20456e747279506f696e74000000006044820152606401610777565b5f610e5082610e17610100860186611bae565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061116292505050565b5f546001600160a01b03908116911614610e6c575060016104d3565b505f92915050565b50565b8015610e74576040515f90339083908381818185875af1925050503d805f8114610805576040519150601f19603f3d011682016040523d82523d5f602084013e610805565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480610efc57505f546001600160a01b031633145b610d415760405162461bcd60e51b815260206004820181905260248201527f6163636f756e743a206e6f74204f776e6572206f7220456e747279506f696e746044820152606401610777565b5f5f5f845160208601878987f195945050505050565b610d41610f6a5f610f6f565b61118a565b60603d8215610f835782811115610f835750815b604051602082018101604052818152815f602083013e9392505050565b610fa8611192565b610fb182611236565b610911828261123e565b306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610d415760405163703e46dd60e11b815260040160405180910390fd5b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a006104d3565b5f80546001600160a01b0319166001600160a01b03838116918217835560405191927f0000000000000000000000000000000000000000000000000000000000000000909116917f47e55c76e7a6f1fd8996a1da8008c1ea29699cca35e7bcd057f2dec313b6e5de9190a350565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08411156110d357505f91506003905082611158565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611124573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661114f57505f925060019150829050611158565b92505f91508190505b9450945094915050565b5f5f5f5f6111708686610d43565b92509250925061118082826112ff565b5090949350505050565b805160208201fd5b306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148061121857507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031661120c5f516020611c285f395f51905f52546001600160a01b031690565b6001600160a01b031614155b15610d415760405163703e46dd60e11b815260040160405180910390fd5b610e74610cf1565b816001600160a01b03166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015611298575060408051601f3d908101601f1916820190925261129591810190611c10565b60015b6112c057604051634c9c8ce360e01b81526001600160a01b0383166004820152602401610777565b5f516020611c285f395f51905f5281146112f057604051632a87526960e21b815260048101829052602401610777565b6112fa83836113b7565b505050565b5f82600381111561131257611312611b68565b0361131b575050565b600182600381111561132f5761132f611b68565b0361134d5760405163f645eedf60e01b815260040160405180910390fd5b600282600381111561136157611361611b68565b036113825760405163fce698f760e01b815260048101829052602401610777565b600382600381111561139657611396611b68565b03610911576040516335e2f38360e21b815260048101829052602401610777565b6113c08261140c565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a2805115611404576112fa828261146f565b61091161150f565b806001600160a01b03163b5f0361144157604051634c9c8ce360e01b81526001600160a01b0382166004820152602401610777565b5f516020611c285f395f51905f5280546001600160a01b0319166001600160a01b0392909216919091179055565b60605f61147c848461152e565b905080801561149d57505f3d118061149d57505f846001600160a01b03163b115b156114b2576114aa611541565b9150506104d3565b80156114dc57604051639996b31560e01b81526001600160a01b0385166004820152602401610777565b3d156114ef576114ea61155a565b611508565b60405163d6bda27560e01b815260040160405180910390fd5b5092915050565b3415610d415760405163b398979f60e01b815260040160405180910390fd5b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b5f60208284031215611575575f5ffd5b81356001600160e01b03198116811461067b575f5ffd5b6001600160a01b0381168114610e74575f5ffd5b5f602082840312156115b0575f5ffd5b813561067b8161158c565b5f5f83601f8401126115cb575f5ffd5b5081356001600160401b038111156115e1575f5ffd5b6020830191508360208285010111156115f8575f5ffd5b9250929050565b5f5f5f5f5f60808688031215611613575f5ffd5b853561161e8161158c565b9450602086013561162e8161158c565b93506040860135925060608601356001600160401b0381111561164f575f5ffd5b61165b888289016115bb565b969995985093965092949392505050565b5f5f5f6040848603121561167e575f5ffd5b8335925060208401356001600160401b0381111561169a575f5ffd5b6116a6868287016115bb565b9497909650939450505050565b5f5f5f606084860312156116c5575f5ffd5b83356001600160401b038111156116da575f5ffd5b840161012081870312156116ec575f5ffd5b95602085013595506040909401359392505050565b5f5f83601f840112611711575f5ffd5b5081356001600160401b03811115611727575f5ffd5b6020830191508360208260051b85010111156115f8575f5ffd5b5f5f60208385031215611752575f5ffd5b82356001600160401b03811115611767575f5ffd5b61177385828601611701565b90969095509350505050565b5f5f60408385031215611790575f5ffd5b823561179b8161158c565b946020939093013593505050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126117cc575f5ffd5b81356001600160401b038111156117e5576117e56117a9565b604051601f8201601f19908116603f011681016001600160401b0381118282101715611813576118136117a9565b60405281815283820160200185101561182a575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f60408385031215611857575f5ffd5b82356118628161158c565b915060208301356001600160401b0381111561187c575f5ffd5b611888858286016117bd565b9150509250929050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61067b6020830184611892565b5f5f5f5f606085870312156118e5575f5ffd5b84356118f08161158c565b93506020850135925060408501356001600160401b03811115611911575f5ffd5b61191d878288016115bb565b95989497509550505050565b5f5f5f5f5f5f5f5f60a0898b031215611940575f5ffd5b883561194b8161158c565b9750602089013561195b8161158c565b965060408901356001600160401b03811115611975575f5ffd5b6119818b828c01611701565b90975095505060608901356001600160401b0381111561199f575f5ffd5b6119ab8b828c01611701565b90955093505060808901356001600160401b038111156119c9575f5ffd5b6119d58b828c016115bb565b999c989b5096995094979396929594505050565b5f602082840312156119f9575f5ffd5b5035919050565b5f5f5f5f5f5f60a08789031215611a15575f5ffd5b8635611a208161158c565b95506020870135611a308161158c565b9450604087013593506060870135925060808701356001600160401b03811115611a58575f5ffd5b611a6489828a016115bb565b979a9699509497509295939492505050565b634e487b7160e01b5f52601160045260245ffd5b808201808211156104d3576104d3611a76565b818103818111156104d3576104d3611a76565b5f5f85851115611abe575f5ffd5b83861115611aca575f5ffd5b5050820193919092039150565b803560208310156104d3575f19602084900360031b1b1692915050565b5f5f5f60608486031215611b06575f5ffd5b8335611b118161158c565b925060208401356001600160401b03811115611b2b575f5ffd5b611b37868287016117bd565b92505060408401356001600160401b03811115611b52575f5ffd5b611b5e868287016117bd565b9150509250925092565b634e487b7160e01b5f52602160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f8235605e19833603018112611ba4575f5ffd5b9190910192915050565b5f5f8335601e19843603018112611bc3575f5ffd5b8301803591506001600160401b03821115611bdc575f5ffd5b6020019150368190038213156115f8575f5ffd5b828152604060208201525f611c086040830184611892565b949350505050565b5f60208284031215611c20575f5ffd5b505191905056fe360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbca164736f6c6343000825000a",
}

// VeraAccount is an auto generated Go binding around an Ethereum contract.
type VeraAccount struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *VeraAccount) GetABI() abi.ABI {
	return c.abi
}

// NewVeraAccount creates a new instance of VeraAccount.
func NewVeraAccount() *VeraAccount {
	parsed, err := VeraAccountMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &VeraAccount{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *VeraAccount) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address anEntryPoint) returns()
func (veraAccount *VeraAccount) PackConstructor(anEntryPoint common.Address) []byte {
	enc, err := veraAccount.abi.Pack("", anEntryPoint)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackUPGRADEDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47fe8b1d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function UPGRADE_DELAY() view returns(uint256)
func (veraAccount *VeraAccount) PackUPGRADEDELAY() []byte {
	enc, err := veraAccount.abi.Pack("UPGRADE_DELAY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUPGRADEDELAY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47fe8b1d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function UPGRADE_DELAY() view returns(uint256)
func (veraAccount *VeraAccount) TryPackUPGRADEDELAY() ([]byte, error) {
	return veraAccount.abi.Pack("UPGRADE_DELAY")
}

// UnpackUPGRADEDELAY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x47fe8b1d.
//
// Solidity: function UPGRADE_DELAY() view returns(uint256)
func (veraAccount *VeraAccount) UnpackUPGRADEDELAY(data []byte) (*big.Int, error) {
	out, err := veraAccount.abi.Unpack("UPGRADE_DELAY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (veraAccount *VeraAccount) PackUPGRADEINTERFACEVERSION() []byte {
	enc, err := veraAccount.abi.Pack("UPGRADE_INTERFACE_VERSION")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUPGRADEINTERFACEVERSION is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xad3cb1cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (veraAccount *VeraAccount) TryPackUPGRADEINTERFACEVERSION() ([]byte, error) {
	return veraAccount.abi.Pack("UPGRADE_INTERFACE_VERSION")
}

// UnpackUPGRADEINTERFACEVERSION is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xad3cb1cc.
//
// Solidity: function UPGRADE_INTERFACE_VERSION() view returns(string)
func (veraAccount *VeraAccount) UnpackUPGRADEINTERFACEVERSION(data []byte) (string, error) {
	out, err := veraAccount.abi.Unpack("UPGRADE_INTERFACE_VERSION", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackAddDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a58db19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addDeposit() payable returns()
func (veraAccount *VeraAccount) PackAddDeposit() []byte {
	enc, err := veraAccount.abi.Pack("addDeposit")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAddDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a58db19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function addDeposit() payable returns()
func (veraAccount *VeraAccount) TryPackAddDeposit() ([]byte, error) {
	return veraAccount.abi.Pack("addDeposit")
}

// PackCancelUpgrade is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x55f29166.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancelUpgrade() returns()
func (veraAccount *VeraAccount) PackCancelUpgrade() []byte {
	enc, err := veraAccount.abi.Pack("cancelUpgrade")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancelUpgrade is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x55f29166.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancelUpgrade() returns()
func (veraAccount *VeraAccount) TryPackCancelUpgrade() ([]byte, error) {
	return veraAccount.abi.Pack("cancelUpgrade")
}

// PackEntryPoint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb0d691fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function entryPoint() view returns(address)
func (veraAccount *VeraAccount) PackEntryPoint() []byte {
	enc, err := veraAccount.abi.Pack("entryPoint")
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
func (veraAccount *VeraAccount) TryPackEntryPoint() ([]byte, error) {
	return veraAccount.abi.Pack("entryPoint")
}

// UnpackEntryPoint is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb0d691fe.
//
// Solidity: function entryPoint() view returns(address)
func (veraAccount *VeraAccount) UnpackEntryPoint(data []byte) (common.Address, error) {
	out, err := veraAccount.abi.Unpack("entryPoint", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb61d27f6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function execute(address target, uint256 value, bytes data) returns()
func (veraAccount *VeraAccount) PackExecute(target common.Address, value *big.Int, data []byte) []byte {
	enc, err := veraAccount.abi.Pack("execute", target, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb61d27f6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function execute(address target, uint256 value, bytes data) returns()
func (veraAccount *VeraAccount) TryPackExecute(target common.Address, value *big.Int, data []byte) ([]byte, error) {
	return veraAccount.abi.Pack("execute", target, value, data)
}

// PackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34fcd5be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executeBatch((address,uint256,bytes)[] calls) returns()
func (veraAccount *VeraAccount) PackExecuteBatch(calls []BaseAccountCall) []byte {
	enc, err := veraAccount.abi.Pack("executeBatch", calls)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecuteBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x34fcd5be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executeBatch((address,uint256,bytes)[] calls) returns()
func (veraAccount *VeraAccount) TryPackExecuteBatch(calls []BaseAccountCall) ([]byte, error) {
	return veraAccount.abi.Pack("executeBatch", calls)
}

// PackGetDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc399ec88.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDeposit() view returns(uint256)
func (veraAccount *VeraAccount) PackGetDeposit() []byte {
	enc, err := veraAccount.abi.Pack("getDeposit")
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
func (veraAccount *VeraAccount) TryPackGetDeposit() ([]byte, error) {
	return veraAccount.abi.Pack("getDeposit")
}

// UnpackGetDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc399ec88.
//
// Solidity: function getDeposit() view returns(uint256)
func (veraAccount *VeraAccount) UnpackGetDeposit(data []byte) (*big.Int, error) {
	out, err := veraAccount.abi.Unpack("getDeposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd087d288.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getNonce() view returns(uint256)
func (veraAccount *VeraAccount) PackGetNonce() []byte {
	enc, err := veraAccount.abi.Pack("getNonce")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd087d288.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getNonce() view returns(uint256)
func (veraAccount *VeraAccount) TryPackGetNonce() ([]byte, error) {
	return veraAccount.abi.Pack("getNonce")
}

// UnpackGetNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd087d288.
//
// Solidity: function getNonce() view returns(uint256)
func (veraAccount *VeraAccount) UnpackGetNonce(data []byte) (*big.Int, error) {
	out, err := veraAccount.abi.Unpack("getNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function initialize(address anOwner) returns()
func (veraAccount *VeraAccount) PackInitialize(anOwner common.Address) []byte {
	enc, err := veraAccount.abi.Pack("initialize", anOwner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInitialize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc4d66de8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function initialize(address anOwner) returns()
func (veraAccount *VeraAccount) TryPackInitialize(anOwner common.Address) ([]byte, error) {
	return veraAccount.abi.Pack("initialize", anOwner)
}

// PackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (veraAccount *VeraAccount) PackIsValidSignature(hash [32]byte, signature []byte) []byte {
	enc, err := veraAccount.abi.Pack("isValidSignature", hash, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsValidSignature is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1626ba7e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (veraAccount *VeraAccount) TryPackIsValidSignature(hash [32]byte, signature []byte) ([]byte, error) {
	return veraAccount.abi.Pack("isValidSignature", hash, signature)
}

// UnpackIsValidSignature is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1626ba7e.
//
// Solidity: function isValidSignature(bytes32 hash, bytes signature) view returns(bytes4)
func (veraAccount *VeraAccount) UnpackIsValidSignature(data []byte) ([4]byte, error) {
	out, err := veraAccount.abi.Unpack("isValidSignature", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) PackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) []byte {
	enc, err := veraAccount.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155BatchReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc197c81.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) TryPackOnERC1155BatchReceived(arg0 common.Address, arg1 common.Address, arg2 []*big.Int, arg3 []*big.Int, arg4 []byte) ([]byte, error) {
	return veraAccount.abi.Pack("onERC1155BatchReceived", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155BatchReceived is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc197c81.
//
// Solidity: function onERC1155BatchReceived(address , address , uint256[] , uint256[] , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) UnpackOnERC1155BatchReceived(data []byte) ([4]byte, error) {
	out, err := veraAccount.abi.Unpack("onERC1155BatchReceived", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) PackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) []byte {
	enc, err := veraAccount.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC1155Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf23a6e61.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) TryPackOnERC1155Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 *big.Int, arg4 []byte) ([]byte, error) {
	return veraAccount.abi.Pack("onERC1155Received", arg0, arg1, arg2, arg3, arg4)
}

// UnpackOnERC1155Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf23a6e61.
//
// Solidity: function onERC1155Received(address , address , uint256 , uint256 , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) UnpackOnERC1155Received(data []byte) ([4]byte, error) {
	out, err := veraAccount.abi.Unpack("onERC1155Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) PackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) []byte {
	enc, err := veraAccount.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnERC721Received is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x150b7a02.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) TryPackOnERC721Received(arg0 common.Address, arg1 common.Address, arg2 *big.Int, arg3 []byte) ([]byte, error) {
	return veraAccount.abi.Pack("onERC721Received", arg0, arg1, arg2, arg3)
}

// UnpackOnERC721Received is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x150b7a02.
//
// Solidity: function onERC721Received(address , address , uint256 , bytes ) pure returns(bytes4)
func (veraAccount *VeraAccount) UnpackOnERC721Received(data []byte) ([4]byte, error) {
	out, err := veraAccount.abi.Unpack("onERC721Received", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (veraAccount *VeraAccount) PackOwner() []byte {
	enc, err := veraAccount.abi.Pack("owner")
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
func (veraAccount *VeraAccount) TryPackOwner() ([]byte, error) {
	return veraAccount.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (veraAccount *VeraAccount) UnpackOwner(data []byte) (common.Address, error) {
	out, err := veraAccount.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPendingImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x396f7b23.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function pendingImplementation() view returns(address)
func (veraAccount *VeraAccount) PackPendingImplementation() []byte {
	enc, err := veraAccount.abi.Pack("pendingImplementation")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPendingImplementation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x396f7b23.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function pendingImplementation() view returns(address)
func (veraAccount *VeraAccount) TryPackPendingImplementation() ([]byte, error) {
	return veraAccount.abi.Pack("pendingImplementation")
}

// UnpackPendingImplementation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x396f7b23.
//
// Solidity: function pendingImplementation() view returns(address)
func (veraAccount *VeraAccount) UnpackPendingImplementation(data []byte) (common.Address, error) {
	out, err := veraAccount.abi.Unpack("pendingImplementation", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (veraAccount *VeraAccount) PackProxiableUUID() []byte {
	enc, err := veraAccount.abi.Pack("proxiableUUID")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackProxiableUUID is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x52d1902d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (veraAccount *VeraAccount) TryPackProxiableUUID() ([]byte, error) {
	return veraAccount.abi.Pack("proxiableUUID")
}

// UnpackProxiableUUID is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x52d1902d.
//
// Solidity: function proxiableUUID() view returns(bytes32)
func (veraAccount *VeraAccount) UnpackProxiableUUID(data []byte) ([32]byte, error) {
	out, err := veraAccount.abi.Unpack("proxiableUUID", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackReplaySafeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xce1506be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function replaySafeHash(bytes32 hash) view returns(bytes32)
func (veraAccount *VeraAccount) PackReplaySafeHash(hash [32]byte) []byte {
	enc, err := veraAccount.abi.Pack("replaySafeHash", hash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReplaySafeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xce1506be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function replaySafeHash(bytes32 hash) view returns(bytes32)
func (veraAccount *VeraAccount) TryPackReplaySafeHash(hash [32]byte) ([]byte, error) {
	return veraAccount.abi.Pack("replaySafeHash", hash)
}

// UnpackReplaySafeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xce1506be.
//
// Solidity: function replaySafeHash(bytes32 hash) view returns(bytes32)
func (veraAccount *VeraAccount) UnpackReplaySafeHash(data []byte) ([32]byte, error) {
	out, err := veraAccount.abi.Unpack("replaySafeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackScheduleUpgrade is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c80447a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function scheduleUpgrade(address implementation) returns()
func (veraAccount *VeraAccount) PackScheduleUpgrade(implementation common.Address) []byte {
	enc, err := veraAccount.abi.Pack("scheduleUpgrade", implementation)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackScheduleUpgrade is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0c80447a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function scheduleUpgrade(address implementation) returns()
func (veraAccount *VeraAccount) TryPackScheduleUpgrade(implementation common.Address) ([]byte, error) {
	return veraAccount.abi.Pack("scheduleUpgrade", implementation)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (veraAccount *VeraAccount) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := veraAccount.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (veraAccount *VeraAccount) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return veraAccount.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (veraAccount *VeraAccount) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := veraAccount.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUpgradeReadyAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x034d7b13.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeReadyAt() view returns(uint256)
func (veraAccount *VeraAccount) PackUpgradeReadyAt() []byte {
	enc, err := veraAccount.abi.Pack("upgradeReadyAt")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeReadyAt is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x034d7b13.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeReadyAt() view returns(uint256)
func (veraAccount *VeraAccount) TryPackUpgradeReadyAt() ([]byte, error) {
	return veraAccount.abi.Pack("upgradeReadyAt")
}

// UnpackUpgradeReadyAt is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x034d7b13.
//
// Solidity: function upgradeReadyAt() view returns(uint256)
func (veraAccount *VeraAccount) UnpackUpgradeReadyAt(data []byte) (*big.Int, error) {
	out, err := veraAccount.abi.Unpack("upgradeReadyAt", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (veraAccount *VeraAccount) PackUpgradeToAndCall(newImplementation common.Address, data []byte) []byte {
	enc, err := veraAccount.abi.Pack("upgradeToAndCall", newImplementation, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUpgradeToAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4f1ef286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function upgradeToAndCall(address newImplementation, bytes data) payable returns()
func (veraAccount *VeraAccount) TryPackUpgradeToAndCall(newImplementation common.Address, data []byte) ([]byte, error) {
	return veraAccount.abi.Pack("upgradeToAndCall", newImplementation, data)
}

// PackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256 validationData)
func (veraAccount *VeraAccount) PackValidateUserOp(userOp PackedUserOperation, userOpHash [32]byte, missingAccountFunds *big.Int) []byte {
	enc, err := veraAccount.abi.Pack("validateUserOp", userOp, userOpHash, missingAccountFunds)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidateUserOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19822f7c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256 validationData)
func (veraAccount *VeraAccount) TryPackValidateUserOp(userOp PackedUserOperation, userOpHash [32]byte, missingAccountFunds *big.Int) ([]byte, error) {
	return veraAccount.abi.Pack("validateUserOp", userOp, userOpHash, missingAccountFunds)
}

// UnpackValidateUserOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x19822f7c.
//
// Solidity: function validateUserOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp, bytes32 userOpHash, uint256 missingAccountFunds) returns(uint256 validationData)
func (veraAccount *VeraAccount) UnpackValidateUserOp(data []byte) (*big.Int, error) {
	out, err := veraAccount.abi.Unpack("validateUserOp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWithdrawDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d44560d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawDepositTo(address withdrawAddress, uint256 amount) returns()
func (veraAccount *VeraAccount) PackWithdrawDepositTo(withdrawAddress common.Address, amount *big.Int) []byte {
	enc, err := veraAccount.abi.Pack("withdrawDepositTo", withdrawAddress, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d44560d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawDepositTo(address withdrawAddress, uint256 amount) returns()
func (veraAccount *VeraAccount) TryPackWithdrawDepositTo(withdrawAddress common.Address, amount *big.Int) ([]byte, error) {
	return veraAccount.abi.Pack("withdrawDepositTo", withdrawAddress, amount)
}

// VeraAccountInitialized represents a Initialized event raised by the VeraAccount contract.
type VeraAccountInitialized struct {
	Version uint64
	Raw     *types.Log // Blockchain specific contextual infos
}

const VeraAccountInitializedEventName = "Initialized"

// ContractEventName returns the user-defined event name.
func (VeraAccountInitialized) ContractEventName() string {
	return VeraAccountInitializedEventName
}

// UnpackInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Initialized(uint64 version)
func (veraAccount *VeraAccount) UnpackInitializedEvent(log *types.Log) (*VeraAccountInitialized, error) {
	event := "Initialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != veraAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VeraAccountInitialized)
	if len(log.Data) > 0 {
		if err := veraAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range veraAccount.abi.Events[event].Inputs {
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

// VeraAccountSimpleAccountInitialized represents a SimpleAccountInitialized event raised by the VeraAccount contract.
type VeraAccountSimpleAccountInitialized struct {
	EntryPoint common.Address
	Owner      common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const VeraAccountSimpleAccountInitializedEventName = "SimpleAccountInitialized"

// ContractEventName returns the user-defined event name.
func (VeraAccountSimpleAccountInitialized) ContractEventName() string {
	return VeraAccountSimpleAccountInitializedEventName
}

// UnpackSimpleAccountInitializedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SimpleAccountInitialized(address indexed entryPoint, address indexed owner)
func (veraAccount *VeraAccount) UnpackSimpleAccountInitializedEvent(log *types.Log) (*VeraAccountSimpleAccountInitialized, error) {
	event := "SimpleAccountInitialized"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != veraAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VeraAccountSimpleAccountInitialized)
	if len(log.Data) > 0 {
		if err := veraAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range veraAccount.abi.Events[event].Inputs {
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

// VeraAccountUpgradeCancelled represents a UpgradeCancelled event raised by the VeraAccount contract.
type VeraAccountUpgradeCancelled struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const VeraAccountUpgradeCancelledEventName = "UpgradeCancelled"

// ContractEventName returns the user-defined event name.
func (VeraAccountUpgradeCancelled) ContractEventName() string {
	return VeraAccountUpgradeCancelledEventName
}

// UnpackUpgradeCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UpgradeCancelled(address indexed implementation)
func (veraAccount *VeraAccount) UnpackUpgradeCancelledEvent(log *types.Log) (*VeraAccountUpgradeCancelled, error) {
	event := "UpgradeCancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != veraAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VeraAccountUpgradeCancelled)
	if len(log.Data) > 0 {
		if err := veraAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range veraAccount.abi.Events[event].Inputs {
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

// VeraAccountUpgradeScheduled represents a UpgradeScheduled event raised by the VeraAccount contract.
type VeraAccountUpgradeScheduled struct {
	Implementation common.Address
	ReadyAt        *big.Int
	Raw            *types.Log // Blockchain specific contextual infos
}

const VeraAccountUpgradeScheduledEventName = "UpgradeScheduled"

// ContractEventName returns the user-defined event name.
func (VeraAccountUpgradeScheduled) ContractEventName() string {
	return VeraAccountUpgradeScheduledEventName
}

// UnpackUpgradeScheduledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UpgradeScheduled(address indexed implementation, uint256 readyAt)
func (veraAccount *VeraAccount) UnpackUpgradeScheduledEvent(log *types.Log) (*VeraAccountUpgradeScheduled, error) {
	event := "UpgradeScheduled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != veraAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VeraAccountUpgradeScheduled)
	if len(log.Data) > 0 {
		if err := veraAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range veraAccount.abi.Events[event].Inputs {
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

// VeraAccountUpgraded represents a Upgraded event raised by the VeraAccount contract.
type VeraAccountUpgraded struct {
	Implementation common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const VeraAccountUpgradedEventName = "Upgraded"

// ContractEventName returns the user-defined event name.
func (VeraAccountUpgraded) ContractEventName() string {
	return VeraAccountUpgradedEventName
}

// UnpackUpgradedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Upgraded(address indexed implementation)
func (veraAccount *VeraAccount) UnpackUpgradedEvent(log *types.Log) (*VeraAccountUpgraded, error) {
	event := "Upgraded"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != veraAccount.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(VeraAccountUpgraded)
	if len(log.Data) > 0 {
		if err := veraAccount.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range veraAccount.abi.Events[event].Inputs {
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
func (veraAccount *VeraAccount) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["AddressEmptyCode"].ID.Bytes()[:4]) {
		return veraAccount.UnpackAddressEmptyCodeError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return veraAccount.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return veraAccount.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return veraAccount.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["ERC1967InvalidImplementation"].ID.Bytes()[:4]) {
		return veraAccount.UnpackERC1967InvalidImplementationError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["ERC1967NonPayable"].ID.Bytes()[:4]) {
		return veraAccount.UnpackERC1967NonPayableError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["ExecuteError"].ID.Bytes()[:4]) {
		return veraAccount.UnpackExecuteErrorError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["FailedCall"].ID.Bytes()[:4]) {
		return veraAccount.UnpackFailedCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["InvalidInitialization"].ID.Bytes()[:4]) {
		return veraAccount.UnpackInvalidInitializationError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["NotInitializing"].ID.Bytes()[:4]) {
		return veraAccount.UnpackNotInitializingError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["UUPSUnauthorizedCallContext"].ID.Bytes()[:4]) {
		return veraAccount.UnpackUUPSUnauthorizedCallContextError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["UUPSUnsupportedProxiableUUID"].ID.Bytes()[:4]) {
		return veraAccount.UnpackUUPSUnsupportedProxiableUUIDError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["UpgradeNotReady"].ID.Bytes()[:4]) {
		return veraAccount.UnpackUpgradeNotReadyError(raw[4:])
	}
	if bytes.Equal(raw[:4], veraAccount.abi.Errors["UpgradeNotScheduled"].ID.Bytes()[:4]) {
		return veraAccount.UnpackUpgradeNotScheduledError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// VeraAccountAddressEmptyCode represents a AddressEmptyCode error raised by the VeraAccount contract.
type VeraAccountAddressEmptyCode struct {
	Target common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AddressEmptyCode(address target)
func VeraAccountAddressEmptyCodeErrorID() common.Hash {
	return common.HexToHash("0x9996b315c842ff135b8fc4a08ad5df1c344efbc03d2687aecc0678050d2aac89")
}

// UnpackAddressEmptyCodeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AddressEmptyCode(address target)
func (veraAccount *VeraAccount) UnpackAddressEmptyCodeError(raw []byte) (*VeraAccountAddressEmptyCode, error) {
	out := new(VeraAccountAddressEmptyCode)
	if err := veraAccount.abi.UnpackIntoInterface(out, "AddressEmptyCode", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the VeraAccount contract.
type VeraAccountECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func VeraAccountECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (veraAccount *VeraAccount) UnpackECDSAInvalidSignatureError(raw []byte) (*VeraAccountECDSAInvalidSignature, error) {
	out := new(VeraAccountECDSAInvalidSignature)
	if err := veraAccount.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the VeraAccount contract.
type VeraAccountECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func VeraAccountECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (veraAccount *VeraAccount) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*VeraAccountECDSAInvalidSignatureLength, error) {
	out := new(VeraAccountECDSAInvalidSignatureLength)
	if err := veraAccount.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the VeraAccount contract.
type VeraAccountECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func VeraAccountECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (veraAccount *VeraAccount) UnpackECDSAInvalidSignatureSError(raw []byte) (*VeraAccountECDSAInvalidSignatureS, error) {
	out := new(VeraAccountECDSAInvalidSignatureS)
	if err := veraAccount.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountERC1967InvalidImplementation represents a ERC1967InvalidImplementation error raised by the VeraAccount contract.
type VeraAccountERC1967InvalidImplementation struct {
	Implementation common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func VeraAccountERC1967InvalidImplementationErrorID() common.Hash {
	return common.HexToHash("0x4c9c8ce3ceb3130f17f7cdba48d89b5b0129f266a8bac114e6e315a41879b617")
}

// UnpackERC1967InvalidImplementationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967InvalidImplementation(address implementation)
func (veraAccount *VeraAccount) UnpackERC1967InvalidImplementationError(raw []byte) (*VeraAccountERC1967InvalidImplementation, error) {
	out := new(VeraAccountERC1967InvalidImplementation)
	if err := veraAccount.abi.UnpackIntoInterface(out, "ERC1967InvalidImplementation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountERC1967NonPayable represents a ERC1967NonPayable error raised by the VeraAccount contract.
type VeraAccountERC1967NonPayable struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1967NonPayable()
func VeraAccountERC1967NonPayableErrorID() common.Hash {
	return common.HexToHash("0xb398979fa84f543c8e222f17890372c487baf85e062276c127fef521eea7224b")
}

// UnpackERC1967NonPayableError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1967NonPayable()
func (veraAccount *VeraAccount) UnpackERC1967NonPayableError(raw []byte) (*VeraAccountERC1967NonPayable, error) {
	out := new(VeraAccountERC1967NonPayable)
	if err := veraAccount.abi.UnpackIntoInterface(out, "ERC1967NonPayable", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountExecuteError represents a ExecuteError error raised by the VeraAccount contract.
type VeraAccountExecuteError struct {
	Index *big.Int
	Error []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ExecuteError(uint256 index, bytes error)
func VeraAccountExecuteErrorErrorID() common.Hash {
	return common.HexToHash("0x5a1546750bc344ece535156ebbf17c8a06ed4f348e2e1ed293a251976e2c7047")
}

// UnpackExecuteErrorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ExecuteError(uint256 index, bytes error)
func (veraAccount *VeraAccount) UnpackExecuteErrorError(raw []byte) (*VeraAccountExecuteError, error) {
	out := new(VeraAccountExecuteError)
	if err := veraAccount.abi.UnpackIntoInterface(out, "ExecuteError", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountFailedCall represents a FailedCall error raised by the VeraAccount contract.
type VeraAccountFailedCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedCall()
func VeraAccountFailedCallErrorID() common.Hash {
	return common.HexToHash("0xd6bda27508c0fb6d8a39b4b122878dab26f731a7d4e4abe711dd3731899052a4")
}

// UnpackFailedCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedCall()
func (veraAccount *VeraAccount) UnpackFailedCallError(raw []byte) (*VeraAccountFailedCall, error) {
	out := new(VeraAccountFailedCall)
	if err := veraAccount.abi.UnpackIntoInterface(out, "FailedCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountInvalidInitialization represents a InvalidInitialization error raised by the VeraAccount contract.
type VeraAccountInvalidInitialization struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidInitialization()
func VeraAccountInvalidInitializationErrorID() common.Hash {
	return common.HexToHash("0xf92ee8a957075833165f68c320933b1a1294aafc84ee6e0dd3fb178008f9aaf5")
}

// UnpackInvalidInitializationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidInitialization()
func (veraAccount *VeraAccount) UnpackInvalidInitializationError(raw []byte) (*VeraAccountInvalidInitialization, error) {
	out := new(VeraAccountInvalidInitialization)
	if err := veraAccount.abi.UnpackIntoInterface(out, "InvalidInitialization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountNotInitializing represents a NotInitializing error raised by the VeraAccount contract.
type VeraAccountNotInitializing struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotInitializing()
func VeraAccountNotInitializingErrorID() common.Hash {
	return common.HexToHash("0xd7e6bcf8597daa127dc9f0048d2f08d5ef140a2cb659feabd700beff1f7a8302")
}

// UnpackNotInitializingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotInitializing()
func (veraAccount *VeraAccount) UnpackNotInitializingError(raw []byte) (*VeraAccountNotInitializing, error) {
	out := new(VeraAccountNotInitializing)
	if err := veraAccount.abi.UnpackIntoInterface(out, "NotInitializing", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountUUPSUnauthorizedCallContext represents a UUPSUnauthorizedCallContext error raised by the VeraAccount contract.
type VeraAccountUUPSUnauthorizedCallContext struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnauthorizedCallContext()
func VeraAccountUUPSUnauthorizedCallContextErrorID() common.Hash {
	return common.HexToHash("0xe07c8dba242a06571ac65fe4bbe20522c9fb111cb33599b799ff8039c1ed18f4")
}

// UnpackUUPSUnauthorizedCallContextError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnauthorizedCallContext()
func (veraAccount *VeraAccount) UnpackUUPSUnauthorizedCallContextError(raw []byte) (*VeraAccountUUPSUnauthorizedCallContext, error) {
	out := new(VeraAccountUUPSUnauthorizedCallContext)
	if err := veraAccount.abi.UnpackIntoInterface(out, "UUPSUnauthorizedCallContext", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountUUPSUnsupportedProxiableUUID represents a UUPSUnsupportedProxiableUUID error raised by the VeraAccount contract.
type VeraAccountUUPSUnsupportedProxiableUUID struct {
	Slot [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func VeraAccountUUPSUnsupportedProxiableUUIDErrorID() common.Hash {
	return common.HexToHash("0xaa1d49a4c084bfa9aeeee2a0be65267a7f19ba7e1476b114dac513d2c14cb563")
}

// UnpackUUPSUnsupportedProxiableUUIDError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UUPSUnsupportedProxiableUUID(bytes32 slot)
func (veraAccount *VeraAccount) UnpackUUPSUnsupportedProxiableUUIDError(raw []byte) (*VeraAccountUUPSUnsupportedProxiableUUID, error) {
	out := new(VeraAccountUUPSUnsupportedProxiableUUID)
	if err := veraAccount.abi.UnpackIntoInterface(out, "UUPSUnsupportedProxiableUUID", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountUpgradeNotReady represents a UpgradeNotReady error raised by the VeraAccount contract.
type VeraAccountUpgradeNotReady struct {
	ReadyAt *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UpgradeNotReady(uint256 readyAt)
func VeraAccountUpgradeNotReadyErrorID() common.Hash {
	return common.HexToHash("0x388b3ae9d987ac3f920f01f801cf158aecbc40aed254d6546d0cbc0dae876ab4")
}

// UnpackUpgradeNotReadyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UpgradeNotReady(uint256 readyAt)
func (veraAccount *VeraAccount) UnpackUpgradeNotReadyError(raw []byte) (*VeraAccountUpgradeNotReady, error) {
	out := new(VeraAccountUpgradeNotReady)
	if err := veraAccount.abi.UnpackIntoInterface(out, "UpgradeNotReady", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// VeraAccountUpgradeNotScheduled represents a UpgradeNotScheduled error raised by the VeraAccount contract.
type VeraAccountUpgradeNotScheduled struct {
	Implementation common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UpgradeNotScheduled(address implementation)
func VeraAccountUpgradeNotScheduledErrorID() common.Hash {
	return common.HexToHash("0x6e84556b1aa2a2b36021b2c9fdf6367916380ccb46dbd777b6f39392ddbd4a3b")
}

// UnpackUpgradeNotScheduledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UpgradeNotScheduled(address implementation)
func (veraAccount *VeraAccount) UnpackUpgradeNotScheduledError(raw []byte) (*VeraAccountUpgradeNotScheduled, error) {
	out := new(VeraAccountUpgradeNotScheduled)
	if err := veraAccount.abi.UnpackIntoInterface(out, "UpgradeNotScheduled", raw); err != nil {
		return nil, err
	}
	return out, nil
}
