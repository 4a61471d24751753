package thirdparty

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// artifact is one extracted piece of bytecode and where it came from.
type artifact struct {
	Name string `json:"name"`
	// Package and Version name the npm package, File the file inside it that holds the code.
	Package string `json:"package"`
	Version string `json:"version"`
	File    string `json:"file"`
	// Kind is "creation" (init code), "runtime" (code to place at an address) or
	// "signed-transaction" (a raw, presigned transaction).
	Kind string `json:"kind"`
	Code string `json:"code"`
	// Address is the canonical address the code lives at, as a published file states it, and
	// AddressFrom names that file (package@version/path).
	Address     string `json:"address"`
	AddressFrom string `json:"addressFrom"`
}

// source says where one artifact is found: under which node_modules (relative to the repository root),
// in which package and file, and how the hex is read from it.
type source struct {
	name, modules, pkg, file, kind string
	// jsonField reads a JSON artifact's field; otherwise pattern's first group is the hex.
	jsonField string
	pattern   *regexp.Regexp
	// address is where the canonical address is stated.
	address pointer
}

// pointer finds one value (pattern's first group) in a file of a package.
type pointer struct {
	modules, pkg, file string
	pattern            *regexp.Regexp
}

var viemEntryPoint08 = pointer{modules: "web/node_modules", pkg: "viem",
	file: "_esm/account-abstraction/constants/address.js", pattern: regexp.MustCompile(`export const entryPoint08Address = '(0x[0-9a-fA-F]{40})'`)}

var sources = []source{
	{name: "EntryPoint", modules: "chain/contracts/node_modules", pkg: "@account-abstraction/contracts",
		file: "artifacts/EntryPoint.json", kind: "creation", jsonField: "bytecode", address: viemEntryPoint08},
	{name: "Permit2", modules: "chain/contracts/node_modules", pkg: "@uniswap/v4-periphery",
		file: "lib/permit2/test/utils/DeployPermit2.sol", kind: "runtime",
		pattern: regexp.MustCompile(`bytes memory bytecode =\s*hex"([0-9a-fA-F]+)"`),
		address: pointer{modules: "chain/contracts/node_modules", pkg: "@uniswap/v4-periphery",
			file: "lib/permit2/test/utils/DeployPermit2.sol", pattern: regexp.MustCompile(`PERMIT2_ADDRESS = (0x[0-9a-fA-F]{40});`)}},
	{name: "Multicall3", modules: "web/node_modules", pkg: "viem",
		file: "_esm/constants/contracts.js", kind: "creation",
		pattern: regexp.MustCompile(`export const multicall3Bytecode = '0x([0-9a-fA-F]+)'`),
		address: pointer{modules: "web/node_modules", pkg: "viem", file: "_esm/chains/definitions/robinhood.js",
			pattern: regexp.MustCompile(`multicall3: \{\s*address: '(0x[0-9a-fA-F]{40})'`)}},
	// The payload carries ArbOS's message kind byte 0x04 (a signed L2 transaction) before the RLP of
	// the transaction itself.
	{name: "DeterministicDeployer", modules: "chain/contracts/node_modules", pkg: "@arbitrum/nitro-contracts",
		file: "src/rollup/DeployHelper.sol", kind: "signed-transaction",
		pattern: regexp.MustCompile(`NICK_CREATE2_PAYLOAD =\s*hex"04([0-9a-fA-F]+)"`),
		address: pointer{modules: "chain/contracts/node_modules", pkg: "@uniswap/v4-periphery",
			file: "lib/permit2/lib/forge-std/src/Base.sol", pattern: regexp.MustCompile(`CREATE2_FACTORY = (0x[0-9a-fA-F]{40});`)}},
}

// Extract reads every artifact from the node_modules folders under root (the repository root) and
// returns the files of the data folder, by name, as they are committed.
func Extract(root string) (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, s := range sources {
		a, err := s.extract(root)
		if err != nil {
			return nil, err
		}
		raw, err := json.MarshalIndent(a, "", "  ")
		if err != nil {
			return nil, err
		}
		out[s.name+".json"] = append(raw, '\n')
	}
	return out, nil
}

// read returns a package's version and one of its files.
func read(root, modules, pkgName, file string) (version string, raw []byte, err error) {
	dir := filepath.Join(root, modules, filepath.FromSlash(pkgName))
	var pkg struct {
		Version string `json:"version"`
	}
	raw, err = os.ReadFile(filepath.Join(dir, "package.json"))
	if err != nil {
		return "", nil, fmt.Errorf("%w (install %s)", err, modules)
	}
	if err := json.Unmarshal(raw, &pkg); err != nil || pkg.Version == "" {
		return "", nil, fmt.Errorf("%s/package.json has no version", pkgName)
	}
	raw, err = os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
	return pkg.Version, raw, err
}

// one returns pattern's only match's first group in raw.
func one(pattern *regexp.Regexp, raw []byte, where string) (string, error) {
	m := pattern.FindAllSubmatch(raw, -1)
	if len(m) != 1 {
		return "", fmt.Errorf("want one match of %s in %s, found %d", pattern, where, len(m))
	}
	return string(m[0][1]), nil
}

func (s source) extract(root string) (*artifact, error) {
	version, raw, err := read(root, s.modules, s.pkg, s.file)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", s.name, err)
	}
	var code string
	if s.jsonField != "" {
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(raw, &fields); err != nil {
			return nil, fmt.Errorf("%s: %s: %w", s.name, s.file, err)
		}
		if err := json.Unmarshal(fields[s.jsonField], &code); err != nil {
			return nil, fmt.Errorf("%s: %s has no %s", s.name, s.file, s.jsonField)
		}
		code = strings.TrimPrefix(code, "0x")
	} else {
		if code, err = one(s.pattern, raw, s.pkg+"/"+s.file); err != nil {
			return nil, fmt.Errorf("%s: %w", s.name, err)
		}
	}
	if code == "" || len(code)%2 != 0 {
		return nil, fmt.Errorf("%s: no bytecode in %s/%s", s.name, s.pkg, s.file)
	}
	a := s.address
	addrVersion, raw, err := read(root, a.modules, a.pkg, a.file)
	if err != nil {
		return nil, fmt.Errorf("%s address: %w", s.name, err)
	}
	addr, err := one(a.pattern, raw, a.pkg+"/"+a.file)
	if err != nil {
		return nil, fmt.Errorf("%s address: %w", s.name, err)
	}
	return &artifact{Name: s.name, Package: s.pkg, Version: version, File: s.file, Kind: s.kind,
		Code: "0x" + strings.ToLower(code), Address: strings.ToLower(addr),
		AddressFrom: a.pkg + "@" + addrVersion + "/" + a.file}, nil
}
