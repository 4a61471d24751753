// Command vera is Vera's one binary: the API service, its dev environment and its tools.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
)

type command struct {
	name  string
	usage string
	run   func(ctx context.Context, args []string) error
}

var commands = []command{
	{"dev", "run everything locally: ClickHouse, migrations, the devnet on 127.0.0.1:8545 and the API on 127.0.0.1:8080", runDev},
	{"serve", "run the API in production mode (configured by flags or VERA_* variables)", runServe},
	{"check", "check what serve would use, with serve's flags: one line per dependency and capability; non-zero exit when a required one fails", runCheck},
	{"deploy", "put Vera's own contracts on a chain whose third-party contracts exist (--world) and write the manifest serve reads; --dry-run prints each step's gas", runDeploy},
	{"devnet", "run the embedded chain 4663 alone; `vera devnet fund <address> <usd>` tops up an address, `vera devnet reset` starts a new chain", runDevnet},
	{"import-prices", "import a folder of <SYMBOL>.csv daily closes into ClickHouse (idempotent): vera import-prices DIR", runImportPrices},
	{"index", "run the chain indexer alone (against --rpc-url and --manifest, default the local devnet)", runIndex},
	{"migrate", "apply the ClickHouse migrations and exit", runMigrate},
	{"token", "print a dev-mode access token: vera token --user <id>", runToken},
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:]))
}

func run(ctx context.Context, args []string) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(os.Stdout)
		return 0
	}
	for _, c := range commands {
		if c.name == args[0] {
			err := c.run(ctx, args[1:])
			if errors.Is(err, flag.ErrHelp) {
				return 0
			}
			if err != nil {
				fmt.Fprintf(os.Stderr, "vera %s: %v\n", c.name, err)
				return 1
			}
			return 0
		}
	}
	fmt.Fprintf(os.Stderr, "vera: unknown command %q\n\n", args[0])
	usage(os.Stderr)
	return 2
}

func usage(w *os.File) {
	fmt.Fprintln(w, "Vera: invest in tokenized stocks and funds on Robinhood Chain (chain 4663).")
	fmt.Fprintln(w, "\nUsage: vera <command> [flags]\n\nCommands:")
	cs := append([]command(nil), commands...)
	sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
	width := 0
	for _, c := range cs {
		width = max(width, len(c.name))
	}
	for _, c := range cs {
		fmt.Fprintf(w, "  %s%s  %s\n", c.name, strings.Repeat(" ", width-len(c.name)), c.usage)
	}
	fmt.Fprintln(w, "\nRun 'vera <command> --help' for a command's flags. Every flag has a VERA_* variable.")
}
