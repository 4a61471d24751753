// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package uniswapv3venue

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

// UniswapV3VenueMetaData contains all meta data concerning the UniswapV3Venue contract.
var UniswapV3VenueMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"usdg_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"factory_\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"router_\",\"type\":\"address\"},{\"internalType\":\"uint24[]\",\"name\":\"feeTiers_\",\"type\":\"uint24[]\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"BadRecipient\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"}],\"name\":\"InsufficientOutput\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoFeeTiers\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NoLiquidity\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"}],\"name\":\"UnsupportedPair\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"Swap\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_STEPS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"}],\"name\":\"best\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint24\",\"name\":\"fee\",\"type\":\"uint24\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"factory\",\"outputs\":[{\"internalType\":\"contractIUniswapV3Factory\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"feeTiers\",\"outputs\":[{\"internalType\":\"uint24[]\",\"name\":\"\",\"type\":\"uint24[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"}],\"name\":\"quote\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractIV3SwapRouter\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sellToken\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"buyToken\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sellAmount\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minBuyAmount\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"recipient\",\"type\":\"address\"}],\"name\":\"swap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"buyAmount\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"usdg\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	ID:  "UniswapV3Venue",
	Bin: "0x60e060405234801561000f575f5ffd5b5060405161250338038061250383398101604081905261002e916100be565b80515f0361004f5760405163289d198760e21b815260040160405180910390fd5b6001600160a01b0380851660805283811660a052821660c0525f610073828261023e565b5050505050610322565b80516001600160a01b0381168114610093575f5ffd5b919050565b634e487b7160e01b5f52604160045260245ffd5b805162ffffff81168114610093575f5ffd5b5f5f5f5f608085870312156100d1575f5ffd5b6100da8561007d565b93506100e86020860161007d565b92506100f66040860161007d565b60608601519092506001600160401b03811115610111575f5ffd5b8501601f81018713610121575f5ffd5b80516001600160401b0381111561013a5761013a610098565b604051600582901b90603f8201601f191681016001600160401b038111828210171561016857610168610098565b60405291825260208184018101929081018a841115610185575f5ffd5b6020850194505b838510156101ab5761019d856100ac565b81526020948501940161018c565b50969995985093965050505050565b680100000000000000008211156101d3576101d3610098565b80548282558083101561023957600a6009840104825f528060205f20016003600a8606028015610212575f19820180545f198360200360031b1c168155505b5081600a60098501040391505f5b82811015610235575f82820155600101610220565b5050505b505050565b81516001600160401b0381111561025757610257610098565b61026181836101ba565b60208301610274835f9081526020902090565b600a83045f5b818110156102d7575f5f5b600a8110156102ca576102b961029e875162ffffff1690565b62ffffff9081166003808502901b90811b91901b1984161790565b602096909601959150600101610285565b508382015560010161027a565b50600a8102808503818614610318575f5f5b828110156103125761030161029e885162ffffff1690565b6020979097019691506001016102e9565b50848401555b5050505050505050565b60805160a05160c05161219561036e5f395f818161014a0152818161038c015261044701525f818160b401526105df01525f81816101230152818161079c01526107d701526121955ff3fe608060405234801561000f575f5ffd5b5060043610610085575f3560e01c8063f367d5cc11610058578063f367d5cc14610116578063f5b91b7b1461011e578063f887ea4014610145578063ffd038e91461016c575f5ffd5b8063b646638414610089578063c45a0155146100af578063c5612bb7146100ee578063d5bcb9b514610103575b5f5ffd5b61009c610097366004611d02565b610198565b6040519081526020015b60405180910390f35b6100d67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100a6565b6100f66101ad565b6040516100a69190611d40565b61009c610111366004611d87565b61022b565b61009c602081565b6100d67f000000000000000000000000000000000000000000000000000000000000000081565b6100d67f000000000000000000000000000000000000000000000000000000000000000081565b61017f61017a366004611d02565b61059b565b6040805192835262ffffff9091166020830152016100a6565b5f6101a484848461059b565b50949350505050565b60605f80548060200260200160405190810160405280929190818152602001828054801561022157602002820191905f5260205f20905f905b82829054906101000a900462ffffff1662ffffff16815260200190600301906020826002010492830192600103820291508084116101e65790505b5050505050905090565b5f610236868661077c565b61026b57604051630c059e5760e21b81526001600160a01b038088166004830152861660248201526044015b60405180910390fd5b6002826001600160a01b0316116102a057604051631ecdd20960e31b81526001600160a01b0383166004820152602401610262565b5f5f6102ad88888861059b565b91509150815f036102d157604051636180f03f60e11b815260040160405180910390fd5b848210156102fc57604051630583371760e31b81526004810183905260248101869052604401610262565b6040516370a0823160e01b815230600482015288905f906001600160a01b038316906370a0823190602401602060405180830381865afa158015610342573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906103669190611de2565b905061037d6001600160a01b03831633308b610814565b6103b16001600160a01b0383167f00000000000000000000000000000000000000000000000000000000000000008a610850565b6040805160e0810182526001600160a01b038c811682528b81166020830190815262ffffff8781168486019081528b841660608601908152608086018f815260a087018f81525f60c0890190815298516304e45aaf60e01b8152975187166004890152945186166024880152915190921660448601529051831660648501525160848401525160a48301529151821660c48201527f0000000000000000000000000000000000000000000000000000000000000000909116906304e45aaf9060e4016020604051808303815f875af115801561048f573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906104b39190611de2565b6040516370a0823160e01b815230600482015290955081906001600160a01b038416906370a0823190602401602060405180830381865afa1580156104fa573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061051e9190611de2565b1461053c57604051636180f03f60e11b815260040160405180910390fd5b60408051898152602081018790526001600160a01b038881168284015291518b8316928d169133917f54787c404bb33c88e86f4baf88183a3b0141d0a848e6a9f7a13b66ae3a9b73d19181900360600190a45050505095945050505050565b5f5f6105a7858561077c565b15806105b1575082155b806105c257506001600160ff1b0383115b156105d157505f905080610774565b5f5b5f54811015610772575f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316631698ee8288885f868154811061062057610620611df9565b5f9182526020909120600a8083049091015460405160e087901b6001600160e01b03191681526001600160a01b03958616600482015293909416602484015290066003026101000a90910462ffffff166044820152606401602060405180830381865afa158015610693573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106b79190611e0d565b90506001600160a01b0381166106cd575061076a565b5f61072282886001600160a01b03168a6001600160a01b0316105f86815481106106f9576106f9611df9565b905f5260205f2090600a91828204019190066003029054906101000a900462ffffff16896108cf565b90508481111561076757805f848154811061073f5761073f611df9565b5f9182526020909120600a8083049091015492975090066003026101000a900462ffffff1693505b50505b6001016105d3565b505b935093915050565b5f816001600160a01b0316836001600160a01b03161415801561080b57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316836001600160a01b0316148061080b57507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316826001600160a01b0316145b90505b92915050565b610822848484846001610b45565b61084a57604051635274afe760e01b81526001600160a01b0385166004820152602401610262565b50505050565b61085c8383835f610bb2565b6108ca5761086d83835f6001610bb2565b61089557604051635274afe760e01b81526001600160a01b0384166004820152602401610262565b6108a28383836001610bb2565b6108ca57604051635274afe760e01b81526001600160a01b0384166004820152602401610262565b505050565b6040805160c0810182525f80825260208201819052918101829052606081018290526080810182905260a081018290528590816001600160a01b0316633850c7bd6040518163ffffffff1660e01b815260040160e060405180830381865afa15801561093d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109619190611e59565b5050505060029190910b6020840152506001600160a01b03168082525f0361098d575f92505050610b3d565b816001600160a01b0316631a6865026040518163ffffffff1660e01b8152600401602060405180830381865afa1580156109c9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906109ed9190611ef9565b81604001906001600160801b031690816001600160801b031681525050866001600160a01b031663d0c93a7c6040518163ffffffff1660e01b8152600401602060405180830381865afa158015610a46573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a6a9190611f12565b60020b6060820152610a7b84611f3f565b60808201525f86610aaa57610aa5600173fffd8963efd1fc6a506488495d951d5263988d26611f59565b610aba565b610aba6401000276a36001611f78565b90505f5b608083015115801590610ae65750816001600160a01b0316835f01516001600160a01b031614155b15610b1e5760208103610aff575f945050505050610b3d565b610b0c84848a8a86610c14565b80610b1681611f97565b915050610abe565b50608082015115610b34575f9350505050610b3d565b5060a001519150505b949350505050565b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316610ba1578383151615610b95573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b60405163095ea7b360e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316610c08578383151615610bfc573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f5f610c2a878760200151886060015188610e1f565b91509150620d89e71960020b8260020b1215610c4c57620d89e7199150610c62565b620d89e8600283900b1315610c6257620d89e891505b85515f610c6e8461105b565b90505f808080610ca68660018d166001600160a01b03808916908d168181119290921890821802188e604001518f608001518e611313565b9350935093509350838c5f01906001600160a01b031690816001600160a01b0316815250508083610cd79190611faf565b8c608001818151610ce89190611fc2565b90525060a08c018051839190610cff908390611faf565b9052506001600160a01b0380861690851603610de5578615610dc25760405163f30dba9360e01b8152600289900b60048201525f906001600160a01b038f169063f30dba939060240161010060405180830381865afa158015610d64573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610d889190611fe9565b505050505050915050610db28d604001518d610da45782611476565b610dad8361208c565b611476565b6001600160801b031660408e0152505b8a610dcd5787610dd8565b610dd86001896120b9565b60020b60208d0152610e10565b856001600160a01b0316846001600160a01b031614610e1057610e078461149d565b60020b60208d01525b50505050505050505050505050565b5f80600284810b9086900b8181078313919005038315610f2957600281900b60081d60ff808316905f90610e549083906120de565b60405163299ce14b60e11b8152600185900b60048201525f1990911c91505f9082906001600160a01b038d1690635339c29690602401602060405180830381865afa158015610ea5573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610ec99190611de2565b168015159650905085610ef35788610ee460ff8516876120b9565b610eee91906120f1565b610f1e565b88610efd8261172d565b610f079085612117565b610f149060ff16876120b9565b610f1e91906120f1565b965050505050611051565b5f80610f4a610f39846001612130565b600281900b60081d9160ff90911690565b90925090505f610f61600160ff841681901b6120de565b60405163299ce14b60e11b8152600185900b6004820152901991505f9082906001600160a01b038d1690635339c29690602401602060405180830381865afa158015610faf573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610fd39190611de2565b1680151596509050856110135788610fec8460ff612117565b60ff16610ffa876001612130565b6110049190612130565b61100e91906120f1565b61104a565b888361101e836117b8565b6110289190612117565b60ff16611036876001612130565b6110409190612130565b61104a91906120f1565b9650505050505b5094509492505050565b60020b5f60ff82901d80830118620d89e8811115611084576110846345c3193d60e11b84611852565b7001fffcb933bd6fad37aa2d162d1a5940016001821602600160801b1860028216156110c0576ffff97272373d413259a46990580e213a0260801c5b60048216156110df576ffff2e50f5f656932ef12357cf3c7fdcc0260801c5b60088216156110fe576fffe5caca7e10e4e61c3624eaa0941cd00260801c5b601082161561111d576fffcb9843d60f6159c9db58835c9266440260801c5b602082161561113c576fff973b41fa98c081472e6896dfb254c00260801c5b604082161561115b576fff2ea16466c96a3843ec78b326b528610260801c5b608082161561117a576ffe5dee046a99a2a811c461f1969c30530260801c5b61010082161561119a576ffcbe86c7900a88aedcffc83b479aa3a40260801c5b6102008216156111ba576ff987a7253ac413176f2b074cf7815e540260801c5b6104008216156111da576ff3392b0822b70005940c7a398e4b70f30260801c5b6108008216156111fa576fe7159475a2c29b7443b29c7fa6e889d90260801c5b61100082161561121a576fd097f3bdfd2022b8845ad8f792aa58250260801c5b61200082161561123a576fa9f746462d870fdf8a65dc1f90e061e50260801c5b61400082161561125a576f70d869a156d2a1b890bb3df62baf32f70260801c5b61800082161561127a576f31be135f97d08fd981231505542fcfa60260801c5b6201000082161561129b576f09aa508b5b7a84e1c677de54f3e99bc90260801c5b620200008216156112bb576e5d6af8dedb81196699c329225ee6040260801c5b620400008216156112da576d2216e584f5fa1ea926041bedfe980260801c5b620800008216156112f7576b048a170391f7dc42444e8fa20260801c5b5f841315611303575f19045b63ffffffff0160201c9392505050565b5f80808062ffffff85166001600160a01b03808a16908b16101582881280156113e9575f61134c8a5f0385620f424003620f4240611861565b905082611365576113608d8d8d60016118fe565b611372565b6113728c8e8d600161194a565b96508681106113a6578b9750620f4240841461139d57611398878586620f424003611a0d565b61139f565b865b94506113bf565b8096506113b58d8c8386611a3d565b9750868a5f030394505b826113d5576113d08d898d5f61194a565b6113e1565b6113e1888e8d5f6118fe565b955050611467565b816113ff576113fa8c8c8c5f61194a565b61140b565b61140b8b8d8c5f6118fe565b945084891061141c578a965061142e565b88945061142b8c8b8785611a94565b96505b81611445576114408c888c60016118fe565b611452565b611452878d8c600161194a565b9550611464868485620f424003611a0d565b93505b50505095509550955095915050565b6001600160801b038216600f82900b01608081901c1561080e576393dafdf15f526004601cfd5b5f73fffd8963efd1fc6a506488495d951d51639616826401000276a21983016001600160a01b031611156114dc576114dc6318521d4960e21b83611adb565b640100000000600160c01b03602083901b16805f6114f98261172d565b60ff1690506080811061151457607f810383901c915061151e565b80607f0383901b91505b908002607f81811c60ff83811c9190911c800280831c81831c1c800280841c81841c1c800280851c81851c1c800280861c81861c1c800280871c81871c1c800280881c81881c1c800280891c81891c1c8002808a1c818a1c1c8002808b1c818b1c1c8002808c1c818c1c1c8002808d1c818d1c1c8002808e1c9c81901c9c909c1c80029c8d901c9e9d607f198f0160401b60c09190911c678000000000000000161760c19b909b1c674000000000000000169a909a1760c29990991c672000000000000000169890981760c39790971c671000000000000000169690961760c49590951c670800000000000000169490941760c59390931c670400000000000000169290921760c69190911c670200000000000000161760c79190911c670100000000000000161760c89190911c6680000000000000161760c99190911c6640000000000000161760ca9190911c6620000000000000161760cb9190911c6610000000000000161760cc9190911c6608000000000000161760cd9190911c66040000000000001617693627a301d71055774c8581026f028f6481ab7f045a5af012a19d003aa9198101608090811d906fdb2df09e81959a81455e260799a0632f8301901d600281810b9083900b1461171e57886001600160a01b03166117038261105b565b6001600160a01b031611156117185781611720565b80611720565b815b9998505050505050505050565b5f5f8211611739575f5ffd5b507f0706060506020500060203020504000106050205030304010505030400000000601f6f8421084210842108cc6318c6db6d54be6001600160801b03841160071b84811c67ffffffffffffffff1060061b1784811c63ffffffff1060051b1784811c61ffff1060041b1784811c60ff1060031b1793841c1c161a1790565b5f5f82116117c4575f5ffd5b507e1f0d1e100c1d070f090b19131c1706010e11080a1a141802121b15031604055f8290039091166101e07f804040554300526644320000502061067405302602000010750620017611707760fc7fb6db6db6ddddddddd34d34d349249249210842108c6318c639ce739cffffffff840260f81c161b60f71c1690811c63d76453e004601f169190911a1790565b815f528060020b60045260245ffd5b5f838302815f1985870982811083820303915050808411611880575f5ffd5b805f03611892575082900490506118f7565b5f848688095f868103871696879004966002600389028118808a02820302808a02820302808a02820302808a02820302808a02820302808a02909103029181900381900460010186841190950394909402919094039290920491909117919091029150505b9392505050565b5f6001600160a01b038481169086160360ff81901d90810118600160601b6001600160801b038516611931818484611861565b9350845f83858409111684019350505050949350505050565b5f836001600160a01b0316856001600160a01b03161115611969579293925b6001600160a01b0385166119835762bfc9215f526004601cfd5b600160601b600160e01b03606084901b166001600160a01b0386860316836119d657866001600160a01b03166119c38383896001600160a01b0316611861565b816119d0576119d0612155565b04611a02565b611a026119ed8383896001600160a01b0316611a0d565b886001600160a01b0316808204910615150190565b979650505050505050565b5f611a19848484611861565b90508180611a2957611a29612155565b838509156118f757600101806118f7575f5ffd5b5f6001600160801b038416156001600160a01b038616151715611a6757634f2461b85f526004601cfd5b81611a7e57611a798585856001611af0565b611a8b565b611a8b8585856001611bdb565b95945050505050565b5f6001600160801b038416156001600160a01b038616151715611abe57634f2461b85f526004601cfd5b81611acf57611a798585855f611bdb565b611a8b8585855f611af0565b815f526001600160a01b03811660045260245ffd5b5f8115611b60575f6001600160a01b03841115611b2457611b1f84600160601b876001600160801b0316611861565b611b3b565b611b3b6001600160801b038616606086901b612169565b9050611b58611b53826001600160a01b038916611faf565b611cbd565b915050610b3d565b5f6001600160a01b03841115611b8d57611b8884600160601b876001600160801b0316611a0d565b611baa565b611baa606085901b6001600160801b038716808204910615150190565b9050806001600160a01b03871611611bc957634323a5555f526004601cfd5b6001600160a01b038616039050610b3d565b5f825f03611bea575083610b3d565b600160601b600160e01b03606085901b168215611c7c576001600160a01b03861684810290858281611c1e57611c1e612155565b0403611c4e57818101828110611c4c57611c4283896001600160a01b031683611a0d565b9350505050610b3d565b505b50611b588185611c676001600160a01b038a1683612169565b611c719190611faf565b808204910615150190565b6001600160a01b038616848102908582041481831116611ca35763f5c787f15f526004601cfd5b808203611c42611b53846001600160a01b038b1684611a0d565b806001600160a01b0381168114611cde57611cde6393dafdf160e01b611ce3565b919050565b805f5260045ffd5b6001600160a01b0381168114611cff575f5ffd5b50565b5f5f5f60608486031215611d14575f5ffd5b8335611d1f81611ceb565b92506020840135611d2f81611ceb565b929592945050506040919091013590565b602080825282518282018190525f918401906040840190835b81811015611d7c57835162ffffff16835260209384019390920191600101611d59565b509095945050505050565b5f5f5f5f5f60a08688031215611d9b575f5ffd5b8535611da681611ceb565b94506020860135611db681611ceb565b935060408601359250606086013591506080860135611dd481611ceb565b809150509295509295909350565b5f60208284031215611df2575f5ffd5b5051919050565b634e487b7160e01b5f52603260045260245ffd5b5f60208284031215611e1d575f5ffd5b81516118f781611ceb565b8051600281900b8114611cde575f5ffd5b805161ffff81168114611cde575f5ffd5b80518015158114611cde575f5ffd5b5f5f5f5f5f5f5f60e0888a031215611e6f575f5ffd5b8751611e7a81611ceb565b9650611e8860208901611e28565b9550611e9660408901611e39565b9450611ea460608901611e39565b9350611eb260808901611e39565b925060a088015160ff81168114611ec7575f5ffd5b9150611ed560c08901611e4a565b905092959891949750929550565b80516001600160801b0381168114611cde575f5ffd5b5f60208284031215611f09575f5ffd5b61080b82611ee3565b5f60208284031215611f22575f5ffd5b61080b82611e28565b634e487b7160e01b5f52601160045260245ffd5b5f600160ff1b8201611f5357611f53611f2b565b505f0390565b6001600160a01b03828116828216039081111561080e5761080e611f2b565b6001600160a01b03818116838216019081111561080e5761080e611f2b565b5f60018201611fa857611fa8611f2b565b5060010190565b8082018082111561080e5761080e611f2b565b8082018281125f831280158216821582161715611fe157611fe1611f2b565b505092915050565b5f5f5f5f5f5f5f5f610100898b031215612001575f5ffd5b61200a89611ee3565b9750602089015180600f0b811461201f575f5ffd5b60408a015160608b015160808c01519299509097509550600681900b8114612045575f5ffd5b60a08a015190945061205681611ceb565b60c08a015190935063ffffffff8116811461206f575f5ffd5b915061207d60e08a01611e4a565b90509295985092959890939650565b5f81600f0b6f7fffffffffffffffffffffffffffffff1981036120b1576120b1611f2b565b5f0392915050565b600282810b9082900b03627fffff198112627fffff8213171561080e5761080e611f2b565b8181038181111561080e5761080e611f2b565b5f8260020b8260020b028060020b915080821461211057612110611f2b565b5092915050565b60ff828116828216039081111561080e5761080e611f2b565b600281810b9083900b01627fffff8113627fffff198212171561080e5761080e611f2b565b634e487b7160e01b5f52601260045260245ffd5b5f8261218357634e487b7160e01b5f52601260045260245ffd5b50049056fea164736f6c6343000825000a",
}

