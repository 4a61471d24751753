// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package settlement

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

// ISignatureTransferPermitTransferFrom is an auto generated low-level Go binding around an user-defined struct.
type ISignatureTransferPermitTransferFrom struct {
	Permitted ISignatureTransferTokenPermissions
	Nonce     *big.Int
	Deadline  *big.Int
}

// ISignatureTransferTokenPermissions is an auto generated low-level Go binding around an user-defined struct.
type ISignatureTransferTokenPermissions struct {
	Token  common.Address
	Amount *big.Int
}

// SettlementSwapWitness is an auto generated low-level Go binding around an user-defined struct.
type SettlementSwapWitness struct {
	Venue        common.Address
	BuyToken     common.Address
	MinBuyAmount *big.Int
	Recipient    common.Address
}

// SettlementMetaData contains all meta data concerning the Settlement contract.
var SettlementMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractISignatureTransfer\",\"name\":\"permit2_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"reason\",\"type\":\"bytes\"}],\"name\":\"RouterFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SameToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"}],\"name\":\"UnknownRouter\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"}],\"name\":\"UnknownVenue\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"RouterSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"name\":\"Settled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"VenueSet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"WITNESS_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"WITNESS_TYPE_STRING\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"internalType\":\"structSettlement.SwapWitness\",\"name\":\"w\",\"type\":\"tuple\"}],\"name\":\"hashWitness\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"permit2\",\"outputs\":[{\"internalType\":\"contractISignatureTransfer\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"routers\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"router\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setRouter\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"allowed\",\"type\":\"bool\"}],\"name\":\"setVenue\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"internalType\":\"structSettlement.SwapWitness\",\"name\":\"witness\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"settle\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.TokenPermissions\",\"name\":\"permitted\",\"type\":\"tuple\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"deadline\",\"type\":\"uint256\"}],\"internalType\":\"structISignatureTransfer.PermitTransferFrom\",\"name\":\"permit\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"venue\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"internalType\":\"structSettlement.SwapWitness\",\"name\":\"witness\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"routerData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"name\":\"settleCall\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"spentInTransaction\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"venues\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "Settlement",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051611a03380380611a0383398101604081905261002e91610102565b806001600160a01b03811661005c57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b6100658161009c565b5060017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055506001600160a01b031660805261013a565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146100ff575f5ffd5b50565b5f5f60408385031215610113575f5ffd5b825161011e816100eb565b602084015190925061012f816100eb565b809150509250929050565b6080516118a461015f5f395f818160ee015281816105f90152610a0e01526118a45ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c80637a9ef112116100885780638fb4ddf9116100635780638fb4ddf914610224578063b15ff64414610237578063c3c6467414610259578063f2fde38b1461026c575f5ffd5b80637a9ef112146101cf57806380dd9a1f146101e25780638da5cb5b14610214575f5ffd5b80632c03ae6a116100c35780632c03ae6a146101575780635bf671111461018c5780636b5ad0871461019f578063715018a6146101c7575f5ffd5b806312261ee7146100e9578063140d0f1c1461012d578063156e215214610142575b5f5ffd5b6101107f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020015b60405180910390f35b61014061013b3660046113b2565b61027f565b005b61014a6102e6565b6040516101249190611419565b61017e7f0c68b1ceb2e482f3770c8aa9deac24a84796e889e8106eb20586a8b555e5134281565b604051908152602001610124565b61017e61019a36600461148d565b610302565b6101b26101ad366004611532565b6104ae565b60408051928352602083019190915201610124565b610140610547565b61017e6101dd366004611563565b61055a565b6102046101f03660046115d8565b60026020525f908152604090205460ff1681565b6040519015158152602001610124565b5f546001600160a01b0316610110565b61017e6102323660046115f1565b610887565b6102046102453660046115d8565b60016020525f908152604090205460ff1681565b6101406102673660046113b2565b610929565b61014061027a3660046115d8565b610988565b6102876109c5565b6001600160a01b0382165f81815260016020908152604091829020805460ff191685151590811790915591519182527f1fd609a3b2dad45912cf3cf04968f2ae17beffb6e09e64ac452029820661090391015b60405180910390a25050565b6040518060c00160405280609481526020016117e46094913981565b5f61030b6109f1565b60025f61031b60208901896115d8565b6001600160a01b0316815260208101919091526040015f205460ff166103725761034860208701876115d8565b60405163ae80987160e01b81526001600160a01b0390911660048201526024015b60405180910390fd5b61038260408701602088016115d8565b6001600160a01b031661039860208a018a6115d8565b6001600160a01b0316036103db576103b660408701602088016115d8565b604051638519674760e01b81526001600160a01b039091166004820152602401610369565b5f6103e960208a018a6115d8565b6040516370a0823160e01b81523060048201526001600160a01b0391909116906370a0823190602401602060405180830381865afa15801561042d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610451919061160b565b90506104608989898787610a0c565b61047d61047060208b018b6115d8565b60208b0135898989610adb565b915061048c8989898486610cfe565b506104a360015f5160206118785f395f51905f5255565b979650505050505050565b5f5f5f6104da85855f604051806040016040528060058152602001643a37b5b2b760d91b815250610e6f565b9050805c5f6104f16104ed846002611636565b5c90565b90506105016104ed846001611636565b93505f818311610511575f61051b565b61051b828461164f565b90505f6105288989610ea7565b90508181106105375781610539565b805b965050505050509250929050565b61054f6109c5565b6105585f610feb565b565b5f6105636109f1565b60015f61057360208701876115d8565b6001600160a01b0316815260208101919091526040015f205460ff166105c5576105a060208501856115d8565b60405163e2b07a4d60e01b81526001600160a01b039091166004820152602401610369565b5f6105d360208801886115d8565b604080518082019091523081526020808a01359082018190529192506001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063137c29fe908a908a61062c8b610887565b6040518060c00160405280609481526020016117e4609491398b8b6040518863ffffffff1660e01b8152600401610669979695949392919061168a565b5f604051808303815f87803b158015610680575f5ffd5b505af1158015610692573d5f5f3e3d5ffd5b506106b992506106a891505060208801886115d8565b6001600160a01b038416908361103a565b6106c660208701876115d8565b6001600160a01b031663d5bcb9b5836106e560408a0160208b016115d8565b8460408b01356106fb60808d0160608e016115d8565b60405160e087901b6001600160e01b03191681526001600160a01b039586166004820152938516602485015260448401929092526064830152909116608482015260a4016020604051808303815f875af115801561075b573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061077f919061160b565b925085604001358310156107b35760408051630583371760e31b815260048101859052908701356024820152604401610369565b6107cf8783836107c960408b0160208c016115d8565b876110b9565b6107df60808701606088016115d8565b6001600160a01b03166107f560208801886115d8565b6001600160a01b039081169089167fed4a617a9ef46bfb79f96bec971ccc686d236d5eefbf4f138d387e71c56134d08561083560408c0160208d016115d8565b604080516001600160a01b03938416815292909116602083015281018690526060810188905260800160405180910390a4505061087e60015f5160206118785f395f51905f5255565b95945050505050565b5f7f0c68b1ceb2e482f3770c8aa9deac24a84796e889e8106eb20586a8b555e513426108b660208401846115d8565b6108c660408501602086016115d8565b60408501356108db60808701606088016115d8565b6040805160208101969096526001600160a01b0394851690860152918316606085015260808401521660a082015260c001604051602081830303815290604052805190602001209050919050565b6109316109c5565b6001600160a01b0382165f81815260026020908152604091829020805460ff191685151590811790915591519182527f8443a265af33599abe6c9ed0c3cabd8e2a6c5b8ea35c1d1ed40c513242f95d4591016102da565b6109906109c5565b6001600160a01b0381166109b957604051631e4fbdf760e01b81525f6004820152602401610369565b6109c281610feb565b50565b5f546001600160a01b031633146105585760405163118cdaa760e01b8152336004820152602401610369565b6109f9611295565b60025f5160206118785f395f51905f5255565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663137c29fe866040518060400160405280306001600160a01b03168152602001895f016020013581525087610a6a88610887565b6040518060c00160405280609481526020016117e46094913988886040518863ffffffff1660e01b8152600401610aa7979695949392919061168a565b5f604051808303815f87803b158015610abe575f5ffd5b505af1158015610ad0573d5f5f3e3d5ffd5b505050505050505050565b5f80610aed60408601602087016115d8565b6040516370a0823160e01b81523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa158015610b34573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b58919061160b565b9050610b7b610b6a60208801886115d8565b6001600160a01b038a16908961103a565b5f80610b8a60208901896115d8565b6001600160a01b03168787604051610ba3929190611729565b5f604051808303815f865af19150503d805f8114610bdc576040519150601f19603f3d011682016040523d82523d5f602084013e610be1565b606091505b509150915081610c065780604051630e63427960e31b81526004016103699190611419565b610c27610c1660208a018a6115d8565b6001600160a01b038c16905f61103a565b6040516370a0823160e01b815230600482015283906001600160a01b038616906370a0823190602401602060405180830381865afa158015610c6b573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c8f919061160b565b610c99919061164f565b94508760400135851015610ccd5760408051630583371760e31b815260048101879052908901356024820152604401610369565b610cf1610ce060808a0160608b016115d8565b6001600160a01b03861690876112c4565b5050505095945050505050565b5f610d0c60208701876115d8565b6040516370a0823160e01b81523060048201529091505f9084906001600160a01b038416906370a0823190602401602060405180830381865afa158015610d55573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d79919061160b565b610d83919061164f565b90508015610d9f57610d9f6001600160a01b03831687836112c4565b610dc28683610db28460208c013561164f565b6107c960408a0160208b016115d8565b610dd260808601606087016115d8565b6001600160a01b0316610de860208701876115d8565b6001600160a01b039081169088167fed4a617a9ef46bfb79f96bec971ccc686d236d5eefbf4f138d387e71c56134d085610e2860408b0160208c016115d8565b610e368760208f013561164f565b604080516001600160a01b039485168152939092166020840152908201526060810188905260800160405180910390a450505050505050565b5f84848484604051602001610e879493929190611738565b604051602081830303815290604052805190602001209050949350505050565b5f5f610ed2845f5f60405180604001604052806005815260200164706169727360d81b815250610e6f565b9050805c5f5b81811015610fe2576001600160a01b038516610f0d610ef88360026117ad565b610f03866001611636565b6104ed9190611636565b6001600160a01b031603610fda575f610f35610f2a8360026117ad565b610f03866002611636565b90505f610f60888884604051806040016040528060048152602001633830b4b960e11b815250610e6f565b90505f610f716104ed836001611636565b90505f610f9e6104ed8b865f604051806040016040528060038152602001621bdd5d60ea1b815250610e6f565b905080821115610fd55781610fb3828261164f565b610fbe90855c6117ad565b610fc891906117c4565b610fd29089611636565b97505b505050505b600101610ed8565b50505092915050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6110468383835f6112d1565b6110b45761105783835f60016112d1565b61107f57604051635274afe760e01b81526001600160a01b0384166004820152602401610369565b61108c83838360016112d1565b6110b457604051635274afe760e01b81526001600160a01b0384166004820152602401610369565b505050565b5f6110e386865f604051806040016040528060058152602001643a37b5b2b760d91b815250610e6f565b90506110ef8185611333565b6111046110fd826001611636565b6001611333565b61114161113087855f604051806040016040528060058152602001643a37b5b2b760d91b815250610e6f565b61113b906002611636565b83611333565b61117161116b87875f604051806040016040528060038152602001621bdd5d60ea1b815250610e6f565b85611333565b5f61119a878786604051806040016040528060048152602001633830b4b960e11b815250610e6f565b90506111aa6104ed826002611636565b5f0361126e576111c56111be826002611636565b6001611346565b5f6111ef885f5f60405180604001604052806005815260200164706169727360d81b815250610e6f565b9050805c6112256112018260026117ad565b61120c846001611636565b6112169190611636565b6001600160a01b038a16611346565b6112576112338260026117ad565b61123e846002611636565b6112489190611636565b6001600160a01b038816611346565b61126b82611266836001611636565b611346565b50505b6112788186611333565b61128c611286826001611636565b84611333565b50505050505050565b5f5160206118785f395f51905f525460020361055857604051633ee5aeb560e01b815260040160405180910390fd5b61108c838383600161134d565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f5114831661132757838315161561131b573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b6113428261126683825c611636565b5050565b80825d5050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f5114831661132757838315161561131b573d5f823e3d81fd5b80356001600160a01b03811681146113ad575f5ffd5b919050565b5f5f604083850312156113c3575f5ffd5b6113cc83611397565b9150602083013580151581146113e0575f5ffd5b809150509250929050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f61142b60208301846113eb565b9392505050565b5f60808284031215611442575f5ffd5b50919050565b5f5f83601f840112611458575f5ffd5b50813567ffffffffffffffff81111561146f575f5ffd5b602083019150836020828501011115611486575f5ffd5b9250929050565b5f5f5f5f5f5f5f610160888a0312156114a4575f5ffd5b6114ae8989611432565b96506114bc60808901611397565b95506114cb8960a08a01611432565b945061012088013567ffffffffffffffff8111156114e7575f5ffd5b6114f38a828b01611448565b90955093505061014088013567ffffffffffffffff811115611513575f5ffd5b61151f8a828b01611448565b989b979a50959850939692959293505050565b5f5f60408385031215611543575f5ffd5b61154c83611397565b915061155a60208401611397565b90509250929050565b5f5f5f5f5f6101408688031215611578575f5ffd5b6115828787611432565b945061159060808701611397565b935061159f8760a08801611432565b925061012086013567ffffffffffffffff8111156115bb575f5ffd5b6115c788828901611448565b969995985093965092949392505050565b5f602082840312156115e8575f5ffd5b61142b82611397565b5f60808284031215611601575f5ffd5b61142b8383611432565b5f6020828403121561161b575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561164957611649611622565b92915050565b8181038181111561164957611649611622565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b6001600160a01b0361169b89611397565b168152602088810135818301526040808a0135908301526060808a01359083015287516001600160a01b0316608083015287015160a08201525f6116ea60c08301886001600160a01b03169052565b8560e08301526101406101008301526117076101408301866113eb565b82810361012084015261171b818587611662565b9a9950505050505050505050565b818382375f9101908152919050565b6001600160a01b03858116825284811660208301528316604082015260a0606082018190525f9061176b908301846113eb565b8281036080840152601d81527f536574746c656d656e742e7370656e74496e5472616e73616374696f6e00000060208201526040810191505095945050505050565b808202811582820484141761164957611649611622565b5f826117de57634e487b7160e01b5f52601260045260245ffd5b50049056fe537761705769746e657373207769746e65737329537761705769746e65737328616464726573732076656e75652c6164647265737320627579546f6b656e2c75696e74323536206d696e427579416d6f756e742c6164647265737320726563697069656e7429546f6b656e5065726d697373696f6e73286164647265737320746f6b656e2c75696e7432353620616d6f756e74299b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c6343000825000a",
}

