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

// SponsorPaymasterLimits is an auto generated low-level Go binding around an user-defined struct.
type SponsorPaymasterLimits struct {
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
	PreVerificationGas            uint64
	VerificationGasLimit          uint64
	CallGasLimit                  uint64
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
	Period                        uint32
	BudgetPerPeriod               *big.Int
}

// SponsorPaymasterMetaData contains all meta data concerning the SponsorPaymaster contract.
var SponsorPaymasterMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"entryPoint_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"signer_\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint128\",\"name\":\"maxFeePerGas\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"preVerificationGas\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"verificationGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"callGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"period\",\"type\":\"uint32\"},{\"internalType\":\"uint128\",\"name\":\"budgetPerPeriod\",\"type\":\"uint128\"}],\"internalType\":\"structSponsorPaymaster.Limits\",\"name\":\"limits_\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"}],\"name\":\"BadSponsorData\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"spent\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"budget\",\"type\":\"uint256\"}],\"name\":\"BudgetExceeded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"FeeAboveCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"field\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"gas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"GasLimitAboveCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"period\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"current\",\"type\":\"uint48\"}],\"name\":\"PeriodPassed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"gas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PreVerificationGasAboveCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"PriorityFeeAboveCap\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint48\",\"name\":\"validAfter\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"validUntil\",\"type\":\"uint48\"}],\"name\":\"WindowTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroPeriod\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroSigner\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"maxFeePerGas\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"preVerificationGas\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"verificationGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"callGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"period\",\"type\":\"uint32\"},{\"internalType\":\"uint128\",\"name\":\"budgetPerPeriod\",\"type\":\"uint128\"}],\"indexed\":false,\"internalType\":\"structSponsorPaymaster.Limits\",\"name\":\"limits\",\"type\":\"tuple\"}],\"name\":\"LimitsSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousSigner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newSigner\",\"type\":\"address\"}],\"name\":\"SignerSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint48\",\"name\":\"period\",\"type\":\"uint48\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"actualCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"spentInPeriod\",\"type\":\"uint256\"}],\"name\":\"Sponsored\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"SPONSORSHIP_TAG\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"unstakeDelaySec\",\"type\":\"uint32\"}],\"name\":\"addStake\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"deposit\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"entryPoint\",\"outputs\":[{\"internalType\":\"contractIEntryPoint\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getDeposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"limits\",\"outputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"maxFeePerGas\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"preVerificationGas\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"verificationGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"callGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"period\",\"type\":\"uint32\"},{\"internalType\":\"uint128\",\"name\":\"budgetPerPeriod\",\"type\":\"uint128\"}],\"internalType\":\"structSponsorPaymaster.Limits\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"enumIPaymaster.PostOpMode\",\"name\":\"mode\",\"type\":\"uint8\"},{\"internalType\":\"bytes\",\"name\":\"context\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"actualGasCost\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"actualUserOpFeePerGas\",\"type\":\"uint256\"}],\"name\":\"postOp\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint128\",\"name\":\"maxFeePerGas\",\"type\":\"uint128\"},{\"internalType\":\"uint128\",\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint128\"},{\"internalType\":\"uint64\",\"name\":\"preVerificationGas\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"verificationGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"callGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"period\",\"type\":\"uint32\"},{\"internalType\":\"uint128\",\"name\":\"budgetPerPeriod\",\"type\":\"uint128\"}],\"internalType\":\"structSponsorPaymaster.Limits\",\"name\":\"limits_\",\"type\":\"tuple\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newSigner\",\"type\":\"address\"}],\"name\":\"setSigner\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"signer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint48\",\"name\":\"period\",\"type\":\"uint48\"}],\"name\":\"spentIn\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"op\",\"type\":\"tuple\"},{\"internalType\":\"uint48\",\"name\":\"validUntil\",\"type\":\"uint48\"},{\"internalType\":\"uint48\",\"name\":\"validAfter\",\"type\":\"uint48\"}],\"name\":\"sponsorshipHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unlockStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"userOp\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"maxCost\",\"type\":\"uint256\"}],\"name\":\"validatePaymasterUserOp\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"context\",\"type\":\"bytes\"},{\"internalType\":\"uint256\",\"name\":\"validationData\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"}],\"name\":\"withdrawStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdrawTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "SponsorPaymaster",
	Bin: "0x60a060405234801561000f575f5ffd5b506040516122f13803806122f183398101604081905261002e91610406565b82338061005557604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61005e8161008e565b50610068816100aa565b6001600160a01b031660805261007d82610163565b610086816101e5565b505050610602565b600180546001600160a01b03191690556100a78161032a565b50565b6040516301ffc9a760e01b8152631313998b60e31b60048201526001600160a01b038216906301ffc9a790602401602060405180830381865afa1580156100f3573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061011791906104f8565b6100a75760405162461bcd60e51b815260206004820152601e60248201527f49456e747279506f696e7420696e74657266616365206d69736d617463680000604482015260640161004c565b6001600160a01b03811661018a5760405163e5c48ac560e01b815260040160405180910390fd5b6002546040516001600160a01b038084169216907fb0604c365feafa080c833b6f6814d321a7561528e696ac2a112c2a0231b0ed35905f90a3600280546001600160a01b0319166001600160a01b0392909216919091179055565b8060e0015163ffffffff165f0361020f5760405163586e5acb60e01b815260040160405180910390fd5b805160208201516001600160801b03918216600160801b918316820217600355604080840151600480546060870151608088015160a08901516001600160401b039586166001600160801b0319909416939093176801000000000000000092861683021788169085169096026001600160c01b031695909517600160c01b9184169190910217905560c08501516005805460e0880151610100890151939094166001600160601b03199091161763ffffffff90931690940291909117600160601b600160e01b0319166c010000000000000000000000009190941602929092179055517f89b13fbf4ce10ff2ed02f940e43de05e47356b84e905ad44351d2c54ab4cd0479061031f90839061051e565b60405180910390a150565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b6001600160a01b03811681146100a7575f5ffd5b60405161012081016001600160401b03811182821017156103bc57634e487b7160e01b5f52604160045260245ffd5b60405290565b80516001600160801b03811681146103d8575f5ffd5b919050565b80516001600160401b03811681146103d8575f5ffd5b805163ffffffff811681146103d8575f5ffd5b5f5f5f83850361016081121561041a575f5ffd5b845161042581610379565b602086015190945061043681610379565b9250610120603f198201121561044a575f5ffd5b5061045361038d565b61045f604086016103c2565b815261046d606086016103c2565b602082015261047e608086016103dd565b604082015261048f60a086016103dd565b60608201526104a060c086016103dd565b60808201526104b160e086016103dd565b60a08201526104c361010086016103dd565b60c08201526104d561012086016103f3565b60e08201526104e761014086016103c2565b610100820152809150509250925092565b5f60208284031215610508575f5ffd5b81518015158114610517575f5ffd5b9392505050565b81516001600160801b0390811682526020808401519091169082015260408083015161012083019161055a908401826001600160401b03169052565b50606083015161057560608401826001600160401b03169052565b50608083015161059060808401826001600160401b03169052565b5060a08301516105ab60a08401826001600160401b03169052565b5060c08301516105c660c08401826001600160401b03169052565b5060e08301516105de60e084018263ffffffff169052565b506101008301516105fb6101008401826001600160801b03169052565b5092915050565b608051611ca661064b5f395f81816103d2015281816104c001528181610553015281816106d90152818161076e015281816107d8015281816108630152610a9f0152611ca65ff3fe608060405260043610610126575f3560e01c8063860aefcf116100a8578063c23a5cea1161006d578063c23a5cea14610408578063c399ec8814610427578063d0e30db01461043b578063da637d3814610443578063e30c397814610462578063f2fde38b1461047f575f5ffd5b8063860aefcf1461028d5780638da5cb5b14610386578063986c75b3146103a2578063b0d691fe146103c1578063bb9fe6bf146103f4575f5ffd5b8063568c244f116100ee578063568c244f146102085780636c19e78314610227578063715018a61461024657806379ba50971461025a5780637c627b211461026e575f5ffd5b80630396cb601461012a578063205c28781461013f578063238ac9331461015e5780634ccf33ff1461019a57806352b7512c146101db575b5f5ffd5b61013d61013836600461161f565b61049e565b005b34801561014a575f5ffd5b5061013d610159366004611653565b610525565b348015610169575f5ffd5b5060025461017d906001600160a01b031681565b6040516001600160a01b0390911681526020015b60405180910390f35b3480156101a5575f5ffd5b506101cd7f91566418a2dab0618c99921495c209cbbd0ce5c0b5a8a0053962dcfb187b7b3081565b604051908152602001610191565b3480156101e6575f5ffd5b506101fa6101f5366004611694565b610594565b6040516101919291906116dd565b348015610213575f5ffd5b506101cd61022236600461172e565b6105b7565b348015610232575f5ffd5b5061013d610241366004611761565b610627565b348015610251575f5ffd5b5061013d61063b565b348015610265575f5ffd5b5061013d61064e565b348015610279575f5ffd5b5061013d61028836600461177c565b610694565b348015610298575f5ffd5b5061037960408051610120810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810182905260e081018290526101008101919091525060408051610120810182526003546001600160801b038082168352600160801b91829004811660208401526004546001600160401b0380821695850195909552600160401b8082048616606086015292810485166080850152600160c01b9004841660a084015260055493841660c084015290830463ffffffff1660e0830152600160601b90920490911661010082015290565b604051610191919061180e565b348015610391575f5ffd5b505f546001600160a01b031661017d565b3480156103ad575f5ffd5b5061013d6103bc3660046118f8565b6106b0565b3480156103cc575f5ffd5b5061017d7f000000000000000000000000000000000000000000000000000000000000000081565b3480156103ff575f5ffd5b5061013d6106cf565b348015610413575f5ffd5b5061013d610422366004611761565b610747565b348015610432575f5ffd5b506101cd6107c1565b61013d61084e565b34801561044e575f5ffd5b506101cd61045d366004611913565b6108ae565b34801561046d575f5ffd5b506001546001600160a01b031661017d565b34801561048a575f5ffd5b5061013d610499366004611761565b6109f8565b6104a6610a68565b604051621cb65b60e51b815263ffffffff821660048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031690630396cb609034906024015f604051808303818588803b15801561050b575f5ffd5b505af115801561051d573d5f5f3e3d5ffd5b505050505050565b61052d610a68565b60405163040b850f60e31b81526001600160a01b038381166004830152602482018390527f0000000000000000000000000000000000000000000000000000000000000000169063205c2878906044015f604051808303815f87803b15801561050b575f5ffd5b60605f61059f610a94565b6105aa858585610b04565b915091505b935093915050565b6001600160a01b0382165f90815260066020908152604080832081518083019092525465ffffffffffff808216808452600160301b9092046001600160d01b031693830193909352909184161461060e575f610614565b80602001515b6001600160d01b03169150505b92915050565b61062f610a68565b61063881610c52565b50565b610643610a68565b61064c5f610cd4565b565b60015433906001600160a01b0316811461068b5760405163118cdaa760e01b81526001600160a01b03821660048201526024015b60405180910390fd5b61063881610cd4565b61069c610a94565b6106a98585858585610ced565b5050505050565b6106b8610a68565b6106386106ca368390038301836119cd565b610e04565b6106d7610a68565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663bb9fe6bf6040518163ffffffff1660e01b81526004015f604051808303815f87803b15801561072f575f5ffd5b505af1158015610741573d5f5f3e3d5ffd5b50505050565b61074f610a68565b60405163611d2e7560e11b81526001600160a01b0382811660048301527f0000000000000000000000000000000000000000000000000000000000000000169063c23a5cea906024015f604051808303815f87803b1580156107af575f5ffd5b505af11580156106a9573d5f5f3e3d5ffd5b6040516370a0823160e01b81523060048201525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316906370a0823190602401602060405180830381865afa158015610825573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906108499190611a84565b905090565b60405163b760faf960e01b81523060048201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063b760faf99034906024015f604051808303818588803b1580156107af575f5ffd5b5f7f91566418a2dab0618c99921495c209cbbd0ce5c0b5a8a0053962dcfb187b7b306108dd6020860186611761565b60208601356108ef6040880188611a9b565b6040516108fd929190611ae4565b6040519081900390206109136060890189611a9b565b604051610921929190611ae4565b604051908190039020608089013561093c60e08b018b611a9b565b61094b91603491601491611af3565b61095491611b1a565b6040805160208101989098526001600160a01b03909616958701959095526060860193909352608085019190915260a08085019190915260c08085019290925260e084019290925290860135610100830152850135610120820152466101408201523061016082015265ffffffffffff80851661018083015283166101a08201526101c0016040516020818303038152906040528051906020012090509392505050565b610a00610a68565b600180546001600160a01b0383166001600160a01b03199091168117909155610a305f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f546001600160a01b0316331461064c5760405163118cdaa760e01b8152336004820152602401610682565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461064c5760405162461bcd60e51b815260206004820152601560248201527414d95b99195c881b9bdd08115b9d1c9e541bda5b9d605a1b6044820152606401610682565b60605f3681610b1660e0880188611a9b565b610b24916034908290611af3565b9092509050604d8114610b4d57604051631a2474c360e11b815260048101829052602401610682565b5f610b5b6006828486611af3565b610b6491611b37565b60d01c90505f610b78600c60068587611af3565b610b8191611b37565b60d01c9050610b8f89610f49565b610ba7898383610ba287600c818b611af3565b611145565b610bd457610bb7600183836111d0565b60405180602001604052805f8152509095509550505050506105af565b5f610bed610be560208c018c611761565b84848b611203565b9050610bfc60208b018b611761565b604080516001600160a01b03909216602083015265ffffffffffff83169082015260608101899052608001604051602081830303815290604052610c415f85856111d0565b965096505050505050935093915050565b6001600160a01b038116610c795760405163e5c48ac560e01b815260040160405180910390fd5b6002546040516001600160a01b038084169216907fb0604c365feafa080c833b6f6814d321a7561528e696ac2a112c2a0231b0ed35905f90a3600280546001600160a01b0319166001600160a01b0392909216919091179055565b600180546001600160a01b031916905561063881611422565b5f8080610cfc86880188611b6d565b919450925090505f610d10856161a8611bbd565b610d1a9087611bd4565b905081811115610d275750805b6001600160a01b0384165f908152600660205260409020805465ffffffffffff808616911603610d9957610d5b8284611be7565b8154610d779190600160301b90046001600160d01b0316611be7565b81546001600160d01b0391909116600160301b0265ffffffffffff9091161781555b805460408051848152600160301b9092046001600160d01b0316602083015265ffffffffffff8616916001600160a01b038816917f105bc97af1f95eea5853ca06b6bfc0e44a7c9ac0db176b40599bdaa718ae2025910160405180910390a350505050505050505050565b8060e0015163ffffffff165f03610e2e5760405163586e5acb60e01b815260040160405180910390fd5b805160208201516001600160801b03918216600160801b918316820217600355604080840151600480546060870151608088015160a08901516001600160401b039586166001600160801b031990941693909317600160401b92861683021788169085169096026001600160c01b031695909517600160c01b9184169190910217905560c08501516005805460e0880151610100890151939094166bffffffffffffffffffffffff199091161763ffffffff909316909402919091176fffffffffffffffffffffffffffffffff60601b1916600160601b9190941602929092179055517f89b13fbf4ce10ff2ed02f940e43de05e47356b84e905ad44351d2c54ab4cd04790610f3e90839061180e565b60405180910390a150565b60408051610120810182526003546001600160801b03808216808452600160801b92839004821660208501526004546001600160401b0380821696860196909652600160401b808204871660608701529381048616608080870191909152600160c01b909104861660a086015260055495861660c08087019190915293860463ffffffff1660e0860152600160601b9095048216610100850152929391850135929183901c9190831690811115611028578351604051630e2b357b60e31b8152600481018390526001600160801b039091166024820152604401610682565b83602001516001600160801b031682111561106e576020840151604051639130723560e01b8152600481018490526001600160801b039091166024820152604401610682565b83604001516001600160401b03168560a0013511156110bb576040808501519051632896be6160e21b815260a087013560048201526001600160401b039091166024820152604401610682565b5f85608001355f1c90506110e15f608083901c87606001516001600160401b0316611471565b6111036001826001600160801b031687608001516001600160401b0316611471565b6111246002611111886114aa565b8760a001516001600160401b0316611471565b61051d6003611132886114d9565b8760c001516001600160401b0316611471565b5f5f5f6111916111568989896108ae565b86868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152506114f692505050565b5090925090505f8160038111156111aa576111aa611bfa565b1480156111c457506002546001600160a01b038381169116145b98975050505050505050565b5f60d08265ffffffffffff16901b60a08465ffffffffffff16901b856111f6575f6111f9565b60015b1717949350505050565b6005545f90600160401b900463ffffffff1665ffffffffffff848116908616111580611245575063ffffffff811661123b8587611c0e565b65ffffffffffff16115b1561127457604051623f103d60e41b815265ffffffffffff808616600483015286166024820152604401610682565b61128463ffffffff821686611c2c565b6001600160a01b0387165f9081526006602090815260409182902082518084019093525465ffffffffffff808216808552600160301b9092046001600160d01b031692840192909252929450909190841610156113185780516040516322ce1bd560e21b81526001600160a01b038916600482015265ffffffffffff80861660248301529091166044820152606401610682565b5f8365ffffffffffff16825f015165ffffffffffff1614611339575f61133f565b81602001515b6005546001600160d01b03919091169150600160601b90046001600160801b03168061136b8784611bd4565b11156113aa576040516325ca9c5760e01b81526001600160a01b038a166004820152602481018390526044810187905260648101829052608401610682565b60405180604001604052808665ffffffffffff16815260200187846113cf9190611bd4565b6001600160d01b039081169091526001600160a01b03909a165f90815260066020908152604090912082519290910151909a16600160301b0265ffffffffffff9091161790985550919695505050505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b808211156114a55760405163d448c19360e01b815260ff841660048201526024810183905260448101829052606401610682565b505050565b5f6114b860e0830183611a9b565b6114c791602491601491611af3565b6114d091611c63565b60801c92915050565b5f6114e760e0830183611a9b565b6114c791603491602491611af3565b5f5f5f835160410361152d576020840151604085015160608601515f1a61151f8882858561153f565b955095509550505050611538565b505081515f91506002905b9250925092565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561157857505f915060039050826115fd565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156115c9573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166115f457505f9250600191508290506115fd565b92505f91508190505b9450945094915050565b803563ffffffff8116811461161a575f5ffd5b919050565b5f6020828403121561162f575f5ffd5b61163882611607565b9392505050565b6001600160a01b0381168114610638575f5ffd5b5f5f60408385031215611664575f5ffd5b823561166f8161163f565b946020939093013593505050565b5f610120828403121561168e575f5ffd5b50919050565b5f5f5f606084860312156116a6575f5ffd5b83356001600160401b038111156116bb575f5ffd5b6116c78682870161167d565b9660208601359650604090950135949350505050565b604081525f83518060408401528060208601606085015e5f606082850101526060601f19601f8301168401019150508260208301529392505050565b803565ffffffffffff8116811461161a575f5ffd5b5f5f6040838503121561173f575f5ffd5b823561174a8161163f565b915061175860208401611719565b90509250929050565b5f60208284031215611771575f5ffd5b81356116388161163f565b5f5f5f5f5f60808688031215611790575f5ffd5b85356003811061179e575f5ffd5b945060208601356001600160401b038111156117b8575f5ffd5b8601601f810188136117c8575f5ffd5b80356001600160401b038111156117dd575f5ffd5b8860208284010111156117ee575f5ffd5b959860209190910197509495604081013595606090910135945092505050565b5f610120820190506001600160801b0383511682526001600160801b036020840151166020830152604083015161185060408401826001600160401b03169052565b50606083015161186b60608401826001600160401b03169052565b50608083015161188660808401826001600160401b03169052565b5060a08301516118a160a08401826001600160401b03169052565b5060c08301516118bc60c08401826001600160401b03169052565b5060e08301516118d460e084018263ffffffff169052565b506101008301516118f16101008401826001600160801b03169052565b5092915050565b5f6101208284031215611909575f5ffd5b611638838361167d565b5f5f5f60608486031215611925575f5ffd5b83356001600160401b0381111561193a575f5ffd5b6119468682870161167d565b93505061195560208501611719565b915061196360408501611719565b90509250925092565b60405161012081016001600160401b038111828210171561199b57634e487b7160e01b5f52604160045260245ffd5b60405290565b80356001600160801b038116811461161a575f5ffd5b80356001600160401b038116811461161a575f5ffd5b5f6101208284031280156119df575f5ffd5b506119e861196c565b6119f1836119a1565b81526119ff602084016119a1565b6020820152611a10604084016119b7565b6040820152611a21606084016119b7565b6060820152611a32608084016119b7565b6080820152611a4360a084016119b7565b60a0820152611a5460c084016119b7565b60c0820152611a6560e08401611607565b60e0820152611a7761010084016119a1565b6101008201529392505050565b5f60208284031215611a94575f5ffd5b5051919050565b5f5f8335601e19843603018112611ab0575f5ffd5b8301803591506001600160401b03821115611ac9575f5ffd5b602001915036819003821315611add575f5ffd5b9250929050565b818382375f9101908152919050565b5f5f85851115611b01575f5ffd5b83861115611b0d575f5ffd5b5050820193919092039150565b80356020831015610621575f19602084900360031b1b1692915050565b80356001600160d01b031981169060068410156118f1576001600160d01b031960069490940360031b84901b1690921692915050565b5f5f5f60608486031215611b7f575f5ffd5b8335611b8a8161163f565b9250611b9860208501611719565b929592945050506040919091013590565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761062157610621611ba9565b8082018082111561062157610621611ba9565b8181038181111561062157610621611ba9565b634e487b7160e01b5f52602160045260245ffd5b65ffffffffffff828116828216039081111561062157610621611ba9565b5f65ffffffffffff831680611c4f57634e487b7160e01b5f52601260045260245ffd5b8065ffffffffffff84160491505092915050565b80356001600160801b031981169060108410156118f1576001600160801b031960109490940360031b84901b169092169291505056fea164736f6c6343000825000a",
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
// Solidity: constructor(address entryPoint_, address signer_, (uint128,uint128,uint64,uint64,uint64,uint64,uint64,uint32,uint128) limits_) returns()
func (sponsorPaymaster *SponsorPaymaster) PackConstructor(entryPoint_ common.Address, signer_ common.Address, limits_ SponsorPaymasterLimits) []byte {
	enc, err := sponsorPaymaster.abi.Pack("", entryPoint_, signer_, limits_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackSPONSORSHIPTAG is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ccf33ff.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function SPONSORSHIP_TAG() view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) PackSPONSORSHIPTAG() []byte {
	enc, err := sponsorPaymaster.abi.Pack("SPONSORSHIP_TAG")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSPONSORSHIPTAG is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4ccf33ff.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function SPONSORSHIP_TAG() view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) TryPackSPONSORSHIPTAG() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("SPONSORSHIP_TAG")
}

