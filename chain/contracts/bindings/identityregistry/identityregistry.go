// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package identityregistry

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

// IdentityRegistryMetaData contains all meta data concerning the IdentityRegistry contract.
var IdentityRegistryMetaData = bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC721IncorrectOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ERC721InsufficientApproval\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC721InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"ERC721InvalidOperator\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"ERC721InvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC721InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC721InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ERC721NonexistentToken\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"NotAgentOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"score\",\"type\":\"uint8\"}],\"name\":\"ScoreOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"SelfFeedback\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"approved\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"ApprovalForAll\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_fromTokenId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_toTokenId\",\"type\":\"uint256\"}],\"name\":\"BatchMetadataUpdate\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"string\",\"name\":\"indexedKey\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"key\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"value\",\"type\":\"bytes\"}],\"name\":\"MetadataSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"_tokenId\",\"type\":\"uint256\"}],\"name\":\"MetadataUpdate\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"client\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"score\",\"type\":\"uint8\"},{\"indexed\":true,\"internalType\":\"bytes32\",\"name\":\"tag1\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"tag2\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"feedbackURI\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"feedbackHash\",\"type\":\"bytes32\"}],\"name\":\"NewFeedback\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"agentURI\",\"type\":\"string\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"feedbackCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"name\":\"feedbackScoreSum\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"getApproved\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"key\",\"type\":\"string\"}],\"name\":\"getMetadata\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"score\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"tag1\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"tag2\",\"type\":\"bytes32\"},{\"internalType\":\"string\",\"name\":\"feedbackURI\",\"type\":\"string\"},{\"internalType\":\"bytes32\",\"name\":\"feedbackHash\",\"type\":\"bytes32\"}],\"name\":\"giveFeedback\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"}],\"name\":\"isApprovedForAll\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nextAgentId\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"ownerOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"agentURI\",\"type\":\"string\"}],\"name\":\"register\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"}],\"name\":\"reputationScore\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"safeTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"data\",\"type\":\"bytes\"}],\"name\":\"safeTransferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"agentURI\",\"type\":\"string\"}],\"name\":\"setAgentURI\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"operator\",\"type\":\"address\"},{\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"}],\"name\":\"setApprovalForAll\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"agentId\",\"type\":\"uint256\"},{\"internalType\":\"string\",\"name\":\"key\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"value\",\"type\":\"bytes\"}],\"name\":\"setMetadata\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"bytes4\",\"name\":\"interfaceId\",\"type\":\"bytes4\"}],\"name\":\"supportsInterface\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"tokenURI\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"tokenId\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	ID:  "IdentityRegistry",
	Bin: "0x60806040526001600755348015610014575f5ffd5b506040518060400160405280600e81526020016d4167656e74204964656e7469747960901b815250604051806040016040528060058152602001641051d1539560da1b815250815f90816100689190610120565b5060016100758282610120565b5050506101de565b634e487b7160e01b5f52604160045260245ffd5b600181811c908216806100a557607f821691505b6020821081036100c357634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561011b578282111561011b57805f5260205f20601f840160051c60208510156100f457505f5b90810190601f840160051c035f5b81811015610117575f83820155600101610102565b5050505b505050565b81516001600160401b038111156101395761013961007d565b61014d816101478454610091565b846100c9565b6020601f82116001811461017f575f83156101685750848201515b5f19600385901b1c1916600184901b1784556101d7565b5f84815260208120601f198516915b828110156101ae578785015182556020948501946001909201910161018e565b50848210156101cb57868401515f19600387901b60f8161c191681555b505060018360011b0184555b5050505050565b611a37806101eb5f395ff3fe608060405234801561000f575f5ffd5b506004361061013d575f3560e01c80636352211e116100b4578063b107a7d411610079578063b107a7d4146102a7578063b88d4fde146102c6578063c87b56dd146102d9578063cb4799f2146102ec578063e985e9c5146102ff578063f2c298be14610312575f5ffd5b80636352211e1461025357806370a082311461026657806395d89b4114610279578063a22cb46514610281578063abf1efad14610294575f5ffd5b80631e6ad07e116101055780631e6ad07e146101d15780631e7924f8146101f257806323b872dd1461021157806330efc4981461022457806342842e0e1461022d578063466648da14610240575f5ffd5b806301ffc9a71461014157806306fdde0314610169578063081812fc1461017e578063095ea7b3146101a95780630af28bd3146101be575b5f5ffd5b61015461014f36600461127d565b610325565b60405190151581526020015b60405180910390f35b61017161034f565b60405161016091906112c6565b61019161018c3660046112d8565b6103de565b6040516001600160a01b039091168152602001610160565b6101bc6101b736600461130a565b610405565b005b6101bc6101cc366004611377565b610414565b6101e46101df3660046112d8565b610491565b604051908152602001610160565b6101e46102003660046112d8565b60096020525f908152604090205481565b6101bc61021f3660046113bf565b6104ce565b6101e460075481565b6101bc61023b3660046113bf565b610557565b6101bc61024e3660046113f9565b610571565b6101916102613660046112d8565b610641565b6101e4610274366004611472565b61064b565b610171610690565b6101bc61028f36600461148b565b61069f565b6101bc6102a23660046114c4565b6106aa565b6101e46102b53660046112d8565b600a6020525f908152604090205481565b6101bc6102d4366004611553565b6107a1565b6101716102e73660046112d8565b6107b9565b6101716102fa366004611377565b61083a565b61015461030d366004611630565b6108fb565b6101e4610320366004611661565b610928565b5f6001600160e01b03198216632483248360e11b14806103495750610349826109d1565b92915050565b60605f805461035d906116a0565b80601f0160208091040260200160405190810160405280929190818152602001828054610389906116a0565b80156103d45780601f106103ab576101008083540402835291602001916103d4565b820191905f5260205f20905b8154815290600101906020018083116103b757829003601f168201915b5050505050905090565b5f6103e882610a20565b505f828152600460205260409020546001600160a01b0316610349565b610410828233610a58565b5050565b3361041e84610641565b6001600160a01b03161461044d57604051631355025560e11b8152600481018490526024015b60405180910390fd5b61048c8383838080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610a6592505050565b505050565b5f818152600960205260408120548082036104ae57505f92915050565b5f838152600a60205260409020546104c79082906116ec565b9392505050565b6001600160a01b0382166104f757604051633250574960e11b81525f6004820152602401610444565b5f610503838333610ab4565b9050836001600160a01b0316816001600160a01b031614610551576040516364283d7b60e01b81526001600160a01b0380861660048301526024820184905282166044820152606401610444565b50505050565b61048c83838360405180602001604052805f8152506107a1565b3361057b86610641565b6001600160a01b0316146105a557604051631355025560e11b815260048101869052602401610444565b818160085f8881526020019081526020015f2086866040516105c892919061170b565b908152602001604051809103902091826105e3929190611768565b5083836040516105f492919061170b565b6040518091039020857f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b86868686604051610632949392919061184a565b60405180910390a35050505050565b5f61034982610a20565b5f6001600160a01b038216610675576040516322718ad960e21b81525f6004820152602401610444565b506001600160a01b03165f9081526003602052604090205490565b60606001805461035d906116a0565b610410338383610ba6565b60648660ff1611156106d457604051632d6270c560e21b815260ff87166004820152602401610444565b336106de88610641565b6001600160a01b0316036107085760405163963223a560e01b815260048101889052602401610444565b5f8781526009602052604081208054916107218361187b565b90915550505f878152600a60205260408120805460ff89169290610746908490611893565b9250508190555084336001600160a01b0316887f54b3254e4cc01969e70376d20390cc2f6af90539d9adaa78a53ebcda17f7815489888888886040516107909594939291906118a6565b60405180910390a450505050505050565b6107ac8484846104ce565b6105513385858585610c6d565b60606107c482610a20565b505f6107da60408051602081019091525f815290565b90505f6107e684610d95565b905081515f036107f7579392505050565b8051156108295781816040516020016108119291906118f1565b60405160208183030381529060405292505050919050565b61083284610e34565b949350505050565b606060085f8581526020019081526020015f20838360405161085d92919061170b565b90815260200160405180910390208054610876906116a0565b80601f01602080910402602001604051908101604052809291908181526020018280546108a2906116a0565b80156108ed5780601f106108c4576101008083540402835291602001916108ed565b820191905f5260205f20905b8154815290600101906020018083116108d057829003601f168201915b505050505090509392505050565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b600780545f91826109388361187b565b9190505590506109483382610ea4565b6109878184848080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610a6592505050565b336001600160a01b0316817fca52e62c367d81bb2e328eb795f7c7ba24afb478408a26c0e201d155c449bc4a85856040516109c3929190611905565b60405180910390a392915050565b5f6001600160e01b031982166380ac58cd60e01b1480610a0157506001600160e01b03198216635b5e139f60e01b145b8061034957506301ffc9a760e01b6001600160e01b0319831614610349565b5f818152600260205260408120546001600160a01b03168061034957604051637e27328960e01b815260048101849052602401610444565b61048c8383836001610ebd565b5f828152600660205260409020610a7c8282611918565b506040518281527ff8e1a15aba9398e019f0b49df1a4fde98ee17ae345cb5f6b5e2c27f5033e8ce79060200160405180910390a15050565b5f828152600260205260408120546001600160a01b0390811690831615610ae057610ae0818486610fc1565b6001600160a01b03811615610b1a57610afb5f855f5f610ebd565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b03851615610b48576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080546001600160a01b0319166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b6001600160a01b038316610bcf5760405163a9fbf51f60e01b81525f6004820152602401610444565b6001600160a01b038216610c0157604051630b61174360e31b81526001600160a01b0383166004820152602401610444565b6001600160a01b038381165f81815260056020908152604080832094871680845294825291829020805460ff191686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c31910160405180910390a3505050565b6001600160a01b0383163b15610d8e57604051630a85bd0160e11b81526001600160a01b0384169063150b7a0290610caf9088908890879087906004016119d3565b6020604051808303815f875af1925050508015610ce9575060408051601f3d908101601f19168201909252610ce691810190611a0f565b60015b610d50573d808015610d16576040519150601f19603f3d011682016040523d82523d5f602084013e610d1b565b606091505b5080515f03610d4857604051633250574960e11b81526001600160a01b0385166004820152602401610444565b805160208201fd5b6001600160e01b03198116630a85bd0160e11b14610d8c57604051633250574960e11b81526001600160a01b0385166004820152602401610444565b505b5050505050565b5f818152600660205260409020805460609190610db1906116a0565b80601f0160208091040260200160405190810160405280929190818152602001828054610ddd906116a0565b8015610e285780601f10610dff57610100808354040283529160200191610e28565b820191905f5260205f20905b815481529060010190602001808311610e0b57829003601f168201915b50505050509050919050565b6060610e3f82610a20565b505f610e5560408051602081019091525f815290565b90505f815111610e735760405180602001604052805f8152506104c7565b80610e7d84611025565b604051602001610e8e9291906118f1565b6040516020818303038152906040529392505050565b610410828260405180602001604052805f8152506110b5565b8080610ed157506001600160a01b03821615155b15610f92575f610ee084610a20565b90506001600160a01b03831615801590610f0c5750826001600160a01b0316816001600160a01b031614155b8015610f1f5750610f1d81846108fb565b155b15610f485760405163a9fbf51f60e01b81526001600160a01b0384166004820152602401610444565b8115610f905783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080546001600160a01b0319166001600160a01b0392909216919091179055565b610fcc8383836110cc565b61048c576001600160a01b038316610ffa57604051637e27328960e01b815260048101829052602401610444565b60405163177e802f60e01b81526001600160a01b038316600482015260248101829052604401610444565b60605f6110318361112d565b60010190505f8167ffffffffffffffff8111156110505761105061153f565b6040519080825280601f01601f19166020018201604052801561107a576020820181803683370190505b5090508181016020015b5f19016f181899199a1a9b1b9c1cb0b131b232b360811b600a86061a8153600a850494508461108457509392505050565b6110bf8383611204565b61048c335f858585610c6d565b5f6001600160a01b038316158015906108325750826001600160a01b0316846001600160a01b03161480611105575061110584846108fb565b806108325750505f908152600460205260409020546001600160a01b03908116911614919050565b5f8072184f03e93ff9f4daa797ed6e38ed64bf6a1f0160401b831061116b5772184f03e93ff9f4daa797ed6e38ed64bf6a1f0160401b830492506040015b6d04ee2d6d415b85acef81000000008310611197576d04ee2d6d415b85acef8100000000830492506020015b662386f26fc1000083106111b557662386f26fc10000830492506010015b6305f5e10083106111cd576305f5e100830492506008015b61271083106111e157612710830492506004015b606483106111f3576064830492506002015b600a83106103495760010192915050565b6001600160a01b03821661122d57604051633250574960e11b81525f6004820152602401610444565b5f61123983835f610ab4565b90506001600160a01b0381161561048c576040516339e3563760e11b81525f6004820152602401610444565b6001600160e01b03198116811461127a575f5ffd5b50565b5f6020828403121561128d575f5ffd5b81356104c781611265565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6104c76020830184611298565b5f602082840312156112e8575f5ffd5b5035919050565b80356001600160a01b0381168114611305575f5ffd5b919050565b5f5f6040838503121561131b575f5ffd5b611324836112ef565b946020939093013593505050565b5f5f83601f840112611342575f5ffd5b50813567ffffffffffffffff811115611359575f5ffd5b602083019150836020828501011115611370575f5ffd5b9250929050565b5f5f5f60408486031215611389575f5ffd5b83359250602084013567ffffffffffffffff8111156113a6575f5ffd5b6113b286828701611332565b9497909650939450505050565b5f5f5f606084860312156113d1575f5ffd5b6113da846112ef565b92506113e8602085016112ef565b929592945050506040919091013590565b5f5f5f5f5f6060868803121561140d575f5ffd5b85359450602086013567ffffffffffffffff81111561142a575f5ffd5b61143688828901611332565b909550935050604086013567ffffffffffffffff811115611455575f5ffd5b61146188828901611332565b969995985093965092949392505050565b5f60208284031215611482575f5ffd5b6104c7826112ef565b5f5f6040838503121561149c575f5ffd5b6114a5836112ef565b9150602083013580151581146114b9575f5ffd5b809150509250929050565b5f5f5f5f5f5f5f60c0888a0312156114da575f5ffd5b87359650602088013560ff811681146114f1575f5ffd5b95506040880135945060608801359350608088013567ffffffffffffffff81111561151a575f5ffd5b6115268a828b01611332565b989b979a5095989497959660a090950135949350505050565b634e487b7160e01b5f52604160045260245ffd5b5f5f5f5f60808587031215611566575f5ffd5b61156f856112ef565b935061157d602086016112ef565b925060408501359150606085013567ffffffffffffffff81111561159f575f5ffd5b8501601f810187136115af575f5ffd5b803567ffffffffffffffff8111156115c9576115c961153f565b604051601f8201601f19908116603f0116810167ffffffffffffffff811182821017156115f8576115f861153f565b60405281815282820160200189101561160f575f5ffd5b816020840160208301375f6020838301015280935050505092959194509250565b5f5f60408385031215611641575f5ffd5b61164a836112ef565b9150611658602084016112ef565b90509250929050565b5f5f60208385031215611672575f5ffd5b823567ffffffffffffffff811115611688575f5ffd5b61169485828601611332565b90969095509350505050565b600181811c908216806116b457607f821691505b6020821081036116d257634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b5f8261170657634e487b7160e01b5f52601260045260245ffd5b500490565b818382375f9101908152919050565b601f82111561048c578282111561048c57805f5260205f20601f840160051c602085101561174557505f5b90810190601f840160051c035f5b81811015610d8c575f83820155600101611753565b67ffffffffffffffff8311156117805761178061153f565b6117948361178e83546116a0565b8361171a565b5f601f8411600181146117c5575f85156117ae5750838201355b5f19600387901b1c1916600186901b178355610d8e565b5f83815260208120601f198716915b828110156117f457868501358255602094850194600190920191016117d4565b5086821015611810575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b604081525f61185d604083018688611822565b8281036020840152611870818587611822565b979650505050505050565b5f6001820161188c5761188c6116d8565b5060010190565b80820180821115610349576103496116d8565b60ff86168152846020820152608060408201525f6118c8608083018587611822565b90508260608301529695505050505050565b5f81518060208401855e5f93019283525090919050565b5f6108326118ff83866118da565b846118da565b602081525f610832602083018486611822565b815167ffffffffffffffff8111156119325761193261153f565b6119468161194084546116a0565b8461171a565b6020601f821160018114611978575f83156119615750848201515b5f19600385901b1c1916600184901b178455610d8e565b5f84815260208120601f198516915b828110156119a75787850151825560209485019460019092019101611987565b50848210156119c457868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b6001600160a01b03858116825284166020820152604081018390526080606082018190525f90611a0590830184611298565b9695505050505050565b5f60208284031215611a1f575f5ffd5b81516104c78161126556fea164736f6c6343000825000a",
}

