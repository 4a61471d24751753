// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package grovevault

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

// GroveVaultMetaData contains all meta data concerning the GroveVault contract.
var GroveVaultMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"groveId_\",\"type\":\"string\"},{\"internalType\":\"address\",\"name\":\"usdg_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"venue_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"feeRecipient_\",\"type\":\"address\"},{\"internalType\":\"uint16\",\"name\":\"feeBps_\",\"type\":\"uint16\"},{\"internalType\":\"address[]\",\"name\":\"components_\",\"type\":\"address[]\"},{\"internalType\":\"address[]\",\"name\":\"feeds_\",\"type\":\"address[]\"},{\"internalType\":\"uint16[]\",\"name\":\"weightsBps_\",\"type\":\"uint16[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"BadComponents\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"feed\",\"type\":\"address\"}],\"name\":\"NoPrice\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoValueAdded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"have\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"want\",\"type\":\"uint256\"}],\"name\":\"NotEnoughShares\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minPayout\",\"type\":\"uint256\"}],\"name\":\"PayoutBelowMinimum\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"usdIn\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"costBasis\",\"type\":\"uint256\"}],\"name\":\"Deposited\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"profitUsd\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"feeUsd\",\"type\":\"uint256\"}],\"name\":\"ExitFeeCharged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"user\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"grossUsd\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"costBasis\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"feeUsd\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"payoutUsd\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"componentCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"components\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"costBasisOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"usdAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256[]\",\"name\":\"minOut\",\"type\":\"uint256[]\"}],\"name\":\"deposit\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeRecipient\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"feeds\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feesUsd\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"groveId\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"managedUsd\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"usd\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"sharesOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalShares\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdg\",\"outputs\":[{\"internalType\":\"contractIERC20\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"users\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"venue\",\"outputs\":[{\"internalType\":\"contractIVenue\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"weightsBps\",\"outputs\":[{\"internalType\":\"uint16\",\"name\":\"\",\"type\":\"uint16\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"shares\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minPayout\",\"type\":\"uint256\"}],\"name\":\"withdraw\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"payout\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "GroveVault",
	Bin: "0x610100604052348015610010575f5ffd5b50604051611b65380380611b6583398101604081905261002f91610331565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00558251801580610063575080835114155b8061006f575080825114155b8061007f57506127108561ffff16115b1561009d5760405163eb80dbe560e01b815260040160405180910390fd5b5f805b828110156100db578381815181106100ba576100ba61042c565b602002602001015161ffff16826100d19190610440565b91506001016100a0565b5080612710146100fe5760405163eb80dbe560e01b815260040160405180910390fd5b5f6101098b826104ff565b506001600160a01b03808a1660805288811660a052871660c05261ffff861660e052600161013786826105b9565b50600261014485826105b9565b50600361015184826106b5565b5050505050505050505050610795565b634e487b7160e01b5f52604160045260245ffd5b604051601f8201601f191681016001600160401b038111828210171561019d5761019d610161565b604052919050565b5f82601f8301126101b4575f5ffd5b81516001600160401b038111156101cd576101cd610161565b6101e0601f8201601f1916602001610175565b8181528460208386010111156101f4575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b80516001600160a01b0381168114610226575f5ffd5b919050565b805161ffff81168114610226575f5ffd5b5f6001600160401b0382111561025457610254610161565b5060051b60200190565b5f82601f83011261026d575f5ffd5b815161028061027b8261023c565b610175565b8082825260208201915060208360051b8601019250858311156102a1575f5ffd5b602085015b838110156102c5576102b781610210565b8352602092830192016102a6565b5095945050505050565b5f82601f8301126102de575f5ffd5b81516102ec61027b8261023c565b8082825260208201915060208360051b86010192508583111561030d575f5ffd5b602085015b838110156102c5576103238161022b565b835260209283019201610312565b5f5f5f5f5f5f5f5f610100898b031215610349575f5ffd5b88516001600160401b0381111561035e575f5ffd5b61036a8b828c016101a5565b98505061037960208a01610210565b965061038760408a01610210565b955061039560608a01610210565b94506103a360808a0161022b565b60a08a01519094506001600160401b038111156103be575f5ffd5b6103ca8b828c0161025e565b60c08b015190945090506001600160401b038111156103e7575f5ffd5b6103f38b828c0161025e565b60e08b015190935090506001600160401b03811115610410575f5ffd5b61041c8b828c016102cf565b9150509295985092959890939650565b634e487b7160e01b5f52603260045260245ffd5b8082018082111561045f57634e487b7160e01b5f52601160045260245ffd5b92915050565b600181811c9082168061047957607f821691505b60208210810361049757634e487b7160e01b5f52602260045260245ffd5b50919050565b5f5b828110156104b4575f8282015560010161049f565b505050565b601f8211156104b457828211156104b457805f5260205f20601f840160051c60208510156104e457505f5b6104f881601f860160051c0382840161049d565b5050505050565b81516001600160401b0381111561051857610518610161565b61052c816105268454610465565b846104b9565b6020601f82116001811461055e575f83156105475750848201515b5f19600385901b1c1916600184901b1784556104f8565b5f84815260208120601f198516915b8281101561058d578785015182556020948501946001909201910161056d565b50848210156105aa57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b81516001600160401b038111156105d2576105d2610161565b680100000000000000008111156105eb576105eb610161565b81548183558082101561060f57825f528160205f200161060d8383038261049d565b505b5060208301825f5260205f205f5b838110156106425782516001600160a01b03168282015560209092019160010161061d565b505050505050565b6801000000000000000082111561066357610663610161565b8054828255808310156104b457600f830160041c825f528060205f2001601e8560011b1680156106a2575f19820180545f198360200360031b1c168155505b506104f882600f850160041c038261049d565b81516001600160401b038111156106ce576106ce610161565b6106d8818361064a565b602083016106eb835f9081526020902090565b8260041c5f5b8181101561074a575f5f5b601081101561073d5761072c610714875161ffff1690565b61ffff908116600484901b90811b91901b1984161790565b6020969096019591506001016106fc565b50838201556001016106f1565b50600f19841680850381861461078b575f5f5b8281101561078557610774610714885161ffff1690565b60209790970196915060010161075d565b50848401555b5050505050505050565b60805160a05160c05160e0516113426108235f395f8181610149015261053701525f81816101b201528181610668015261069701525f818161020d015281816103f801528181610477015281816109820152610a3201525f81816102800152818161043c01528181610646015281816107080152818161092b015281816109600152610a6101526113425ff3fe608060405234801561000f575f5ffd5b5060043610610106575f3560e01c80634a5479f31161009e578063de3ab7811161006e578063de3ab78114610257578063e4c5cf961461026a578063f202027514610272578063f5b91b7b1461027b578063f5eb42dc146102a2575f5ffd5b80634a5479f3146101f5578063a270a73714610208578063c5d574fe1461022f578063dba5226314610242575f5ffd5b8063441a3e70116100d9578063441a3e701461018757806345baae3a1461019a57806346904840146101ad57806347f143ef146101ec575f5ffd5b8063138960a51461010a5780631fe26e9d1461013c57806324a9d853146101445780633a98ef391461017e575b5f5ffd5b6101296101183660046110a3565b60056020525f908152604090205481565b6040519081526020015b60405180910390f35b600154610129565b61016b7f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff9091168152602001610133565b61012960065481565b6101296101953660046110c9565b6102c1565b61016b6101a83660046110e9565b6107a0565b6101d47f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610133565b61012960085481565b6101d46102033660046110e9565b6107d5565b6101d47f000000000000000000000000000000000000000000000000000000000000000081565b6101d461023d3660046110e9565b6107fd565b61024a61080c565b6040516101339190611100565b610129610265366004611135565b610897565b610129610ca0565b61012960075481565b6101d47f000000000000000000000000000000000000000000000000000000000000000081565b6101296102b03660046110a3565b60046020525f908152604090205481565b5f6102ca610caf565b335f90815260046020526040812054908490036102fa57604051631f2a200560e01b815260040160405180910390fd5b8084111561032a57604051632021c8b760e21b815260048101829052602481018590526044015b60405180910390fd5b5f805b6001548110156104f8575f6001828154811061034b5761034b6111af565b5f9182526020822001546006546040516370a0823160e01b81523060048201526001600160a01b03909216935090899084906370a0823190602401602060405180830381865afa1580156103a1573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103c591906111c3565b6103cf91906111ee565b6103d99190611205565b9050805f036103e95750506104f0565b61041d6001600160a01b0383167f000000000000000000000000000000000000000000000000000000000000000083610cca565b60405163d5bcb9b560e01b81526001600160a01b0383811660048301527f000000000000000000000000000000000000000000000000000000000000000081166024830152604482018390525f60648301523060848301527f0000000000000000000000000000000000000000000000000000000000000000169063d5bcb9b59060a4016020604051808303815f875af11580156104bd573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104e191906111c3565b6104eb9085611224565b935050505b60010161032d565b50335f9081526005602052604081205483906105159088906111ee565b61051f9190611205565b90505f81831161052f575f610575565b61271061ffff7f0000000000000000000000000000000000000000000000000000000000000000166105618486611237565b61056b91906111ee565b6105759190611205565b90506105818184611237565b9450858510156105ae57604051632aa0237560e01b81526004810186905260248101879052604401610321565b6105b88785611237565b335f908152600460209081526040808320939093556005905290812080548492906105e4908490611237565b925050819055508660065f8282546105fc9190611237565b909155505086840361061d5760078054905f6106178361124a565b91905055505b8060085f82825461062e9190611224565b909155505080156106fb5761068d6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f000000000000000000000000000000000000000000000000000000000000000083610d49565b6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016337fbb67bf68be02335c76397fbc1f63f905877bff62cf31d7bde4dddec936ae63656106e38587611237565b60408051918252602082018690520160405180910390a35b61072f6001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000163387610d49565b6040805188815260208101859052908101839052606081018290526080810186905233907fc1df1e8d1517a1d530e03dd0b5abd27970c523aa08e4dab690b68af40b925d969060a00160405180910390a25050505061079a60015f5160206113165f395f51905f5255565b92915050565b600381815481106107af575f80fd5b905f5260205f209060109182820401919006600202915054906101000a900461ffff1681565b600281815481106107e4575f80fd5b5f918252602090912001546001600160a01b0316905081565b600181815481106107e4575f80fd5b5f80546108189061125f565b80601f01602080910402602001604051908101604052809291908181526020018280546108449061125f565b801561088f5780601f106108665761010080835404028352916020019161088f565b820191905f5260205f20905b81548152906001019060200180831161087257829003601f168201915b505050505081565b5f6108a0610caf565b835f036108c057604051631f2a200560e01b815260040160405180910390fd5b6001548281146108e35760405163eb80dbe560e01b815260040160405180910390fd5b5f6108ee6001610d56565b90506006545f14158015610900575080155b1561091e57604051630fc9017160e11b815260040160405180910390fd5b6109536001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333089610f1d565b6109a76001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000167f000000000000000000000000000000000000000000000000000000000000000088610cca565b5f805b83811015610b50575f846109bf836001611224565b14610a1257612710600383815481106109da576109da6111af565b5f9182526020909120601082040154610a0391600f166002026101000a900461ffff168b6111ee565b610a0d9190611205565b610a1c565b610a1c838a611237565b9050610a288184611224565b92508015610b47577f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663d5bcb9b57f000000000000000000000000000000000000000000000000000000000000000060018581548110610a9357610a936111af565b5f918252602090912001546001600160a01b0316848c8c88818110610aba57610aba6111af565b6040516001600160e01b031960e089901b1681526001600160a01b03968716600482015295909416602486015250604484019190915260209091020135606482015230608482015260a4016020604051808303815f875af1158015610b21573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610b4591906111c3565b505b506001016109aa565b505f82610b5d6001610d56565b610b679190611237565b90506006545f14610b90578281600654610b8191906111ee565b610b8b9190611205565b610b92565b805b9450845f03610bb457604051630fc9017160e11b815260040160405180910390fd5b335f908152600460205260408120549003610bde5760078054905f610bd883611291565b91905055505b335f9081526004602052604081208054879290610bfc908490611224565b9091555050335f90815260056020526040812080548a9290610c1f908490611224565b925050819055508460065f828254610c379190611224565b9091555050604080518981526020810187905290810189905233907f91ede45f04a37a7c170f5c1207df3b6bc748dc1e04ad5e917a241d0f52feada39060600160405180910390a250505050610c9960015f5160206113165f395f51905f5255565b9392505050565b5f610caa5f610d56565b905090565b610cb7610f59565b60025f5160206113165f395f51905f5255565b610cd68383835f610f8a565b610d4457610ce783835f6001610f8a565b610d0f57604051635274afe760e01b81526001600160a01b0384166004820152602401610321565b610d1c8383836001610f8a565b610d4457604051635274afe760e01b81526001600160a01b0384166004820152602401610321565b505050565b610d1c8383836001610fec565b5f805b600154811015610f17575f60018281548110610d7757610d776111af565b5f918252602090912001546040516370a0823160e01b81523060048201526001600160a01b03909116906370a0823190602401602060405180830381865afa158015610dc5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610de991906111c3565b9050805f03610df85750610f0f565b5f60028381548110610e0c57610e0c6111af565b905f5260205f20015f9054906101000a90046001600160a01b03166001600160a01b031663feaf968c6040518163ffffffff1660e01b815260040160a060405180830381865afa158015610e62573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610e8691906112c7565b5050509150505f811315610ec35768056bc75e2d63100000610ea882846111ee565b610eb29190611205565b610ebc9085611224565b9350610f0c565b8415610f0c5760028381548110610edc57610edc6111af565b5f91825260209091200154604051632a654c3f60e21b81526001600160a01b039091166004820152602401610321565b50505b600101610d59565b50919050565b610f2b848484846001611036565b610f5357604051635274afe760e01b81526001600160a01b0385166004820152602401610321565b50505050565b5f5160206113165f395f51905f5254600203610f8857604051633ee5aeb560e01b815260040160405180910390fd5b565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610fe0578383151615610fd4573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610fe0578383151615610fd4573d5f823e3d81fd5b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316611092578383151615611086573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f602082840312156110b3575f5ffd5b81356001600160a01b0381168114610c99575f5ffd5b5f5f604083850312156110da575f5ffd5b50508035926020909101359150565b5f602082840312156110f9575f5ffd5b5035919050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b5f5f5f60408486031215611147575f5ffd5b83359250602084013567ffffffffffffffff811115611164575f5ffd5b8401601f81018613611174575f5ffd5b803567ffffffffffffffff81111561118a575f5ffd5b8660208260051b840101111561119e575f5ffd5b939660209190910195509293505050565b634e487b7160e01b5f52603260045260245ffd5b5f602082840312156111d3575f5ffd5b5051919050565b634e487b7160e01b5f52601160045260245ffd5b808202811582820484141761079a5761079a6111da565b5f8261121f57634e487b7160e01b5f52601260045260245ffd5b500490565b8082018082111561079a5761079a6111da565b8181038181111561079a5761079a6111da565b5f81611258576112586111da565b505f190190565b600181811c9082168061127357607f821691505b602082108103610f1757634e487b7160e01b5f52602260045260245ffd5b5f600182016112a2576112a26111da565b5060010190565b805169ffffffffffffffffffff811681146112c2575f5ffd5b919050565b5f5f5f5f5f60a086880312156112db575f5ffd5b6112e4866112a9565b60208701516040880151606089015192975090955093509150611309608087016112a9565b9050929550929590935056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c6343000825000a",
}