// UnpackSPONSORSHIPTAG is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4ccf33ff.
//
// Solidity: function SPONSORSHIP_TAG() view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) UnpackSPONSORSHIPTAG(data []byte) ([32]byte, error) {
	out, err := sponsorPaymaster.abi.Unpack("SPONSORSHIP_TAG", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
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

// PackLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x860aefcf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function limits() view returns((uint128,uint128,uint64,uint64,uint64,uint64,uint64,uint32,uint128))
func (sponsorPaymaster *SponsorPaymaster) PackLimits() []byte {
	enc, err := sponsorPaymaster.abi.Pack("limits")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x860aefcf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function limits() view returns((uint128,uint128,uint64,uint64,uint64,uint64,uint64,uint32,uint128))
func (sponsorPaymaster *SponsorPaymaster) TryPackLimits() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("limits")
}

// UnpackLimits is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x860aefcf.
//
// Solidity: function limits() view returns((uint128,uint128,uint64,uint64,uint64,uint64,uint64,uint32,uint128))
func (sponsorPaymaster *SponsorPaymaster) UnpackLimits(data []byte) (SponsorPaymasterLimits, error) {
	out, err := sponsorPaymaster.abi.Unpack("limits", data)
	if err != nil {
		return *new(SponsorPaymasterLimits), err
	}
	out0 := *abi.ConvertType(out[0], new(SponsorPaymasterLimits)).(*SponsorPaymasterLimits)
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

// PackSetLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x986c75b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setLimits((uint128,uint128,uint64,uint64,uint64,uint64,uint64,uint32,uint128) limits_) returns()
func (sponsorPaymaster *SponsorPaymaster) PackSetLimits(limits SponsorPaymasterLimits) []byte {
	enc, err := sponsorPaymaster.abi.Pack("setLimits", limits)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetLimits is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x986c75b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setLimits((uint128,uint128,uint64,uint64,uint64,uint64,uint64,uint32,uint128) limits_) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackSetLimits(limits SponsorPaymasterLimits) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("setLimits", limits)
}

// PackSetSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c19e783.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setSigner(address newSigner) returns()
func (sponsorPaymaster *SponsorPaymaster) PackSetSigner(newSigner common.Address) []byte {
	enc, err := sponsorPaymaster.abi.Pack("setSigner", newSigner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6c19e783.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setSigner(address newSigner) returns()
func (sponsorPaymaster *SponsorPaymaster) TryPackSetSigner(newSigner common.Address) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("setSigner", newSigner)
}

// PackSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x238ac933.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function signer() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) PackSigner() []byte {
	enc, err := sponsorPaymaster.abi.Pack("signer")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSigner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x238ac933.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function signer() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) TryPackSigner() ([]byte, error) {
	return sponsorPaymaster.abi.Pack("signer")
}

// UnpackSigner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x238ac933.
//
// Solidity: function signer() view returns(address)
func (sponsorPaymaster *SponsorPaymaster) UnpackSigner(data []byte) (common.Address, error) {
	out, err := sponsorPaymaster.abi.Unpack("signer", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSpentIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x568c244f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function spentIn(address sender, uint48 period) view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) PackSpentIn(sender common.Address, period *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("spentIn", sender, period)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSpentIn is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x568c244f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function spentIn(address sender, uint48 period) view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) TryPackSpentIn(sender common.Address, period *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("spentIn", sender, period)
}

// UnpackSpentIn is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x568c244f.
//
// Solidity: function spentIn(address sender, uint48 period) view returns(uint256)
func (sponsorPaymaster *SponsorPaymaster) UnpackSpentIn(data []byte) (*big.Int, error) {
	out, err := sponsorPaymaster.abi.Unpack("spentIn", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSponsorshipHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda637d38.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sponsorshipHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, uint48 validUntil, uint48 validAfter) view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) PackSponsorshipHash(op PackedUserOperation, validUntil *big.Int, validAfter *big.Int) []byte {
	enc, err := sponsorPaymaster.abi.Pack("sponsorshipHash", op, validUntil, validAfter)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSponsorshipHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xda637d38.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sponsorshipHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, uint48 validUntil, uint48 validAfter) view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) TryPackSponsorshipHash(op PackedUserOperation, validUntil *big.Int, validAfter *big.Int) ([]byte, error) {
	return sponsorPaymaster.abi.Pack("sponsorshipHash", op, validUntil, validAfter)
}

// UnpackSponsorshipHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xda637d38.
//
// Solidity: function sponsorshipHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, uint48 validUntil, uint48 validAfter) view returns(bytes32)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsorshipHash(data []byte) ([32]byte, error) {
	out, err := sponsorPaymaster.abi.Unpack("sponsorshipHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
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

// SponsorPaymasterLimitsSet represents a LimitsSet event raised by the SponsorPaymaster contract.
type SponsorPaymasterLimitsSet struct {
	Limits SponsorPaymasterLimits
	Raw    *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterLimitsSetEventName = "LimitsSet"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterLimitsSet) ContractEventName() string {
	return SponsorPaymasterLimitsSetEventName
}

// UnpackLimitsSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event LimitsSet((uint128,uint128,uint64,uint64,uint64,uint64,uint64,uint32,uint128) limits)
func (sponsorPaymaster *SponsorPaymaster) UnpackLimitsSetEvent(log *types.Log) (*SponsorPaymasterLimitsSet, error) {
	event := "LimitsSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterLimitsSet)
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

// SponsorPaymasterSignerSet represents a SignerSet event raised by the SponsorPaymaster contract.
type SponsorPaymasterSignerSet struct {
	PreviousSigner common.Address
	NewSigner      common.Address
	Raw            *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterSignerSetEventName = "SignerSet"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterSignerSet) ContractEventName() string {
	return SponsorPaymasterSignerSetEventName
}

// UnpackSignerSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SignerSet(address indexed previousSigner, address indexed newSigner)
func (sponsorPaymaster *SponsorPaymaster) UnpackSignerSetEvent(log *types.Log) (*SponsorPaymasterSignerSet, error) {
	event := "SignerSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterSignerSet)
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

// SponsorPaymasterSponsored represents a Sponsored event raised by the SponsorPaymaster contract.
type SponsorPaymasterSponsored struct {
	Sender        common.Address
	Period        *big.Int
	ActualCost    *big.Int
	SpentInPeriod *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const SponsorPaymasterSponsoredEventName = "Sponsored"

// ContractEventName returns the user-defined event name.
func (SponsorPaymasterSponsored) ContractEventName() string {
	return SponsorPaymasterSponsoredEventName
}

// UnpackSponsoredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Sponsored(address indexed sender, uint48 indexed period, uint256 actualCost, uint256 spentInPeriod)
func (sponsorPaymaster *SponsorPaymaster) UnpackSponsoredEvent(log *types.Log) (*SponsorPaymasterSponsored, error) {
	event := "Sponsored"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != sponsorPaymaster.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(SponsorPaymasterSponsored)
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
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["BadSponsorData"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackBadSponsorDataError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["BudgetExceeded"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackBudgetExceededError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["FeeAboveCap"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackFeeAboveCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["GasLimitAboveCap"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackGasLimitAboveCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["OwnableInvalidOwner"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackOwnableInvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["OwnableUnauthorizedAccount"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackOwnableUnauthorizedAccountError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["PeriodPassed"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackPeriodPassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["PreVerificationGasAboveCap"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackPreVerificationGasAboveCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["PriorityFeeAboveCap"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackPriorityFeeAboveCapError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["WindowTooLong"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackWindowTooLongError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["ZeroPeriod"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackZeroPeriodError(raw[4:])
	}
	if bytes.Equal(raw[:4], sponsorPaymaster.abi.Errors["ZeroSigner"].ID.Bytes()[:4]) {
		return sponsorPaymaster.UnpackZeroSignerError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// SponsorPaymasterBadSponsorData represents a BadSponsorData error raised by the SponsorPaymaster contract.
type SponsorPaymasterBadSponsorData struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadSponsorData(uint256 length)
func SponsorPaymasterBadSponsorDataErrorID() common.Hash {
	return common.HexToHash("0x3448e986572393810b68431b8cdb3139f53967bc1a9d43ed2e88e704736baa11")
}

// UnpackBadSponsorDataError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadSponsorData(uint256 length)
func (sponsorPaymaster *SponsorPaymaster) UnpackBadSponsorDataError(raw []byte) (*SponsorPaymasterBadSponsorData, error) {
	out := new(SponsorPaymasterBadSponsorData)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "BadSponsorData", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterBudgetExceeded represents a BudgetExceeded error raised by the SponsorPaymaster contract.
type SponsorPaymasterBudgetExceeded struct {
	Sender  common.Address
	Spent   *big.Int
	MaxCost *big.Int
	Budget  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BudgetExceeded(address sender, uint256 spent, uint256 maxCost, uint256 budget)
func SponsorPaymasterBudgetExceededErrorID() common.Hash {
	return common.HexToHash("0x25ca9c575f312e1a89182be9129ced8702cddf2357555c72beba57bee6b5bcb7")
}

// UnpackBudgetExceededError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BudgetExceeded(address sender, uint256 spent, uint256 maxCost, uint256 budget)
func (sponsorPaymaster *SponsorPaymaster) UnpackBudgetExceededError(raw []byte) (*SponsorPaymasterBudgetExceeded, error) {
	out := new(SponsorPaymasterBudgetExceeded)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "BudgetExceeded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterFeeAboveCap represents a FeeAboveCap error raised by the SponsorPaymaster contract.
type SponsorPaymasterFeeAboveCap struct {
	Fee *big.Int
	Cap *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FeeAboveCap(uint256 fee, uint256 cap)
func SponsorPaymasterFeeAboveCapErrorID() common.Hash {
	return common.HexToHash("0x7159abd8f9701c781951309a8f165bbb5a233e2df15b3a8ef190554984cb7f05")
}

// UnpackFeeAboveCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FeeAboveCap(uint256 fee, uint256 cap)
func (sponsorPaymaster *SponsorPaymaster) UnpackFeeAboveCapError(raw []byte) (*SponsorPaymasterFeeAboveCap, error) {
	out := new(SponsorPaymasterFeeAboveCap)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "FeeAboveCap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterGasLimitAboveCap represents a GasLimitAboveCap error raised by the SponsorPaymaster contract.
type SponsorPaymasterGasLimitAboveCap struct {
	Field uint8
	Gas   *big.Int
	Cap   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error GasLimitAboveCap(uint8 field, uint256 gas, uint256 cap)
func SponsorPaymasterGasLimitAboveCapErrorID() common.Hash {
	return common.HexToHash("0xd448c1936c2901d9f3a37614997c5a473aee0d86d94c31f4f698ee0b7612ebcf")
}

// UnpackGasLimitAboveCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error GasLimitAboveCap(uint8 field, uint256 gas, uint256 cap)
func (sponsorPaymaster *SponsorPaymaster) UnpackGasLimitAboveCapError(raw []byte) (*SponsorPaymasterGasLimitAboveCap, error) {
	out := new(SponsorPaymasterGasLimitAboveCap)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "GasLimitAboveCap", raw); err != nil {
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

// SponsorPaymasterPeriodPassed represents a PeriodPassed error raised by the SponsorPaymaster contract.
type SponsorPaymasterPeriodPassed struct {
	Sender  common.Address
	Period  *big.Int
	Current *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PeriodPassed(address sender, uint48 period, uint48 current)
func SponsorPaymasterPeriodPassedErrorID() common.Hash {
	return common.HexToHash("0x8b386f540a32a56b250ffd670a5057d2588b883ecb9f80c9c82d6bf5fd7691db")
}

// UnpackPeriodPassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PeriodPassed(address sender, uint48 period, uint48 current)
func (sponsorPaymaster *SponsorPaymaster) UnpackPeriodPassedError(raw []byte) (*SponsorPaymasterPeriodPassed, error) {
	out := new(SponsorPaymasterPeriodPassed)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "PeriodPassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterPreVerificationGasAboveCap represents a PreVerificationGasAboveCap error raised by the SponsorPaymaster contract.
type SponsorPaymasterPreVerificationGasAboveCap struct {
	Gas *big.Int
	Cap *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PreVerificationGasAboveCap(uint256 gas, uint256 cap)
func SponsorPaymasterPreVerificationGasAboveCapErrorID() common.Hash {
	return common.HexToHash("0xa25af984515a8b006b7b08c15c2597c3b47ebed572b23ef4e743644e57bc2347")
}

// UnpackPreVerificationGasAboveCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PreVerificationGasAboveCap(uint256 gas, uint256 cap)
func (sponsorPaymaster *SponsorPaymaster) UnpackPreVerificationGasAboveCapError(raw []byte) (*SponsorPaymasterPreVerificationGasAboveCap, error) {
	out := new(SponsorPaymasterPreVerificationGasAboveCap)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "PreVerificationGasAboveCap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterPriorityFeeAboveCap represents a PriorityFeeAboveCap error raised by the SponsorPaymaster contract.
type SponsorPaymasterPriorityFeeAboveCap struct {
	Fee *big.Int
	Cap *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PriorityFeeAboveCap(uint256 fee, uint256 cap)
func SponsorPaymasterPriorityFeeAboveCapErrorID() common.Hash {
	return common.HexToHash("0x913072350358c4f98332f8655009c1792939bce464db0c92aba743175254fd78")
}

// UnpackPriorityFeeAboveCapError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PriorityFeeAboveCap(uint256 fee, uint256 cap)
func (sponsorPaymaster *SponsorPaymaster) UnpackPriorityFeeAboveCapError(raw []byte) (*SponsorPaymasterPriorityFeeAboveCap, error) {
	out := new(SponsorPaymasterPriorityFeeAboveCap)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "PriorityFeeAboveCap", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterWindowTooLong represents a WindowTooLong error raised by the SponsorPaymaster contract.
type SponsorPaymasterWindowTooLong struct {
	ValidAfter *big.Int
	ValidUntil *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error WindowTooLong(uint48 validAfter, uint48 validUntil)
func SponsorPaymasterWindowTooLongErrorID() common.Hash {
	return common.HexToHash("0x03f103d0bd692984d0c0c07ac0326afcfb83981f12b5831c9120542cc5d84295")
}

// UnpackWindowTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error WindowTooLong(uint48 validAfter, uint48 validUntil)
func (sponsorPaymaster *SponsorPaymaster) UnpackWindowTooLongError(raw []byte) (*SponsorPaymasterWindowTooLong, error) {
	out := new(SponsorPaymasterWindowTooLong)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "WindowTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterZeroPeriod represents a ZeroPeriod error raised by the SponsorPaymaster contract.
type SponsorPaymasterZeroPeriod struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroPeriod()
func SponsorPaymasterZeroPeriodErrorID() common.Hash {
	return common.HexToHash("0x586e5acb9fa96ab5c7bf0ef5e40227980bda009a4439ecb1cf27a253073a844b")
}

// UnpackZeroPeriodError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroPeriod()
func (sponsorPaymaster *SponsorPaymaster) UnpackZeroPeriodError(raw []byte) (*SponsorPaymasterZeroPeriod, error) {
	out := new(SponsorPaymasterZeroPeriod)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "ZeroPeriod", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// SponsorPaymasterZeroSigner represents a ZeroSigner error raised by the SponsorPaymaster contract.
type SponsorPaymasterZeroSigner struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroSigner()
func SponsorPaymasterZeroSignerErrorID() common.Hash {
	return common.HexToHash("0xe5c48ac578e050f5a863729c359600666b17bce09ec64f88719c5ce6fc799f6a")
}

// UnpackZeroSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroSigner()
func (sponsorPaymaster *SponsorPaymaster) UnpackZeroSignerError(raw []byte) (*SponsorPaymasterZeroSigner, error) {
	out := new(SponsorPaymasterZeroSigner)
	if err := sponsorPaymaster.abi.UnpackIntoInterface(out, "ZeroSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}
