package devnet

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/vera-invest/vera/chain"
)

// LastClose reads a `date,close` CSV and returns its last date and close.
func LastClose(path string) (date, close string, err error) {
	f, err := os.Open(path)
	if err != nil {
		return "", "", fmt.Errorf("cannot open closes %s: %w", path, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if t == "" || line == 1 {
			continue
		}
		parts := strings.Split(t, ",")
		if len(parts) < 2 {
			return "", "", fmt.Errorf("%s line %d: want date,close", path, line)
		}
		date, close = parts[0], parts[1]
	}
	if err := sc.Err(); err != nil {
		return "", "", fmt.Errorf("cannot read closes %s: %w", path, err)
	}
	if close == "" {
		return "", "", fmt.Errorf("%s has no rows", path)
	}
	return date, close, nil
}

// AssetsFromCloses builds the devnet's asset list from a directory of real daily closes (one
// <SYMBOL>.csv per asset, header date,close): each asset's feed starts at its last close. names maps
// symbols to display names (missing: the symbol). Assets are sorted by symbol, so the same directory
// always gives the same addresses.
func AssetsFromCloses(dir string, names map[string]string) ([]Asset, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.csv"))
	if err != nil {
		return nil, fmt.Errorf("cannot list closes in %s: %w", dir, err)
	}
	sort.Strings(paths)
	var out []Asset
	for _, p := range paths {
		sym := strings.TrimSuffix(filepath.Base(p), ".csv")
		if strings.ContainsAny(sym, "_ ") {
			continue // not a daily close file
		}
		_, c, err := LastClose(p)
		if err != nil {
			return nil, err
		}
		price, err := chain.ParsePriceE8(c)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		name := names[sym]
		if name == "" {
			name = sym
		}
		out = append(out, Asset{Symbol: sym, Name: name, PriceE8: price})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no <SYMBOL>.csv closes in %s", dir)
	}
	return out, nil
}
