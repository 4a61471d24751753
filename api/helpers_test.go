package api_test

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/valyala/fasthttp"
)

func bodyJSON(s string) func(*fasthttp.Request) { return body(s) }

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

func bigInt(v int64) *big.Int { return big.NewInt(v) }

// flipCase breaks an EIP-55 checksum by flipping the case of letters.
func flipCase(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'f':
			return r - 32
		case r >= 'A' && r <= 'F':
			return r + 32
		}
		return r
	}, s)
}
