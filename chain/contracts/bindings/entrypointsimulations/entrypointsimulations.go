// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package entrypointsimulations

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

// EntryPointMemoryUserOp is an auto generated low-level Go binding around an user-defined struct.
type EntryPointMemoryUserOp struct {
	Sender                        common.Address
	Nonce                         *big.Int
	VerificationGasLimit          *big.Int
	CallGasLimit                  *big.Int
	PaymasterVerificationGasLimit *big.Int
	PaymasterPostOpGasLimit       *big.Int
	PreVerificationGas            *big.Int
	Paymaster                     common.Address
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
}

// EntryPointUserOpInfo is an auto generated low-level Go binding around an user-defined struct.
type EntryPointUserOpInfo struct {
	MUserOp       EntryPointMemoryUserOp
	UserOpHash    [32]byte
	Prefund       *big.Int
	ContextOffset *big.Int
	PreOpGas      *big.Int
}

// IEntryPointReturnInfo is an auto generated low-level Go binding around an user-defined struct.
type IEntryPointReturnInfo struct {
	PreOpGas                *big.Int
	Prefund                 *big.Int
	AccountValidationData   *big.Int
	PaymasterValidationData *big.Int
	PaymasterContext        []byte
}

// IEntryPointSimulationsAggregatorStakeInfo is an auto generated low-level Go binding around an user-defined struct.
type IEntryPointSimulationsAggregatorStakeInfo struct {
	Aggregator common.Address
	StakeInfo  IStakeManagerStakeInfo
}

// IEntryPointSimulationsExecutionResult is an auto generated low-level Go binding around an user-defined struct.
type IEntryPointSimulationsExecutionResult struct {
	PreOpGas                *big.Int
	Paid                    *big.Int
	AccountValidationData   *big.Int
	PaymasterValidationData *big.Int
	TargetSuccess           bool
	TargetResult            []byte
}

// IEntryPointSimulationsValidationResult is an auto generated low-level Go binding around an user-defined struct.
type IEntryPointSimulationsValidationResult struct {
	ReturnInfo     IEntryPointReturnInfo
	SenderInfo     IStakeManagerStakeInfo
	FactoryInfo    IStakeManagerStakeInfo
	PaymasterInfo  IStakeManagerStakeInfo
	AggregatorInfo IEntryPointSimulationsAggregatorStakeInfo
}

// IEntryPointUserOpsPerAggregator is an auto generated low-level Go binding around an user-defined struct.
type IEntryPointUserOpsPerAggregator struct {
	UserOps    []PackedUserOperation
	Aggregator common.Address
	Signature  []byte
}

// IStakeManagerDepositInfo is an auto generated low-level Go binding around an user-defined struct.
type IStakeManagerDepositInfo struct {
	Deposit         *big.Int
	Staked          bool
	Stake           *big.Int
	UnstakeDelaySec uint32
	WithdrawTime    *big.Int
}

