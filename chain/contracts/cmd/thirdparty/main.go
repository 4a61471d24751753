// Command thirdparty extracts the third-party bytecode the world chain installs from node_modules into
// chain/contracts/thirdparty/data (run from the repository root).
//
//	go run ./chain/contracts/cmd/thirdparty [-root dir]
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/vera-invest/vera/chain/contracts/thirdparty"
)

func main() {
	root := flag.String("root", ".", "repository root (holds chain/contracts/node_modules and web/node_modules)")
	flag.Parse()
	files, err := thirdparty.Extract(*root)
	if err != nil {
		log.Fatalf("thirdparty: %v", err)
	}
	dir := filepath.Join(*root, "chain", "contracts", "thirdparty", "data")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		log.Fatalf("thirdparty: %v", err)
	}
	for name, raw := range files {
		if err := os.WriteFile(filepath.Join(dir, name), raw, 0o644); err != nil {
			log.Fatalf("thirdparty: %v", err)
		}
	}
}