// Settlement is an auto generated Go binding around an Ethereum contract.
type Settlement struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *Settlement) GetABI() abi.ABI {
	return c.abi
}

// NewSettlement creates a new instance of Settlement.
func NewSettlement() *Settlement {
	parsed, err := SettlementMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &Settlement{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *Settlement) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address permit2_, address owner_) returns()
func (settlement *Settlement) PackConstructor(permit2_ common.Address, owner_ common.Address) []byte {
	enc, err := settlement.abi.Pack("", permit2_, owner_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackWITNESSTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c03ae6a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WITNESS_TYPEHASH() view returns(bytes32)
func (settlement *Settlement) PackWITNESSTYPEHASH() []byte {
	enc, err := settlement.abi.Pack("WITNESS_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWITNESSTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2c03ae6a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WITNESS_TYPEHASH() view returns(bytes32)
func (settlement *Settlement) TryPackWITNESSTYPEHASH() ([]byte, error) {
	return settlement.abi.Pack("WITNESS_TYPEHASH")
}

// UnpackWITNESSTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2c03ae6a.
//
// Solidity: function WITNESS_TYPEHASH() view returns(bytes32)
func (settlement *Settlement) UnpackWITNESSTYPEHASH(data []byte) ([32]byte, error) {
	out, err := settlement.abi.Unpack("WITNESS_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackWITNESSTYPESTRING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x156e2152.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (settlement *Settlement) PackWITNESSTYPESTRING() []byte {
	enc, err := settlement.abi.Pack("WITNESS_TYPE_STRING")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWITNESSTYPESTRING is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x156e2152.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (settlement *Settlement) TryPackWITNESSTYPESTRING() ([]byte, error) {
	return settlement.abi.Pack("WITNESS_TYPE_STRING")
}

// UnpackWITNESSTYPESTRING is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x156e2152.
//
// Solidity: function WITNESS_TYPE_STRING() view returns(string)
func (settlement *Settlement) UnpackWITNESSTYPESTRING(data []byte) (string, error) {
	out, err := settlement.abi.Unpack("WITNESS_TYPE_STRING", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackHashWitness is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fb4ddf9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function hashWitness((address,address,uint256,address) w) pure returns(bytes32)
func (settlement *Settlement) PackHashWitness(w SettlementSwapWitness) []byte {
	enc, err := settlement.abi.Pack("hashWitness", w)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHashWitness is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8fb4ddf9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function hashWitness((address,address,uint256,address) w) pure returns(bytes32)
func (settlement *Settlement) TryPackHashWitness(w SettlementSwapWitness) ([]byte, error) {
	return settlement.abi.Pack("hashWitness", w)
}

// UnpackHashWitness is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8fb4ddf9.
//
// Solidity: function hashWitness((address,address,uint256,address) w) pure returns(bytes32)
func (settlement *Settlement) UnpackHashWitness(data []byte) ([32]byte, error) {
	out, err := settlement.abi.Unpack("hashWitness", data)
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
func (settlement *Settlement) PackOwner() []byte {
	enc, err := settlement.abi.Pack("owner")
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
func (settlement *Settlement) TryPackOwner() ([]byte, error) {
	return settlement.abi.Pack("owner")
}

// UnpackOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (settlement *Settlement) UnpackOwner(data []byte) (common.Address, error) {
	out, err := settlement.abi.Unpack("owner", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit2() view returns(address)
func (settlement *Settlement) PackPermit2() []byte {
	enc, err := settlement.abi.Pack("permit2")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x12261ee7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit2() view returns(address)
func (settlement *Settlement) TryPackPermit2() ([]byte, error) {
	return settlement.abi.Pack("permit2")
}

// UnpackPermit2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x12261ee7.
//
// Solidity: function permit2() view returns(address)
func (settlement *Settlement) UnpackPermit2(data []byte) (common.Address, error) {
	out, err := settlement.abi.Unpack("permit2", data)
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
func (settlement *Settlement) PackRenounceOwnership() []byte {
	enc, err := settlement.abi.Pack("renounceOwnership")
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
func (settlement *Settlement) TryPackRenounceOwnership() ([]byte, error) {
	return settlement.abi.Pack("renounceOwnership")
}

// PackRouters is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80dd9a1f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function routers(address ) view returns(bool)
func (settlement *Settlement) PackRouters(arg0 common.Address) []byte {
	enc, err := settlement.abi.Pack("routers", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouters is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x80dd9a1f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function routers(address ) view returns(bool)
func (settlement *Settlement) TryPackRouters(arg0 common.Address) ([]byte, error) {
	return settlement.abi.Pack("routers", arg0)
}

// UnpackRouters is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x80dd9a1f.
//
// Solidity: function routers(address ) view returns(bool)
func (settlement *Settlement) UnpackRouters(data []byte) (bool, error) {
	out, err := settlement.abi.Unpack("routers", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSetRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3c64674.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setRouter(address router, bool allowed) returns()
func (settlement *Settlement) PackSetRouter(router common.Address, allowed bool) []byte {
	enc, err := settlement.abi.Pack("setRouter", router, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3c64674.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setRouter(address router, bool allowed) returns()
func (settlement *Settlement) TryPackSetRouter(router common.Address, allowed bool) ([]byte, error) {
	return settlement.abi.Pack("setRouter", router, allowed)
}

// PackSetVenue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x140d0f1c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setVenue(address venue, bool allowed) returns()
func (settlement *Settlement) PackSetVenue(venue common.Address, allowed bool) []byte {
	enc, err := settlement.abi.Pack("setVenue", venue, allowed)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetVenue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x140d0f1c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setVenue(address venue, bool allowed) returns()
func (settlement *Settlement) TryPackSetVenue(venue common.Address, allowed bool) ([]byte, error) {
	return settlement.abi.Pack("setVenue", venue, allowed)
}

// PackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a9ef112.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settle(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) PackSettle(permit ISignatureTransferPermitTransferFrom, owner common.Address, witness SettlementSwapWitness, signature []byte) []byte {
	enc, err := settlement.abi.Pack("settle", permit, owner, witness, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettle is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a9ef112.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settle(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) TryPackSettle(permit ISignatureTransferPermitTransferFrom, owner common.Address, witness SettlementSwapWitness, signature []byte) ([]byte, error) {
	return settlement.abi.Pack("settle", permit, owner, witness, signature)
}

// UnpackSettle is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a9ef112.
//
// Solidity: function settle(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) UnpackSettle(data []byte) (*big.Int, error) {
	out, err := settlement.abi.Unpack("settle", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSettleCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5bf67111.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settleCall(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes routerData, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) PackSettleCall(permit ISignatureTransferPermitTransferFrom, owner common.Address, witness SettlementSwapWitness, routerData []byte, signature []byte) []byte {
	enc, err := settlement.abi.Pack("settleCall", permit, owner, witness, routerData, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettleCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5bf67111.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settleCall(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes routerData, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) TryPackSettleCall(permit ISignatureTransferPermitTransferFrom, owner common.Address, witness SettlementSwapWitness, routerData []byte, signature []byte) ([]byte, error) {
	return settlement.abi.Pack("settleCall", permit, owner, witness, routerData, signature)
}

// UnpackSettleCall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5bf67111.
//
// Solidity: function settleCall(((address,uint256),uint256,uint256) permit, address owner, (address,address,uint256,address) witness, bytes routerData, bytes signature) returns(uint256 buyAmount)
func (settlement *Settlement) UnpackSettleCall(data []byte) (*big.Int, error) {
	out, err := settlement.abi.Unpack("settleCall", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSpentInTransaction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b5ad087.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function spentInTransaction(address owner, address token) view returns(uint256 amount, uint256 count)
func (settlement *Settlement) PackSpentInTransaction(owner common.Address, token common.Address) []byte {
	enc, err := settlement.abi.Pack("spentInTransaction", owner, token)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSpentInTransaction is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6b5ad087.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function spentInTransaction(address owner, address token) view returns(uint256 amount, uint256 count)
func (settlement *Settlement) TryPackSpentInTransaction(owner common.Address, token common.Address) ([]byte, error) {
	return settlement.abi.Pack("spentInTransaction", owner, token)
}

// SpentInTransactionOutput serves as a container for the return parameters of contract
// method SpentInTransaction.
type SpentInTransactionOutput struct {
	Amount *big.Int
	Count  *big.Int
}

// UnpackSpentInTransaction is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6b5ad087.
//
// Solidity: function spentInTransaction(address owner, address token) view returns(uint256 amount, uint256 count)
func (settlement *Settlement) UnpackSpentInTransaction(data []byte) (SpentInTransactionOutput, error) {
	out, err := settlement.abi.Unpack("spentInTransaction", data)
	outstruct := new(SpentInTransactionOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Amount = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Count = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackTransferOwnership is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2fde38b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (settlement *Settlement) PackTransferOwnership(newOwner common.Address) []byte {
	enc, err := settlement.abi.Pack("transferOwnership", newOwner)
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
func (settlement *Settlement) TryPackTransferOwnership(newOwner common.Address) ([]byte, error) {
	return settlement.abi.Pack("transferOwnership", newOwner)
}

// PackVenues is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb15ff644.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function venues(address ) view returns(bool)
func (settlement *Settlement) PackVenues(arg0 common.Address) []byte {
	enc, err := settlement.abi.Pack("venues", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVenues is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb15ff644.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function venues(address ) view returns(bool)
func (settlement *Settlement) TryPackVenues(arg0 common.Address) ([]byte, error) {
	return settlement.abi.Pack("venues", arg0)
}

// UnpackVenues is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb15ff644.
//
// Solidity: function venues(address ) view returns(bool)
func (settlement *Settlement) UnpackVenues(data []byte) (bool, error) {
	out, err := settlement.abi.Unpack("venues", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// SettlementOwnershipTransferred represents a OwnershipTransferred event raised by the Settlement contract.
type SettlementOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           *types.Log // Blockchain specific contextual infos
}

const SettlementOwnershipTransferredEventName = "OwnershipTransferred"

// ContractEventName returns the user-defined event name.
func (SettlementOwnershipTransferred) ContractEventName() string {
	return SettlementOwnershipTransferredEventName
}

// UnpackOwnershipTransferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (settlement *Settlement) UnpackOwnershipTransferredEvent(log *types.Log) (*SettlementOwnershipTransferred, error) {
	event := "OwnershipTransferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettlementOwnershipTransferred)
	if len(log.Data) > 0 {
		if err := settlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settlement.abi.Events[event].Inputs {
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

// SettlementRouterSet represents a RouterSet event raised by the Settlement contract.
type SettlementRouterSet struct {
	Router  common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const SettlementRouterSetEventName = "RouterSet"

// ContractEventName returns the user-defined event name.
func (SettlementRouterSet) ContractEventName() string {
	return SettlementRouterSetEventName
}

// UnpackRouterSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event RouterSet(address indexed router, bool allowed)
func (settlement *Settlement) UnpackRouterSetEvent(log *types.Log) (*SettlementRouterSet, error) {
	event := "RouterSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettlementRouterSet)
	if len(log.Data) > 0 {
		if err := settlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settlement.abi.Events[event].Inputs {
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

// SettlementSettled represents a Settled event raised by the Settlement contract.
type SettlementSettled struct {
	Owner      common.Address
	Venue      common.Address
	Recipient  common.Address
	SellToken  common.Address
	BuyToken   common.Address
	SellAmount *big.Int
	BuyAmount  *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const SettlementSettledEventName = "Settled"

// ContractEventName returns the user-defined event name.
func (SettlementSettled) ContractEventName() string {
	return SettlementSettledEventName
}

// UnpackSettledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Settled(address indexed owner, address indexed venue, address indexed recipient, address sellToken, address buyToken, uint256 sellAmount, uint256 buyAmount)
func (settlement *Settlement) UnpackSettledEvent(log *types.Log) (*SettlementSettled, error) {
	event := "Settled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettlementSettled)
	if len(log.Data) > 0 {
		if err := settlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settlement.abi.Events[event].Inputs {
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

// SettlementVenueSet represents a VenueSet event raised by the Settlement contract.
type SettlementVenueSet struct {
	Venue   common.Address
	Allowed bool
	Raw     *types.Log // Blockchain specific contextual infos
}

const SettlementVenueSetEventName = "VenueSet"

// ContractEventName returns the user-defined event name.
func (SettlementVenueSet) ContractEventName() string {
	return SettlementVenueSetEventName
}

// UnpackVenueSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event VenueSet(address indexed venue, bool allowed)
func (settlement *Settlement) UnpackVenueSetEvent(log *types.Log) (*SettlementVenueSet, error) {
	event := "VenueSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != settlement.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SettlementVenueSet)
	if len(log.Data) > 0 {
		if err := settlement.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range settlement.abi.Events[event].Inputs {
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
func (settlement *Settlement) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], settlement.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return settlement.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return settlement.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return settlement.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return settlement.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["RouterFailed"].ID.Bytes()[:4]) {
		return settlement.UnpackRouterFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return settlement.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["SameToken"].ID.Bytes()[:4]) {
		return settlement.UnpackSameTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["UnknownRouter"].ID.Bytes()[:4]) {
		return settlement.UnpackUnknownRouterError(raw[4:])
	}
	if bytes.Equal(raw[:4], settlement.abi.Errors["UnknownVenue"].ID.Bytes()[:4]) {
		return settlement.UnpackUnknownVenueError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SettlementInsufficientOutput represents a InsufficientOutput error raised by the Settlement contract.
type SettlementInsufficientOutput struct {
	BuyAmount    *big.Int
	MinBuyAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func SettlementInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func (settlement *Settlement) UnpackInsufficientOutputError(raw []byte) (*SettlementInsufficientOutput, error) {
	out := new(SettlementInsufficientOutput)
	if err := settlement.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementOwnableInvalidOwner represents a OwnableInvalidOwner error raised by the Settlement contract.
type SettlementOwnableInvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableInvalidOwner(address owner)
func SettlementOwnableInvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x1e4fbdf7f3ef8bcaa855599e3abf48b232380f183f08f6f813d9ffa5bd585188")
}

// UnpackOwnableInvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableInvalidOwner(address owner)
func (settlement *Settlement) UnpackOwnableInvalidOwnerError(raw []byte) (*SettlementOwnableInvalidOwner, error) {
	out := new(SettlementOwnableInvalidOwner)
	if err := settlement.abi.UnpackIntoInterface(out, "OwnableInvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementOwnableUnauthorizedAccount represents a OwnableUnauthorizedAccount error raised by the Settlement contract.
type SettlementOwnableUnauthorizedAccount struct {
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func SettlementOwnableUnauthorizedAccountErrorID() common.Hash {
	return common.HexToHash("0x118cdaa7a341953d1887a2245fd6665d741c67c8c50581daa59e1d03373fa188")
}

// UnpackOwnableUnauthorizedAccountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error OwnableUnauthorizedAccount(address account)
func (settlement *Settlement) UnpackOwnableUnauthorizedAccountError(raw []byte) (*SettlementOwnableUnauthorizedAccount, error) {
	out := new(SettlementOwnableUnauthorizedAccount)
	if err := settlement.abi.UnpackIntoInterface(out, "OwnableUnauthorizedAccount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the Settlement contract.
type SettlementReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func SettlementReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (settlement *Settlement) UnpackReentrancyGuardReentrantCallError(raw []byte) (*SettlementReentrancyGuardReentrantCall, error) {
	out := new(SettlementReentrancyGuardReentrantCall)
	if err := settlement.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementRouterFailed represents a RouterFailed error raised by the Settlement contract.
type SettlementRouterFailed struct {
	Reason []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error RouterFailed(bytes reason)
func SettlementRouterFailedErrorID() common.Hash {
	return common.HexToHash("0x731a13c8a0dcbb6048727914ec211fe83675847f593c69e362a31e55af58373d")
}

// UnpackRouterFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error RouterFailed(bytes reason)
func (settlement *Settlement) UnpackRouterFailedError(raw []byte) (*SettlementRouterFailed, error) {
	out := new(SettlementRouterFailed)
	if err := settlement.abi.UnpackIntoInterface(out, "RouterFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the Settlement contract.
type SettlementSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func SettlementSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (settlement *Settlement) UnpackSafeERC20FailedOperationError(raw []byte) (*SettlementSafeERC20FailedOperation, error) {
	out := new(SettlementSafeERC20FailedOperation)
	if err := settlement.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementSameToken represents a SameToken error raised by the Settlement contract.
type SettlementSameToken struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SameToken(address token)
func SettlementSameTokenErrorID() common.Hash {
	return common.HexToHash("0x85196747b8fa1e1f4f98980128b6d5c4f2633bc0ba8bc01eacc6c61758c811a6")
}

// UnpackSameTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SameToken(address token)
func (settlement *Settlement) UnpackSameTokenError(raw []byte) (*SettlementSameToken, error) {
	out := new(SettlementSameToken)
	if err := settlement.abi.UnpackIntoInterface(out, "SameToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementUnknownRouter represents a UnknownRouter error raised by the Settlement contract.
type SettlementUnknownRouter struct {
	Router common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownRouter(address router)
func SettlementUnknownRouterErrorID() common.Hash {
	return common.HexToHash("0xae8098716d3e450cc67f38eef00e2d643683c3278d243b287b39ff8628339cbe")
}

// UnpackUnknownRouterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownRouter(address router)
func (settlement *Settlement) UnpackUnknownRouterError(raw []byte) (*SettlementUnknownRouter, error) {
	out := new(SettlementUnknownRouter)
	if err := settlement.abi.UnpackIntoInterface(out, "UnknownRouter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SettlementUnknownVenue represents a UnknownVenue error raised by the Settlement contract.
type SettlementUnknownVenue struct {
	Venue common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnknownVenue(address venue)
func SettlementUnknownVenueErrorID() common.Hash {
	return common.HexToHash("0xe2b07a4dd8c20de751efad79ef918c583ad0c62ff3f503c3030a0955586cb4e5")
}

// UnpackUnknownVenueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnknownVenue(address venue)
func (settlement *Settlement) UnpackUnknownVenueError(raw []byte) (*SettlementUnknownVenue, error) {
	out := new(SettlementUnknownVenue)
	if err := settlement.abi.UnpackIntoInterface(out, "UnknownVenue", raw); err != nil {
		return nil, err
	}
	return out, nil
}
