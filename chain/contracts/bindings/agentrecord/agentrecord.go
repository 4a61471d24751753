// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package agentrecord

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

// AgentRecordMetaData contains all meta data concerning the AgentRecord contract.
var AgentRecordMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"signer\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"identityRegistry_\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId_\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"settlement_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"usdg_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recovered\",\"type\":\"address\"}],\"name\":\"BadSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"}],\"name\":\"CallerNotUser\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InferenceExpired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"planId\",\"type\":\"bytes32\"}],\"name\":\"PlanAlreadyRecorded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"planId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"recHash\",\"type\":\"bytes32\"}],\"name\":\"PlanNotFromAllocation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint16\",\"name\":\"assessed\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxRisk\",\"type\":\"uint16\"}],\"name\":\"RiskCeilingBreached\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"claimedUsd\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"settledUsd\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"claimedLegs\",\"type\":\"uint16\"},{\"internalType\":\"uint256\",\"name\":\"settledLegs\",\"type\":\"uint256\"}],\"name\":\"SpendNotSettled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"UnknownAgent\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousSigner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newSigner\",\"type\":\"address\"}],\"name\":\"AgentSignerRotated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"planId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"usdSpent\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"legCount\",\"type\":\"uint16\"}],\"name\":\"AllocationExecuted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"planId\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"recHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"assessedRisk\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint16\",\"name\":\"maxRisk\",\"type\":\"uint16\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"name\":\"RecommendationCommitted\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"RISK_INFERENCE_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VALIDITY\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"agentId\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"agentSigner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"executedCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"identityRegistry\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"planId\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"assessedRisk\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxRisk\",\"type\":\"uint16\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"}],\"name\":\"inferenceDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"recHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"requestTime\",\"type\":\"uint256\"}],\"name\":\"planIdOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes32\",\"name\":\"planId\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"recHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint16\",\"name\":\"assessedRisk\",\"type\":\"uint16\"},{\"internalType\":\"uint16\",\"name\":\"maxRisk\",\"type\":\"uint16\"},{\"internalType\":\"uint256\",\"name\":\"expiry\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"agentId_\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"usdSpent\",\"type\":\"uint256\"},{\"internalType\":\"uint16\",\"name\":\"legCount\",\"type\":\"uint16\"}],\"name\":\"record\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"name\":\"recorded\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newSigner\",\"type\":\"address\"}],\"name\":\"rotateSigner\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"settlement\",\"outputs\":[{\"internalType\":\"contractISpendTally\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalExecutedUsd\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalRecommendations\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdg\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "AgentRecord",
	Bin: "0x6101e0604052348015610010575f5ffd5b5060405161144438038061144483398101604081905261002f91610264565b604080518082018252600b81526a1059d95b9d149958dbdc9960aa1b602080830191909152825180840190935260018352603160f81b9083015290826001600160a01b03811661009957604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100a2816101bd565b506100ac8261020c565b610120526100b98161020c565b61014052815160208084019190912060e052815190820120610100524660a05261014560e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c052600380546001600160a01b0319166001600160a01b03888116918217909255868216610180526101608690528482166101a0529083166101c0526040515f907f495833e46be71b9297b7be035113abddf628b43d27ff51a7ebbdfe969e496fd0908290a3505050505050610328565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f5f829050601f81511115610236578260405163305a27a960e01b815260040161009091906102cd565b805161024182610302565b179392505050565b80516001600160a01b038116811461025f575f5ffd5b919050565b5f5f5f5f5f5f60c08789031215610279575f5ffd5b61028287610249565b955061029060208801610249565b9450604087015193506102a560608801610249565b92506102b360808801610249565b91506102c160a08801610249565b90509295509295509295565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610322575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c05161108e6103b65f395f81816102ff01526109c301525f81816101f001526109f301525f61019301525f81816102b201526108c901525f61077401525f61074901525f610bd001525f610ba801525f610b0301525f610b2d01525f610b57015261108e5ff3fe608060405234801561000f575f5ffd5b5060043610610127575f3560e01c8063a96c7ea5116100a9578063e84f43b71161006e578063e84f43b7146102ad578063f2fde38b146102d4578063f4e2592b146102e7578063f5b91b7b146102fa578063f698da2514610321575f5ffd5b8063a96c7ea514610258578063ba1fb6e814610261578063bacd2e971461026a578063d53780d714610273578063dc6cb29d14610286575f5ffd5b806351160630116100ef57806351160630146101eb578063715018a61461021257806384b0196e1461021a5780638da5cb5b1461023557806391cf70a514610245575f5ffd5b806304f55d861461012b5780630e8ce4131461016d578063134e18f41461018e5780631d06f695146101cd5780633f97d995146101e2575b5f5ffd5b610158610139366004610db0565b600460209081525f928352604080842090915290825290205460ff1681565b60405190151581526020015b60405180910390f35b61018061017b366004610de9565b610329565b604051908152602001610164565b6101b57f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610164565b6101e06101db366004610e2a565b61039f565b005b61018061038481565b6101b57f000000000000000000000000000000000000000000000000000000000000000081565b6101e0610402565b610222610415565b6040516101649796959493929190610e78565b5f546001600160a01b03166101b5565b610180610253366004610f0e565b610457565b61018060075481565b61018060055481565b61018060065481565b6101e0610281366004610f2e565b610486565b6101807fab824230d70ebd9c4986947b9976cb7ee1269e0f61d3f879663e48047570824081565b6101807f000000000000000000000000000000000000000000000000000000000000000081565b6101e06102e2366004610e2a565b610650565b6003546101b5906001600160a01b031681565b6101b57f000000000000000000000000000000000000000000000000000000000000000081565b61018061068d565b604080517fab824230d70ebd9c4986947b9976cb7ee1269e0f61d3f879663e480475708240602082015290810185905261ffff80851660608301528316608082015260a081018290525f906103969060c0016040516020818303038152906040528051906020012061069b565b95945050505050565b6103a76106c7565b6003546040516001600160a01b038084169216907f495833e46be71b9297b7be035113abddf628b43d27ff51a7ebbdfe969e496fd0905f90a3600380546001600160a01b0319166001600160a01b0392909216919091179055565b61040a6106c7565b6104135f6106f3565b565b5f6060805f5f5f6060610426610742565b61042e61076d565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b604080516020808201859052818301849052825180830384018152606090920190925280519101205b92915050565b6104978b8b8b8b8b8b8b8b8b610798565b5f5f6104a2866109a4565b9150915083821415806104b957508261ffff168114155b156104f7576040516365636df160e11b8152600481018590526024810183905261ffff84166044820152606481018290526084015b60405180910390fd5b600160045f886001600160a01b03166001600160a01b031681526020019081526020015f205f8f81526020019081526020015f205f6101000a81548160ff02191690831515021790555060055f81548092919061055390611021565b919050555084866001600160a01b03168e7fc274fdd0fbf379d5db2c4746b5ff75674b51d7fd5610d35768b262624a8b1c5c8f8f8f8f6040516105b4949392919093845261ffff928316602085015291166040830152606082015260800190565b60405180910390a481156106415760068054905f6105d183611021565b91905055508160075f8282546105e79190611039565b9250508190555084866001600160a01b03168e7f44512bf8783be22799013b0be93dbef0e4e06c091f217b8709e49b391f084928858760405161063892919091825261ffff16602082015260400190565b60405180910390a45b50505050505050505050505050565b6106586106c7565b6001600160a01b03811661068157604051631e4fbdf760e01b81525f60048201526024016104ee565b61068a816106f3565b50565b5f610696610af7565b905090565b5f6104806106a7610af7565b8360405161190160f01b8152600281019290925260228201526042902090565b5f546001600160a01b031633146104135760405163118cdaa760e01b81523360048201526024016104ee565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60606106967f0000000000000000000000000000000000000000000000000000000000000000610c20565b60606106967f0000000000000000000000000000000000000000000000000000000000000000610c20565b844211156107b957604051639c31c0f960e01b815260040160405180910390fd5b8561ffff168761ffff1611156107f05760405163034c859360e01b815261ffff8089166004830152871660248201526044016104ee565b5f61083b6108008b8a8a8a610329565b86868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610c5d92505050565b50506003549091506001600160a01b03808316911614158061086457506001600160a01b038116155b1561088d576040516313a5cdbf60e31b81526001600160a01b03821660048201526024016104ee565b336001600160a01b038416146108c75760405163cf408fa360e01b81523360048201526001600160a01b03841660248201526044016104ee565b7f0000000000000000000000000000000000000000000000000000000000000000821461090a57604051637b65190b60e01b8152600481018390526024016104ee565b6103848610806109295750896109268a6102536103848a61104c565b14155b15610951576040516372a1c87f60e01b8152600481018b9052602481018a90526044016104ee565b6001600160a01b0383165f9081526004602090815260408083208d845290915290205460ff16156109985760405163138abebb60e21b8152600481018b90526024016104ee565b50505050505050505050565b604051636b5ad08760e01b81526001600160a01b0382811660048301527f0000000000000000000000000000000000000000000000000000000000000000811660248301525f918291829182917f00000000000000000000000000000000000000000000000000000000000000001690636b5ad087906044016040805180830381865afa158015610a37573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a5b919061105f565b604080516001600160a01b03891660208201528082019190915260136060820152721059d95b9d149958dbdc990b98dbdd5b9d1959606a1b608082015291935091505f9060a00160408051601f1981840301815291905280516020909101209050805c600182015c81851115610adb57610ad5828661104c565b965084835d5b610ae5818561104c565b955083600184015d5050505050915091565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015610b4f57507f000000000000000000000000000000000000000000000000000000000000000046145b15610b7957507f000000000000000000000000000000000000000000000000000000000000000090565b610696604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60605f610c2c83610ca6565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f5f5f8351604103610c94576020840151604085015160608601515f1a610c8688828585610ccd565b955095509550505050610c9f565b505081515f91506002905b9250925092565b5f60ff8216601f81111561048057604051632cd44ac360e21b815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115610d0657505f91506003905082610d8b565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015610d57573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116610d8257505f925060019150829050610d8b565b92505f91508190505b9450945094915050565b80356001600160a01b0381168114610dab575f5ffd5b919050565b5f5f60408385031215610dc1575f5ffd5b610dca83610d95565b946020939093013593505050565b803561ffff81168114610dab575f5ffd5b5f5f5f5f60808587031215610dfc575f5ffd5b84359350610e0c60208601610dd8565b9250610e1a60408601610dd8565b9396929550929360600135925050565b5f60208284031215610e3a575f5ffd5b610e4382610d95565b9392505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f610e9660e0830189610e4a565b8281036040840152610ea88189610e4a565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015610efd578351835260209384019390920191600101610edf565b50909b9a5050505050505050505050565b5f5f60408385031215610f1f575f5ffd5b50508035926020909101359150565b5f5f5f5f5f5f5f5f5f5f5f6101408c8e031215610f49575f5ffd5b8b359a5060208c01359950610f6060408d01610dd8565b9850610f6e60608d01610dd8565b975060808c0135965060a08c013567ffffffffffffffff811115610f90575f5ffd5b8c01601f81018e13610fa0575f5ffd5b803567ffffffffffffffff811115610fb6575f5ffd5b8e6020828401011115610fc7575f5ffd5b60209190910196509450610fdd60c08d01610d95565b935060e08c013592506101008c01359150610ffb6101208d01610dd8565b90509295989b509295989b9093969950565b634e487b7160e01b5f52601160045260245ffd5b5f600182016110325761103261100d565b5060010190565b808201808211156104805761048061100d565b818103818111156104805761048061100d565b5f5f60408385031215611070575f5ffd5b50508051602090910151909290915056fea164736f6c6343000825000a",
}

