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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"anEntryPoint\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"ERC1967InvalidImplementation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC1967NonPayable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"error\",\"type\":\"bytes\"}],\"name\":\"ExecuteError\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidInitialization\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInitializing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UUPSUnauthorizedCallContext\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"slot\",\"type\":\"bytes32\"}],\"name\":\"UUPSUnsupportedProxiableUUID\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"version\",\"type\":\"uint64\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"contractIEntryPoint\",\"name\":\"entryPoint\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"SimpleAccountInitialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"UPGRADE_INTERFACE_VERSION\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"addDeposit\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryPoint\",\"outputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"execute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"internalType\":\"structBaseAccount.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"executeBatch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"anOwner\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"isValidSignature\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155BatchReceived\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC721Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"proxiableUUID\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"}],\"name\":\"replaySafeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"upgradeToAndCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"userOp\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"missingAccountFunds\",\"type\":\"uint256\"}],\"name\":\"validateUserOp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"validationData\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdrawDepositTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "VeraAccount",
	Bin: "0x60c060405230608052348015610013575f5ffd5b50604051611bd1380380611bd183398101604081905261003291610101565b6001600160a01b03811660a0528061004861004f565b505061012e565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff161561009f5760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100fe5780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b5f60208284031215610111575f5ffd5b81516001600160a01b0381168114610127575f5ffd5b9392505050565b60805160a051611a4361018e5f395f81816102d20152818161066a015281816106ee0152818161082101528181610ae701528181610b6a01528181610c9c0152610fc701525f8181610dd001528181610df90152610f3d0152611a435ff3fe608060405260043610610113575f3560e01c80638da5cb5b1161009d578063c399ec8811610062578063c399ec8814610343578063c4d66de814610357578063ce1506be14610376578063d087d28814610395578063f23a6e61146103a9575f5ffd5b80638da5cb5b14610251578063ad3cb1cc14610287578063b0d691fe146102c4578063b61d27f6146102f6578063bc197c8114610315575f5ffd5b806334fcd5be116100e357806334fcd5be146101e25780634a58db19146102035780634d44560d1461020b5780634f1ef2861461022a57806352d1902d1461023d575f5ffd5b806301ffc9a71461011e578063150b7a02146101525780631626ba7e1461019657806319822f7c146101b5575f5ffd5b3661011a57005b5f5ffd5b348015610129575f5ffd5b5061013d61013836600461136f565b6103d5565b60405190151581526020015b60405180910390f35b34801561015d575f5ffd5b5061017d61016c3660046113ee565b630a85bd0160e11b95945050505050565b6040516001600160e01b03199091168152602001610149565b3480156101a1575f5ffd5b5061017d6101b036600461145b565b610426565b3480156101c0575f5ffd5b506101d46101cf3660046114a2565b61055a565b604051908152602001610149565b3480156101ed575f5ffd5b506102016101fc366004611530565b610578565b005b610201610668565b348015610216575f5ffd5b5061020161022536600461156e565b6106e4565b610201610238366004611635565b610770565b348015610248575f5ffd5b506101d461078f565b34801561025c575f5ffd5b505f5461026f906001600160a01b031681565b6040516001600160a01b039091168152602001610149565b348015610292575f5ffd5b506102b7604051806040016040528060058152602001640352e302e360dc1b81525081565b60405161014991906116af565b3480156102cf575f5ffd5b507f000000000000000000000000000000000000000000000000000000000000000061026f565b348015610301575f5ffd5b506102016103103660046116c1565b6107aa565b348015610320575f5ffd5b5061017d61032f366004611718565b63bc197c8160e01b98975050505050505050565b34801561034e575f5ffd5b506101d4610802565b348015610362575f5ffd5b506102016103713660046117d8565b610890565b348015610381575f5ffd5b506101d46103903660046117f3565b610986565b3480156103a0575f5ffd5b506101d4610ac1565b3480156103b4575f5ffd5b5061017d6103c336600461180a565b63f23a6e6160e01b9695505050505050565b5f6001600160e01b03198216630a85bd0160e11b148061040557506001600160e01b03198216630271189760e51b145b8061042057506001600160e01b031982166301ffc9a760e01b145b92915050565b5f5f83838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152509293508592505060208211905080156104b257507f6492649264926492649264926492649264926492649264926492649264926492858561049c602085611880565b6104a792829061189f565b6104b0916118c6565b145b156104e457845f856104c5602085611880565b926104d29392919061189f565b8101906104df91906118e3565b935050505b5f5f6104f86104f289610986565b85610b16565b5090925090505f81600381111561051157610511611957565b14801561052a57505f546001600160a01b038381169116145b156105435750630b135d3f60e11b935061055392505050565b506001600160e01b031993505050505b9392505050565b5f610563610b5f565b61056d8484610bd9565b905061055382610c4c565b610580610c91565b805f5b81811015610662573684848381811061059e5761059e61196b565b90506020028101906105b0919061197f565b90505f61060e6105c360208401846117d8565b60208401356105d5604086018661199d565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610d1d565b905080610658578360010361062a57610625610d33565b610658565b826106345f610d44565b604051635a15467560e01b815260040161064f9291906119df565b60405180910390fd5b5050600101610583565b50505050565b7f000000000000000000000000000000000000000000000000000000000000000060405163b760faf960e01b81523060048201526001600160a01b03919091169063b760faf99034906024015f604051808303818588803b1580156106cb575f5ffd5b505af11580156106dd573d5f5f3e3d5ffd5b5050505050565b6106ec610d75565b7f000000000000000000000000000000000000000000000000000000000000000060405163040b850f60e31b81526001600160a01b03848116600483015260248201849052919091169063205c2878906044015f604051808303815f87803b158015610756575f5ffd5b505af1158015610768573d5f5f3e3d5ffd5b505050505050565b610778610dc5565b61078182610e69565b61078b8282610e71565b5050565b5f610798610f32565b505f516020611a175f395f51905f5290565b6107b2610c91565b5f6107f3858585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610d1d565b9050806106dd576106dd610d33565b6040516370a0823160e01b81523060048201525f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906370a08231906024015b602060405180830381865afa158015610867573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061088b91906119ff565b905090565b5f610899610f7b565b805490915060ff600160401b82041615906001600160401b03165f811580156108bf5750825b90505f826001600160401b031660011480156108da5750303b155b9050811580156108e8575080155b156109065760405163f92ee8a960e01b815260040160405180910390fd5b845467ffffffffffffffff19166001178555831561093057845460ff60401b1916600160401b1785555b61093986610fa3565b831561076857845460ff60401b19168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a1505050505050565b604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527feefa58069b8e44b8d9db064eadc327871037ca8a73f06e2c09ef3aeb2f177c3b918101919091527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a08201525f90819060c001604051602081830303815290604052805190602001209050807f2705873da82ac52baa881ea09a2dd57cf50e4bcfb1f3d0fb2e959a623afb611884604051602001610a66929190918252602082015260400190565b60405160208183030381529060405280519060200120604051602001610aa392919061190160f01b81526002810192909252602282015260420190565b60405160208183030381529060405280519060200120915050919050565b604051631aab3f0d60e11b81523060048201525f60248201819052906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906335567e1a9060440161084c565b5f5f5f8351604103610b4d576020840151604085015160608601515f1a610b3f88828585611011565b955095509550505050610b58565b505081515f91506002905b9250925092565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610bd75760405162461bcd60e51b815260206004820152601c60248201527f6163636f756e743a206e6f742066726f6d20456e747279506f696e7400000000604482015260640161064f565b565b5f610c2582610bec61010086018661199d565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152506110d992505050565b5f546001600160a01b03908116911614610c4157506001610420565b505f92915050565b50565b8015610c49576040515f90339083908381818185875af1925050503d805f81146106dd576040519150601f19603f3d011682016040523d82523d5f602084013e6106dd565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480610cd157505f546001600160a01b031633145b610bd75760405162461bcd60e51b815260206004820181905260248201527f6163636f756e743a206e6f74204f776e6572206f7220456e747279506f696e74604482015260640161064f565b5f5f5f845160208601878987f195945050505050565b610bd7610d3f5f610d44565b611101565b60603d8215610d585782811115610d585750815b604051602082018101604052818152815f602083013e9392505050565b5f546001600160a01b0316331480610d8c57503330145b610bd75760405162461bcd60e51b815260206004820152600a60248201526937b7363c9037bbb732b960b11b604482015260640161064f565b306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480610e4b57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316610e3f5f516020611a175f395f51905f52546001600160a01b031690565b6001600160a01b031614155b15610bd75760405163703e46dd60e11b815260040160405180910390fd5b610c49610d75565b816001600160a01b03166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015610ecb575060408051601f3d908101601f19168201909252610ec8918101906119ff565b60015b610ef357604051634c9c8ce360e01b81526001600160a01b038316600482015260240161064f565b5f516020611a175f395f51905f528114610f2357604051632a87526960e21b81526004810182905260240161064f565b610f2d8383611109565b505050565b306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614610bd75760405163703e46dd60e11b815260040160405180910390fd5b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00610420565b5f80546001600160a01b0319166001600160a01b03838116918217835560405191927f0000000000000000000000000000000000000000000000000000000000000000909116917f47e55c76e7a6f1fd8996a1da8008c1ea29699cca35e7bcd057f2dec313b6e5de9190a350565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561104a57505f915060039050826110cf565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561109b573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166110c657505f9250600191508290506110cf565b92505f91508190505b9450945094915050565b5f5f5f5f6110e78686610b16565b9250925092506110f7828261115e565b5090949350505050565b805160208201fd5b61111282611216565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a280511561115657610f2d8282611279565b61078b611319565b5f82600381111561117157611171611957565b0361117a575050565b600182600381111561118e5761118e611957565b036111ac5760405163f645eedf60e01b815260040160405180910390fd5b60028260038111156111c0576111c0611957565b036111e15760405163fce698f760e01b81526004810182905260240161064f565b60038260038111156111f5576111f5611957565b0361078b576040516335e2f38360e21b81526004810182905260240161064f565b806001600160a01b03163b5f0361124b57604051634c9c8ce360e01b81526001600160a01b038216600482015260240161064f565b5f516020611a175f395f51905f5280546001600160a01b0319166001600160a01b0392909216919091179055565b60605f6112868484611338565b90508080156112a757505f3d11806112a757505f846001600160a01b03163b115b156112bc576112b461134b565b915050610420565b80156112e657604051639996b31560e01b81526001600160a01b038516600482015260240161064f565b3d156112f9576112f4611364565b611312565b60405163d6bda27560e01b815260040160405180910390fd5b5092915050565b3415610bd75760405163b398979f60e01b815260040160405180910390fd5b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b5f6020828403121561137f575f5ffd5b81356001600160e01b031981168114610553575f5ffd5b6001600160a01b0381168114610c49575f5ffd5b5f5f83601f8401126113ba575f5ffd5b5081356001600160401b038111156113d0575f5ffd5b6020830191508360208285010111156113e7575f5ffd5b9250929050565b5f5f5f5f5f60808688031215611402575f5ffd5b853561140d81611396565b9450602086013561141d81611396565b93506040860135925060608601356001600160401b0381111561143e575f5ffd5b61144a888289016113aa565b969995985093965092949392505050565b5f5f5f6040848603121561146d575f5ffd5b8335925060208401356001600160401b03811115611489575f5ffd5b611495868287016113aa565b9497909650939450505050565b5f5f5f606084860312156114b4575f5ffd5b83356001600160401b038111156114c9575f5ffd5b840161012081870312156114db575f5ffd5b95602085013595506040909401359392505050565b5f5f83601f840112611500575f5ffd5b5081356001600160401b03811115611516575f5ffd5b6020830191508360208260051b85010111156113e7575f5ffd5b5f5f60208385031215611541575f5ffd5b82356001600160401b03811115611556575f5ffd5b611562858286016114f0565b90969095509350505050565b5f5f6040838503121561157f575f5ffd5b823561158a81611396565b946020939093013593505050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f8301126115bb575f5ffd5b81356001600160401b038111156115d4576115d4611598565b604051601f8201601f19908116603f011681016001600160401b038111828210171561160257611602611598565b604052818152838201602001851015611619575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f60408385031215611646575f5ffd5b823561165181611396565b915060208301356001600160401b0381111561166b575f5ffd5b611677858286016115ac565b9150509250929050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6105536020830184611681565b5f5f5f5f606085870312156116d4575f5ffd5b84356116df81611396565b93506020850135925060408501356001600160401b03811115611700575f5ffd5b61170c878288016113aa565b95989497509550505050565b5f5f5f5f5f5f5f5f60a0898b03121561172f575f5ffd5b883561173a81611396565b9750602089013561174a81611396565b965060408901356001600160401b03811115611764575f5ffd5b6117708b828c016114f0565b90975095505060608901356001600160401b0381111561178e575f5ffd5b61179a8b828c016114f0565b90955093505060808901356001600160401b038111156117b8575f5ffd5b6117c48b828c016113aa565b999c989b5096995094979396929594505050565b5f602082840312156117e8575f5ffd5b813561055381611396565b5f60208284031215611803575f5ffd5b5035919050565b5f5f5f5f5f5f60a0878903121561181f575f5ffd5b863561182a81611396565b9550602087013561183a81611396565b9450604087013593506060870135925060808701356001600160401b03811115611862575f5ffd5b61186e89828a016113aa565b979a9699509497509295939492505050565b8181038181111561042057634e487b7160e01b5f52601160045260245ffd5b5f5f858511156118ad575f5ffd5b838611156118b9575f5ffd5b5050820193919092039150565b80356020831015610420575f19602084900360031b1b1692915050565b5f5f5f606084860312156118f5575f5ffd5b833561190081611396565b925060208401356001600160401b0381111561191a575f5ffd5b611926868287016115ac565b92505060408401356001600160401b03811115611941575f5ffd5b61194d868287016115ac565b9150509250925092565b634e487b7160e01b5f52602160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f8235605e19833603018112611993575f5ffd5b9190910192915050565b5f5f8335601e198436030181126119b2575f5ffd5b8301803591506001600160401b038211156119cb575f5ffd5b6020019150368190038213156113e7575f5ffd5b828152604060208201525f6119f76040830184611681565b949350505050565b5f60208284031215611a0f575f5ffd5b505191905056fe360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbca164736f6c6343000825000a",
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