// IStakeManagerStakeInfo is an auto generated low-level Go binding around an user-defined struct.
type IStakeManagerStakeInfo struct {
	Stake           *big.Int
	UnstakeDelaySec *big.Int
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

// EntryPointSimulationsMetaData contains all meta data concerning the EntryPointSimulations contract.
var EntryPointSimulationsMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"ret\",\"type\":\"bytes\"}],\"name\":\"DelegateAndRevert\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"opIndex\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"}],\"name\":\"FailedOp\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"opIndex\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"reason\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"inner\",\"type\":\"bytes\"}],\"name\":\"FailedOpWithRevert\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"returnData\",\"type\":\"bytes\"}],\"name\":\"PostOpReverted\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"SenderAddressResult\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"aggregator\",\"type\":\"address\"}],\"name\":\"SignatureValidationFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"factory\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"paymaster\",\"type\":\"address\"}],\"name\":\"AccountDeployed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"BeforeExecution\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"totalDeposit\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"revertReason\",\"type\":\"bytes\"}],\"name\":\"PostOpRevertReason\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"aggregator\",\"type\":\"address\"}],\"name\":\"SignatureAggregatorChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"totalStaked\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"unstakeDelaySec\",\"type\":\"uint256\"}],\"name\":\"StakeLocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"withdrawTime\",\"type\":\"uint256\"}],\"name\":\"StakeUnlocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"StakeWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"paymaster\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"success\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"actualGasCost\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"actualGasUsed\",\"type\":\"uint256\"}],\"name\":\"UserOperationEvent\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"name\":\"UserOperationPrefundTooLow\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"revertReason\",\"type\":\"bytes\"}],\"name\":\"UserOperationRevertReason\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"unstakeDelaySec\",\"type\":\"uint32\"}],\"name\":\"addStake\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"delegateAndRevert\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"depositTo\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"getDepositInfo\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"deposit\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"staked\",\"type\":\"bool\"},{\"internalType\":\"uint112\",\"name\":\"stake\",\"type\":\"uint112\"},{\"internalType\":\"uint32\",\"name\":\"unstakeDelaySec\",\"type\":\"uint32\"},{\"internalType\":\"uint48\",\"name\":\"withdrawTime\",\"type\":\"uint48\"}],\"internalType\":\"structIStakeManager.DepositInfo\",\"name\":\"info\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getDomainSeparatorV4\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint192\",\"name\":\"key\",\"type\":\"uint192\"}],\"name\":\"getNonce\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"getPackedUserOpTypeHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"}],\"name\":\"getSenderAddress\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"userOp\",\"type\":\"tuple\"}],\"name\":\"getUserOpHash\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation[]\",\"name\":\"userOps\",\"type\":\"tuple[]\"},{\"internalType\":\"contractIAggregator\",\"name\":\"aggregator\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structIEntryPoint.UserOpsPerAggregator[]\",\"name\":\"opsPerAggregator\",\"type\":\"tuple[]\"},{\"internalType\":\"addresspayable\",\"name\":\"beneficiary\",\"type\":\"address\"}],\"name\":\"handleAggregatedOps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation[]\",\"name\":\"ops\",\"type\":\"tuple[]\"},{\"internalType\":\"addresspayable\",\"name\":\"beneficiary\",\"type\":\"address\"}],\"name\":\"handleOps\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint192\",\"name\":\"key\",\"type\":\"uint192\"}],\"name\":\"incrementNonce\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"components\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"verificationGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"callGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paymasterVerificationGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paymasterPostOpGasLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"paymaster\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"maxFeePerGas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxPriorityFeePerGas\",\"type\":\"uint256\"}],\"internalType\":\"structEntryPoint.MemoryUserOp\",\"name\":\"mUserOp\",\"type\":\"tuple\"},{\"internalType\":\"bytes32\",\"name\":\"userOpHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"prefund\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"contextOffset\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"preOpGas\",\"type\":\"uint256\"}],\"internalType\":\"structEntryPoint.UserOpInfo\",\"name\":\"opInfo\",\"type\":\"tuple\"},{\"internalType\":\"bytes\",\"name\":\"context\",\"type\":\"bytes\"}],\"name\":\"innerHandleOp\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"actualGasCost\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"},{\"internalType\":\"uint192\",\"name\":\"\",\"type\":\"uint192\"}],\"name\":\"nonceSequenceNumber\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"senderCreator\",\"outputs\":[{\"internalType\":\"contractISenderCreator\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"op\",\"type\":\"tuple\"},{\"internalType\":\"address\",\"name\":\"target\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"targetCallData\",\"type\":\"bytes\"}],\"name\":\"simulateHandleOp\",\"outputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"preOpGas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paid\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"accountValidationData\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paymasterValidationData\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"targetSuccess\",\"type\":\"bool\"},{\"internalType\":\"bytes\",\"name\":\"targetResult\",\"type\":\"bytes\"}],\"internalType\":\"structIEntryPointSimulations.ExecutionResult\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"nonce\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"callData\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"accountGasLimits\",\"type\":\"bytes32\"},{\"internalType\":\"uint256\",\"name\":\"preVerificationGas\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"gasFees\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"signature\",\"type\":\"bytes\"}],\"internalType\":\"structPackedUserOperation\",\"name\":\"userOp\",\"type\":\"tuple\"}],\"name\":\"simulateValidation\",\"outputs\":[{\"components\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"preOpGas\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"prefund\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"accountValidationData\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"paymasterValidationData\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"paymasterContext\",\"type\":\"bytes\"}],\"internalType\":\"structIEntryPoint.ReturnInfo\",\"name\":\"returnInfo\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"unstakeDelaySec\",\"type\":\"uint256\"}],\"internalType\":\"structIStakeManager.StakeInfo\",\"name\":\"senderInfo\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"unstakeDelaySec\",\"type\":\"uint256\"}],\"internalType\":\"structIStakeManager.StakeInfo\",\"name\":\"factoryInfo\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"unstakeDelaySec\",\"type\":\"uint256\"}],\"internalType\":\"structIStakeManager.StakeInfo\",\"name\":\"paymasterInfo\",\"type\":\"tuple\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"aggregator\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"unstakeDelaySec\",\"type\":\"uint256\"}],\"internalType\":\"structIStakeManager.StakeInfo\",\"name\":\"stakeInfo\",\"type\":\"tuple\"}],\"internalType\":\"structIEntryPointSimulations.AggregatorStakeInfo\",\"name\":\"aggregatorInfo\",\"type\":\"tuple\"}],\"internalType\":\"structIEntryPointSimulations.ValidationResult\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unlockStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes\",\"name\":\"initCode\",\"type\":\"bytes\"},{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"paymasterAndData\",\"type\":\"bytes\"}],\"name\":\"validateSenderAndPaymaster\",\"outputs\":[],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"}],\"name\":\"withdrawStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"addresspayable\",\"name\":\"withdrawAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"withdrawAmount\",\"type\":\"uint256\"}],\"name\":\"withdrawTo\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	ID:  "EntryPointSimulations",
	Bin: "0x610180604052604051610011906101c7565b604051809103905ff08015801561002a573d5f5f3e3d5ffd5b506001600160a01b031661016052348015610043575f5ffd5b50604051806040016040528060078152602001664552433433333760c81b815250604051806040016040528060018152602001603160f81b81525061008d8261018a60201b60201c565b6101205261009a8161018a565b61014052815160208084019190912060e052815190820120610100524660a05261012660e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526103e843106101855760405162461bcd60e51b815260206004820152601660248201527f73686f756c64206e6f74206265206465706c6f7965640000000000000000000060448201526064015b60405180910390fd5b61022f565b5f5f829050601f815111156101b4578260405163305a27a960e01b815260040161017c91906101d4565b80516101bf82610209565b179392505050565b610519806148a783390190565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610229575f198160200360031b1b821691505b50919050565b60805160a05160c05160e0516101005161012051610140516101605161462f6102785f395f50505f61207c01525f61204c01525f50505f50505f50505f50505f505061462f5ff3fe608060405260043610610149575f3560e01c80635287ce12116100b35780639b249f691161006d5780639b249f69146104e8578063b760faf914610507578063bb9fe6bf1461051a578063c23a5cea1461052e578063c3bce0091461054d578063dbed18e014610579575f5ffd5b80635287ce121461030f57806370a0823114610423578063765e827f1461045757806384b0196e14610476578063850aaf621461049d57806397b2dcb9146104bc575f5ffd5b8063154e58dc11610104578063154e58dc1461022b5780631b2e01b81461025d5780631f5ae7bb14610293578063205c2878146102b257806322cdde4c146102d157806335567e1a146102f0575f5ffd5b806242dc531461015d57806301ffc9a71461018f5780630396cb60146101be57806309ccb880146101d15780630bd28e3b146101f857806313c65a6e14610217575f5ffd5b366101595761015733610598565b005b5f5ffd5b348015610168575f5ffd5b5061017c610177366004613828565b6105b9565b6040519081526020015b60405180910390f35b34801561019a575f5ffd5b506101ae6101a93660046138fd565b505f90565b6040519015158152602001610186565b6101576101cc366004613924565b61074f565b3480156101dc575f5ffd5b506004546040516001600160a01b039091168152602001610186565b348015610203575f5ffd5b5061015761021236600461395d565b6109da565b348015610222575f5ffd5b5060055461017c565b348015610236575f5ffd5b507f29a0bca4af4be3421398da00295e58e6d7de38cb492214754cb6a47507dd6f8e61017c565b348015610268575f5ffd5b5061017c610277366004613976565b600160209081525f928352604080842090915290825290205481565b34801561029e575f5ffd5b506101576102ad3660046139a9565b610a10565b3480156102bd575f5ffd5b506101576102cc366004613a29565b610ada565b3480156102dc575f5ffd5b5061017c6102eb366004613a6a565b610c25565b3480156102fb575f5ffd5b5061017c61030a366004613976565b610c6e565b34801561031a575f5ffd5b506103c9610329366004613a9b565b6040805160a0810182525f80825260208201819052918101829052606081018290526080810191909152506001600160a01b03165f9081526020818152604091829020825160a0810184528154815260019091015460ff811615159282019290925261010082046001600160701b031692810192909252600160781b810463ffffffff166060830152600160981b900465ffffffffffff16608082015290565b60405161018691905f60a082019050825182526020830151151560208301526001600160701b03604084015116604083015263ffffffff606084015116606083015265ffffffffffff608084015116608083015292915050565b34801561042e575f5ffd5b5061017c61043d366004613a9b565b6001600160a01b03165f9081526020819052604090205490565b348015610462575f5ffd5b50610157610471366004613af6565b610cb3565b348015610481575f5ffd5b5061048a610dc1565b6040516101869796959493929190613b76565b3480156104a8575f5ffd5b506101576104b7366004613c0c565b610e03565b3480156104c7575f5ffd5b506104db6104d6366004613c5c565b610e7e565b6040516101869190613cbb565b3480156104f3575f5ffd5b50610157610502366004613d09565b610fa0565b610157610515366004613a9b565b610598565b348015610525575f5ffd5b50610157611047565b348015610539575f5ffd5b50610157610548366004613a9b565b611179565b348015610558575f5ffd5b5061056c610567366004613a6a565b61139e565b6040516101869190613d47565b348015610584575f5ffd5b50610157610593366004613af6565b61151e565b60015b60058110156105ac5760010161059b565b6105b58261185e565b5050565b5f5f5a90503330146106125760405162461bcd60e51b815260206004820152601760248201527f4141393220696e7465726e616c2063616c6c206f6e6c7900000000000000000060448201526064015b60405180910390fd5b8451606081015160a082015181016127100160405a603f028161063757610637613e1a565b04101561064d5763deaddead60e01b5f5260205ffd5b87515f90156106f1575f610666845f01515f8c866118af565b9050806106ef575f61067760405190565b90505f6106856108006118c5565b8051909150156106df57855f01516001600160a01b03168b602001517f1c4fada7374c0a9ee8841fc38afe82932dc0f8e69012e927f061a8bae611a2018860200151846040516106d6929190613e2e565b60405180910390a35b6106e882604052565b6001935050505b505b5f88608001515a860301905061073f828a8a8a8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508792506118f6915050565b955050505050505b949350505050565b335f90815260208190526040902063ffffffff82166107b05760405162461bcd60e51b815260206004820152601a60248201527f6d757374207370656369667920756e7374616b652064656c61790000000000006044820152606401610609565b600181015463ffffffff600160781b909104811690831610156108155760405162461bcd60e51b815260206004820152601c60248201527f63616e6e6f7420646563726561736520756e7374616b652074696d65000000006044820152606401610609565b60018101545f9061083590349061010090046001600160701b0316613e5a565b90505f811161087b5760405162461bcd60e51b81526020600482015260126024820152711b9bc81cdd185ad9481cdc1958da599a595960721b6044820152606401610609565b6001600160701b038111156108c35760405162461bcd60e51b815260206004820152600e60248201526d7374616b65206f766572666c6f7760901b6044820152606401610609565b6040805160a08101825283548152600160208083018281526001600160701b0386811685870190815263ffffffff8a8116606088018181525f60808a0181815233808352828a52918c90209a518b55965199909801805494519151965165ffffffffffff16600160981b0265ffffffffffff60981b1997909416600160781b029690961669ffffffffffffffffffff60781b1991909516610100026effffffffffffffffffffffffffff0019991515999099166effffffffffffffffffffffffffffff1990941693909317979097179190911691909117179055835185815290810192909252917fa5ae833d0bb1dcd632d98a8b70973e8516812898e19bf27b70071ebc8dc52c01910160405180910390a2505050565b335f9081526001602090815260408083206001600160c01b03851684529091528120805491610a0883613e6d565b919050555050565b83158015610a2657506001600160a01b0383163b155b15610a435760405162461bcd60e51b815260040161060990613e85565b60148110610ab9575f610a596014828486613ebd565b610a6291613ee4565b60601c9050803b5f03610ab75760405162461bcd60e51b815260206004820152601b60248201527f41413330207061796d6173746572206e6f74206465706c6f79656400000000006044820152606401610609565b505b60405162461bcd60e51b8152602060048201525f6024820152604401610609565b335f908152602081905260409020805480831115610b3a5760405162461bcd60e51b815260206004820152601960248201527f576974686472617720616d6f756e7420746f6f206c61726765000000000000006044820152606401610609565b610b448382613f22565b8255604080516001600160a01b03861681526020810185905233917fd1c19fbcd4551a5edfb66d43d2e337c04837afda3482b42bdf569a8fccdae5fb910160405180910390a25f846001600160a01b0316846040515f6040518083038185875af1925050503d805f8114610bd3576040519150601f19603f3d011682016040523d82523d5f602084013e610bd8565b606091505b5050905080610c1e5760405162461bcd60e51b81526020600482015260126024820152716661696c656420746f20776974686472617760701b6044820152606401610609565b5050505050565b5f5f610c3083611ad7565b9050610c67610c3e60055490565b610c488584611b7d565b60405161190160f01b8152600281019290925260228201526042902090565b9392505050565b6001600160a01b0382165f9081526001602090815260408083206001600160c01b038516845290915290819020549082901b67ffffffffffffffff1916175b92915050565b610cbb611b97565b815f816001600160401b03811115610cd557610cd561366c565b604051908082528060200260200182016040528015610d0e57816020015b610cfb613505565b815260200190600190039081610cf35790505b509050610d1e8585835f5f611bd5565b506040515f907fbb47ee3e183a558b1a2ff0874b079f3fc5478b7454eacf2bfc5af2ff5878f972908290a15f5b83811015610da657610d9a81888884818110610d6957610d69613f35565b9050602002810190610d7b9190613f49565b858481518110610d8d57610d8d613f35565b6020026020010151611c58565b90910190600101610d4b565b50610db18482611f26565b505050610dbc61201b565b505050565b5f6060805f5f5f6060610dd2612045565b610dda612075565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f5f846001600160a01b03168484604051610e1f929190613f68565b5f60405180830381855af49150503d805f8114610e57576040519150601f19603f3d011682016040523d82523d5f602084013e610e5c565b606091505b50915091508181604051632650415560e21b8152600401610609929190613f77565b610eb46040518060c001604052805f81526020015f81526020015f81526020015f81526020015f15158152602001606081525090565b610ebc611b97565b610ec4613505565b610ecd866120a0565b5f5f610eda5f8985612178565b915091505f610eea5f8a86611c58565b90505f60606001600160a01b038a1615610f5d57896001600160a01b03168989604051610f18929190613f68565b5f604051808303815f865af19150503d805f8114610f51576040519150601f19603f3d011682016040523d82523d5f602084013e610f56565b606091505b5090925090505b6040518060c0016040528087608001518152602001848152602001868152602001858152602001831515815260200182815250965050505050505061074761201b565b5f610fb36004546001600160a01b031690565b6001600160a01b031663570e1a3684846040518363ffffffff1660e01b8152600401610fe0929190613fb9565b6020604051808303815f875af1158015610ffc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906110209190613fcc565b604051633653dc0360e11b81526001600160a01b0382166004820152909150602401610609565b335f90815260208190526040812060018101549091600160781b90910463ffffffff1690036110a55760405162461bcd60e51b815260206004820152600a6024820152691b9bdd081cdd185ad95960b21b6044820152606401610609565b600181015460ff166110ed5760405162461bcd60e51b8152602060048201526011602482015270616c726561647920756e7374616b696e6760781b6044820152606401610609565b60018101545f9061110b90600160781b900463ffffffff1642613fe7565b60018301805460ff65ffffffffffff60981b011916600160981b65ffffffffffff841690810260ff19169190911790915560405190815290915033907ffa9b3c14cc825c412c9ed81b3ba365a5b459439403f18829e572ed53a4180f0a906020015b60405180910390a25050565b335f908152602081905260409020600181015461010090046001600160701b0316806111de5760405162461bcd60e51b81526020600482015260146024820152734e6f207374616b6520746f20776974686472617760601b6044820152606401610609565b6001820154600160981b900465ffffffffffff1661123e5760405162461bcd60e51b815260206004820152601d60248201527f6d7573742063616c6c20756e6c6f636b5374616b6528292066697273740000006044820152606401610609565b600182015442600160981b90910465ffffffffffff1611156112a25760405162461bcd60e51b815260206004820152601b60248201527f5374616b65207769746864726177616c206973206e6f742064756500000000006044820152606401610609565b600182018054610100600160c81b0319169055604080516001600160a01b03851681526020810183905233917fb7c918e0e249f999e965cafeb6c664271b3f4317d296461500e71da39f0cbda3910160405180910390a25f836001600160a01b0316826040515f6040518083038185875af1925050503d805f8114611342576040519150601f19603f3d011682016040523d82523d5f602084013e611347565b606091505b50509050806113985760405162461bcd60e51b815260206004820152601860248201527f6661696c656420746f207769746864726177207374616b6500000000000000006044820152606401610609565b50505050565b6113a661358c565b6113ae613505565b6113b7836120a0565b5f5f6113c45f8685612178565b915091505f6113d9845f015160e00151612399565b8451519091505f906113ea90612399565b905061140760405180604001604052805f81526020015f81525090565b365f61141660408b018b614005565b90925090505f601482101561142b575f611445565b61143860145f8486613ebd565b61144191613ee4565b60601c5b905061145081612399565b93505050505f8590505f6040518060a0016040528089608001518152602001896040015181526020018881526020018781526020016114908a6060015190565b9052905061149c613637565b6001600160a01b038316158015906114be57506001836001600160a01b031614155b156114eb576040518060400160405280846001600160a01b031681526020016114e685612399565b905290505b6040805160a081018252928352602083019590955293810192909252506060810192909252608082015295945050505050565b611526611b97565b815f805b82811015611661573686868381811061154557611545613f35565b90506020028101906115579190614047565b9050365f611565838061405b565b90925090505f61157b6040850160208601613a9b565b9050806001600160a01b0381166001036115b45760405163086a9f7560e41b81526001600160a01b039091166004820152602401610609565b506001600160a01b03811615611651576001600160a01b038116632dd8113384846115e26040890189614005565b6040518563ffffffff1660e01b815260040161160194939291906141c0565b5f604051808303815f87803b158015611618575f5ffd5b505af1925050508015611629575060015b6116515760405163086a9f7560e41b81526001600160a01b0382166004820152602401610609565b509390930192505060010161152a565b505f816001600160401b0381111561167b5761167b61366c565b6040519080825280602002602001820160405280156116b457816020015b6116a1613505565b8152602001906001900390816116995790505b5090505f805b8481101561172e57368888838181106116d5576116d5613f35565b90506020028101906116e79190614047565b9050365f6116f5838061405b565b90925090505f61170b6040850160208601613a9b565b905061171a838389848a611bd5565b909501945050600190920191506116ba9050565b506040517fbb47ee3e183a558b1a2ff0874b079f3fc5478b7454eacf2bfc5af2ff5878f972905f90a1505f80805b85811015611846573689898381811061177757611777613f35565b90506020028101906117899190614047565b905061179b6040820160208301613a9b565b6001600160a01b03167f575ff3acadd5ab348fe1855e217e0f3678f8d767d7494c9f9fefbee2e17cca4d60405160405180910390a2365f6117dc838061405b565b9092509050805f5b81811015611835576118268885858481811061180257611802613f35565b90506020028101906118149190613f49565b8b8b81518110610d8d57610d8d613f35565b600198890198970196016117e4565b50506001909301925061175c915050565b506118518682611f26565b5050505050610dbc61201b565b6001600160a01b0381165f8181526020818152604091829020805434019081905591518281529192917f2da466a7b24304f47e87fa2e1e5a81b9831ce54fec19055ce277ca2f39ba42c4910161116d565b5f5f5f845160208601878987f195945050505050565b60603d82156118d957828111156118d95750815b604051602082018101604052818152815f602083013e9392505050565b5f5f5a85519091505f908161190a826123ea565b90505f8260e0015190505f89608001518803905061192c818560600151612405565b90970196505f6001600160a01b0382166119495783519450611a1d565b8194505f89511115611a1d5782880296505f5a905060028c60028111156119725761197261424b565b14611a0457826001600160a01b0316637c627b218660a001518e8d8c896040518663ffffffff1660e01b81526004016119ae949392919061425f565b5f604051808303815f88803b1580156119c5575f5ffd5b5087f1935050505080156119d7575060015b611a04575f6119e76108006118c5565b905080604051632b5e552f60e21b815260040161060991906142a6565b5f5a82039050611a18818760a00151612405565b925050505b805a8703018801975082880296505f8a60400151905087811015611a805760028c6002811115611a4f57611a4f61424b565b03611a7157809750611a608b612425565b611a6c8b5f8a8c612474565b611ac8565b63deadaa5160e01b5f5260205ffd5b6001600160a01b0386165f90815260208190526040812080548a840390810190915590808e6002811115611ab657611ab661424b565b149050611ac58d828c8e612474565b50505b50505050505050949350505050565b5f3681611ae76040850185614005565b91509150611af582826124ef565b611b0257505f9392505050565b5f611b18611b136020870187613a9b565b612518565b905060148211611b5d576040516001600160601b0319606083901b1660208201526034015b604051602081830303815290604052805190602001209350505050919050565b80611b6b8360148187613ebd565b604051602001611b3d939291906142b8565b5f611b8883836125e1565b80519060200120905092915050565b611b9f6126da565b611bd360017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00611bcd565b90565b9061271a565b565b835f5b81811015611c4e575f8582850181518110611bf557611bf5613f35565b602002602001015190505f5f611c318487018b8b87818110611c1957611c19613f35565b9050602002810190611c2b9190613f49565b85612178565b91509150611c4384870183838a612721565b505050600101611bd8565b5095945050505050565b5f5f5a90505f611c69846060015190565b90505f5f611c7660405190565b9050365f611c8760608a018a614005565b9150915060605f826003811115611c9d57843591505b506372288ed160e01b6001600160e01b0319821601611d4a575f8b8b60200151604051602401611cce9291906142de565b60408051601f198184030181529181526020820180516001600160e01b0316638dd7712f60e01b1790525190915030906242dc5390611d159084908f908d906024016143a9565b604051602081830303815290604052915060e01b6020820180516001600160e01b038381831617835250505050925050611d9f565b306001600160a01b03166242dc5385858d8b604051602401611d6f94939291906143dd565b604051602081830303815290604052915060e01b6020820180516001600160e01b03838183161783525050505091505b60205f8351602085015f305af195505f519850611dbb85604052565b505050505080611f1c575f3d80602003611dd95760205f5f3e5f5191505b5063deaddead60e01b8103611e2c5787604051631101335b60e11b8152600401610609918152604060208201819052600f908201526e41413935206f7574206f662067617360881b606082015260800190565b63deadaa5160e01b8103611e7b575f86608001515a611e4b9087613f22565b611e559190613e5a565b6040880151909150611e6688612425565b611e72885f8385612474565b9550611f1a9050565b5f611e8560405190565b875180516020808b01519201519293506001600160a01b0316917ff62676f440ff169a3a9afdbf812e89e7f95975ee8e5c31214ffdef631c5f479290611ecc6108006118c5565b604051611eda929190613e2e565b60405180910390a3611eeb81604052565b5f87608001515a611efc9088613f22565b611f069190613e5a565b9050611f1560028987846118f6565b965050505b505b5050509392505050565b6001600160a01b038216611f7c5760405162461bcd60e51b815260206004820152601860248201527f4141393020696e76616c69642062656e656669636961727900000000000000006044820152606401610609565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114611fc5576040519150601f19603f3d011682016040523d82523d5f602084013e611fca565b606091505b5050905080610dbc5760405162461bcd60e51b815260206004820152601f60248201527f41413931206661696c65642073656e6420746f2062656e6566696369617279006044820152606401610609565b611bd35f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00611bcd565b60606120707f00000000000000000000000000000000000000000000000000000000000000006128bb565b905090565b60606120707f00000000000000000000000000000000000000000000000000000000000000006128bb565b6120a86128f8565b30631f5ae7bb6120bb6040840184614005565b6120c86020860186613a9b565b6120d560e0870187614005565b6040518663ffffffff1660e01b81526004016120f5959493929190614412565b5f6040518083038186803b15801561210b575f5ffd5b505afa92505050801561211c575060015b61217557612128614453565b806308c379a00361216b575061213c61446b565b80612147575061216d565b8051156105b5575f81604051631101335b60e11b8152600401610609929190613e2e565b505b3d5f5f3e3d5ffd5b50565b5f5f5f5a845190915061218b8682612a30565b5f61219560405190565b90506121a087610c25565b60208701526121ae81604052565b604082015161012083015161010084015160a08501516080860151606087015160c088015186171717171717896effffffffffffffffffffffffffffff8211156122425760408051631101335b60e11b815260048101929092526024820152601860448201527f41413934206761732076616c756573206f766572666c6f7700000000000000006064820152608401610609565b505f6122718560c081015160a08201516080830151606084015160408501516101009095015194010101010290565b60408a0181905290506122868b8b8b84612b74565b9750612299855f01518660200151612c5b565b8b906122ef5760408051631101335b60e11b815260048101929092526024820152601a60448201527f4141323520696e76616c6964206163636f756e74206e6f6e63650000000000006064820152608401610609565b50825a8703111561234c578a604051631101335b60e11b8152600401610609918152604060208201819052601e908201527f41413236206f76657220766572696669636174696f6e4761734c696d69740000606082015260800190565b60e08501516060906001600160a01b0316156123725761236d8c8c8c612ca7565b985090505b8060608b015260a08b01355a8803018a608001818152505050505050505050935093915050565b6040805180820182525f80825260208083018281526001600160a01b03959095168252819052919091206001015461010081046001600160701b03168252600160781b900463ffffffff1690915290565b6101008101516101208201515f919061074782488301612dab565b5f619c408301821161241857505f610cad565b506064919003600a020490565b80518051602080840151928101516040519081526001600160a01b0390921692917f67b4fa9642f42120bf031f3051d1824b0fe25627945b27b8a6a65d5761d5482e910160405180910390a350565b835160e081015181516020808801519301516040516001600160a01b039384169492909316927f49628fd1471006c1482da88028e9ce4dbb080b815c9b0344d39e5a8e6ec1419f916124e19189908990899093845291151560208401526040830152606082015260800190565b60405180910390a450505050565b5f600282101561250057505f610cad565b5050613b8160f11b90356001600160601b0319161490565b5f5f60175f5f853c505f516001600160e81b0319811661ef0160f01b146125cf575f836001600160a01b03163b116125875760405162461bcd60e51b815260206004820152601260248201527173656e64657220686173206e6f20636f646560701b6044820152606401610609565b60405162461bcd60e51b815260206004820152601860248201527f6e6f7420616e204549502d373730322064656c656761746500000000000000006044820152606401610609565b60481c6001600160a01b031692915050565b60605f6125f16020850185613a9b565b905060208401355f84810361261a576126156126106040880188614005565b612dc0565b61261c565b845b90505f61262f6126106060890189614005565b9050608087013560a088013560c08901355f61265161261060e08d018d614005565b604080517f29a0bca4af4be3421398da00295e58e6d7de38cb492214754cb6a47507dd6f8e60208201526001600160a01b039a909a168a82015260608a019890985260808901969096525060a087019390935260c086019190915260e0850152610100840152610120808401919091528151808403909101815261014090920190529392505050565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15611bd357604051633ee5aeb560e01b815260040160405180910390fd5b80825d5050565b5f5f61272c85612dd2565b91509150816001600160a01b0316836001600160a01b0316146127925785604051631101335b60e11b81526004016106099181526040602082018190526014908201527320a0991a1039b4b3b730ba3ab9329032b93937b960611b606082015260800190565b80156127ea5785604051631101335b60e11b81526004016106099181526040602082018190526017908201527f414132322065787069726564206f72206e6f7420647565000000000000000000606082015260800190565b5f6127f485612dd2565b925090506001600160a01b038116156128505786604051631101335b60e11b81526004016106099181526040602082018190526014908201527320a0999a1039b4b3b730ba3ab9329032b93937b960611b606082015260800190565b81156128b25786604051631101335b60e11b81526004016106099181526040602082018190526021908201527f41413332207061796d61737465722065787069726564206f72206e6f742064756060820152606560f81b608082015260a00190565b50505050505050565b60605f6128c783612e22565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b6040516135a560f21b60208201526001600160601b03193060601b166022820152600160f81b60368201525f9060370160408051808303601f190181529190528051602090910120600480546001600160a01b0319166001600160a01b038316179055905061217560408051808201825260078152664552433433333760c81b6020918201528151808301835260018152603160f81b9082015281517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f818301527f364da28a5c92bcc87fe97c8813a6c6b8a3a049b0ea0a328fcb0b4f0e00337586818401527fc89efdaa54c0f20c7adf612882df0950f5a951637e0307cdcb4c672f298b8bc660608201524660808201523060a0808301919091528351808303909101815260c09091019092528151910120600555565b612a3d6020830183613a9b565b6001600160a01b0316815260208083013590820152612a5f6080830135612e49565b6060830152604082015260a082013560c080830191909152612a8390830135612e49565b610100830152610120820152365f612a9e60e0850185614005565b90925090508015611398576034811015612afa5760405162461bcd60e51b815260206004820152601d60248201527f4141393320696e76616c6964207061796d6173746572416e64446174610000006044820152606401610609565b5f612b058383612e68565b60a0870152608086015290506001600160a01b038116612b605760405162461bcd60e51b815260206004820152601660248201527520a09c9c1034b73b30b634b2103830bcb6b0b9ba32b960511b6044820152606401610609565b6001600160a01b031660e084015250505050565b815180515f9190612b928786612b8d60408a018a614005565b612ecf565b60e08201515f6001600160a01b038216612bd3576001600160a01b0383165f90815260208190526040902054868111612bcd57808703612bcf565b5f5b9150505b612bdf89898984613269565b94506001600160a01b038216612c4f57612bf98387613354565b612c4f5788604051631101335b60e11b81526004016106099181526040602082018190526017908201527f41413231206469646e2774207061792070726566756e64000000000000000000606082015260800190565b50505050949350505050565b6001600160a01b0382165f90815260016020908152604080832084821c80855292528220805484916001600160401b038316919085612c9983613e6d565b909155501495945050505050565b60605f5f5a845160e081015160408701519293509091612cc78282613354565b612d1d5788604051631101335b60e11b8152600401610609918152604060208201819052601e908201527f41413331207061796d6173746572206465706f73697420746f6f206c6f770000606082015260800190565b6080830151612d2d8a8a8a61338d565b9097509550805a86031115612d9e5789604051631101335b60e11b81526004016106099181526040602082018190526027908201527f41413336206f766572207061796d6173746572566572696669636174696f6e47606082015266185cd31a5b5a5d60ca1b608082015260a00190565b5050505050935093915050565b5f818310612db95781610c67565b5090919050565b5f604051828085833790209392505050565b5f5f825f03612de557505f928392509050565b5f612def84613496565b9050806040015165ffffffffffff16421180612e175750806020015165ffffffffffff164211155b905194909350915050565b5f60ff8216601f811115610cad57604051632cd44ac360e21b815260040160405180910390fd5b5f5f612e558360801c90565b6001600160801b03841691509150915091565b5f8080612e786014828688613ebd565b612e8191613ee4565b60601c612e92602460148789613ebd565b612e9b916144e5565b60801c612eac60346024888a613ebd565b612eb5916144e5565b9194506001600160801b0316925060801c90509250925092565b801561139857825151612ee283836124ef565b15612f6c576014821115612f66576004548451604001516001600160a01b039091169063c09ad0d99083612f19866014818a613ebd565b6040518563ffffffff1660e01b8152600401612f379392919061451b565b5f604051808303815f88803b158015612f4e575f5ffd5b5087f1158015612f60573d5f5f3e3d5ffd5b50505050505b50611398565b6001600160a01b0381163b15612fce5784604051631101335b60e11b8152600401610609918152604060208201819052601f908201527f414131302073656e64657220616c726561647920636f6e737472756374656400606082015260800190565b60148210156130295784604051631101335b60e11b81526004016106099181526040602082018190526017908201527f4141393920696e6974436f646520746f6f20736d616c6c000000000000000000606082015260800190565b5f61303c6004546001600160a01b031690565b6001600160a01b031663570e1a36865f01516040015186866040518463ffffffff1660e01b8152600401613071929190613fb9565b6020604051808303815f8887f115801561308d573d5f5f3e3d5ffd5b50505050506040513d601f19601f820116820180604052508101906130b29190613fcc565b90506001600160a01b0381166131145785604051631101335b60e11b8152600401610609918152604060208201819052601b908201527f4141313320696e6974436f6465206661696c6564206f72204f4f470000000000606082015260800190565b816001600160a01b0316816001600160a01b03161461317e5785604051631101335b60e11b815260040161060991815260406020808301829052908201527f4141313420696e6974436f6465206d7573742072657475726e2073656e646572606082015260800190565b806001600160a01b03163b5f036131e05785604051631101335b60e11b815260040161060991815260406020808301829052908201527f4141313520696e6974436f6465206d757374206372656174652073656e646572606082015260800190565b5f6131ee6014828688613ebd565b6131f791613ee4565b60601c9050826001600160a01b031686602001517fd51a9c61267aa6196961883ecf5ff2da6619c37dac0fa92122513fb32c032d2d83895f015160e001516040516132589291906001600160a01b0392831681529116602082015260400190565b60405180910390a350505050505050565b8151604081015190515f9190828061328060405190565b90505f8888602001518860405160240161329c93929190614548565b60408051601f19818403018152919052602080820180516001600160e01b03166306608bdf60e21b178152825192935090915f9182888af192505f51955060203d146132e6575f92505b6132ef82604052565b50508061334957816001600160a01b03163b5f036133225787604051631101335b60e11b8152600401610609919061456c565b8761332e6108006118c5565b6040516365c8fd4d60e01b81526004016106099291906145aa565b505050949350505050565b6001600160a01b0382165f90815260208190526040812080548381101561337f575f92505050610cad565b839003905550600192915050565b60605f5f61339a60405190565b90505f85856020015186604001516040516024016133ba93929190614548565b60408051601f198184030181529190526020810180516001600160e01b03166314add44b60e21b178152865160e08101516080909101518351939450909290915f9182918291829182918291829190828b8bf194503d9050805f8a3e6020890151995088519250606081039150604089019a508a51935084158061343f575082604014155b8061344c57508184601f01105b15613478578d61345d6108006118c5565b6040516365c8fd4d60e01b81526004016106099291906145e6565b601f19601f8201168901604052505050505050505050935093915050565b604080516060810182525f80825260208201819052918101919091528160a081901c65ffffffffffff81165f036134d0575065ffffffffffff5b604080516060810182526001600160a01b03909316835260d09490941c602083015265ffffffffffff16928101929092525090565b6040518060a0016040528061356e6040518061014001604052805f6001600160a01b031681526020015f81526020015f81526020015f81526020015f81526020015f81526020015f81526020015f6001600160a01b031681526020015f81526020015f81525090565b81526020015f81526020015f81526020015f81526020015f81525090565b6040518060a001604052806135c56040518060a001604052805f81526020015f81526020015f81526020015f8152602001606081525090565b81526020016135e560405180604001604052805f81526020015f81525090565b815260200161360560405180604001604052805f81526020015f81525090565b815260200161362560405180604001604052805f81526020015f81525090565b8152602001613632613637565b905290565b60405180604001604052805f6001600160a01b0316815260200161363260405180604001604052805f81526020015f81525090565b634e487b7160e01b5f52604160045260245ffd5b60a081018181106001600160401b038211171561369f5761369f61366c565b60405250565b601f8201601f191681016001600160401b03811182821017156136ca576136ca61366c565b6040525050565b604051611bca610140826136a5565b6001600160a01b0381168114612175575f5ffd5b80356136ff816136e0565b919050565b5f8183036101c0811215613716575f5ffd5b60405161372281613680565b809250610140821215613733575f5ffd5b61373b6136d1565b9150613746846136f4565b82526020848101359083015260408085013590830152606080850135908301526080808501359083015260a0808501359083015260c0808501359083015261379060e085016136f4565b60e0830152610100848101359083015261012080850135908301529081526101408301356020820152610160830135604082015261018083013560608201526101a090920135608090920191909152919050565b5f5f83601f8401126137f4575f5ffd5b5081356001600160401b0381111561380a575f5ffd5b602083019150836020828501011115613821575f5ffd5b9250929050565b5f5f5f5f610200858703121561383c575f5ffd5b84356001600160401b03811115613851575f5ffd5b8501601f81018713613861575f5ffd5b80356001600160401b0381111561387a5761387a61366c565b604051613891601f8301601f1916602001826136a5565b8181528860208385010111156138a5575f5ffd5b816020840160208301375f602083830101528096505050506138ca8660208701613704565b92506101e08501356001600160401b038111156138e5575f5ffd5b6138f1878288016137e4565b95989497509550505050565b5f6020828403121561390d575f5ffd5b81356001600160e01b031981168114610c67575f5ffd5b5f60208284031215613934575f5ffd5b813563ffffffff81168114610c67575f5ffd5b80356001600160c01b03811681146136ff575f5ffd5b5f6020828403121561396d575f5ffd5b610c6782613947565b5f5f60408385031215613987575f5ffd5b8235613992816136e0565b91506139a060208401613947565b90509250929050565b5f5f5f5f5f606086880312156139bd575f5ffd5b85356001600160401b038111156139d2575f5ffd5b6139de888289016137e4565b90965094505060208601356139f2816136e0565b925060408601356001600160401b03811115613a0c575f5ffd5b613a18888289016137e4565b969995985093965092949392505050565b5f5f60408385031215613a3a575f5ffd5b8235613a45816136e0565b946020939093013593505050565b5f6101208284031215613a64575f5ffd5b50919050565b5f60208284031215613a7a575f5ffd5b81356001600160401b03811115613a8f575f5ffd5b61074784828501613a53565b5f60208284031215613aab575f5ffd5b8135610c67816136e0565b5f5f83601f840112613ac6575f5ffd5b5081356001600160401b03811115613adc575f5ffd5b6020830191508360208260051b8501011115613821575f5ffd5b5f5f5f60408486031215613b08575f5ffd5b83356001600160401b03811115613b1d575f5ffd5b613b2986828701613ab6565b9094509250506020840135613b3d816136e0565b809150509250925092565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f613b9460e0830189613b48565b8281036040840152613ba68189613b48565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015613bfb578351835260209384019390920191600101613bdd565b50909b9a5050505050505050505050565b5f5f5f60408486031215613c1e575f5ffd5b8335613c29816136e0565b925060208401356001600160401b03811115613c43575f5ffd5b613c4f868287016137e4565b9497909650939450505050565b5f5f5f5f60608587031215613c6f575f5ffd5b84356001600160401b03811115613c84575f5ffd5b613c9087828801613a53565b9450506020850135613ca1816136e0565b925060408501356001600160401b038111156138e5575f5ffd5b60208152815160208201526020820151604082015260408201516060820152606082015160808201526080820151151560a08201525f60a083015160c08084015261074760e0840182613b48565b5f5f60208385031215613d1a575f5ffd5b82356001600160401b03811115613d2f575f5ffd5b613d3b858286016137e4565b90969095509350505050565b602080825282516101408383015280516101608401529081015161018083015260408101516101a083015260608101516101c08301526080015160a06101e08301525f90613d99610200840182613b48565b90506020840151613db7604085018280518252602090810151910152565b506040840151805160808581019190915260209182015160a08601526060860151805160c087015282015160e086015285015180516001600160a01b0316610100860152808201518051610120870152909101516101408501525b509392505050565b634e487b7160e01b5f52601260045260245ffd5b828152604060208201525f6107476040830184613b48565b634e487b7160e01b5f52601160045260245ffd5b80820180821115610cad57610cad613e46565b5f60018201613e7e57613e7e613e46565b5060010190565b602081525f610cad60208301601981527810504c8c081858d8dbdd5b9d081b9bdd0819195c1b1bde5959603a1b602082015260400190565b5f5f85851115613ecb575f5ffd5b83861115613ed7575f5ffd5b5050820193919092039150565b80356001600160601b03198116906014841015613f1b576001600160601b03196001600160601b03198560140360031b1b82161691505b5092915050565b81810381811115610cad57610cad613e46565b634e487b7160e01b5f52603260045260245ffd5b5f823561011e19833603018112613f5e575f5ffd5b9190910192915050565b818382375f9101908152919050565b8215158152604060208201525f6107476040830184613b48565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b602081525f610747602083018486613f91565b5f60208284031215613fdc575f5ffd5b8151610c67816136e0565b65ffffffffffff8181168382160190811115610cad57610cad613e46565b5f5f8335601e1984360301811261401a575f5ffd5b8301803591506001600160401b03821115614033575f5ffd5b602001915036819003821315613821575f5ffd5b5f8235605e19833603018112613f5e575f5ffd5b5f5f8335601e19843603018112614070575f5ffd5b8301803591506001600160401b03821115614089575f5ffd5b6020019150600581901b3603821315613821575f5ffd5b5f5f8335601e198436030181126140b5575f5ffd5b83016020810192503590506001600160401b038111156140d3575f5ffd5b803603821315613821575f5ffd5b6140fb826140ee836136f4565b6001600160a01b03169052565b602081810135908301525f61411360408301836140a0565b610120604086015261412a61012086018284613f91565b91505061413a60608401846140a0565b858303606087015261414d838284613f91565b6080868101359088015260a0808701359088015260c08087013590880152925061417d91505060e08401846140a0565b85830360e0870152614190838284613f91565b925050506141a26101008401846140a0565b8583036101008701526141b6838284613f91565b9695505050505050565b604080825281018490525f6060600586901b83018101908301878361011e1936839003015b8982101561422957868503605f190184528235818112614203575f5ffd5b61420f868d83016140e1565b9550506020830192506020840193506001820191506141e5565b505050508281036020840152614240818587613f91565b979650505050505050565b634e487b7160e01b5f52602160045260245ffd5b5f6003861061427c57634e487b7160e01b5f52602160045260245ffd5b858252608060208301526142936080830186613b48565b6040830194909452506060015292915050565b602081525f610c676020830184613b48565b6001600160601b03198460601b168152818360148301375f910160140190815292915050565b604081525f6142f060408301856140e1565b90508260208301529392505050565b805180516001600160a01b031683526020810151602084015260408101516040840152606081015160608401526080810151608084015260a081015160a084015260c081015160c084015260e081015161436460e08501826001600160a01b03169052565b5061010081810151908401526101209081015190830152602081015161014083015260408101516101608301526060810151610180830152608001516101a090910152565b61020081525f6143bd610200830186613b48565b6143ca60208401866142ff565b8281036101e08401526141b68185613b48565b61020081525f6143f261020083018688613f91565b6143ff60208401866142ff565b8281036101e08401526142408185613b48565b606081525f614425606083018789613f91565b6001600160a01b03861660208401528281036040840152614447818587613f91565b98975050505050505050565b5f60033d1115611bca5760045f5f3e505f5160e01c90565b5f60443d10156144785790565b6040513d600319016004823e80513d60248201116001600160401b03821117156144a157505090565b80820180516001600160401b038111156144bc575050505090565b3d84016003190182820160200111156144d6575050505090565b613e12602082850101856136a5565b80356001600160801b03198116906010841015613f1b576001600160801b031960109490940360031b84901b1690921692915050565b6001600160a01b03841681526040602082018190525f9061453f9083018486613f91565b95945050505050565b606081525f61455a60608301866140e1565b60208301949094525060400152919050565b818152604060208201525f610c6760408301601981527810504c8c081858d8dbdd5b9d081b9bdd0819195c1b1bde5959603a1b602082015260400190565b82815260606020820152600d60608201526c10504c8cc81c995d995c9d1959609a1b608082015260a060408201525f61074760a0830184613b48565b82815260606020820152600d60608201526c10504cccc81c995d995c9d1959609a1b608082015260a060408201525f61074760a0830184613b4856fea164736f6c6343000825000a60a0604052348015600e575f5ffd5b50336080526080516104e26100375f395f818160770152818160ba01526101bc01526104e25ff3fe608060405234801561000f575f5ffd5b506004361061003f575f3560e01c8063570e1a3614610043578063b0d691fe14610072578063c09ad0d914610099575b5f5ffd5b61005661005136600461029e565b6100ae565b6040516001600160a01b03909116815260200160405180910390f35b6100567f000000000000000000000000000000000000000000000000000000000000000081565b6100ac6100a7366004610320565b6101b1565b005b5f336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461012c5760405162461bcd60e51b815260206004820181905260248201527f414139372073686f756c642063616c6c2066726f6d20456e747279506f696e7460448201526064015b60405180910390fd5b5f61013a60148285876103f1565b61014391610418565b60601c90505f61015684601481886103f1565b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92018290525084519495509360209350849250905082850182875af1905080156101a8575f5193505b50505092915050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146102295760405162461bcd60e51b815260206004820181905260248201527f414139372073686f756c642063616c6c2066726f6d20456e747279506f696e746044820152606401610123565b5f5f5f8351602085015f875af1905080610268575f61024961080061026d565b90505f816040516365c8fd4d60e01b8152600401610123929190610465565b505050565b60603d821561028157828111156102815750815b604051602082018101604052818152815f602083013e9392505050565b5f5f602083850312156102af575f5ffd5b823567ffffffffffffffff8111156102c5575f5ffd5b8301601f810185136102d5575f5ffd5b803567ffffffffffffffff8111156102eb575f5ffd5b8560208284010111156102fc575f5ffd5b6020919091019590945092505050565b634e487b7160e01b5f52604160045260245ffd5b5f5f60408385031215610331575f5ffd5b82356001600160a01b0381168114610347575f5ffd5b9150602083013567ffffffffffffffff811115610362575f5ffd5b8301601f81018513610372575f5ffd5b803567ffffffffffffffff81111561038c5761038c61030c565b604051601f8201601f19908116603f0116810167ffffffffffffffff811182821017156103bb576103bb61030c565b6040528181528282016020018710156103d2575f5ffd5b816020840160208301375f602083830101528093505050509250929050565b5f5f858511156103ff575f5ffd5b8386111561040b575f5ffd5b5050820193919092039150565b80356bffffffffffffffffffffffff19811690601484101561045e576bffffffffffffffffffffffff196bffffffffffffffffffffffff198560140360031b1b82161691505b5092915050565b82815260606020820152601f60608201527f4141313320454950373730322073656e64657220696e6974206661696c656400608082015260a060408201525f82518060a0840152806020850160c085015e5f60c0828501015260c0601f19601f830116840101915050939250505056fea164736f6c6343000825000a",
}