// UniswapV3Venue is an auto generated Go binding around an Ethereum contract.
type UniswapV3Venue struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *UniswapV3Venue) GetABI() abi.ABI {
	return c.abi
}

// NewUniswapV3Venue creates a new instance of UniswapV3Venue.
func NewUniswapV3Venue() *UniswapV3Venue {
	parsed, err := UniswapV3VenueMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &UniswapV3Venue{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *UniswapV3Venue) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address usdg_, address factory_, address router_, uint24[] feeTiers_) returns()
func (uniswapV3Venue *UniswapV3Venue) PackConstructor(usdg_ common.Address, factory_ common.Address, router_ common.Address, feeTiers_ []*big.Int) []byte {
	enc, err := uniswapV3Venue.abi.Pack("", usdg_, factory_, router_, feeTiers_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXSTEPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf367d5cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_STEPS() view returns(uint256)
func (uniswapV3Venue *UniswapV3Venue) PackMAXSTEPS() []byte {
	enc, err := uniswapV3Venue.abi.Pack("MAX_STEPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXSTEPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf367d5cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_STEPS() view returns(uint256)
func (uniswapV3Venue *UniswapV3Venue) TryPackMAXSTEPS() ([]byte, error) {
	return uniswapV3Venue.abi.Pack("MAX_STEPS")
}

// UnpackMAXSTEPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf367d5cc.
//
// Solidity: function MAX_STEPS() view returns(uint256)
func (uniswapV3Venue *UniswapV3Venue) UnpackMAXSTEPS(data []byte) (*big.Int, error) {
	out, err := uniswapV3Venue.abi.Unpack("MAX_STEPS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackBest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffd038e9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function best(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount, uint24 fee)
func (uniswapV3Venue *UniswapV3Venue) PackBest(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) []byte {
	enc, err := uniswapV3Venue.abi.Pack("best", sellToken, buyToken, sellAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xffd038e9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function best(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount, uint24 fee)
func (uniswapV3Venue *UniswapV3Venue) TryPackBest(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) ([]byte, error) {
	return uniswapV3Venue.abi.Pack("best", sellToken, buyToken, sellAmount)
}

// BestOutput serves as a container for the return parameters of contract
// method Best.
type BestOutput struct {
	BuyAmount *big.Int
	Fee       *big.Int
}

// UnpackBest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xffd038e9.
//
// Solidity: function best(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount, uint24 fee)
func (uniswapV3Venue *UniswapV3Venue) UnpackBest(data []byte) (BestOutput, error) {
	out, err := uniswapV3Venue.abi.Unpack("best", data)
	outstruct := new(BestOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.BuyAmount = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.Fee = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function factory() view returns(address)
func (uniswapV3Venue *UniswapV3Venue) PackFactory() []byte {
	enc, err := uniswapV3Venue.abi.Pack("factory")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFactory is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc45a0155.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function factory() view returns(address)
func (uniswapV3Venue *UniswapV3Venue) TryPackFactory() ([]byte, error) {
	return uniswapV3Venue.abi.Pack("factory")
}

// UnpackFactory is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc45a0155.
//
// Solidity: function factory() view returns(address)
func (uniswapV3Venue *UniswapV3Venue) UnpackFactory(data []byte) (common.Address, error) {
	out, err := uniswapV3Venue.abi.Unpack("factory", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackFeeTiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5612bb7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeTiers() view returns(uint24[])
func (uniswapV3Venue *UniswapV3Venue) PackFeeTiers() []byte {
	enc, err := uniswapV3Venue.abi.Pack("feeTiers")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeTiers is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5612bb7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeTiers() view returns(uint24[])
func (uniswapV3Venue *UniswapV3Venue) TryPackFeeTiers() ([]byte, error) {
	return uniswapV3Venue.abi.Pack("feeTiers")
}

// UnpackFeeTiers is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc5612bb7.
//
// Solidity: function feeTiers() view returns(uint24[])
func (uniswapV3Venue *UniswapV3Venue) UnpackFeeTiers(data []byte) ([]*big.Int, error) {
	out, err := uniswapV3Venue.abi.Unpack("feeTiers", data)
	if err != nil {
		return *new([]*big.Int), err
	}
	out0 := *abi.ConvertType(out[0], new([]*big.Int)).(*[]*big.Int)
	return out0, nil
}

// PackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6466384.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount)
func (uniswapV3Venue *UniswapV3Venue) PackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) []byte {
	enc, err := uniswapV3Venue.abi.Pack("quote", sellToken, buyToken, sellAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackQuote is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb6466384.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount)
func (uniswapV3Venue *UniswapV3Venue) TryPackQuote(sellToken common.Address, buyToken common.Address, sellAmount *big.Int) ([]byte, error) {
	return uniswapV3Venue.abi.Pack("quote", sellToken, buyToken, sellAmount)
}

// UnpackQuote is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb6466384.
//
// Solidity: function quote(address sellToken, address buyToken, uint256 sellAmount) view returns(uint256 buyAmount)
func (uniswapV3Venue *UniswapV3Venue) UnpackQuote(data []byte) (*big.Int, error) {
	out, err := uniswapV3Venue.abi.Unpack("quote", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function router() view returns(address)
func (uniswapV3Venue *UniswapV3Venue) PackRouter() []byte {
	enc, err := uniswapV3Venue.abi.Pack("router")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRouter is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf887ea40.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function router() view returns(address)
func (uniswapV3Venue *UniswapV3Venue) TryPackRouter() ([]byte, error) {
	return uniswapV3Venue.abi.Pack("router")
}

// UnpackRouter is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (uniswapV3Venue *UniswapV3Venue) UnpackRouter(data []byte) (common.Address, error) {
	out, err := uniswapV3Venue.abi.Unpack("router", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5bcb9b5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (uniswapV3Venue *UniswapV3Venue) PackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) []byte {
	enc, err := uniswapV3Venue.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSwap is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd5bcb9b5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (uniswapV3Venue *UniswapV3Venue) TryPackSwap(sellToken common.Address, buyToken common.Address, sellAmount *big.Int, minBuyAmount *big.Int, recipient common.Address) ([]byte, error) {
	return uniswapV3Venue.abi.Pack("swap", sellToken, buyToken, sellAmount, minBuyAmount, recipient)
}

// UnpackSwap is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd5bcb9b5.
//
// Solidity: function swap(address sellToken, address buyToken, uint256 sellAmount, uint256 minBuyAmount, address recipient) returns(uint256 buyAmount)
func (uniswapV3Venue *UniswapV3Venue) UnpackSwap(data []byte) (*big.Int, error) {
	out, err := uniswapV3Venue.abi.Unpack("swap", data)
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
func (uniswapV3Venue *UniswapV3Venue) PackUsdg() []byte {
	enc, err := uniswapV3Venue.abi.Pack("usdg")
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
func (uniswapV3Venue *UniswapV3Venue) TryPackUsdg() ([]byte, error) {
	return uniswapV3Venue.abi.Pack("usdg")
}

// UnpackUsdg is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf5b91b7b.
//
// Solidity: function usdg() view returns(address)
func (uniswapV3Venue *UniswapV3Venue) UnpackUsdg(data []byte) (common.Address, error) {
	out, err := uniswapV3Venue.abi.Unpack("usdg", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// UniswapV3VenueSwap represents a Swap event raised by the UniswapV3Venue contract.
type UniswapV3VenueSwap struct {
	Sender     common.Address
	SellToken  common.Address
	BuyToken   common.Address
	SellAmount *big.Int
	BuyAmount  *big.Int
	Recipient  common.Address
	Raw        *types.Log // Blockchain specific contextual infos
}

const UniswapV3VenueSwapEventName = "Swap"

// ContractEventName returns the user-defined event name.
func (UniswapV3VenueSwap) ContractEventName() string {
	return UniswapV3VenueSwapEventName
}

// UnpackSwapEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Swap(address indexed sender, address indexed sellToken, address indexed buyToken, uint256 sellAmount, uint256 buyAmount, address recipient)
func (uniswapV3Venue *UniswapV3Venue) UnpackSwapEvent(log *types.Log) (*UniswapV3VenueSwap, error) {
	event := "Swap"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != uniswapV3Venue.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(UniswapV3VenueSwap)
	if len(log.Data) > 0 {
		if err := uniswapV3Venue.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range uniswapV3Venue.abi.Events[event].Inputs {
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
func (uniswapV3Venue *UniswapV3Venue) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], uniswapV3Venue.abi.Errors["BadRecipient"].ID.Bytes()[:4]) {
		return uniswapV3Venue.UnpackBadRecipientError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV3Venue.abi.Errors["InsufficientOutput"].ID.Bytes()[:4]) {
		return uniswapV3Venue.UnpackInsufficientOutputError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV3Venue.abi.Errors["NoFeeTiers"].ID.Bytes()[:4]) {
		return uniswapV3Venue.UnpackNoFeeTiersError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV3Venue.abi.Errors["NoLiquidity"].ID.Bytes()[:4]) {
		return uniswapV3Venue.UnpackNoLiquidityError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV3Venue.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return uniswapV3Venue.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], uniswapV3Venue.abi.Errors["UnsupportedPair"].ID.Bytes()[:4]) {
		return uniswapV3Venue.UnpackUnsupportedPairError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// UniswapV3VenueBadRecipient represents a BadRecipient error raised by the UniswapV3Venue contract.
type UniswapV3VenueBadRecipient struct {
	Recipient common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error BadRecipient(address recipient)
func UniswapV3VenueBadRecipientErrorID() common.Hash {
	return common.HexToHash("0xf66e904851b37b80accff44adee209ff00dc29eeb445bb1edb327e45cf1f9315")
}

// UnpackBadRecipientError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error BadRecipient(address recipient)
func (uniswapV3Venue *UniswapV3Venue) UnpackBadRecipientError(raw []byte) (*UniswapV3VenueBadRecipient, error) {
	out := new(UniswapV3VenueBadRecipient)
	if err := uniswapV3Venue.abi.UnpackIntoInterface(out, "BadRecipient", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV3VenueInsufficientOutput represents a InsufficientOutput error raised by the UniswapV3Venue contract.
type UniswapV3VenueInsufficientOutput struct {
	BuyAmount    *big.Int
	MinBuyAmount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func UniswapV3VenueInsufficientOutputErrorID() common.Hash {
	return common.HexToHash("0x2c19b8b87dc30ba95595ffd66c13e323be53c04224764b08e36f6411939cc30e")
}

// UnpackInsufficientOutputError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InsufficientOutput(uint256 buyAmount, uint256 minBuyAmount)
func (uniswapV3Venue *UniswapV3Venue) UnpackInsufficientOutputError(raw []byte) (*UniswapV3VenueInsufficientOutput, error) {
	out := new(UniswapV3VenueInsufficientOutput)
	if err := uniswapV3Venue.abi.UnpackIntoInterface(out, "InsufficientOutput", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV3VenueNoFeeTiers represents a NoFeeTiers error raised by the UniswapV3Venue contract.
type UniswapV3VenueNoFeeTiers struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoFeeTiers()
func UniswapV3VenueNoFeeTiersErrorID() common.Hash {
	return common.HexToHash("0xa274661cff66c6e2257c970948a1a4d5803933dd3bb5436498d1ea3c51e687dd")
}

// UnpackNoFeeTiersError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoFeeTiers()
func (uniswapV3Venue *UniswapV3Venue) UnpackNoFeeTiersError(raw []byte) (*UniswapV3VenueNoFeeTiers, error) {
	out := new(UniswapV3VenueNoFeeTiers)
	if err := uniswapV3Venue.abi.UnpackIntoInterface(out, "NoFeeTiers", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV3VenueNoLiquidity represents a NoLiquidity error raised by the UniswapV3Venue contract.
type UniswapV3VenueNoLiquidity struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NoLiquidity()
func UniswapV3VenueNoLiquidityErrorID() common.Hash {
	return common.HexToHash("0xc301e07e589331ed9ef4311e1023346089c1adb5b41d2e0cc07797c561b59d37")
}

// UnpackNoLiquidityError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NoLiquidity()
func (uniswapV3Venue *UniswapV3Venue) UnpackNoLiquidityError(raw []byte) (*UniswapV3VenueNoLiquidity, error) {
	out := new(UniswapV3VenueNoLiquidity)
	if err := uniswapV3Venue.abi.UnpackIntoInterface(out, "NoLiquidity", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV3VenueSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the UniswapV3Venue contract.
type UniswapV3VenueSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func UniswapV3VenueSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (uniswapV3Venue *UniswapV3Venue) UnpackSafeERC20FailedOperationError(raw []byte) (*UniswapV3VenueSafeERC20FailedOperation, error) {
	out := new(UniswapV3VenueSafeERC20FailedOperation)
	if err := uniswapV3Venue.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// UniswapV3VenueUnsupportedPair represents a UnsupportedPair error raised by the UniswapV3Venue contract.
type UniswapV3VenueUnsupportedPair struct {
	SellToken common.Address
	BuyToken  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func UniswapV3VenueUnsupportedPairErrorID() common.Hash {
	return common.HexToHash("0x3016795c0fd6ac2e4dafa1ac0fcc523bc43ab8280355cc6a32956b47a0158894")
}

// UnpackUnsupportedPairError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error UnsupportedPair(address sellToken, address buyToken)
func (uniswapV3Venue *UniswapV3Venue) UnpackUnsupportedPairError(raw []byte) (*UniswapV3VenueUnsupportedPair, error) {
	out := new(UniswapV3VenueUnsupportedPair)
	if err := uniswapV3Venue.abi.UnpackIntoInterface(out, "UnsupportedPair", raw); err != nil {
		return nil, err
	}
	return out, nil
}
