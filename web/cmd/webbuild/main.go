// Command webbuild bundles the web app's sources into web/dist (go generate in package web runs
// it from the web directory). It needs web/node_modules (npm ci --prefix web); go build does not.
package main

import (
	"fmt"
	"os"

	"github.com/vera-invest/vera/web/build"
)

func main() {
	if err := build.Write(".", "dist"); err != nil {
		fmt.Fprintln(os.Stderr, "webbuild:", err)
		os.Exit(1)
	}
}