// IdentityRegistry is an auto generated Go binding around an Ethereum contract.
type IdentityRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *IdentityRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewIdentityRegistry creates a new instance of IdentityRegistry.
func NewIdentityRegistry() *IdentityRegistry {
	parsed, err := IdentityRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &IdentityRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *IdentityRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) PackApprove(to common.Address, tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("approve", to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) TryPackApprove(to common.Address, tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("approve", to, tokenId)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (identityRegistry *IdentityRegistry) PackBalanceOf(owner common.Address) []byte {
	enc, err := identityRegistry.abi.Pack("balanceOf", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (identityRegistry *IdentityRegistry) TryPackBalanceOf(owner common.Address) ([]byte, error) {
	return identityRegistry.abi.Pack("balanceOf", owner)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (identityRegistry *IdentityRegistry) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFeedbackCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e7924f8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feedbackCount(uint256 ) view returns(uint256)
func (identityRegistry *IdentityRegistry) PackFeedbackCount(arg0 *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("feedbackCount", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeedbackCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e7924f8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feedbackCount(uint256 ) view returns(uint256)
func (identityRegistry *IdentityRegistry) TryPackFeedbackCount(arg0 *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("feedbackCount", arg0)
}

// UnpackFeedbackCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e7924f8.
//
// Solidity: function feedbackCount(uint256 ) view returns(uint256)
func (identityRegistry *IdentityRegistry) UnpackFeedbackCount(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("feedbackCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFeedbackScoreSum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb107a7d4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feedbackScoreSum(uint256 ) view returns(uint256)
func (identityRegistry *IdentityRegistry) PackFeedbackScoreSum(arg0 *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("feedbackScoreSum", arg0)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeedbackScoreSum is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb107a7d4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feedbackScoreSum(uint256 ) view returns(uint256)
func (identityRegistry *IdentityRegistry) TryPackFeedbackScoreSum(arg0 *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("feedbackScoreSum", arg0)
}

// UnpackFeedbackScoreSum is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb107a7d4.
//
// Solidity: function feedbackScoreSum(uint256 ) view returns(uint256)
func (identityRegistry *IdentityRegistry) UnpackFeedbackScoreSum(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("feedbackScoreSum", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackGetApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x081812fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) PackGetApproved(tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("getApproved", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x081812fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) TryPackGetApproved(tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("getApproved", tokenId)
}

// UnpackGetApproved is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x081812fc.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) UnpackGetApproved(data []byte) (common.Address, error) {
	out, err := identityRegistry.abi.Unpack("getApproved", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb4799f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMetadata(uint256 agentId, string key) view returns(bytes)
func (identityRegistry *IdentityRegistry) PackGetMetadata(agentId *big.Int, key string) []byte {
	enc, err := identityRegistry.abi.Pack("getMetadata", agentId, key)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb4799f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMetadata(uint256 agentId, string key) view returns(bytes)
func (identityRegistry *IdentityRegistry) TryPackGetMetadata(agentId *big.Int, key string) ([]byte, error) {
	return identityRegistry.abi.Pack("getMetadata", agentId, key)
}

// UnpackGetMetadata is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcb4799f2.
//
// Solidity: function getMetadata(uint256 agentId, string key) view returns(bytes)
func (identityRegistry *IdentityRegistry) UnpackGetMetadata(data []byte) ([]byte, error) {
	out, err := identityRegistry.abi.Unpack("getMetadata", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabf1efad.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function giveFeedback(uint256 agentId, uint8 score, bytes32 tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash) returns()
func (identityRegistry *IdentityRegistry) PackGiveFeedback(agentId *big.Int, score uint8, tag1 [32]byte, tag2 [32]byte, feedbackURI string, feedbackHash [32]byte) []byte {
	enc, err := identityRegistry.abi.Pack("giveFeedback", agentId, score, tag1, tag2, feedbackURI, feedbackHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGiveFeedback is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xabf1efad.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function giveFeedback(uint256 agentId, uint8 score, bytes32 tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash) returns()
func (identityRegistry *IdentityRegistry) TryPackGiveFeedback(agentId *big.Int, score uint8, tag1 [32]byte, tag2 [32]byte, feedbackURI string, feedbackHash [32]byte) ([]byte, error) {
	return identityRegistry.abi.Pack("giveFeedback", agentId, score, tag1, tag2, feedbackURI, feedbackHash)
}

// PackIsApprovedForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe985e9c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (identityRegistry *IdentityRegistry) PackIsApprovedForAll(owner common.Address, operator common.Address) []byte {
	enc, err := identityRegistry.abi.Pack("isApprovedForAll", owner, operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsApprovedForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe985e9c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (identityRegistry *IdentityRegistry) TryPackIsApprovedForAll(owner common.Address, operator common.Address) ([]byte, error) {
	return identityRegistry.abi.Pack("isApprovedForAll", owner, operator)
}

// UnpackIsApprovedForAll is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe985e9c5.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (identityRegistry *IdentityRegistry) UnpackIsApprovedForAll(data []byte) (bool, error) {
	out, err := identityRegistry.abi.Unpack("isApprovedForAll", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (identityRegistry *IdentityRegistry) PackName() []byte {
	enc, err := identityRegistry.abi.Pack("name")
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
func (identityRegistry *IdentityRegistry) TryPackName() ([]byte, error) {
	return identityRegistry.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (identityRegistry *IdentityRegistry) UnpackName(data []byte) (string, error) {
	out, err := identityRegistry.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNextAgentId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30efc498.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nextAgentId() view returns(uint256)
func (identityRegistry *IdentityRegistry) PackNextAgentId() []byte {
	enc, err := identityRegistry.abi.Pack("nextAgentId")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNextAgentId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x30efc498.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nextAgentId() view returns(uint256)
func (identityRegistry *IdentityRegistry) TryPackNextAgentId() ([]byte, error) {
	return identityRegistry.abi.Pack("nextAgentId")
}

// UnpackNextAgentId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x30efc498.
//
// Solidity: function nextAgentId() view returns(uint256)
func (identityRegistry *IdentityRegistry) UnpackNextAgentId(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("nextAgentId", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) PackOwnerOf(tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("ownerOf", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) TryPackOwnerOf(tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("ownerOf", tokenId)
}

// UnpackOwnerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6352211e.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (identityRegistry *IdentityRegistry) UnpackOwnerOf(data []byte) (common.Address, error) {
	out, err := identityRegistry.abi.Unpack("ownerOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2c298be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) PackRegister(agentURI string) []byte {
	enc, err := identityRegistry.abi.Pack("register", agentURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2c298be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) TryPackRegister(agentURI string) ([]byte, error) {
	return identityRegistry.abi.Pack("register", agentURI)
}

// UnpackRegister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2c298be.
//
// Solidity: function register(string agentURI) returns(uint256 agentId)
func (identityRegistry *IdentityRegistry) UnpackRegister(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("register", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReputationScore is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e6ad07e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reputationScore(uint256 agentId) view returns(uint256)
func (identityRegistry *IdentityRegistry) PackReputationScore(agentId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("reputationScore", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReputationScore is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e6ad07e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reputationScore(uint256 agentId) view returns(uint256)
func (identityRegistry *IdentityRegistry) TryPackReputationScore(agentId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("reputationScore", agentId)
}

// UnpackReputationScore is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e6ad07e.
//
// Solidity: function reputationScore(uint256 agentId) view returns(uint256)
func (identityRegistry *IdentityRegistry) UnpackReputationScore(data []byte) (*big.Int, error) {
	out, err := identityRegistry.abi.Unpack("reputationScore", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSafeTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42842e0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) PackSafeTransferFrom(from common.Address, to common.Address, tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("safeTransferFrom", from, to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSafeTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42842e0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) TryPackSafeTransferFrom(from common.Address, to common.Address, tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("safeTransferFrom", from, to, tokenId)
}

// PackSafeTransferFrom0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88d4fde.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId, bytes data) returns()
func (identityRegistry *IdentityRegistry) PackSafeTransferFrom0(from common.Address, to common.Address, tokenId *big.Int, data []byte) []byte {
	enc, err := identityRegistry.abi.Pack("safeTransferFrom0", from, to, tokenId, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSafeTransferFrom0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88d4fde.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId, bytes data) returns()
func (identityRegistry *IdentityRegistry) TryPackSafeTransferFrom0(from common.Address, to common.Address, tokenId *big.Int, data []byte) ([]byte, error) {
	return identityRegistry.abi.Pack("safeTransferFrom0", from, to, tokenId, data)
}

// PackSetAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0af28bd3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAgentURI(uint256 agentId, string agentURI) returns()
func (identityRegistry *IdentityRegistry) PackSetAgentURI(agentId *big.Int, agentURI string) []byte {
	enc, err := identityRegistry.abi.Pack("setAgentURI", agentId, agentURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0af28bd3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAgentURI(uint256 agentId, string agentURI) returns()
func (identityRegistry *IdentityRegistry) TryPackSetAgentURI(agentId *big.Int, agentURI string) ([]byte, error) {
	return identityRegistry.abi.Pack("setAgentURI", agentId, agentURI)
}

// PackSetApprovalForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa22cb465.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setApprovalForAll(address operator, bool approved) returns()
func (identityRegistry *IdentityRegistry) PackSetApprovalForAll(operator common.Address, approved bool) []byte {
	enc, err := identityRegistry.abi.Pack("setApprovalForAll", operator, approved)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetApprovalForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa22cb465.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setApprovalForAll(address operator, bool approved) returns()
func (identityRegistry *IdentityRegistry) TryPackSetApprovalForAll(operator common.Address, approved bool) ([]byte, error) {
	return identityRegistry.abi.Pack("setApprovalForAll", operator, approved)
}

// PackSetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x466648da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMetadata(uint256 agentId, string key, bytes value) returns()
func (identityRegistry *IdentityRegistry) PackSetMetadata(agentId *big.Int, key string, value []byte) []byte {
	enc, err := identityRegistry.abi.Pack("setMetadata", agentId, key, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x466648da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMetadata(uint256 agentId, string key, bytes value) returns()
func (identityRegistry *IdentityRegistry) TryPackSetMetadata(agentId *big.Int, key string, value []byte) ([]byte, error) {
	return identityRegistry.abi.Pack("setMetadata", agentId, key, value)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (identityRegistry *IdentityRegistry) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := identityRegistry.abi.Pack("supportsInterface", interfaceId)
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
func (identityRegistry *IdentityRegistry) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return identityRegistry.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (identityRegistry *IdentityRegistry) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := identityRegistry.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (identityRegistry *IdentityRegistry) PackSymbol() []byte {
	enc, err := identityRegistry.abi.Pack("symbol")
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
func (identityRegistry *IdentityRegistry) TryPackSymbol() ([]byte, error) {
	return identityRegistry.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (identityRegistry *IdentityRegistry) UnpackSymbol(data []byte) (string, error) {
	out, err := identityRegistry.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTokenURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc87b56dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (identityRegistry *IdentityRegistry) PackTokenURI(tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("tokenURI", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTokenURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc87b56dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (identityRegistry *IdentityRegistry) TryPackTokenURI(tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("tokenURI", tokenId)
}

// UnpackTokenURI is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc87b56dd.
//
// Solidity: function tokenURI(uint256 tokenId) view returns(string)
func (identityRegistry *IdentityRegistry) UnpackTokenURI(data []byte) (string, error) {
	out, err := identityRegistry.abi.Unpack("tokenURI", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) PackTransferFrom(from common.Address, to common.Address, tokenId *big.Int) []byte {
	enc, err := identityRegistry.abi.Pack("transferFrom", from, to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 tokenId) returns()
func (identityRegistry *IdentityRegistry) TryPackTransferFrom(from common.Address, to common.Address, tokenId *big.Int) ([]byte, error) {
	return identityRegistry.abi.Pack("transferFrom", from, to, tokenId)
}

// IdentityRegistryApproval represents a Approval event raised by the IdentityRegistry contract.
type IdentityRegistryApproval struct {
	Owner    common.Address
	Approved common.Address
	TokenId  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryApproval) ContractEventName() string {
	return IdentityRegistryApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)
func (identityRegistry *IdentityRegistry) UnpackApprovalEvent(log *types.Log) (*IdentityRegistryApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryApproval)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryApprovalForAll represents a ApprovalForAll event raised by the IdentityRegistry contract.
type IdentityRegistryApprovalForAll struct {
	Owner    common.Address
	Operator common.Address
	Approved bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryApprovalForAllEventName = "ApprovalForAll"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryApprovalForAll) ContractEventName() string {
	return IdentityRegistryApprovalForAllEventName
}

// UnpackApprovalForAllEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ApprovalForAll(address indexed owner, address indexed operator, bool approved)
func (identityRegistry *IdentityRegistry) UnpackApprovalForAllEvent(log *types.Log) (*IdentityRegistryApprovalForAll, error) {
	event := "ApprovalForAll"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryApprovalForAll)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryBatchMetadataUpdate represents a BatchMetadataUpdate event raised by the IdentityRegistry contract.
type IdentityRegistryBatchMetadataUpdate struct {
	FromTokenId *big.Int
	ToTokenId   *big.Int
	Raw         *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryBatchMetadataUpdateEventName = "BatchMetadataUpdate"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryBatchMetadataUpdate) ContractEventName() string {
	return IdentityRegistryBatchMetadataUpdateEventName
}

// UnpackBatchMetadataUpdateEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BatchMetadataUpdate(uint256 _fromTokenId, uint256 _toTokenId)
func (identityRegistry *IdentityRegistry) UnpackBatchMetadataUpdateEvent(log *types.Log) (*IdentityRegistryBatchMetadataUpdate, error) {
	event := "BatchMetadataUpdate"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryBatchMetadataUpdate)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryMetadataSet represents a MetadataSet event raised by the IdentityRegistry contract.
type IdentityRegistryMetadataSet struct {
	AgentId    *big.Int
	IndexedKey common.Hash
	Key        string
	Value      []byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryMetadataSetEventName = "MetadataSet"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryMetadataSet) ContractEventName() string {
	return IdentityRegistryMetadataSetEventName
}

// UnpackMetadataSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MetadataSet(uint256 indexed agentId, string indexed indexedKey, string key, bytes value)
func (identityRegistry *IdentityRegistry) UnpackMetadataSetEvent(log *types.Log) (*IdentityRegistryMetadataSet, error) {
	event := "MetadataSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryMetadataSet)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryMetadataUpdate represents a MetadataUpdate event raised by the IdentityRegistry contract.
type IdentityRegistryMetadataUpdate struct {
	TokenId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryMetadataUpdateEventName = "MetadataUpdate"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryMetadataUpdate) ContractEventName() string {
	return IdentityRegistryMetadataUpdateEventName
}

// UnpackMetadataUpdateEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MetadataUpdate(uint256 _tokenId)
func (identityRegistry *IdentityRegistry) UnpackMetadataUpdateEvent(log *types.Log) (*IdentityRegistryMetadataUpdate, error) {
	event := "MetadataUpdate"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryMetadataUpdate)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryNewFeedback represents a NewFeedback event raised by the IdentityRegistry contract.
type IdentityRegistryNewFeedback struct {
	AgentId      *big.Int
	Client       common.Address
	Score        uint8
	Tag1         [32]byte
	Tag2         [32]byte
	FeedbackURI  string
	FeedbackHash [32]byte
	Raw          *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryNewFeedbackEventName = "NewFeedback"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryNewFeedback) ContractEventName() string {
	return IdentityRegistryNewFeedbackEventName
}

// UnpackNewFeedbackEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event NewFeedback(uint256 indexed agentId, address indexed client, uint8 score, bytes32 indexed tag1, bytes32 tag2, string feedbackURI, bytes32 feedbackHash)
func (identityRegistry *IdentityRegistry) UnpackNewFeedbackEvent(log *types.Log) (*IdentityRegistryNewFeedback, error) {
	event := "NewFeedback"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryNewFeedback)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryRegistered represents a Registered event raised by the IdentityRegistry contract.
type IdentityRegistryRegistered struct {
	AgentId  *big.Int
	AgentURI string
	Owner    common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryRegisteredEventName = "Registered"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryRegistered) ContractEventName() string {
	return IdentityRegistryRegisteredEventName
}

// UnpackRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Registered(uint256 indexed agentId, string agentURI, address indexed owner)
func (identityRegistry *IdentityRegistry) UnpackRegisteredEvent(log *types.Log) (*IdentityRegistryRegistered, error) {
	event := "Registered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryRegistered)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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

// IdentityRegistryTransfer represents a Transfer event raised by the IdentityRegistry contract.
type IdentityRegistryTransfer struct {
	From    common.Address
	To      common.Address
	TokenId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const IdentityRegistryTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (IdentityRegistryTransfer) ContractEventName() string {
	return IdentityRegistryTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)
func (identityRegistry *IdentityRegistry) UnpackTransferEvent(log *types.Log) (*IdentityRegistryTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != identityRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(IdentityRegistryTransfer)
	if len(log.Data) > 0 {
		if err := identityRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range identityRegistry.abi.Events[event].Inputs {
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
func (identityRegistry *IdentityRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721IncorrectOwner"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721IncorrectOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InsufficientApproval"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InsufficientApprovalError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidApprover"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidOperator"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidOwner"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidReceiver"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721InvalidSender"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ERC721NonexistentToken"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackERC721NonexistentTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["NotAgentOwner"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackNotAgentOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["ScoreOutOfRange"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackScoreOutOfRangeError(raw[4:])
	}
	if bytes.Equal(raw[:4], identityRegistry.abi.Errors["SelfFeedback"].ID.Bytes()[:4]) {
		return identityRegistry.UnpackSelfFeedbackError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// IdentityRegistryERC721IncorrectOwner represents a ERC721IncorrectOwner error raised by the IdentityRegistry contract.
type IdentityRegistryERC721IncorrectOwner struct {
	Sender  common.Address
	TokenId *big.Int
	Owner   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)
func IdentityRegistryERC721IncorrectOwnerErrorID() common.Hash {
	return common.HexToHash("0x64283d7b313c8117c125f736876fa2b4e90ea3831a4716dfdb87d2f540e26289")
}

// UnpackERC721IncorrectOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)
func (identityRegistry *IdentityRegistry) UnpackERC721IncorrectOwnerError(raw []byte) (*IdentityRegistryERC721IncorrectOwner, error) {
	out := new(IdentityRegistryERC721IncorrectOwner)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721IncorrectOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InsufficientApproval represents a ERC721InsufficientApproval error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InsufficientApproval struct {
	Operator common.Address
	TokenId  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InsufficientApproval(address operator, uint256 tokenId)
func IdentityRegistryERC721InsufficientApprovalErrorID() common.Hash {
	return common.HexToHash("0x177e802f6f313bc89797ecace66d6d29ab4719cbaaacbb87367264048b1eb861")
}

// UnpackERC721InsufficientApprovalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InsufficientApproval(address operator, uint256 tokenId)
func (identityRegistry *IdentityRegistry) UnpackERC721InsufficientApprovalError(raw []byte) (*IdentityRegistryERC721InsufficientApproval, error) {
	out := new(IdentityRegistryERC721InsufficientApproval)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InsufficientApproval", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidApprover represents a ERC721InvalidApprover error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidApprover(address approver)
func IdentityRegistryERC721InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xa9fbf51f86b8e03595d59dc726bb10c329bb24f62589be276d8dd193ca0b69ea")
}

// UnpackERC721InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidApprover(address approver)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidApproverError(raw []byte) (*IdentityRegistryERC721InvalidApprover, error) {
	out := new(IdentityRegistryERC721InvalidApprover)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidOperator represents a ERC721InvalidOperator error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidOperator struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidOperator(address operator)
func IdentityRegistryERC721InvalidOperatorErrorID() common.Hash {
	return common.HexToHash("0x5b08ba185e8f577075361f3a3555a6580a227ce22734dcc979c1aeadf894658b")
}

// UnpackERC721InvalidOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidOperator(address operator)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidOperatorError(raw []byte) (*IdentityRegistryERC721InvalidOperator, error) {
	out := new(IdentityRegistryERC721InvalidOperator)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidOwner represents a ERC721InvalidOwner error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidOwner(address owner)
func IdentityRegistryERC721InvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x89c62b6479af2e623826dcc39c5133061d35b66d72de92833401dd2fd6567480")
}

// UnpackERC721InvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidOwner(address owner)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidOwnerError(raw []byte) (*IdentityRegistryERC721InvalidOwner, error) {
	out := new(IdentityRegistryERC721InvalidOwner)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidReceiver represents a ERC721InvalidReceiver error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidReceiver(address receiver)
func IdentityRegistryERC721InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x64a0ae9278f805eaf991dcd18ca78756d280b7508b764ef1b255c55845c11df9")
}

// UnpackERC721InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidReceiver(address receiver)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidReceiverError(raw []byte) (*IdentityRegistryERC721InvalidReceiver, error) {
	out := new(IdentityRegistryERC721InvalidReceiver)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721InvalidSender represents a ERC721InvalidSender error raised by the IdentityRegistry contract.
type IdentityRegistryERC721InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidSender(address sender)
func IdentityRegistryERC721InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x73c6ac6e10798e95d99e1f130d923eb40193ecb8d094ec3dce93292564eb3b17")
}

// UnpackERC721InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidSender(address sender)
func (identityRegistry *IdentityRegistry) UnpackERC721InvalidSenderError(raw []byte) (*IdentityRegistryERC721InvalidSender, error) {
	out := new(IdentityRegistryERC721InvalidSender)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryERC721NonexistentToken represents a ERC721NonexistentToken error raised by the IdentityRegistry contract.
type IdentityRegistryERC721NonexistentToken struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721NonexistentToken(uint256 tokenId)
func IdentityRegistryERC721NonexistentTokenErrorID() common.Hash {
	return common.HexToHash("0x7e273289a3a9ef6670f06df7dca227856fc925e956db96980692764a8bc734d7")
}

// UnpackERC721NonexistentTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721NonexistentToken(uint256 tokenId)
func (identityRegistry *IdentityRegistry) UnpackERC721NonexistentTokenError(raw []byte) (*IdentityRegistryERC721NonexistentToken, error) {
	out := new(IdentityRegistryERC721NonexistentToken)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ERC721NonexistentToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryNotAgentOwner represents a NotAgentOwner error raised by the IdentityRegistry contract.
type IdentityRegistryNotAgentOwner struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error NotAgentOwner(uint256 agentId)
func IdentityRegistryNotAgentOwnerErrorID() common.Hash {
	return common.HexToHash("0x26aa04aa703851c6b052471ec5b09ccdf9566f79de8e7a4fc4f2d1b22d856676")
}

// UnpackNotAgentOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error NotAgentOwner(uint256 agentId)
func (identityRegistry *IdentityRegistry) UnpackNotAgentOwnerError(raw []byte) (*IdentityRegistryNotAgentOwner, error) {
	out := new(IdentityRegistryNotAgentOwner)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "NotAgentOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistryScoreOutOfRange represents a ScoreOutOfRange error raised by the IdentityRegistry contract.
type IdentityRegistryScoreOutOfRange struct {
	Score uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ScoreOutOfRange(uint8 score)
func IdentityRegistryScoreOutOfRangeErrorID() common.Hash {
	return common.HexToHash("0xb589c3140545fe784de2080b61efe201e4570f08314477429b684b95cdd8759e")
}

// UnpackScoreOutOfRangeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ScoreOutOfRange(uint8 score)
func (identityRegistry *IdentityRegistry) UnpackScoreOutOfRangeError(raw []byte) (*IdentityRegistryScoreOutOfRange, error) {
	out := new(IdentityRegistryScoreOutOfRange)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "ScoreOutOfRange", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// IdentityRegistrySelfFeedback represents a SelfFeedback error raised by the IdentityRegistry contract.
type IdentityRegistrySelfFeedback struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SelfFeedback(uint256 agentId)
func IdentityRegistrySelfFeedbackErrorID() common.Hash {
	return common.HexToHash("0x963223a5726b2bffec8a5fc1cfd00891cf7867187b8cb97f735e0ec9e92693f0")
}

// UnpackSelfFeedbackError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SelfFeedback(uint256 agentId)
func (identityRegistry *IdentityRegistry) UnpackSelfFeedbackError(raw []byte) (*IdentityRegistrySelfFeedback, error) {
	out := new(IdentityRegistrySelfFeedback)
	if err := identityRegistry.abi.UnpackIntoInterface(out, "SelfFeedback", raw); err != nil {
		return nil, err
	}
	return out, nil
}