// AgentRecord is an auto generated Go binding around an Ethereum contract.
type AgentRecord struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AgentRecord) GetABI() abi.ABI {
	return c.abi
}

// NewAgentRecord creates a new instance of AgentRecord.
func NewAgentRecord() *AgentRecord {
	parsed, err := AgentRecordMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AgentRecord{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AgentRecord) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address signer, address identityRegistry_, uint256 agentId_, address settlement_, address usdg_, address owner_) returns()
func (agentRecord *AgentRecord) PackConstructor(signer common.Address, identityRegistry_ common.Address, agentId_ *big.Int, settlement_ common.Address, usdg_ common.Address, owner_ common.Address) []byte {
	enc, err := agentRecord.abi.Pack("", signer, identityRegistry_, agentId_, settlement_, usdg_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackRISKINFERENCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc6cb29d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function RISK_INFERENCE_TYPEHASH() view returns(bytes32)
func (agentRecord *AgentRecord) PackRISKINFERENCETYPEHASH() []byte {
	enc, err := agentRecord.abi.Pack("RISK_INFERENCE_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRISKINFERENCETYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdc6cb29d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function RISK_INFERENCE_TYPEHASH() view returns(bytes32)
func (agentRecord *AgentRecord) TryPackRISKINFERENCETYPEHASH() ([]byte, error) {
	return agentRecord.abi.Pack("RISK_INFERENCE_TYPEHASH")
}

// UnpackRISKINFERENCETYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdc6cb29d.
//
// Solidity: function RISK_INFERENCE_TYPEHASH() view returns(bytes32)
func (agentRecord *AgentRecord) UnpackRISKINFERENCETYPEHASH(data []byte) ([32]byte, error) {
	out, err := agentRecord.abi.Unpack("RISK_INFERENCE_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackVALIDITY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f97d995.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VALIDITY() view returns(uint256)
func (agentRecord *AgentRecord) PackVALIDITY() []byte {
	enc, err := agentRecord.abi.Pack("VALIDITY")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVALIDITY is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f97d995.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VALIDITY() view returns(uint256)
func (agentRecord *AgentRecord) TryPackVALIDITY() ([]byte, error) {
	return agentRecord.abi.Pack("VALIDITY")
}

// UnpackVALIDITY is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3f97d995.
//
// Solidity: function VALIDITY() view returns(uint256)
func (agentRecord *AgentRecord) UnpackVALIDITY(data []byte) (*big.Int, error) {
	out, err := agentRecord.abi.Unpack("VALIDITY", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAgentId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe84f43b7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agentId() view returns(uint256)
func (agentRecord *AgentRecord) PackAgentId() []byte {
	enc, err := agentRecord.abi.Pack("agentId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe84f43b7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agentId() view returns(uint256)
func (agentRecord *AgentRecord) TryPackAgentId() ([]byte, error) {
	return agentRecord.abi.Pack("agentId")
}

// UnpackAgentId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe84f43b7.
//
// Solidity: function agentId() view returns(uint256)
func (agentRecord *AgentRecord) UnpackAgentId(data []byte) (*big.Int, error) {
	out, err := agentRecord.abi.Unpack("agentId", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAgentSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf4e2592b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agentSigner() view returns(address)
func (agentRecord *AgentRecord) PackAgentSigner() []byte {
	enc, err := agentRecord.abi.Pack("agentSigner")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf4e2592b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agentSigner() view returns(address)
func (agentRecord *AgentRecord) TryPackAgentSigner() ([]byte, error) {
	return agentRecord.abi.Pack("agentSigner")
}

// UnpackAgentSigner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf4e2592b.
//
// Solidity: function agentSigner() view returns(address)
func (agentRecord *AgentRecord) UnpackAgentSigner(data []byte) (common.Address, error) {
	out, err := agentRecord.abi.Unpack("agentSigner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (agentRecord *AgentRecord) PackDomainSeparator() []byte {
	enc, err := agentRecord.abi.Pack("domainSeparator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (agentRecord *AgentRecord) TryPackDomainSeparator() ([]byte, error) {
	return agentRecord.abi.Pack("domainSeparator")
}

// UnpackDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (agentRecord *AgentRecord) UnpackDomainSeparator(data []byte) ([32]byte, error) {
	out, err := agentRecord.abi.Unpack("domainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (agentRecord *AgentRecord) PackEip712Domain() []byte {
	enc, err := agentRecord.abi.Pack("eip712Domain")
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
func (agentRecord *AgentRecord) TryPackEip712Domain() ([]byte, error) {
	return agentRecord.abi.Pack("eip712Domain")
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
func (agentRecord *AgentRecord) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := agentRecord.abi.Unpack("eip712Domain", data)
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

// PackExecutedCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbacd2e97.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function executedCount() view returns(uint256)
func (agentRecord *AgentRecord) PackExecutedCount() []byte {
	enc, err := agentRecord.abi.Pack("executedCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExecutedCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbacd2e97.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function executedCount() view returns(uint256)
func (agentRecord *AgentRecord) TryPackExecutedCount() ([]byte, error) {
	return agentRecord.abi.Pack("executedCount")
}

// UnpackExecutedCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbacd2e97.
//
// Solidity: function executedCount() view returns(uint256)
func (agentRecord *AgentRecord) UnpackExecutedCount(data []byte) (*big.Int, error) {
	out, err := agentRecord.abi.Unpack("executedCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134e18f4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function identityRegistry() view returns(address)
func (agentRecord *AgentRecord) PackIdentityRegistry() []byte {
	enc, err := agentRecord.abi.Pack("identityRegistry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIdentityRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x134e18f4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function identityRegistry() view returns(address)
func (agentRecord *AgentRecord) TryPackIdentityRegistry() ([]byte, error) {
	return agentRecord.abi.Pack("identityRegistry")
}

// UnpackIdentityRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x134e18f4.
//
// Solidity: function identityRegistry() view returns(address)
func (agentRecord *AgentRecord) UnpackIdentityRegistry(data []byte) (common.Address, error) {
	out, err := agentRecord.abi.Unpack("identityRegistry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackInferenceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e8ce413.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function inferenceDigest(bytes32 planId, uint16 assessedRisk, uint16 maxRisk, uint256 expiry) view returns(bytes32)
func (agentRecord *AgentRecord) PackInferenceDigest(planId [32]byte, assessedRisk uint16, maxRisk uint16, expiry *big.Int) []byte {
	enc, err := agentRecord.abi.Pack("inferenceDigest", planId, assessedRisk, maxRisk, expiry)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInferenceDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0e8ce413.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function inferenceDigest(bytes32 planId, uint16 assessedRisk, uint16 maxRisk, uint256 expiry) view returns(bytes32)
func (agentRecord *AgentRecord) TryPackInferenceDigest(planId [32]byte, assessedRisk uint16, maxRisk uint16, expiry *big.Int) ([]byte, error) {
	return agentRecord.abi.Pack("inferenceDigest", planId, assessedRisk, maxRisk, expiry)
}

// UnpackInferenceDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0e8ce413.
//
// Solidity: function inferenceDigest(bytes32 planId, uint16 assessedRisk, uint16 maxRisk, uint256 expiry) view returns(bytes32)
func (agentRecord *AgentRecord) UnpackInferenceDigest(data []byte) ([32]byte, error) {
	out, err := agentRecord.abi.Unpack("inferenceDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8da5cb5b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owner() view returns(address)
func (agentRecord *AgentRecord) PackOwner() []byte {
	enc, err := agentRecord.abi.Pack("owner")
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
func (agentRecord *AgentRecord) TryPackOwner() ([]byte, error) {
	return agentRecord.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (agentRecord *AgentRecord) UnpackOwner(data []byte) (common.Address, error) {
	out, err := agentRecord.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPlanIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91cf70a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function planIdOf(bytes32 recHash, uint256 requestTime) pure returns(bytes32)
func (agentRecord *AgentRecord) PackPlanIdOf(recHash [32]byte, requestTime *big.Int) []byte {
	enc, err := agentRecord.abi.Pack("planIdOf", recHash, requestTime)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPlanIdOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x91cf70a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function planIdOf(bytes32 recHash, uint256 requestTime) pure returns(bytes32)
func (agentRecord *AgentRecord) TryPackPlanIdOf(recHash [32]byte, requestTime *big.Int) ([]byte, error) {
	return agentRecord.abi.Pack("planIdOf", recHash, requestTime)
}

// UnpackPlanIdOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x91cf70a5.
//
// Solidity: function planIdOf(bytes32 recHash, uint256 requestTime) pure returns(bytes32)
func (agentRecord *AgentRecord) UnpackPlanIdOf(data []byte) ([32]byte, error) {
	out, err := agentRecord.abi.Unpack("planIdOf", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd53780d7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function record(bytes32 planId, bytes32 recHash, uint16 assessedRisk, uint16 maxRisk, uint256 expiry, bytes signature, address user, uint256 agentId_, uint256 usdSpent, uint16 legCount) returns()
func (agentRecord *AgentRecord) PackRecord(planId [32]byte, recHash [32]byte, assessedRisk uint16, maxRisk uint16, expiry *big.Int, signature []byte, user common.Address, agentId *big.Int, usdSpent *big.Int, legCount uint16) []byte {
	enc, err := agentRecord.abi.Pack("record", planId, recHash, assessedRisk, maxRisk, expiry, signature, user, agentId, usdSpent, legCount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd53780d7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function record(bytes32 planId, bytes32 recHash, uint16 assessedRisk, uint16 maxRisk, uint256 expiry, bytes signature, address user, uint256 agentId_, uint256 usdSpent, uint16 legCount) returns()
func (agentRecord *AgentRecord) TryPackRecord(planId [32]byte, recHash [32]byte, assessedRisk uint16, maxRisk uint16, expiry *big.Int, signature []byte, user common.Address, agentId *big.Int, usdSpent *big.Int, legCount uint16) ([]byte, error) {
	return agentRecord.abi.Pack("record", planId, recHash, assessedRisk, maxRisk, expiry, signature, user, agentId, usdSpent, legCount)
}

// PackRecorded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04f55d86.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function recorded(address , bytes32 ) view returns(bool)
func (agentRecord *AgentRecord) PackRecorded(arg0 common.Address, arg1 [32]byte) []byte {
	enc, err := agentRecord.abi.Pack("recorded", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRecorded is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x04f55d86.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function recorded(address , bytes32 ) view returns(bool)
func (agentRecord *AgentRecord) TryPackRecorded(arg0 common.Address, arg1 [32]byte) ([]byte, error) {
	return agentRecord.abi.Pack("recorded", arg0, arg1)
}

// UnpackRecorded is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x04f55d86.
//
// Solidity: function recorded(address , bytes32 ) view returns(bool)
func (agentRecord *AgentRecord) UnpackRecorded(data []byte) (bool, error) {
	out, err := agentRecord.abi.Unpack("recorded", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackRenounceOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x715018a6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function renounceOwnership() returns()
func (agentRecord *AgentRecord) PackRenounceOwnership() []byte {
	enc, err := agentRecord.abi.Pack("renounceOwnership")
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
func (agentRecord *AgentRecord) TryPackRenounceOwnership() ([]byte, error) {
	return agentRecord.abi.Pack("renounceOwnership")
}

// PackRotateSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d06f695.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function rotateSigner(address newSigner) returns()
func (agentRecord *AgentRecord) PackRotateSigner(newSigner common.Address) []byte {
	enc, err := agentRecord.abi.Pack("rotateSigner", newSigner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRotateSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1d06f695.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function rotateSigner(address newSigner) returns()
func (agentRecord *AgentRecord) TryPackRotateSigner(newSigner common.Address) ([]byte, error) {
	return agentRecord.abi.Pack("rotateSigner", newSigner)
}

// PackSettlement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51160630.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settlement() view returns(address)
func (agentRecord *AgentRecord) PackSettlement() []byte {
	enc, err := agentRecord.abi.Pack("settlement")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettlement is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51160630.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settlement() view returns(address)
func (agentRecord *AgentRecord) TryPackSettlement() ([]byte, error) {
	return agentRecord.abi.Pack("settlement")
}

// UnpackSettlement is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51160630.
//
// Solidity: function settlement() view returns(address)
func (agentRecord *AgentRecord) UnpackSettlement(data []byte) (common.Address, error) {
	out, err := agentRecord.abi.Unpack("settlement", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackTotalExecutedUsd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa96c7ea5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalExecutedUsd() view returns(uint256)
func (agentRecord *AgentRecord) PackTotalExecutedUsd() []byte {
	enc, err := agentRecord.abi.Pack("totalExecutedUsd")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalExecutedUsd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa96c7ea5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalExecutedUsd() view returns(uint256)
func (agentRecord *AgentRecord) TryPackTotalExecutedUsd() ([]byte, error) {
	return agentRecord.abi.Pack("totalExecutedUsd")
}

// UnpackTotalExecutedUsd is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa96c7ea5.
//
// Solidity: function totalExecutedUsd() view returns(uint256)
func (agentRecord *AgentRecord) UnpackTotalExecutedUsd(data []byte) (*big.Int, error) {
	out, err := agentRecord.abi.Unpack("totalExecutedUsd", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalRecommendations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba1fb6e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalRecommendations() view returns(uint256)
func (agentRecord *AgentRecord) PackTotalRecommendations() []byte {
	enc, err := agentRecord.abi.Pack("totalRecommendations")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalRecommendations is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xba1fb6e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalRecommendations() view returns(uint256)
func (agentRecord *AgentRecord) TryPackTotalRecommendations() ([]byte, error) {
	return agentRecord.abi.Pack("totalRecommendations")
}

// UnpackTotalRecommendations is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xba1fb6e8.
//
// Solidity: function totalRecommendations() view returns(uint256)
func (agentRecord *AgentRecord) UnpackTotalRecommendations(data []byte) (*big.Int, error) {
	out, err := agentRecord.abi.Unpack("totalRecommendations", data)
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
func (agentRecord *AgentRecord) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := agentRecord.abi.Pack("transferOwnership", newOwner)
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
func (agentRecord *AgentRecord) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return agentRecord.abi.Pack("transferOwnership", newOwner)
}

// PackUsdg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5b91b7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdg() view returns(address)
func (agentRecord *AgentRecord) PackUsdg() []byte {
	enc, err := agentRecord.abi.Pack("usdg")
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
func (agentRecord *AgentRecord) TryPackUsdg() ([]byte, error) {
	return agentRecord.abi.Pack("usdg")
}

// UnpackUsdg is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5b91b7b.
//
// Solidity: function usdg() view returns(address)
func (agentRecord *AgentRecord) UnpackUsdg(data []byte) (common.Address, error) {
	out, err := agentRecord.abi.Unpack("usdg", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// AgentRecordAgentSignerRotated represents a AgentSignerRotated event raised by the AgentRecord contract.
type AgentRecordAgentSignerRotated struct {
	PreviousSigner common.Address
	NewSigner      common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const AgentRecordAgentSignerRotatedEventName = "AgentSignerRotated"

// ContractEventName returns the user-defined event name.
func (AgentRecordAgentSignerRotated) ContractEventName() string {
	return AgentRecordAgentSignerRotatedEventName
}

// UnpackAgentSignerRotatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AgentSignerRotated(address indexed previousSigner, address indexed newSigner)
func (agentRecord *AgentRecord) UnpackAgentSignerRotatedEvent(log *types.Log) (*AgentRecordAgentSignerRotated, error) {
	event := "AgentSignerRotated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRecord.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRecordAgentSignerRotated)
	if len(log.Data) > 0 {
		if err := agentRecord.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRecord.abi.Events[event].Inputs {
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

// AgentRecordAllocationExecuted represents a AllocationExecuted event raised by the AgentRecord contract.
type AgentRecordAllocationExecuted struct {
	PlanId   [32]byte
	User     common.Address
	AgentId  *big.Int
	UsdSpent *big.Int
	LegCount uint16
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgentRecordAllocationExecutedEventName = "AllocationExecuted"

// ContractEventName returns the user-defined event name.
func (AgentRecordAllocationExecuted) ContractEventName() string {
	return AgentRecordAllocationExecutedEventName
}

// UnpackAllocationExecutedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AllocationExecuted(bytes32 indexed planId, address indexed user, uint256 indexed agentId, uint256 usdSpent, uint16 legCount)
func (agentRecord *AgentRecord) UnpackAllocationExecutedEvent(log *types.Log) (*AgentRecordAllocationExecuted, error) {
	event := "AllocationExecuted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRecord.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRecordAllocationExecuted)
	if len(log.Data) > 0 {
		if err := agentRecord.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRecord.abi.Events[event].Inputs {
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

// AgentRecordEIP712DomainChanged represents a EIP712DomainChanged event raised by the AgentRecord contract.
type AgentRecordEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const AgentRecordEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (AgentRecordEIP712DomainChanged) ContractEventName() string {
	return AgentRecordEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (agentRecord *AgentRecord) UnpackEIP712DomainChangedEvent(log *types.Log) (*AgentRecordEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRecord.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRecordEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := agentRecord.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRecord.abi.Events[event].Inputs {
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

// AgentRecordOwnershipTransferred represents a OwnershipTransferred event raised by the AgentRecord contract.
type AgentRecordOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const AgentRecordOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (AgentRecordOwnershipTransferred) ContractEventName() string {
	return AgentRecordOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (agentRecord *AgentRecord) UnpackOwnershipTransferredEvent(log *types.Log) (*AgentRecordOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRecord.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRecordOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := agentRecord.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRecord.abi.Events[event].Inputs {
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

// AgentRecordRecommendationCommitted represents a RecommendationCommitted event raised by the AgentRecord contract.
type AgentRecordRecommendationCommitted struct {
	PlanId       [32]byte
	User         common.Address
	AgentId      *big.Int
	RecHash      [32]byte
	AssessedRisk uint16
	MaxRisk      uint16
	Expiry       *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const AgentRecordRecommendationCommittedEventName = "RecommendationCommitted"

// ContractEventName returns the user-defined event name.
func (AgentRecordRecommendationCommitted) ContractEventName() string {
	return AgentRecordRecommendationCommittedEventName
}

// UnpackRecommendationCommittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RecommendationCommitted(bytes32 indexed planId, address indexed user, uint256 indexed agentId, bytes32 recHash, uint16 assessedRisk, uint16 maxRisk, uint256 expiry)
func (agentRecord *AgentRecord) UnpackRecommendationCommittedEvent(log *types.Log) (*AgentRecordRecommendationCommitted, error) {
	event := "RecommendationCommitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRecord.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRecordRecommendationCommitted)
	if len(log.Data) > 0 {
		if err := agentRecord.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRecord.abi.Events[event].Inputs {
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
func (agentRecord *AgentRecord) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["BadSigner"].ID.Bytes()[:4]) {
		return agentRecord.UnpackBadSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["CallerNotUser"].ID.Bytes()[:4]) {
		return agentRecord.UnpackCallerNotUserError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["InferenceExpired"].ID.Bytes()[:4]) {
		return agentRecord.UnpackInferenceExpiredError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return agentRecord.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return agentRecord.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return agentRecord.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["PlanAlreadyRecorded"].ID.Bytes()[:4]) {
		return agentRecord.UnpackPlanAlreadyRecordedError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["PlanNotFromAllocation"].ID.Bytes()[:4]) {
		return agentRecord.UnpackPlanNotFromAllocationError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["RiskCeilingBreached"].ID.Bytes()[:4]) {
		return agentRecord.UnpackRiskCeilingBreachedError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["SpendNotSettled"].ID.Bytes()[:4]) {
		return agentRecord.UnpackSpendNotSettledError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return agentRecord.UnpackStringTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRecord.abi.Errors["UnknownAgent"].ID.Bytes()[:4]) {
		return agentRecord.UnpackUnknownAgentError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AgentRecordBadSigner represents a BadSigner error raised by the AgentRecord contract.
type AgentRecordBadSigner struct {
	Recovered common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSigner(address recovered)
func AgentRecordBadSignerErrorID() common.Hash {
	return common.HexToHash("0x9d2e6df8a96ac89244de00ae2a61d84fe28a67f3e290e6e0b61f4fd8b9f3ca8f")
}

// UnpackBadSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSigner(address recovered)
func (agentRecord *AgentRecord) UnpackBadSignerError(raw []byte) (*AgentRecordBadSigner, error) {
	out := new(AgentRecordBadSigner)
	if err := agentRecord.abi.UnpackIntoInterface(out, "BadSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordCallerNotUser represents a CallerNotUser error raised by the AgentRecord contract.
type AgentRecordCallerNotUser struct {
	Caller common.Address
	User   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error CallerNotUser(address caller, address user)
func AgentRecordCallerNotUserErrorID() common.Hash {
	return common.HexToHash("0xcf408fa3339df2668b40bde03ea19985009a7d251c4ab7adeabf0e5c1aeb4c29")
}

// UnpackCallerNotUserError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error CallerNotUser(address caller, address user)
func (agentRecord *AgentRecord) UnpackCallerNotUserError(raw []byte) (*AgentRecordCallerNotUser, error) {
	out := new(AgentRecordCallerNotUser)
	if err := agentRecord.abi.UnpackIntoInterface(out, "CallerNotUser", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordInferenceExpired represents a InferenceExpired error raised by the AgentRecord contract.
type AgentRecordInferenceExpired struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InferenceExpired()
func AgentRecordInferenceExpiredErrorID() common.Hash {
	return common.HexToHash("0x9c31c0f9ec401359e4f4fb433d18766c46612bec2448b69e5c5df3d538dc9099")
}

// UnpackInferenceExpiredError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InferenceExpired()
func (agentRecord *AgentRecord) UnpackInferenceExpiredError(raw []byte) (*AgentRecordInferenceExpired, error) {
	out := new(AgentRecordInferenceExpired)
	if err := agentRecord.abi.UnpackIntoInterface(out, "InferenceExpired", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordInvalidShortString represents a InvalidShortString error raised by the AgentRecord contract.
type AgentRecordInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func AgentRecordInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (agentRecord *AgentRecord) UnpackInvalidShortStringError(raw []byte) (*AgentRecordInvalidShortString, error) {
	out := new(AgentRecordInvalidShortString)
	if err := agentRecord.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the AgentRecord contract.
type AgentRecordOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func AgentRecordOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (agentRecord *AgentRecord) UnpackOwnableInvalidOwnerError(raw []byte) (*AgentRecordOwnableInvalidOwner, error) {
	out := new(AgentRecordOwnableInvalidOwner)
	if err := agentRecord.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the AgentRecord contract.
type AgentRecordOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func AgentRecordOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (agentRecord *AgentRecord) UnpackOwnableUnauthorizedAccountError(raw []byte) (*AgentRecordOwnableUnauthorizedAccount, error) {
	out := new(AgentRecordOwnableUnauthorizedAccount)
	if err := agentRecord.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordPlanAlreadyRecorded represents a PlanAlreadyRecorded error raised by the AgentRecord contract.
type AgentRecordPlanAlreadyRecorded struct {
	PlanId [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PlanAlreadyRecorded(bytes32 planId)
func AgentRecordPlanAlreadyRecordedErrorID() common.Hash {
	return common.HexToHash("0x4e2afaec6344958e0fc3016a23be6dedabcbbbf3015b68750f076ae523bf70bb")
}

// UnpackPlanAlreadyRecordedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PlanAlreadyRecorded(bytes32 planId)
func (agentRecord *AgentRecord) UnpackPlanAlreadyRecordedError(raw []byte) (*AgentRecordPlanAlreadyRecorded, error) {
	out := new(AgentRecordPlanAlreadyRecorded)
	if err := agentRecord.abi.UnpackIntoInterface(out, "PlanAlreadyRecorded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordPlanNotFromAllocation represents a PlanNotFromAllocation error raised by the AgentRecord contract.
type AgentRecordPlanNotFromAllocation struct {
	PlanId  [32]byte
	RecHash [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PlanNotFromAllocation(bytes32 planId, bytes32 recHash)
func AgentRecordPlanNotFromAllocationErrorID() common.Hash {
	return common.HexToHash("0x72a1c87f7a0e683d5722b269f7f46e573644b0217a5314055c014430d292095b")
}

// UnpackPlanNotFromAllocationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PlanNotFromAllocation(bytes32 planId, bytes32 recHash)
func (agentRecord *AgentRecord) UnpackPlanNotFromAllocationError(raw []byte) (*AgentRecordPlanNotFromAllocation, error) {
	out := new(AgentRecordPlanNotFromAllocation)
	if err := agentRecord.abi.UnpackIntoInterface(out, "PlanNotFromAllocation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordRiskCeilingBreached represents a RiskCeilingBreached error raised by the AgentRecord contract.
type AgentRecordRiskCeilingBreached struct {
	Assessed uint16
	MaxRisk  uint16
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RiskCeilingBreached(uint16 assessed, uint16 maxRisk)
func AgentRecordRiskCeilingBreachedErrorID() common.Hash {
	return common.HexToHash("0x034c8593e09897523940f9c9037b65ada71aa8d8aed13580cf92e380798ea7b3")
}

// UnpackRiskCeilingBreachedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RiskCeilingBreached(uint16 assessed, uint16 maxRisk)
func (agentRecord *AgentRecord) UnpackRiskCeilingBreachedError(raw []byte) (*AgentRecordRiskCeilingBreached, error) {
	out := new(AgentRecordRiskCeilingBreached)
	if err := agentRecord.abi.UnpackIntoInterface(out, "RiskCeilingBreached", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordSpendNotSettled represents a SpendNotSettled error raised by the AgentRecord contract.
type AgentRecordSpendNotSettled struct {
	ClaimedUsd  *big.Int
	SettledUsd  *big.Int
	ClaimedLegs uint16
	SettledLegs *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SpendNotSettled(uint256 claimedUsd, uint256 settledUsd, uint16 claimedLegs, uint256 settledLegs)
func AgentRecordSpendNotSettledErrorID() common.Hash {
	return common.HexToHash("0xcac6dbe28d5f7578c8bd2ff04825ba44c7256ca710b602fa1315fd832e71b32e")
}

// UnpackSpendNotSettledError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SpendNotSettled(uint256 claimedUsd, uint256 settledUsd, uint16 claimedLegs, uint256 settledLegs)
func (agentRecord *AgentRecord) UnpackSpendNotSettledError(raw []byte) (*AgentRecordSpendNotSettled, error) {
	out := new(AgentRecordSpendNotSettled)
	if err := agentRecord.abi.UnpackIntoInterface(out, "SpendNotSettled", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordStringTooLong represents a StringTooLong error raised by the AgentRecord contract.
type AgentRecordStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func AgentRecordStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (agentRecord *AgentRecord) UnpackStringTooLongError(raw []byte) (*AgentRecordStringTooLong, error) {
	out := new(AgentRecordStringTooLong)
	if err := agentRecord.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRecordUnknownAgent represents a UnknownAgent error raised by the AgentRecord contract.
type AgentRecordUnknownAgent struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownAgent(uint256 agentId)
func AgentRecordUnknownAgentErrorID() common.Hash {
	return common.HexToHash("0x7b65190b9d4842f4d969fc901c3193c243d390ce31a4351206a2696cae7ab895")
}

// UnpackUnknownAgentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownAgent(uint256 agentId)
func (agentRecord *AgentRecord) UnpackUnknownAgentError(raw []byte) (*AgentRecordUnknownAgent, error) {
	out := new(AgentRecordUnknownAgent)
	if err := agentRecord.abi.UnpackIntoInterface(out, "UnknownAgent", raw); err != nil {
		return nil, err
	}
	return out, nil
}
