package chain

import (
	"errors"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// errBadAddress is returned by ParseAddress.
var errBadAddress = errors.New("not a 0x-prefixed 20-byte hex address with a valid checksum")

// ParseAddress accepts a 0x-prefixed 20-byte hex address written all in lower case, all in upper
// case, or with a valid EIP-55 checksum. A mixed-case address with a wrong checksum is refused:
// it is most likely mistyped.
func ParseAddress(s string) (common.Address, error) {
	if len(s) != 42 || !strings.HasPrefix(s, "0x") || !common.IsHexAddress(s) {
		return common.Address{}, errBadAddress
	}
	a := common.HexToAddress(s)
	body := s[2:]
	if body != strings.ToLower(body) && body != strings.ToUpper(body) && a.Hex() != s {
		return common.Address{}, errBadAddress
	}
	return a, nil
}
