package quote_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/vera-invest/vera/quote"
)

const taker = "0x52908400098527886E0F7030069857D2E4169EE7" // an EIP-55 test vector

func TestRequestValidate(t *testing.T) {
	known := func(s string) bool { return s == "NVDA" || s == "SPY" }
	good := map[string]any{"mode": "quote", "side": "buy", "symbol": "NVDA", "sellAmount": "1000000", "taker": taker}
	with := func(k string, v any) string {
		m := map[string]any{}
		for kk, vv := range good {
			m[kk] = vv
		}
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
		b, _ := json.Marshal(m)
		return string(b)
	}
	f := func(body string, want error, wantSymbol string) {
		t.Helper()
		var r quote.Request
		err := json.Unmarshal([]byte(body), &r)
		if err == nil {
			err = r.Validate()
		}
		if err == nil && !known(r.Symbol) {
			err = &quote.UnknownSymbolError{Symbol: r.Symbol} // what Service.Respond answers
		}
		var u *quote.UnknownSymbolError
		switch {
		case want == nil && wantSymbol == "" && err != nil:
			t.Fatalf("%s: %v", body, err)
		case want == quote.ErrInvalidRequest && !errors.Is(err, quote.ErrInvalidRequest):
			t.Fatalf("%s: got %v, want invalid", body, err)
		case wantSymbol != "" && (!errors.As(err, &u) || u.Symbol != wantSymbol || u.Error() != "Unknown symbol: "+wantSymbol):
			t.Fatalf("%s: got %v, want unknown symbol %s", body, err, wantSymbol)
		}
	}
	inv := quote.ErrInvalidRequest
	f(with("", nil), nil, "")
	f(with("taker", strings.ToLower(taker)), nil, "")
	f(with("mode", "price"), nil, "")
	f(with("side", "sell"), nil, "")
	for _, k := range []string{"mode", "side", "symbol", "sellAmount", "taker"} {
		f(with(k, nil), inv, "")
	}
	f(with("mode", "firm"), inv, "")
	f(with("mode", "QUOTE"), inv, "")
	f(with("side", "hold"), inv, "")
	f(with("symbol", ""), inv, "")
	f(with("symbol", "ABCDEFGHIJKLM"), inv, "")
	f(with("symbol", 5), inv, "")
	f(with("sellAmount", "12.5"), inv, "")
	f(with("sellAmount", "-5"), inv, "")
	f(with("sellAmount", "+5"), inv, "")
	f(with("sellAmount", "1e6"), inv, "")
	f(with("sellAmount", " 5"), inv, "")
	f(with("sellAmount", "0"), inv, "")
	f(with("sellAmount", ""), inv, "")
	f(with("sellAmount", "0x10"), inv, "")
	f(with("sellAmount", 1000000), inv, "")
	f(with("sellAmount", strings.Repeat("9", 79)), inv, "")
	f(with("sellAmount", "115792089237316195423570985008687907853269984665640564039457584007913129639936"), inv, "") // 2^256
	f(with("taker", "0x1234"), inv, "")
	f(with("taker", "52908400098527886E0F7030069857D2E4169EE7"), inv, "")
	f(with("taker", "0x52908400098527886e0F7030069857D2E4169EE7"), inv, "") // bad checksum
	f(with("taker", "0x0000000000000000000000000000000000000000"), inv, "")
	f(with("taker", "0xZZ908400098527886E0F7030069857D2E4169EE7"), inv, "")
	f(with("symbol", "TSLAX"), nil, "TSLAX")
	f(with("symbol", "USDG"), nil, "USDG")
	f(`[]`, inv, "")
	f(`"quote"`, inv, "")
	f(`{"mode":null,"side":"buy","symbol":"NVDA","sellAmount":"1","taker":"`+taker+`"}`, inv, "")
}