// GroveVault is an auto generated Go binding around an Ethereum contract.
type GroveVault struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *GroveVault) GetABI() abi.ABI {
	return c.abi
}

// NewGroveVault creates a new instance of GroveVault.
func NewGroveVault() *GroveVault {
	parsed, err := GroveVaultMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &GroveVault{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *GroveVault) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string groveId_, address usdg_, address venue_, address feeRecipient_, uint16 feeBps_, address[] components_, address[] feeds_, uint16[] weightsBps_) returns()
func (groveVault *GroveVault) PackConstructor(groveId_ string, usdg_ common.Address, venue_ common.Address, feeRecipient_ common.Address, feeBps_ uint16, components_ []common.Address, feeds_ []common.Address, weightsBps_ []uint16) []byte {
	enc, err := groveVault.abi.Pack("", groveId_, usdg_, venue_, feeRecipient_, feeBps_, components_, feeds_, weightsBps_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackComponentCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fe26e9d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function componentCount() view returns(uint256)
func (groveVault *GroveVault) PackComponentCount() []byte {
	enc, err := groveVault.abi.Pack("componentCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackComponentCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1fe26e9d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function componentCount() view returns(uint256)
func (groveVault *GroveVault) TryPackComponentCount() ([]byte, error) {
	return groveVault.abi.Pack("componentCount")
}

// UnpackComponentCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1fe26e9d.
//
// Solidity: function componentCount() view returns(uint256)
func (groveVault *GroveVault) UnpackComponentCount(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("componentCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackComponents is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5d574fe.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function components(uint256 ) view returns(address)
func (groveVault *GroveVault) PackComponents(arg0 *big.Int) []byte {
	enc, err := groveVault.abi.Pack("components", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackComponents is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5d574fe.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function components(uint256 ) view returns(address)
func (groveVault *GroveVault) TryPackComponents(arg0 *big.Int) ([]byte, error) {
	return groveVault.abi.Pack("components", arg0)
}

// UnpackComponents is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc5d574fe.
//
// Solidity: function components(uint256 ) view returns(address)
func (groveVault *GroveVault) UnpackComponents(data []byte) (common.Address, error) {
	out, err := groveVault.abi.Unpack("components", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackCostBasisOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x138960a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function costBasisOf(address ) view returns(uint256)
func (groveVault *GroveVault) PackCostBasisOf(arg0 common.Address) []byte {
	enc, err := groveVault.abi.Pack("costBasisOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCostBasisOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x138960a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function costBasisOf(address ) view returns(uint256)
func (groveVault *GroveVault) TryPackCostBasisOf(arg0 common.Address) ([]byte, error) {
	return groveVault.abi.Pack("costBasisOf", arg0)
}

// UnpackCostBasisOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x138960a5.
//
// Solidity: function costBasisOf(address ) view returns(uint256)
func (groveVault *GroveVault) UnpackCostBasisOf(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("costBasisOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde3ab781.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function deposit(uint256 usdAmount, uint256[] minOut) returns(uint256 shares)
func (groveVault *GroveVault) PackDeposit(usdAmount *big.Int, minOut []*big.Int) []byte {
	enc, err := groveVault.abi.Pack("deposit", usdAmount, minOut)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDeposit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde3ab781.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function deposit(uint256 usdAmount, uint256[] minOut) returns(uint256 shares)
func (groveVault *GroveVault) TryPackDeposit(usdAmount *big.Int, minOut []*big.Int) ([]byte, error) {
	return groveVault.abi.Pack("deposit", usdAmount, minOut)
}

// UnpackDeposit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde3ab781.
//
// Solidity: function deposit(uint256 usdAmount, uint256[] minOut) returns(uint256 shares)
func (groveVault *GroveVault) UnpackDeposit(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("deposit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (groveVault *GroveVault) PackFeeBps() []byte {
	enc, err := groveVault.abi.Pack("feeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeBps() view returns(uint16)
func (groveVault *GroveVault) TryPackFeeBps() ([]byte, error) {
	return groveVault.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (groveVault *GroveVault) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := groveVault.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackFeeRecipient is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46904840.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeRecipient() view returns(address)
func (groveVault *GroveVault) PackFeeRecipient() []byte {
	enc, err := groveVault.abi.Pack("feeRecipient")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeRecipient is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x46904840.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeRecipient() view returns(address)
func (groveVault *GroveVault) TryPackFeeRecipient() ([]byte, error) {
	return groveVault.abi.Pack("feeRecipient")
}

// UnpackFeeRecipient is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x46904840.
//
// Solidity: function feeRecipient() view returns(address)
func (groveVault *GroveVault) UnpackFeeRecipient(data []byte) (common.Address, error) {
	out, err := groveVault.abi.Unpack("feeRecipient", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeeds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a5479f3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeds(uint256 ) view returns(address)
func (groveVault *GroveVault) PackFeeds(arg0 *big.Int) []byte {
	enc, err := groveVault.abi.Pack("feeds", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeds is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4a5479f3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeds(uint256 ) view returns(address)
func (groveVault *GroveVault) TryPackFeeds(arg0 *big.Int) ([]byte, error) {
	return groveVault.abi.Pack("feeds", arg0)
}

// UnpackFeeds is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4a5479f3.
//
// Solidity: function feeds(uint256 ) view returns(address)
func (groveVault *GroveVault) UnpackFeeds(data []byte) (common.Address, error) {
	out, err := groveVault.abi.Unpack("feeds", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeesUsd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47f143ef.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feesUsd() view returns(uint256)
func (groveVault *GroveVault) PackFeesUsd() []byte {
	enc, err := groveVault.abi.Pack("feesUsd")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeesUsd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x47f143ef.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feesUsd() view returns(uint256)
func (groveVault *GroveVault) TryPackFeesUsd() ([]byte, error) {
	return groveVault.abi.Pack("feesUsd")
}

// UnpackFeesUsd is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x47f143ef.
//
// Solidity: function feesUsd() view returns(uint256)
func (groveVault *GroveVault) UnpackFeesUsd(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("feesUsd", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGroveId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdba52263.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function groveId() view returns(string)
func (groveVault *GroveVault) PackGroveId() []byte {
	enc, err := groveVault.abi.Pack("groveId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGroveId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdba52263.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function groveId() view returns(string)
func (groveVault *GroveVault) TryPackGroveId() ([]byte, error) {
	return groveVault.abi.Pack("groveId")
}

// UnpackGroveId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdba52263.
//
// Solidity: function groveId() view returns(string)
func (groveVault *GroveVault) UnpackGroveId(data []byte) (string, error) {
	out, err := groveVault.abi.Unpack("groveId", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackManagedUsd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4c5cf96.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function managedUsd() view returns(uint256 usd)
func (groveVault *GroveVault) PackManagedUsd() []byte {
	enc, err := groveVault.abi.Pack("managedUsd")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackManagedUsd is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe4c5cf96.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function managedUsd() view returns(uint256 usd)
func (groveVault *GroveVault) TryPackManagedUsd() ([]byte, error) {
	return groveVault.abi.Pack("managedUsd")
}

// UnpackManagedUsd is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe4c5cf96.
//
// Solidity: function managedUsd() view returns(uint256 usd)
func (groveVault *GroveVault) UnpackManagedUsd(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("managedUsd", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSharesOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5eb42dc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function sharesOf(address ) view returns(uint256)
func (groveVault *GroveVault) PackSharesOf(arg0 common.Address) []byte {
	enc, err := groveVault.abi.Pack("sharesOf", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSharesOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5eb42dc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function sharesOf(address ) view returns(uint256)
func (groveVault *GroveVault) TryPackSharesOf(arg0 common.Address) ([]byte, error) {
	return groveVault.abi.Pack("sharesOf", arg0)
}

// UnpackSharesOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5eb42dc.
//
// Solidity: function sharesOf(address ) view returns(uint256)
func (groveVault *GroveVault) UnpackSharesOf(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("sharesOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalShares is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a98ef39.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalShares() view returns(uint256)
func (groveVault *GroveVault) PackTotalShares() []byte {
	enc, err := groveVault.abi.Pack("totalShares")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalShares is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3a98ef39.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalShares() view returns(uint256)
func (groveVault *GroveVault) TryPackTotalShares() ([]byte, error) {
	return groveVault.abi.Pack("totalShares")
}

// UnpackTotalShares is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3a98ef39.
//
// Solidity: function totalShares() view returns(uint256)
func (groveVault *GroveVault) UnpackTotalShares(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("totalShares", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackUsdg is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf5b91b7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function usdg() view returns(address)
func (groveVault *GroveVault) PackUsdg() []byte {
	enc, err := groveVault.abi.Pack("usdg")
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
func (groveVault *GroveVault) TryPackUsdg() ([]byte, error) {
	return groveVault.abi.Pack("usdg")
}

// UnpackUsdg is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5b91b7b.
//
// Solidity: function usdg() view returns(address)
func (groveVault *GroveVault) UnpackUsdg(data []byte) (common.Address, error) {
	out, err := groveVault.abi.Unpack("usdg", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackUsers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2020275.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function users() view returns(uint256)
func (groveVault *GroveVault) PackUsers() []byte {
	enc, err := groveVault.abi.Pack("users")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUsers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2020275.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function users() view returns(uint256)
func (groveVault *GroveVault) TryPackUsers() ([]byte, error) {
	return groveVault.abi.Pack("users")
}

// UnpackUsers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2020275.
//
// Solidity: function users() view returns(uint256)
func (groveVault *GroveVault) UnpackUsers(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("users", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVenue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa270a737.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function venue() view returns(address)
func (groveVault *GroveVault) PackVenue() []byte {
	enc, err := groveVault.abi.Pack("venue")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVenue is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa270a737.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function venue() view returns(address)
func (groveVault *GroveVault) TryPackVenue() ([]byte, error) {
	return groveVault.abi.Pack("venue")
}

// UnpackVenue is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa270a737.
//
// Solidity: function venue() view returns(address)
func (groveVault *GroveVault) UnpackVenue(data []byte) (common.Address, error) {
	out, err := groveVault.abi.Unpack("venue", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWeightsBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x45baae3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function weightsBps(uint256 ) view returns(uint16)
func (groveVault *GroveVault) PackWeightsBps(arg0 *big.Int) []byte {
	enc, err := groveVault.abi.Pack("weightsBps", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWeightsBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x45baae3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function weightsBps(uint256 ) view returns(uint16)
func (groveVault *GroveVault) TryPackWeightsBps(arg0 *big.Int) ([]byte, error) {
	return groveVault.abi.Pack("weightsBps", arg0)
}

// UnpackWeightsBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x45baae3a.
//
// Solidity: function weightsBps(uint256 ) view returns(uint16)
func (groveVault *GroveVault) UnpackWeightsBps(data []byte) (uint16, error) {
	out, err := groveVault.abi.Unpack("weightsBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x441a3e70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(uint256 shares, uint256 minPayout) returns(uint256 payout)
func (groveVault *GroveVault) PackWithdraw(shares *big.Int, minPayout *big.Int) []byte {
	enc, err := groveVault.abi.Pack("withdraw", shares, minPayout)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x441a3e70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(uint256 shares, uint256 minPayout) returns(uint256 payout)
func (groveVault *GroveVault) TryPackWithdraw(shares *big.Int, minPayout *big.Int) ([]byte, error) {
	return groveVault.abi.Pack("withdraw", shares, minPayout)
}

// UnpackWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x441a3e70.
//
// Solidity: function withdraw(uint256 shares, uint256 minPayout) returns(uint256 payout)
func (groveVault *GroveVault) UnpackWithdraw(data []byte) (*big.Int, error) {
	out, err := groveVault.abi.Unpack("withdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// GroveVaultDeposited represents a Deposited event raised by the GroveVault contract.
type GroveVaultDeposited struct {
	User      common.Address
	UsdIn     *big.Int
	Shares    *big.Int
	CostBasis *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const GroveVaultDepositedEventName = "Deposited"

// ContractEventName returns the user-defined event name.
func (GroveVaultDeposited) ContractEventName() string {
	return GroveVaultDepositedEventName
}

// UnpackDepositedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Deposited(address indexed user, uint256 usdIn, uint256 shares, uint256 costBasis)
func (groveVault *GroveVault) UnpackDepositedEvent(log *types.Log) (*GroveVaultDeposited, error) {
	event := "Deposited"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != groveVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GroveVaultDeposited)
	if len(log.Data) > 0 {
		if err := groveVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range groveVault.abi.Events[event].Inputs {
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

// GroveVaultExitFeeCharged represents a ExitFeeCharged event raised by the GroveVault contract.
type GroveVaultExitFeeCharged struct {
	User      common.Address
	Recipient common.Address
	ProfitUsd *big.Int
	FeeUsd    *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const GroveVaultExitFeeChargedEventName = "ExitFeeCharged"

// ContractEventName returns the user-defined event name.
func (GroveVaultExitFeeCharged) ContractEventName() string {
	return GroveVaultExitFeeChargedEventName
}

// UnpackExitFeeChargedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ExitFeeCharged(address indexed user, address indexed recipient, uint256 profitUsd, uint256 feeUsd)
func (groveVault *GroveVault) UnpackExitFeeChargedEvent(log *types.Log) (*GroveVaultExitFeeCharged, error) {
	event := "ExitFeeCharged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != groveVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GroveVaultExitFeeCharged)
	if len(log.Data) > 0 {
		if err := groveVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range groveVault.abi.Events[event].Inputs {
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

// GroveVaultWithdrawn represents a Withdrawn event raised by the GroveVault contract.
type GroveVaultWithdrawn struct {
	User      common.Address
	Shares    *big.Int
	GrossUsd  *big.Int
	CostBasis *big.Int
	FeeUsd    *big.Int
	PayoutUsd *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const GroveVaultWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (GroveVaultWithdrawn) ContractEventName() string {
	return GroveVaultWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed user, uint256 shares, uint256 grossUsd, uint256 costBasis, uint256 feeUsd, uint256 payoutUsd)
func (groveVault *GroveVault) UnpackWithdrawnEvent(log *types.Log) (*GroveVaultWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != groveVault.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(GroveVaultWithdrawn)
	if len(log.Data) > 0 {
		if err := groveVault.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range groveVault.abi.Events[event].Inputs {
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
func (groveVault *GroveVault) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], groveVault.abi.Errors["BadComponents"].ID.Bytes()[:4]) {
		return groveVault.UnpackBadComponentsError(raw[4:])
	}
	if bytes.Equal(raw[:4], groveVault.abi.Errors["NoPrice"].ID.Bytes()[:4]) {
		return groveVault.UnpackNoPriceError(raw[4:])
	}
	if bytes.Equal(raw[:4], groveVault.abi.Errors["NoValueAdded"].ID.Bytes()[:4]) {
		return groveVault.UnpackNoValueAddedError(raw[4:])
	}
	if bytes.Equal(raw[:4], groveVault.abi.Errors["NotEnoughShares"].ID.Bytes()[:4]) {
		return groveVault.UnpackNotEnoughSharesError(raw[4:])
	}
	if bytes.Equal(raw[:4], groveVault.abi.Errors["PayoutBelowMinimum"].ID.Bytes()[:4]) {
		return groveVault.UnpackPayoutBelowMinimumError(raw[4:])
	}
	if bytes.Equal(raw[:4], groveVault.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return groveVault.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], groveVault.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return groveVault.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], groveVault.abi.Errors["ZeroAmount"].ID.Bytes()[:4]) {
		return groveVault.UnpackZeroAmountError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// GroveVaultBadComponents represents a BadComponents error raised by the GroveVault contract.
type GroveVaultBadComponents struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadComponents()
func GroveVaultBadComponentsErrorID() common.Hash {
	return common.HexToHash("0xeb80dbe5055b456776e47c95abd57101664904376a1b9ef64a72c29cea3bf85e")
}

// UnpackBadComponentsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadComponents()
func (groveVault *GroveVault) UnpackBadComponentsError(raw []byte) (*GroveVaultBadComponents, error) {
	out := new(GroveVaultBadComponents)
	if err := groveVault.abi.UnpackIntoInterface(out, "BadComponents", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GroveVaultNoPrice represents a NoPrice error raised by the GroveVault contract.
type GroveVaultNoPrice struct {
	Feed common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoPrice(address feed)
func GroveVaultNoPriceErrorID() common.Hash {
	return common.HexToHash("0xa99530fc9ba14d73e7b8469d1efeaea3a23b5833dc89bf161ddffd56a708a727")
}

// UnpackNoPriceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoPrice(address feed)
func (groveVault *GroveVault) UnpackNoPriceError(raw []byte) (*GroveVaultNoPrice, error) {
	out := new(GroveVaultNoPrice)
	if err := groveVault.abi.UnpackIntoInterface(out, "NoPrice", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GroveVaultNoValueAdded represents a NoValueAdded error raised by the GroveVault contract.
type GroveVaultNoValueAdded struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoValueAdded()
func GroveVaultNoValueAddedErrorID() common.Hash {
	return common.HexToHash("0x1f9202e2623d8da1e20cffc2bbe65bc163c564f727e0ee15d716385af777db04")
}

// UnpackNoValueAddedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoValueAdded()
func (groveVault *GroveVault) UnpackNoValueAddedError(raw []byte) (*GroveVaultNoValueAdded, error) {
	out := new(GroveVaultNoValueAdded)
	if err := groveVault.abi.UnpackIntoInterface(out, "NoValueAdded", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GroveVaultNotEnoughShares represents a NotEnoughShares error raised by the GroveVault contract.
type GroveVaultNotEnoughShares struct {
	Have *big.Int
	Want *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotEnoughShares(uint256 have, uint256 want)
func GroveVaultNotEnoughSharesErrorID() common.Hash {
	return common.HexToHash("0x808722dc6bb19b9bc1748e6941d449df3fc9b2843a2171f037cbeca589d51871")
}

// UnpackNotEnoughSharesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotEnoughShares(uint256 have, uint256 want)
func (groveVault *GroveVault) UnpackNotEnoughSharesError(raw []byte) (*GroveVaultNotEnoughShares, error) {
	out := new(GroveVaultNotEnoughShares)
	if err := groveVault.abi.UnpackIntoInterface(out, "NotEnoughShares", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GroveVaultPayoutBelowMinimum represents a PayoutBelowMinimum error raised by the GroveVault contract.
type GroveVaultPayoutBelowMinimum struct {
	Payout    *big.Int
	MinPayout *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error PayoutBelowMinimum(uint256 payout, uint256 minPayout)
func GroveVaultPayoutBelowMinimumErrorID() common.Hash {
	return common.HexToHash("0x2aa02375027644fe0164a0a9a8a929e0d3436cf12168c10eca7f5d71f65a6493")
}

// UnpackPayoutBelowMinimumError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error PayoutBelowMinimum(uint256 payout, uint256 minPayout)
func (groveVault *GroveVault) UnpackPayoutBelowMinimumError(raw []byte) (*GroveVaultPayoutBelowMinimum, error) {
	out := new(GroveVaultPayoutBelowMinimum)
	if err := groveVault.abi.UnpackIntoInterface(out, "PayoutBelowMinimum", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GroveVaultReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the GroveVault contract.
type GroveVaultReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func GroveVaultReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (groveVault *GroveVault) UnpackReentrancyGuardReentrantCallError(raw []byte) (*GroveVaultReentrancyGuardReentrantCall, error) {
	out := new(GroveVaultReentrancyGuardReentrantCall)
	if err := groveVault.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GroveVaultSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the GroveVault contract.
type GroveVaultSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func GroveVaultSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (groveVault *GroveVault) UnpackSafeERC20FailedOperationError(raw []byte) (*GroveVaultSafeERC20FailedOperation, error) {
	out := new(GroveVaultSafeERC20FailedOperation)
	if err := groveVault.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// GroveVaultZeroAmount represents a ZeroAmount error raised by the GroveVault contract.
type GroveVaultZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ZeroAmount()
func GroveVaultZeroAmountErrorID() common.Hash {
	return common.HexToHash("0x1f2a2005cb66a8e145327e8814e243a0996aec9bfe1e15a495778b1236dbd485")
}

// UnpackZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ZeroAmount()
func (groveVault *GroveVault) UnpackZeroAmountError(raw []byte) (*GroveVaultZeroAmount, error) {
	out := new(GroveVaultZeroAmount)
	if err := groveVault.abi.UnpackIntoInterface(out, "ZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}
