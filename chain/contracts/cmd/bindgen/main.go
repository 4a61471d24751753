// Command bindgen regenerates chain/contracts/bindings from chain/contracts/artifacts.
//
//	go run ./chain/contracts/cmd/bindgen [-artifacts dir] [-out dir]
package main

import (
	"flag"
	"log"

	"github.com/vera-invest/vera/chain/contracts/internal/bindgen"
)

func main() {
	artifacts := flag.String("artifacts", "chain/contracts/artifacts", "directory of compiled artifacts")
	out := flag.String("out", "chain/contracts/bindings", "directory of the generated binding packages")
	flag.Parse()
	if err := bindgen.Write(*artifacts, *out); err != nil {
		log.Fatalf("bindgen: %v", err)
	}
}
