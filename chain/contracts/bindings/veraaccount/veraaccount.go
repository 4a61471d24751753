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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"anEntryPoint\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"}],\"name\":\"AddressEmptyCode\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ECDSAInvalidSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"ECDSAInvalidSignatureLength\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"s\",\"type\":\"bytes32\"}],\"name\":\"ECDSAInvalidSignatureS\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"ERC1967InvalidImplementation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ERC1967NonPayable\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"error\",\"type\":\"bytes\"}],\"name\":\"ExecuteError\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"FailedCall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidInitialization\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotInitializing\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UUPSUnauthorizedCallContext\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"slot\",\"type\":\"bytes32\"}],\"name\":\"UUPSUnsupportedProxiableUUID\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"version\",\"type\":\"uint64\"}],\"name\":\"Initialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"contractIEntryPoint\",\"name\":\"entryPoint\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"SimpleAccountInitialized\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"implementation\",\"type\":\"address\"}],\"name\":\"Upgraded\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"UPGRADE_INTERFACE_VERSION\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"addDeposit\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryPoint\",\"outputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"execute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"internalType\":\"structBaseAccount.Call[]\",\"name\":\"calls\",\"type\":\"tuple[]\"}],\"name\":\"executeBatch\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"anOwner\",\"type\":\"address\"}],\"name\":\"initialize\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"hash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"isValidSignature\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"uint256[]\",\"name\":\"\",\"type\":\"uint256[]\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155BatchReceived\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC1155Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"name\":\"onERC721Received\",\"outputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"proxiableUUID\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newImplementation\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"upgradeToAndCall\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"userOp\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"missingAccountFunds\",\"type\":\"uint256\"}],\"name\":\"validateUserOp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"validationData\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdrawDepositTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "VeraAccount",
	Bin: "0x60c060405230608052348015610013575f5ffd5b506040516118d83803806118d883398101604081905261003291610101565b6001600160a01b03811660a0528061004861004f565b505061012e565b7ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a00805468010000000000000000900460ff161561009f5760405163f92ee8a960e01b815260040160405180910390fd5b80546001600160401b03908116146100fe5780546001600160401b0319166001600160401b0390811782556040519081527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a15b50565b5f60208284031215610111575f5ffd5b81516001600160a01b0381168114610127575f5ffd5b9392505050565b60805160a05161174a61018e5f395f81816102c7015281816105ac0152818161063001528181610763015281816108ee0152818161097101528181610aa30152610dce01525f8181610bd701528181610c000152610d44015261174a5ff3fe608060405260043610610108575f3560e01c80638da5cb5b11610092578063bc197c8111610062578063bc197c811461030a578063c399ec8814610338578063c4d66de81461034c578063d087d2881461036b578063f23a6e611461037f575f5ffd5b80638da5cb5b14610246578063ad3cb1cc1461027c578063b0d691fe146102b9578063b61d27f6146102eb575f5ffd5b806334fcd5be116100d857806334fcd5be146101d75780634a58db19146101f85780634d44560d146102005780634f1ef2861461021f57806352d1902d14610232575f5ffd5b806301ffc9a714610113578063150b7a02146101475780631626ba7e1461018b57806319822f7c146101aa575f5ffd5b3661010f57005b5f5ffd5b34801561011e575f5ffd5b5061013261012d366004611176565b6103ab565b60405190151581526020015b60405180910390f35b348015610152575f5ffd5b506101726101613660046111f5565b630a85bd0160e11b95945050505050565b6040516001600160e01b0319909116815260200161013e565b348015610196575f5ffd5b506101726101a5366004611262565b6103fc565b3480156101b5575f5ffd5b506101c96101c43660046112a9565b61049c565b60405190815260200161013e565b3480156101e2575f5ffd5b506101f66101f1366004611337565b6104ba565b005b6101f66105aa565b34801561020b575f5ffd5b506101f661021a366004611375565b610626565b6101f661022d3660046113b3565b6106b2565b34801561023d575f5ffd5b506101c96106d1565b348015610251575f5ffd5b505f54610264906001600160a01b031681565b6040516001600160a01b03909116815260200161013e565b348015610287575f5ffd5b506102ac604051806040016040528060058152602001640352e302e360dc1b81525081565b60405161013e91906114a4565b3480156102c4575f5ffd5b507f0000000000000000000000000000000000000000000000000000000000000000610264565b3480156102f6575f5ffd5b506101f66103053660046114b6565b6106ec565b348015610315575f5ffd5b5061017261032436600461150d565b63bc197c8160e01b98975050505050505050565b348015610343575f5ffd5b506101c9610744565b348015610357575f5ffd5b506101f66103663660046115cd565b6107d2565b348015610376575f5ffd5b506101c96108c8565b34801561038a575f5ffd5b506101726103993660046115e8565b63f23a6e6160e01b9695505050505050565b5f6001600160e01b03198216630a85bd0160e11b14806103db57506001600160e01b03198216630271189760e51b145b806103f657506001600160e01b031982166301ffc9a760e01b145b92915050565b5f5f5f61043e8686868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061091d92505050565b5090925090505f8160038111156104575761045761165e565b14801561047057505f546001600160a01b038381169116145b156104875750630b135d3f60e11b91506104959050565b506001600160e01b03199150505b9392505050565b5f6104a5610966565b6104af84846109e0565b905061049582610a53565b6104c2610a98565b805f5b818110156105a457368484838181106104e0576104e0611672565b90506020028101906104f29190611686565b90505f61055061050560208401846115cd565b602084013561051760408601866116a4565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610b24565b90508061059a578360010361056c57610567610b3a565b61059a565b826105765f610b4b565b604051635a15467560e01b81526004016105919291906116e6565b60405180910390fd5b50506001016104c5565b50505050565b7f000000000000000000000000000000000000000000000000000000000000000060405163b760faf960e01b81523060048201526001600160a01b03919091169063b760faf99034906024015f604051808303818588803b15801561060d575f5ffd5b505af115801561061f573d5f5f3e3d5ffd5b5050505050565b61062e610b7c565b7f000000000000000000000000000000000000000000000000000000000000000060405163040b850f60e31b81526001600160a01b03848116600483015260248201849052919091169063205c2878906044015f604051808303815f87803b158015610698575f5ffd5b505af11580156106aa573d5f5f3e3d5ffd5b505050505050565b6106ba610bcc565b6106c382610c70565b6106cd8282610c78565b5050565b5f6106da610d39565b505f51602061171e5f395f51905f5290565b6106f4610a98565b5f610735858585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152505050505a610b24565b90508061061f5761061f610b3a565b6040516370a0823160e01b81523060048201525f906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906370a08231906024015b602060405180830381865afa1580156107a9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906107cd9190611706565b905090565b5f6107db610d82565b805490915060ff600160401b82041615906001600160401b03165f811580156108015750825b90505f826001600160401b0316600114801561081c5750303b155b90508115801561082a575080155b156108485760405163f92ee8a960e01b815260040160405180910390fd5b845467ffffffffffffffff19166001178555831561087257845460ff60401b1916600160401b1785555b61087b86610daa565b83156106aa57845460ff60401b19168555604051600181527fc7f505b2f371ae2175ee4913f4499e1f2633a7b5936321eed1cdaeb6115181d29060200160405180910390a1505050505050565b604051631aab3f0d60e11b81523060048201525f60248201819052906001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016906335567e1a9060440161078e565b5f5f5f8351604103610954576020840151604085015160608601515f1a61094688828585610e18565b95509550955050505061095f565b505081515f91506002905b9250925092565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146109de5760405162461bcd60e51b815260206004820152601c60248201527f6163636f756e743a206e6f742066726f6d20456e747279506f696e74000000006044820152606401610591565b565b5f610a2c826109f36101008601866116a4565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610ee092505050565b5f546001600160a01b03908116911614610a48575060016103f6565b505f92915050565b50565b8015610a50576040515f90339083908381818185875af1925050503d805f811461061f576040519150601f19603f3d011682016040523d82523d5f602084013e61061f565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480610ad857505f546001600160a01b031633145b6109de5760405162461bcd60e51b815260206004820181905260248201527f6163636f756e743a206e6f74204f776e6572206f7220456e747279506f696e746044820152606401610591565b5f5f5f845160208601878987f195945050505050565b6109de610b465f610b4b565b610f08565b60603d8215610b5f5782811115610b5f5750815b604051602082018101604052818152815f602083013e9392505050565b5f546001600160a01b0316331480610b9357503330145b6109de5760405162461bcd60e51b815260206004820152600a60248201526937b7363c9037bbb732b960b11b6044820152606401610591565b306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480610c5257507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316610c465f51602061171e5f395f51905f52546001600160a01b031690565b6001600160a01b031614155b156109de5760405163703e46dd60e11b815260040160405180910390fd5b610a50610b7c565b816001600160a01b03166352d1902d6040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015610cd2575060408051601f3d908101601f19168201909252610ccf91810190611706565b60015b610cfa57604051634c9c8ce360e01b81526001600160a01b0383166004820152602401610591565b5f51602061171e5f395f51905f528114610d2a57604051632a87526960e21b815260048101829052602401610591565b610d348383610f10565b505050565b306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146109de5760405163703e46dd60e11b815260040160405180910390fd5b5f807ff0c57e16840df040f15088dc2f81fe391c3923bec73e23a9662efc9c229c6a006103f6565b5f80546001600160a01b0319166001600160a01b03838116918217835560405191927f0000000000000000000000000000000000000000000000000000000000000000909116917f47e55c76e7a6f1fd8996a1da8008c1ea29699cca35e7bcd057f2dec313b6e5de9190a350565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115610e5157505f91506003905082610ed6565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015610ea2573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116610ecd57505f925060019150829050610ed6565b92505f91508190505b9450945094915050565b5f5f5f5f610eee868661091d565b925092509250610efe8282610f65565b5090949350505050565b805160208201fd5b610f198261101d565b6040516001600160a01b038316907fbc7cd75a20ee27fd9adebab32041f755214dbc6bffa90cc0225b39da2e5c2d3b905f90a2805115610f5d57610d348282611080565b6106cd611120565b5f826003811115610f7857610f7861165e565b03610f81575050565b6001826003811115610f9557610f9561165e565b03610fb35760405163f645eedf60e01b815260040160405180910390fd5b6002826003811115610fc757610fc761165e565b03610fe85760405163fce698f760e01b815260048101829052602401610591565b6003826003811115610ffc57610ffc61165e565b036106cd576040516335e2f38360e21b815260048101829052602401610591565b806001600160a01b03163b5f0361105257604051634c9c8ce360e01b81526001600160a01b0382166004820152602401610591565b5f51602061171e5f395f51905f5280546001600160a01b0319166001600160a01b0392909216919091179055565b60605f61108d848461113f565b90508080156110ae57505f3d11806110ae57505f846001600160a01b03163b115b156110c3576110bb611152565b9150506103f6565b80156110ed57604051639996b31560e01b81526001600160a01b0385166004820152602401610591565b3d15611100576110fb61116b565b611119565b60405163d6bda27560e01b815260040160405180910390fd5b5092915050565b34156109de5760405163b398979f60e01b815260040160405180910390fd5b5f5f5f835160208501865af49392505050565b6040513d81523d5f602083013e3d602001810160405290565b6040513d5f823e3d81fd5b5f60208284031215611186575f5ffd5b81356001600160e01b031981168114610495575f5ffd5b6001600160a01b0381168114610a50575f5ffd5b5f5f83601f8401126111c1575f5ffd5b5081356001600160401b038111156111d7575f5ffd5b6020830191508360208285010111156111ee575f5ffd5b9250929050565b5f5f5f5f5f60808688031215611209575f5ffd5b85356112148161119d565b945060208601356112248161119d565b93506040860135925060608601356001600160401b03811115611245575f5ffd5b611251888289016111b1565b969995985093965092949392505050565b5f5f5f60408486031215611274575f5ffd5b8335925060208401356001600160401b03811115611290575f5ffd5b61129c868287016111b1565b9497909650939450505050565b5f5f5f606084860312156112bb575f5ffd5b83356001600160401b038111156112d0575f5ffd5b840161012081870312156112e2575f5ffd5b95602085013595506040909401359392505050565b5f5f83601f840112611307575f5ffd5b5081356001600160401b0381111561131d575f5ffd5b6020830191508360208260051b85010111156111ee575f5ffd5b5f5f60208385031215611348575f5ffd5b82356001600160401b0381111561135d575f5ffd5b611369858286016112f7565b90969095509350505050565b5f5f60408385031215611386575f5ffd5b82356113918161119d565b946020939093013593505050565b634e487b7160e01b5f52604160045260245ffd5b5f5f604083850312156113c4575f5ffd5b82356113cf8161119d565b915060208301356001600160401b038111156113e9575f5ffd5b8301601f810185136113f9575f5ffd5b80356001600160401b038111156114125761141261139f565b604051601f8201601f19908116603f011681016001600160401b03811182821017156114405761144061139f565b604052818152828201602001871015611457575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6104956020830184611476565b5f5f5f5f606085870312156114c9575f5ffd5b84356114d48161119d565b93506020850135925060408501356001600160401b038111156114f5575f5ffd5b611501878288016111b1565b95989497509550505050565b5f5f5f5f5f5f5f5f60a0898b031215611524575f5ffd5b883561152f8161119d565b9750602089013561153f8161119d565b965060408901356001600160401b03811115611559575f5ffd5b6115658b828c016112f7565b90975095505060608901356001600160401b03811115611583575f5ffd5b61158f8b828c016112f7565b90955093505060808901356001600160401b038111156115ad575f5ffd5b6115b98b828c016111b1565b999c989b5096995094979396929594505050565b5f602082840312156115dd575f5ffd5b81356104958161119d565b5f5f5f5f5f5f60a087890312156115fd575f5ffd5b86356116088161119d565b955060208701356116188161119d565b9450604087013593506060870135925060808701356001600160401b03811115611640575f5ffd5b61164c89828a016111b1565b979a9699509497509295939492505050565b634e487b7160e01b5f52602160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f8235605e1983360301811261169a575f5ffd5b9190910192915050565b5f5f8335601e198436030181126116b9575f5ffd5b8301803591506001600160401b038211156116d2575f5ffd5b6020019150368190038213156111ee575f5ffd5b828152604060208201525f6116fe6040830184611476565b949350505050565b5f60208284031215611716575f5ffd5b505191905056fe360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbca164736f6c6343000825000a",
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
