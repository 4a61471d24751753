package thirdparty

import (
	"embed"
	"encoding/json"
	"fmt"
	"slices"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
)

//go:embed data/*.json
var data embed.FS

// The artifacts by name.
const (
	EntryPoint            = "EntryPoint"
	Permit2               = "Permit2"
	Multicall3            = "Multicall3"
	DeterministicDeployer = "DeterministicDeployer"
)

// EntryPointSalt is the CREATE2 salt EntryPoint v0.8 was deployed with through the deterministic
// deployer (eth-infinitism's deployment configuration; it is not in the npm package). With the
// package's creation code it gives the canonical 0x4337084D…F108 (a test checks it).
func EntryPointSalt() common.Hash {
	return common.HexToHash("0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9")
}

// Code is an artifact's bytecode, decoded.
type Code struct {
	artifact
	Bytes   []byte
	Address common.Address
}

var load = sync.OnceValues(func() (map[string]Code, error) {
	out := map[string]Code{}
	for _, name := range []string{EntryPoint, Permit2, Multicall3, DeterministicDeployer} {
		raw, err := data.ReadFile("data/" + name + ".json")
		if err != nil {
			return nil, err
		}
		var a artifact
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, fmt.Errorf("third-party artifact %s: %w", name, err)
		}
		code, err := hexutil.Decode(a.Code)
		if err != nil || len(code) == 0 {
			return nil, fmt.Errorf("third-party artifact %s: no code", name)
		}
		if !common.IsHexAddress(a.Address) {
			return nil, fmt.Errorf("third-party artifact %s: no address", name)
		}
		out[name] = Code{artifact: a, Bytes: code, Address: common.HexToAddress(a.Address)}
	}
	return out, nil
})

// Get returns one artifact (its bytes are the caller's own copy).
func Get(name string) (Code, error) {
	all, err := load()
	if err != nil {
		return Code{}, err
	}
	c, ok := all[name]
	if !ok {
		return Code{}, fmt.Errorf("no third-party artifact %s", name)
	}
	c.Bytes = slices.Clone(c.Bytes)
	return c, nil
}

// DeployerTransaction returns the presigned keyless transaction that creates the deterministic
// deployer, its sender (recovered from the signature: nobody holds its key) and the address it
// creates. It predates EIP-155, so it is valid on every chain.
func DeployerTransaction() (tx *types.Transaction, sender common.Address, err error) {
	c, err := Get(DeterministicDeployer)
	if err != nil {
		return nil, common.Address{}, err
	}
	tx = new(types.Transaction)
	if err := tx.UnmarshalBinary(c.Bytes); err != nil {
		return nil, common.Address{}, fmt.Errorf("deterministic deployer transaction: %w", err)
	}
	sender, err = types.Sender(types.HomesteadSigner{}, tx)
	if err != nil {
		return nil, common.Address{}, fmt.Errorf("deterministic deployer transaction: %w", err)
	}
	return tx, sender, nil
}
