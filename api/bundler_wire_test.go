package api

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/vera-invest/vera/chain"
)

const goodOp = `{"sender":"0x00000000000000000000000000000000000000a1","nonce":"0x0","callData":"0x1234",
 "callGasLimit":"0x1","verificationGasLimit":"0x2","preVerificationGas":"0x3","maxFeePerGas":"0x5","maxPriorityFeePerGas":"0x4"%s}`

func bundlerBody(action, extra string) string {
	return `{"action":"` + action + `","chainId":"0x1237","entryPoint":"0x00000000000000000000000000000000000000e1","userOp":` +
		strings.Replace(goodOp, "%s", extra, 1) + `}`
}

func TestRequestDecoding(t *testing.T) {
	pm := `,"paymaster":"0x00000000000000000000000000000000000000b1","paymasterVerificationGasLimit":"0x1","paymasterPostOpGasLimit":"0x1","paymasterData":"0x"`
	tests := []struct {
		name, body string
		ok         bool
	}{
		{"sponsor", bundlerBody("sponsor", ""), true},
		{"send with a paymaster and a signature", bundlerBody("send", pm+`,"signature":"0xabcd"`), true},
		{"send with a factory", bundlerBody("send", `,"factory":"0x00000000000000000000000000000000000000f1","factoryData":"0x01"`), true},
		{"unknown action", bundlerBody("submit", ""), false},
		{"sponsor with paymaster fields", bundlerBody("sponsor", pm), false},
		{"paymaster without its gas limits", bundlerBody("send", `,"paymaster":"0x00000000000000000000000000000000000000b1"`), false},
		{"factory without data", bundlerBody("send", `,"factory":"0x00000000000000000000000000000000000000f1"`), false},
		{"decimal quantity", strings.Replace(bundlerBody("send", ""), `"nonce":"0x0"`, `"nonce":"12"`, 1), false},
		{"leading zero quantity", strings.Replace(bundlerBody("send", ""), `"nonce":"0x0"`, `"nonce":"0x01"`, 1), false},
		{"gas beyond 64 bits", strings.Replace(bundlerBody("send", ""), `"callGasLimit":"0x1"`, `"callGasLimit":"0x10000000000000000"`, 1), false},
		{"fee beyond 128 bits", strings.Replace(bundlerBody("send", ""), `"maxFeePerGas":"0x5"`, `"maxFeePerGas":"0x1`+strings.Repeat("0", 32)+`"`, 1), false},
		{"tip above fee", strings.Replace(bundlerBody("send", ""), `"maxPriorityFeePerGas":"0x4"`, `"maxPriorityFeePerGas":"0x6"`, 1), false},
		{"odd hex bytes", strings.Replace(bundlerBody("send", ""), `"callData":"0x1234"`, `"callData":"0x123"`, 1), false},
		{"missing callData", strings.Replace(bundlerBody("send", ""), `"callData":"0x1234",`, ``, 1), false},
		{"zero sender", strings.Replace(bundlerBody("send", ""), `0x00000000000000000000000000000000000000a1`, `0x0000000000000000000000000000000000000000`, 1), false},
		{"missing chainId", strings.Replace(bundlerBody("send", ""), `"chainId":"0x1237",`, ``, 1), false},
		{"callData over 32 KiB", strings.Replace(bundlerBody("send", ""), `"callData":"0x1234"`, `"callData":"0x`+strings.Repeat("ab", 32<<10+1)+`"`, 1), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r BundlerRequest
			err := json.Unmarshal([]byte(tt.body), &r)
			if err == nil {
				err = r.Validate()
			}
			if tt.ok && err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !tt.ok && !errors.Is(err, errInvalidBundlerRequest) {
				t.Fatalf("accepted or wrong error: %v", err)
			}
		})
	}
}

// The RPC form round-trips to the same packed op.
func TestUserOpRoundTrip(t *testing.T) {
	var r BundlerRequest
	in := bundlerBody("send", `,"factory":"0x00000000000000000000000000000000000000f1","factoryData":"0x01","paymaster":"0x00000000000000000000000000000000000000b1","paymasterVerificationGasLimit":"0x7","paymasterPostOpGasLimit":"0x8","paymasterData":"0x99","signature":"0xabcd"`)
	if err := json.Unmarshal([]byte(in), &r); err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(RPCUserOp(r.Op))
	if err != nil {
		t.Fatal(err)
	}
	var back chain.UserOp
	p := opParser{}
	var w wireOp
	if err := json.Unmarshal(raw, &w); err != nil {
		t.Fatal(err)
	}
	if back, err = p.op(&w); err != nil {
		t.Fatal(err)
	}
	a, b := r.Op.Packed(), back.Packed()
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Fatalf("round trip:\n%s\n%s", ja, jb)
	}
	if len(a.InitCode) != 21 || len(a.PaymasterAndData) != 53 {
		t.Fatalf("initCode %x paymasterAndData %x", a.InitCode, a.PaymasterAndData)
	}
}
