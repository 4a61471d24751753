package privy

import (
	"context"
	"strings"

	"github.com/ethereum/go-ethereum/common/hexutil"
)

// PersonalSign signs an EIP-191 personal message (`personal_sign`, hex encoding).
func (p *Client) PersonalSign(ctx context.Context, walletID string, message []byte) ([]byte, error) {
	return p.sign(ctx, walletID, privyRequest{Method: "personal_sign", Params: map[string]string{
		"message": strings.TrimPrefix(hexutil.Encode(message), "0x"), "encoding": "hex",
	}})
}
