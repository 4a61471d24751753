// Package bindgen turns the committed contract artifacts into go-ethereum v2 bindings, exactly as
// `abigen --v2 --abi X.abi --bin X.bin --pkg x --type X` does (it calls the same generator, pinned by
// go.mod). Each contract gets its own package, named after the contract in lower case, under the
// bindings directory. Both `make contracts` and the drift test use it.
package bindgen

import (
	"encoding/json"
	"fmt"
	"go/format"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/abigen"
)

type artifact struct {
	ContractName string          `json:"contractName"`
	ABI          json.RawMessage `json:"abi"`
	Bytecode     string          `json:"bytecode"`
}

// packageName is the Go package of a contract's bindings.
func packageName(contract string) string { return strings.ToLower(contract) }

// Generate reads every *.json artifact in dir and returns the formatted bindings, keyed by their
// slash-separated path relative to the bindings directory ("usdg/usdg.go").
func Generate(dir string) (map[string][]byte, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, fmt.Errorf("cannot list artifacts in %s: %w", dir, err)
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("no artifacts in %s", dir)
	}
	sort.Strings(paths)
	files := make(map[string][]byte, len(paths))
	for _, p := range paths {
		raw, err := os.ReadFile(p)
		if err != nil {
			return nil, fmt.Errorf("cannot read artifact %s: %w", p, err)
		}
		var a artifact
		if err := json.Unmarshal(raw, &a); err != nil {
			return nil, fmt.Errorf("cannot decode artifact %s: %w", p, err)
		}
		pkg := packageName(a.ContractName)
		code, err := abigen.BindV2([]string{a.ContractName}, []string{string(a.ABI)},
			[]string{strings.TrimPrefix(a.Bytecode, "0x")}, pkg, map[string]string{}, map[string]string{})
		if err != nil {
			return nil, fmt.Errorf("cannot bind %s: %w", a.ContractName, err)
		}
		out, err := format.Source([]byte(code))
		if err != nil {
			return nil, fmt.Errorf("cannot format bindings of %s: %w", a.ContractName, err)
		}
		files[path.Join(pkg, pkg+".go")] = out
	}
	return files, nil
}

// Write generates the bindings of the artifacts in dir into outDir, replacing what was there.
func Write(dir, outDir string) error {
	files, err := Generate(dir)
	if err != nil {
		return err
	}
	if err := os.RemoveAll(outDir); err != nil {
		return fmt.Errorf("cannot clear %s: %w", outDir, err)
	}
	for name, code := range files {
		p := filepath.Join(outDir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return fmt.Errorf("cannot create %s: %w", filepath.Dir(p), err)
		}
		if err := os.WriteFile(p, code, 0o644); err != nil {
			return fmt.Errorf("cannot write %s: %w", p, err)
		}
	}
	return nil
}