// EntryPointSimulations is an auto generated Go binding around an Ethereum contract.
type EntryPointSimulations struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *EntryPointSimulations) GetABI() abi.ABI {
	return c.abi
}

// NewEntryPointSimulations creates a new instance of EntryPointSimulations.
func NewEntryPointSimulations() *EntryPointSimulations {
	parsed, err := EntryPointSimulationsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &EntryPointSimulations{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *EntryPointSimulations) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackAddStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0396cb60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function addStake(uint32 unstakeDelaySec) payable returns()
func (entryPointSimulations *EntryPointSimulations) PackAddStake(unstakeDelaySec uint32) []byte {
	enc, err := entryPointSimulations.abi.Pack("addStake", unstakeDelaySec)
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
func (entryPointSimulations *EntryPointSimulations) TryPackAddStake(unstakeDelaySec uint32) ([]byte, error) {
	return entryPointSimulations.abi.Pack("addStake", unstakeDelaySec)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (entryPointSimulations *EntryPointSimulations) PackBalanceOf(account common.Address) []byte {
	enc, err := entryPointSimulations.abi.Pack("balanceOf", account)
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
func (entryPointSimulations *EntryPointSimulations) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return entryPointSimulations.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (entryPointSimulations *EntryPointSimulations) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := entryPointSimulations.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDelegateAndRevert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x850aaf62.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function delegateAndRevert(address target, bytes data) returns()
func (entryPointSimulations *EntryPointSimulations) PackDelegateAndRevert(target common.Address, data []byte) []byte {
	enc, err := entryPointSimulations.abi.Pack("delegateAndRevert", target, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDelegateAndRevert is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x850aaf62.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function delegateAndRevert(address target, bytes data) returns()
func (entryPointSimulations *EntryPointSimulations) TryPackDelegateAndRevert(target common.Address, data []byte) ([]byte, error) {
	return entryPointSimulations.abi.Pack("delegateAndRevert", target, data)
}

// PackDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb760faf9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function depositTo(address account) payable returns()
func (entryPointSimulations *EntryPointSimulations) PackDepositTo(account common.Address) []byte {
	enc, err := entryPointSimulations.abi.Pack("depositTo", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDepositTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb760faf9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function depositTo(address account) payable returns()
func (entryPointSimulations *EntryPointSimulations) TryPackDepositTo(account common.Address) ([]byte, error) {
	return entryPointSimulations.abi.Pack("depositTo", account)
}

// PackEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (entryPointSimulations *EntryPointSimulations) PackEip712Domain() []byte {
	enc, err := entryPointSimulations.abi.Pack("eip712Domain")
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
func (entryPointSimulations *EntryPointSimulations) TryPackEip712Domain() ([]byte, error) {
	return entryPointSimulations.abi.Pack("eip712Domain")
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
func (entryPointSimulations *EntryPointSimulations) UnpackEip712Domain(data []byte) (Eip712DomainOutput, error) {
	out, err := entryPointSimulations.abi.Unpack("eip712Domain", data)
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

// PackGetDepositInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5287ce12.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDepositInfo(address account) view returns((uint256,bool,uint112,uint32,uint48) info)
func (entryPointSimulations *EntryPointSimulations) PackGetDepositInfo(account common.Address) []byte {
	enc, err := entryPointSimulations.abi.Pack("getDepositInfo", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDepositInfo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5287ce12.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDepositInfo(address account) view returns((uint256,bool,uint112,uint32,uint48) info)
func (entryPointSimulations *EntryPointSimulations) TryPackGetDepositInfo(account common.Address) ([]byte, error) {
	return entryPointSimulations.abi.Pack("getDepositInfo", account)
}

// UnpackGetDepositInfo is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5287ce12.
//
// Solidity: function getDepositInfo(address account) view returns((uint256,bool,uint112,uint32,uint48) info)
func (entryPointSimulations *EntryPointSimulations) UnpackGetDepositInfo(data []byte) (IStakeManagerDepositInfo, error) {
	out, err := entryPointSimulations.abi.Unpack("getDepositInfo", data)
	if err != nil {
		return *new(IStakeManagerDepositInfo), err
	}
	out0 := *abi.ConvertType(out[0], new(IStakeManagerDepositInfo)).(*IStakeManagerDepositInfo)
	return out0, nil
}

// PackGetDomainSeparatorV4 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13c65a6e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getDomainSeparatorV4() view returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) PackGetDomainSeparatorV4() []byte {
	enc, err := entryPointSimulations.abi.Pack("getDomainSeparatorV4")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetDomainSeparatorV4 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x13c65a6e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getDomainSeparatorV4() view returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) TryPackGetDomainSeparatorV4() ([]byte, error) {
	return entryPointSimulations.abi.Pack("getDomainSeparatorV4")
}

// UnpackGetDomainSeparatorV4 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x13c65a6e.
//
// Solidity: function getDomainSeparatorV4() view returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) UnpackGetDomainSeparatorV4(data []byte) ([32]byte, error) {
	out, err := entryPointSimulations.abi.Unpack("getDomainSeparatorV4", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35567e1a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getNonce(address sender, uint192 key) view returns(uint256 nonce)
func (entryPointSimulations *EntryPointSimulations) PackGetNonce(sender common.Address, key *big.Int) []byte {
	enc, err := entryPointSimulations.abi.Pack("getNonce", sender, key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x35567e1a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getNonce(address sender, uint192 key) view returns(uint256 nonce)
func (entryPointSimulations *EntryPointSimulations) TryPackGetNonce(sender common.Address, key *big.Int) ([]byte, error) {
	return entryPointSimulations.abi.Pack("getNonce", sender, key)
}

// UnpackGetNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x35567e1a.
//
// Solidity: function getNonce(address sender, uint192 key) view returns(uint256 nonce)
func (entryPointSimulations *EntryPointSimulations) UnpackGetNonce(data []byte) (*big.Int, error) {
	out, err := entryPointSimulations.abi.Unpack("getNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetPackedUserOpTypeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x154e58dc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getPackedUserOpTypeHash() pure returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) PackGetPackedUserOpTypeHash() []byte {
	enc, err := entryPointSimulations.abi.Pack("getPackedUserOpTypeHash")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetPackedUserOpTypeHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x154e58dc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getPackedUserOpTypeHash() pure returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) TryPackGetPackedUserOpTypeHash() ([]byte, error) {
	return entryPointSimulations.abi.Pack("getPackedUserOpTypeHash")
}

// UnpackGetPackedUserOpTypeHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x154e58dc.
//
// Solidity: function getPackedUserOpTypeHash() pure returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) UnpackGetPackedUserOpTypeHash(data []byte) ([32]byte, error) {
	out, err := entryPointSimulations.abi.Unpack("getPackedUserOpTypeHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackGetSenderAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b249f69.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getSenderAddress(bytes initCode) returns()
func (entryPointSimulations *EntryPointSimulations) PackGetSenderAddress(initCode []byte) []byte {
	enc, err := entryPointSimulations.abi.Pack("getSenderAddress", initCode)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetSenderAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b249f69.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getSenderAddress(bytes initCode) returns()
func (entryPointSimulations *EntryPointSimulations) TryPackGetSenderAddress(initCode []byte) ([]byte, error) {
	return entryPointSimulations.abi.Pack("getSenderAddress", initCode)
}

// PackGetUserOpHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22cdde4c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getUserOpHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) view returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) PackGetUserOpHash(userOp PackedUserOperation) []byte {
	enc, err := entryPointSimulations.abi.Pack("getUserOpHash", userOp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetUserOpHash is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x22cdde4c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getUserOpHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) view returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) TryPackGetUserOpHash(userOp PackedUserOperation) ([]byte, error) {
	return entryPointSimulations.abi.Pack("getUserOpHash", userOp)
}

// UnpackGetUserOpHash is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x22cdde4c.
//
// Solidity: function getUserOpHash((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) view returns(bytes32)
func (entryPointSimulations *EntryPointSimulations) UnpackGetUserOpHash(data []byte) ([32]byte, error) {
	out, err := entryPointSimulations.abi.Unpack("getUserOpHash", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackHandleAggregatedOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbed18e0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function handleAggregatedOps(((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[],address,bytes)[] opsPerAggregator, address beneficiary) returns()
func (entryPointSimulations *EntryPointSimulations) PackHandleAggregatedOps(opsPerAggregator []IEntryPointUserOpsPerAggregator, beneficiary common.Address) []byte {
	enc, err := entryPointSimulations.abi.Pack("handleAggregatedOps", opsPerAggregator, beneficiary)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHandleAggregatedOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdbed18e0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function handleAggregatedOps(((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[],address,bytes)[] opsPerAggregator, address beneficiary) returns()
func (entryPointSimulations *EntryPointSimulations) TryPackHandleAggregatedOps(opsPerAggregator []IEntryPointUserOpsPerAggregator, beneficiary common.Address) ([]byte, error) {
	return entryPointSimulations.abi.Pack("handleAggregatedOps", opsPerAggregator, beneficiary)
}

// PackHandleOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x765e827f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function handleOps((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[] ops, address beneficiary) returns()
func (entryPointSimulations *EntryPointSimulations) PackHandleOps(ops []PackedUserOperation, beneficiary common.Address) []byte {
	enc, err := entryPointSimulations.abi.Pack("handleOps", ops, beneficiary)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackHandleOps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x765e827f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function handleOps((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[] ops, address beneficiary) returns()
func (entryPointSimulations *EntryPointSimulations) TryPackHandleOps(ops []PackedUserOperation, beneficiary common.Address) ([]byte, error) {
	return entryPointSimulations.abi.Pack("handleOps", ops, beneficiary)
}

// PackIncrementNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0bd28e3b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function incrementNonce(uint192 key) returns()
func (entryPointSimulations *EntryPointSimulations) PackIncrementNonce(key *big.Int) []byte {
	enc, err := entryPointSimulations.abi.Pack("incrementNonce", key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIncrementNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0bd28e3b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function incrementNonce(uint192 key) returns()
func (entryPointSimulations *EntryPointSimulations) TryPackIncrementNonce(key *big.Int) ([]byte, error) {
	return entryPointSimulations.abi.Pack("incrementNonce", key)
}

// PackInnerHandleOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0042dc53.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function innerHandleOp(bytes callData, ((address,uint256,uint256,uint256,uint256,uint256,uint256,address,uint256,uint256),bytes32,uint256,uint256,uint256) opInfo, bytes context) returns(uint256 actualGasCost)
func (entryPointSimulations *EntryPointSimulations) PackInnerHandleOp(callData []byte, opInfo EntryPointUserOpInfo, context []byte) []byte {
	enc, err := entryPointSimulations.abi.Pack("innerHandleOp", callData, opInfo, context)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackInnerHandleOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0042dc53.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function innerHandleOp(bytes callData, ((address,uint256,uint256,uint256,uint256,uint256,uint256,address,uint256,uint256),bytes32,uint256,uint256,uint256) opInfo, bytes context) returns(uint256 actualGasCost)
func (entryPointSimulations *EntryPointSimulations) TryPackInnerHandleOp(callData []byte, opInfo EntryPointUserOpInfo, context []byte) ([]byte, error) {
	return entryPointSimulations.abi.Pack("innerHandleOp", callData, opInfo, context)
}

// UnpackInnerHandleOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0042dc53.
//
// Solidity: function innerHandleOp(bytes callData, ((address,uint256,uint256,uint256,uint256,uint256,uint256,address,uint256,uint256),bytes32,uint256,uint256,uint256) opInfo, bytes context) returns(uint256 actualGasCost)
func (entryPointSimulations *EntryPointSimulations) UnpackInnerHandleOp(data []byte) (*big.Int, error) {
	out, err := entryPointSimulations.abi.Unpack("innerHandleOp", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackNonceSequenceNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b2e01b8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonceSequenceNumber(address , uint192 ) view returns(uint256)
func (entryPointSimulations *EntryPointSimulations) PackNonceSequenceNumber(arg0 common.Address, arg1 *big.Int) []byte {
	enc, err := entryPointSimulations.abi.Pack("nonceSequenceNumber", arg0, arg1)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonceSequenceNumber is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1b2e01b8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonceSequenceNumber(address , uint192 ) view returns(uint256)
func (entryPointSimulations *EntryPointSimulations) TryPackNonceSequenceNumber(arg0 common.Address, arg1 *big.Int) ([]byte, error) {
	return entryPointSimulations.abi.Pack("nonceSequenceNumber", arg0, arg1)
}

// UnpackNonceSequenceNumber is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1b2e01b8.
//
// Solidity: function nonceSequenceNumber(address , uint192 ) view returns(uint256)
func (entryPointSimulations *EntryPointSimulations) UnpackNonceSequenceNumber(data []byte) (*big.Int, error) {
	out, err := entryPointSimulations.abi.Unpack("nonceSequenceNumber", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSenderCreator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09ccb880.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function senderCreator() view returns(address)
func (entryPointSimulations *EntryPointSimulations) PackSenderCreator() []byte {
	enc, err := entryPointSimulations.abi.Pack("senderCreator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSenderCreator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x09ccb880.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function senderCreator() view returns(address)
func (entryPointSimulations *EntryPointSimulations) TryPackSenderCreator() ([]byte, error) {
	return entryPointSimulations.abi.Pack("senderCreator")
}

// UnpackSenderCreator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x09ccb880.
//
// Solidity: function senderCreator() view returns(address)
func (entryPointSimulations *EntryPointSimulations) UnpackSenderCreator(data []byte) (common.Address, error) {
	out, err := entryPointSimulations.abi.Unpack("senderCreator", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSimulateHandleOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x97b2dcb9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function simulateHandleOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, address target, bytes targetCallData) returns((uint256,uint256,uint256,uint256,bool,bytes))
func (entryPointSimulations *EntryPointSimulations) PackSimulateHandleOp(op PackedUserOperation, target common.Address, targetCallData []byte) []byte {
	enc, err := entryPointSimulations.abi.Pack("simulateHandleOp", op, target, targetCallData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSimulateHandleOp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x97b2dcb9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function simulateHandleOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, address target, bytes targetCallData) returns((uint256,uint256,uint256,uint256,bool,bytes))
func (entryPointSimulations *EntryPointSimulations) TryPackSimulateHandleOp(op PackedUserOperation, target common.Address, targetCallData []byte) ([]byte, error) {
	return entryPointSimulations.abi.Pack("simulateHandleOp", op, target, targetCallData)
}

// UnpackSimulateHandleOp is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x97b2dcb9.
//
// Solidity: function simulateHandleOp((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) op, address target, bytes targetCallData) returns((uint256,uint256,uint256,uint256,bool,bytes))
func (entryPointSimulations *EntryPointSimulations) UnpackSimulateHandleOp(data []byte) (IEntryPointSimulationsExecutionResult, error) {
	out, err := entryPointSimulations.abi.Unpack("simulateHandleOp", data)
	if err != nil {
		return *new(IEntryPointSimulationsExecutionResult), err
	}
	out0 := *abi.ConvertType(out[0], new(IEntryPointSimulationsExecutionResult)).(*IEntryPointSimulationsExecutionResult)
	return out0, nil
}

// PackSimulateValidation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3bce009.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function simulateValidation((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) returns(((uint256,uint256,uint256,uint256,bytes),(uint256,uint256),(uint256,uint256),(uint256,uint256),(address,(uint256,uint256))))
func (entryPointSimulations *EntryPointSimulations) PackSimulateValidation(userOp PackedUserOperation) []byte {
	enc, err := entryPointSimulations.abi.Pack("simulateValidation", userOp)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSimulateValidation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3bce009.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function simulateValidation((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) returns(((uint256,uint256,uint256,uint256,bytes),(uint256,uint256),(uint256,uint256),(uint256,uint256),(address,(uint256,uint256))))
func (entryPointSimulations *EntryPointSimulations) TryPackSimulateValidation(userOp PackedUserOperation) ([]byte, error) {
	return entryPointSimulations.abi.Pack("simulateValidation", userOp)
}

// UnpackSimulateValidation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc3bce009.
//
// Solidity: function simulateValidation((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes) userOp) returns(((uint256,uint256,uint256,uint256,bytes),(uint256,uint256),(uint256,uint256),(uint256,uint256),(address,(uint256,uint256))))
func (entryPointSimulations *EntryPointSimulations) UnpackSimulateValidation(data []byte) (IEntryPointSimulationsValidationResult, error) {
	out, err := entryPointSimulations.abi.Unpack("simulateValidation", data)
	if err != nil {
		return *new(IEntryPointSimulationsValidationResult), err
	}
	out0 := *abi.ConvertType(out[0], new(IEntryPointSimulationsValidationResult)).(*IEntryPointSimulationsValidationResult)
	return out0, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 ) view returns(bool)
func (entryPointSimulations *EntryPointSimulations) PackSupportsInterface(arg0 [4]byte) []byte {
	enc, err := entryPointSimulations.abi.Pack("supportsInterface", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 ) view returns(bool)
func (entryPointSimulations *EntryPointSimulations) TryPackSupportsInterface(arg0 [4]byte) ([]byte, error) {
	return entryPointSimulations.abi.Pack("supportsInterface", arg0)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 ) view returns(bool)
func (entryPointSimulations *EntryPointSimulations) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := entryPointSimulations.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackUnlockStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbb9fe6bf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unlockStake() returns()
func (entryPointSimulations *EntryPointSimulations) PackUnlockStake() []byte {
	enc, err := entryPointSimulations.abi.Pack("unlockStake")
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
func (entryPointSimulations *EntryPointSimulations) TryPackUnlockStake() ([]byte, error) {
	return entryPointSimulations.abi.Pack("unlockStake")
}

// PackValidateSenderAndPaymaster is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f5ae7bb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function validateSenderAndPaymaster(bytes initCode, address sender, bytes paymasterAndData) view returns()
func (entryPointSimulations *EntryPointSimulations) PackValidateSenderAndPaymaster(initCode []byte, sender common.Address, paymasterAndData []byte) []byte {
	enc, err := entryPointSimulations.abi.Pack("validateSenderAndPaymaster", initCode, sender, paymasterAndData)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackValidateSenderAndPaymaster is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1f5ae7bb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function validateSenderAndPaymaster(bytes initCode, address sender, bytes paymasterAndData) view returns()
func (entryPointSimulations *EntryPointSimulations) TryPackValidateSenderAndPaymaster(initCode []byte, sender common.Address, paymasterAndData []byte) ([]byte, error) {
	return entryPointSimulations.abi.Pack("validateSenderAndPaymaster", initCode, sender, paymasterAndData)
}

// PackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc23a5cea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawStake(address withdrawAddress) returns()
func (entryPointSimulations *EntryPointSimulations) PackWithdrawStake(withdrawAddress common.Address) []byte {
	enc, err := entryPointSimulations.abi.Pack("withdrawStake", withdrawAddress)
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
func (entryPointSimulations *EntryPointSimulations) TryPackWithdrawStake(withdrawAddress common.Address) ([]byte, error) {
	return entryPointSimulations.abi.Pack("withdrawStake", withdrawAddress)
}

// PackWithdrawTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x205c2878.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawTo(address withdrawAddress, uint256 withdrawAmount) returns()
func (entryPointSimulations *EntryPointSimulations) PackWithdrawTo(withdrawAddress common.Address, withdrawAmount *big.Int) []byte {
	enc, err := entryPointSimulations.abi.Pack("withdrawTo", withdrawAddress, withdrawAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawTo is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x205c2878.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawTo(address withdrawAddress, uint256 withdrawAmount) returns()
func (entryPointSimulations *EntryPointSimulations) TryPackWithdrawTo(withdrawAddress common.Address, withdrawAmount *big.Int) ([]byte, error) {
	return entryPointSimulations.abi.Pack("withdrawTo", withdrawAddress, withdrawAmount)
}

// EntryPointSimulationsAccountDeployed represents a AccountDeployed event raised by the EntryPointSimulations contract.
type EntryPointSimulationsAccountDeployed struct {
	UserOpHash [32]byte
	Sender     common.Address
	Factory    common.Address
	Paymaster  common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsAccountDeployedEventName = "AccountDeployed"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsAccountDeployed) ContractEventName() string {
	return EntryPointSimulationsAccountDeployedEventName
}

// UnpackAccountDeployedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AccountDeployed(bytes32 indexed userOpHash, address indexed sender, address factory, address paymaster)
func (entryPointSimulations *EntryPointSimulations) UnpackAccountDeployedEvent(log *types.Log) (*EntryPointSimulationsAccountDeployed, error) {
	event := "AccountDeployed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsAccountDeployed)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsBeforeExecution represents a BeforeExecution event raised by the EntryPointSimulations contract.
type EntryPointSimulationsBeforeExecution struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsBeforeExecutionEventName = "BeforeExecution"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsBeforeExecution) ContractEventName() string {
	return EntryPointSimulationsBeforeExecutionEventName
}

// UnpackBeforeExecutionEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BeforeExecution()
func (entryPointSimulations *EntryPointSimulations) UnpackBeforeExecutionEvent(log *types.Log) (*EntryPointSimulationsBeforeExecution, error) {
	event := "BeforeExecution"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsBeforeExecution)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsDeposited represents a Deposited event raised by the EntryPointSimulations contract.
type EntryPointSimulationsDeposited struct {
	Account      common.Address
	TotalDeposit *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsDeposited) ContractEventName() string {
	return EntryPointSimulationsDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(address indexed account, uint256 totalDeposit)
func (entryPointSimulations *EntryPointSimulations) UnpackDepositedEvent(log *types.Log) (*EntryPointSimulationsDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsDeposited)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsEIP712DomainChanged represents a EIP712DomainChanged event raised by the EntryPointSimulations contract.
type EntryPointSimulationsEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsEIP712DomainChanged) ContractEventName() string {
	return EntryPointSimulationsEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (entryPointSimulations *EntryPointSimulations) UnpackEIP712DomainChangedEvent(log *types.Log) (*EntryPointSimulationsEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsPostOpRevertReason represents a PostOpRevertReason event raised by the EntryPointSimulations contract.
type EntryPointSimulationsPostOpRevertReason struct {
	UserOpHash   [32]byte
	Sender       common.Address
	Nonce        *big.Int
	RevertReason []byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsPostOpRevertReasonEventName = "PostOpRevertReason"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsPostOpRevertReason) ContractEventName() string {
	return EntryPointSimulationsPostOpRevertReasonEventName
}

// UnpackPostOpRevertReasonEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PostOpRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason)
func (entryPointSimulations *EntryPointSimulations) UnpackPostOpRevertReasonEvent(log *types.Log) (*EntryPointSimulationsPostOpRevertReason, error) {
	event := "PostOpRevertReason"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsPostOpRevertReason)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsSignatureAggregatorChanged represents a SignatureAggregatorChanged event raised by the EntryPointSimulations contract.
type EntryPointSimulationsSignatureAggregatorChanged struct {
	Aggregator common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsSignatureAggregatorChangedEventName = "SignatureAggregatorChanged"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsSignatureAggregatorChanged) ContractEventName() string {
	return EntryPointSimulationsSignatureAggregatorChangedEventName
}

// UnpackSignatureAggregatorChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SignatureAggregatorChanged(address indexed aggregator)
func (entryPointSimulations *EntryPointSimulations) UnpackSignatureAggregatorChangedEvent(log *types.Log) (*EntryPointSimulationsSignatureAggregatorChanged, error) {
	event := "SignatureAggregatorChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsSignatureAggregatorChanged)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsStakeLocked represents a StakeLocked event raised by the EntryPointSimulations contract.
type EntryPointSimulationsStakeLocked struct {
	Account         common.Address
	TotalStaked     *big.Int
	UnstakeDelaySec *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsStakeLockedEventName = "StakeLocked"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsStakeLocked) ContractEventName() string {
	return EntryPointSimulationsStakeLockedEventName
}

// UnpackStakeLockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeLocked(address indexed account, uint256 totalStaked, uint256 unstakeDelaySec)
func (entryPointSimulations *EntryPointSimulations) UnpackStakeLockedEvent(log *types.Log) (*EntryPointSimulationsStakeLocked, error) {
	event := "StakeLocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsStakeLocked)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsStakeUnlocked represents a StakeUnlocked event raised by the EntryPointSimulations contract.
type EntryPointSimulationsStakeUnlocked struct {
	Account      common.Address
	WithdrawTime *big.Int
	Raw          *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsStakeUnlockedEventName = "StakeUnlocked"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsStakeUnlocked) ContractEventName() string {
	return EntryPointSimulationsStakeUnlockedEventName
}

// UnpackStakeUnlockedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeUnlocked(address indexed account, uint256 withdrawTime)
func (entryPointSimulations *EntryPointSimulations) UnpackStakeUnlockedEvent(log *types.Log) (*EntryPointSimulationsStakeUnlocked, error) {
	event := "StakeUnlocked"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsStakeUnlocked)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsStakeWithdrawn represents a StakeWithdrawn event raised by the EntryPointSimulations contract.
type EntryPointSimulationsStakeWithdrawn struct {
	Account         common.Address
	WithdrawAddress common.Address
	Amount          *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsStakeWithdrawnEventName = "StakeWithdrawn"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsStakeWithdrawn) ContractEventName() string {
	return EntryPointSimulationsStakeWithdrawnEventName
}

// UnpackStakeWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeWithdrawn(address indexed account, address withdrawAddress, uint256 amount)
func (entryPointSimulations *EntryPointSimulations) UnpackStakeWithdrawnEvent(log *types.Log) (*EntryPointSimulationsStakeWithdrawn, error) {
	event := "StakeWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsStakeWithdrawn)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsUserOperationEvent represents a UserOperationEvent event raised by the EntryPointSimulations contract.
type EntryPointSimulationsUserOperationEvent struct {
	UserOpHash    [32]byte
	Sender        common.Address
	Paymaster     common.Address
	Nonce         *big.Int
	Success       bool
	ActualGasCost *big.Int
	ActualGasUsed *big.Int
	Raw           *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsUserOperationEventEventName = "UserOperationEvent"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsUserOperationEvent) ContractEventName() string {
	return EntryPointSimulationsUserOperationEventEventName
}

// UnpackUserOperationEventEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)
func (entryPointSimulations *EntryPointSimulations) UnpackUserOperationEventEvent(log *types.Log) (*EntryPointSimulationsUserOperationEvent, error) {
	event := "UserOperationEvent"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsUserOperationEvent)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsUserOperationPrefundTooLow represents a UserOperationPrefundTooLow event raised by the EntryPointSimulations contract.
type EntryPointSimulationsUserOperationPrefundTooLow struct {
	UserOpHash [32]byte
	Sender     common.Address
	Nonce      *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsUserOperationPrefundTooLowEventName = "UserOperationPrefundTooLow"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsUserOperationPrefundTooLow) ContractEventName() string {
	return EntryPointSimulationsUserOperationPrefundTooLowEventName
}

// UnpackUserOperationPrefundTooLowEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UserOperationPrefundTooLow(bytes32 indexed userOpHash, address indexed sender, uint256 nonce)
func (entryPointSimulations *EntryPointSimulations) UnpackUserOperationPrefundTooLowEvent(log *types.Log) (*EntryPointSimulationsUserOperationPrefundTooLow, error) {
	event := "UserOperationPrefundTooLow"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsUserOperationPrefundTooLow)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsUserOperationRevertReason represents a UserOperationRevertReason event raised by the EntryPointSimulations contract.
type EntryPointSimulationsUserOperationRevertReason struct {
	UserOpHash   [32]byte
	Sender       common.Address
	Nonce        *big.Int
	RevertReason []byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsUserOperationRevertReasonEventName = "UserOperationRevertReason"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsUserOperationRevertReason) ContractEventName() string {
	return EntryPointSimulationsUserOperationRevertReasonEventName
}

// UnpackUserOperationRevertReasonEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UserOperationRevertReason(bytes32 indexed userOpHash, address indexed sender, uint256 nonce, bytes revertReason)
func (entryPointSimulations *EntryPointSimulations) UnpackUserOperationRevertReasonEvent(log *types.Log) (*EntryPointSimulationsUserOperationRevertReason, error) {
	event := "UserOperationRevertReason"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsUserOperationRevertReason)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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

// EntryPointSimulationsWithdrawn represents a Withdrawn event raised by the EntryPointSimulations contract.
type EntryPointSimulationsWithdrawn struct {
	Account         common.Address
	WithdrawAddress common.Address
	Amount          *big.Int
	Raw             *types.Log // Blockchain specific contextual infos
}

const EntryPointSimulationsWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (EntryPointSimulationsWithdrawn) ContractEventName() string {
	return EntryPointSimulationsWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed account, address withdrawAddress, uint256 amount)
func (entryPointSimulations *EntryPointSimulations) UnpackWithdrawnEvent(log *types.Log) (*EntryPointSimulationsWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != entryPointSimulations.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(EntryPointSimulationsWithdrawn)
	if len(log.Data) > 0 {
		if err := entryPointSimulations.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range entryPointSimulations.abi.Events[event].Inputs {
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
func (entryPointSimulations *EntryPointSimulations) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["DelegateAndRevert"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackDelegateAndRevertError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["FailedOp"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackFailedOpError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["FailedOpWithRevert"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackFailedOpWithRevertError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["PostOpReverted"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackPostOpRevertedError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["SenderAddressResult"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackSenderAddressResultError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["SignatureValidationFailed"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackSignatureValidationFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], entryPointSimulations.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return entryPointSimulations.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// EntryPointSimulationsDelegateAndRevert represents a DelegateAndRevert error raised by the EntryPointSimulations contract.
type EntryPointSimulationsDelegateAndRevert struct {
	Success bool
	Ret     []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error DelegateAndRevert(bool success, bytes ret)
func EntryPointSimulationsDelegateAndRevertErrorID() common.Hash {
	return common.HexToHash("0x9941055444a6b8379a4c66beac4880d5e96ca9c2fff188903cb0bc945a4dae05")
}

// UnpackDelegateAndRevertError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error DelegateAndRevert(bool success, bytes ret)
func (entryPointSimulations *EntryPointSimulations) UnpackDelegateAndRevertError(raw []byte) (*EntryPointSimulationsDelegateAndRevert, error) {
	out := new(EntryPointSimulationsDelegateAndRevert)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "DelegateAndRevert", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSimulationsFailedOp represents a FailedOp error raised by the EntryPointSimulations contract.
type EntryPointSimulationsFailedOp struct {
	OpIndex *big.Int
	Reason  string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedOp(uint256 opIndex, string reason)
func EntryPointSimulationsFailedOpErrorID() common.Hash {
	return common.HexToHash("0x220266b6eadfd2488e398d00abc1c765e1f119da6226c1b55ec9cc0186560475")
}

// UnpackFailedOpError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedOp(uint256 opIndex, string reason)
func (entryPointSimulations *EntryPointSimulations) UnpackFailedOpError(raw []byte) (*EntryPointSimulationsFailedOp, error) {
	out := new(EntryPointSimulationsFailedOp)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "FailedOp", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSimulationsFailedOpWithRevert represents a FailedOpWithRevert error raised by the EntryPointSimulations contract.
type EntryPointSimulationsFailedOpWithRevert struct {
	OpIndex *big.Int
	Reason  string
	Inner   []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error FailedOpWithRevert(uint256 opIndex, string reason, bytes inner)
func EntryPointSimulationsFailedOpWithRevertErrorID() common.Hash {
	return common.HexToHash("0x65c8fd4dd32f2bb83f7d57728e1afa231e9956aaf4bdeea76c78b967426acb8c")
}

// UnpackFailedOpWithRevertError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error FailedOpWithRevert(uint256 opIndex, string reason, bytes inner)
func (entryPointSimulations *EntryPointSimulations) UnpackFailedOpWithRevertError(raw []byte) (*EntryPointSimulationsFailedOpWithRevert, error) {
	out := new(EntryPointSimulationsFailedOpWithRevert)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "FailedOpWithRevert", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSimulationsInvalidShortString represents a InvalidShortString error raised by the EntryPointSimulations contract.
type EntryPointSimulationsInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func EntryPointSimulationsInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (entryPointSimulations *EntryPointSimulations) UnpackInvalidShortStringError(raw []byte) (*EntryPointSimulationsInvalidShortString, error) {
	out := new(EntryPointSimulationsInvalidShortString)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSimulationsPostOpReverted represents a PostOpReverted error raised by the EntryPointSimulations contract.
type EntryPointSimulationsPostOpReverted struct {
	ReturnData []byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PostOpReverted(bytes returnData)
func EntryPointSimulationsPostOpRevertedErrorID() common.Hash {
	return common.HexToHash("0xad7954bcae0d69c56f2323097b645bc6b6033c9f3777375271d77a608fc206ae")
}

// UnpackPostOpRevertedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PostOpReverted(bytes returnData)
func (entryPointSimulations *EntryPointSimulations) UnpackPostOpRevertedError(raw []byte) (*EntryPointSimulationsPostOpReverted, error) {
	out := new(EntryPointSimulationsPostOpReverted)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "PostOpReverted", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSimulationsReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the EntryPointSimulations contract.
type EntryPointSimulationsReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func EntryPointSimulationsReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (entryPointSimulations *EntryPointSimulations) UnpackReentrancyGuardReentrantCallError(raw []byte) (*EntryPointSimulationsReentrancyGuardReentrantCall, error) {
	out := new(EntryPointSimulationsReentrancyGuardReentrantCall)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSimulationsSenderAddressResult represents a SenderAddressResult error raised by the EntryPointSimulations contract.
type EntryPointSimulationsSenderAddressResult struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SenderAddressResult(address sender)
func EntryPointSimulationsSenderAddressResultErrorID() common.Hash {
	return common.HexToHash("0x6ca7b806055bb56d141e3a30604d4c6540fe6f010574d1b40dfd951da77b956d")
}

// UnpackSenderAddressResultError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SenderAddressResult(address sender)
func (entryPointSimulations *EntryPointSimulations) UnpackSenderAddressResultError(raw []byte) (*EntryPointSimulationsSenderAddressResult, error) {
	out := new(EntryPointSimulationsSenderAddressResult)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "SenderAddressResult", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSimulationsSignatureValidationFailed represents a SignatureValidationFailed error raised by the EntryPointSimulations contract.
type EntryPointSimulationsSignatureValidationFailed struct {
	Aggregator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SignatureValidationFailed(address aggregator)
func EntryPointSimulationsSignatureValidationFailedErrorID() common.Hash {
	return common.HexToHash("0x86a9f750e187f100e9e8a18befbbf44e6f512d6f78cfe16a061541aaaad52523")
}

// UnpackSignatureValidationFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SignatureValidationFailed(address aggregator)
func (entryPointSimulations *EntryPointSimulations) UnpackSignatureValidationFailedError(raw []byte) (*EntryPointSimulationsSignatureValidationFailed, error) {
	out := new(EntryPointSimulationsSignatureValidationFailed)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "SignatureValidationFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// EntryPointSimulationsStringTooLong represents a StringTooLong error raised by the EntryPointSimulations contract.
type EntryPointSimulationsStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func EntryPointSimulationsStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (entryPointSimulations *EntryPointSimulations) UnpackStringTooLongError(raw []byte) (*EntryPointSimulationsStringTooLong, error) {
	out := new(EntryPointSimulationsStringTooLong)
	if err := entryPointSimulations.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}
