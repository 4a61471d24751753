package devnet

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/arbsysstandin"
)

// The Arbitrum option: the stand-ins answer at ArbSys's and NodeInterface's addresses, over HTTP as
// in-process, and the node refuses eth_simulateV1 when asked to; a devnet without the option is not
// taken for an Arbitrum chain.
func TestArbitrumOption(t *testing.T) {
	for _, c := range []struct {
		name         string
		cfg          Config
		arbitrum     bool
		noSimulateV1 bool
	}{
		{"plain", Config{}, false, false},
		{"Arbitrum", Config{Arbitrum: &ArbitrumConfig{L1GasPerByte: DefaultL1GasPerByte}}, true, false},
		{"Arbitrum without eth_simulateV1", Config{Arbitrum: &ArbitrumConfig{L1GasPerByte: 7}, NoSimulateV1: true}, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.cfg.BlockInterval, c.cfg.DemoUsers, c.cfg.ListenAddr = -1, -1, "127.0.0.1:0"
			d := startTest(t, c.cfg)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			http, err := chain.Dial(ctx, d.Manifest().RPCURL, chain.ClientConfig{RequestsPerSecond: -1, Retries: -1})
			if err != nil {
				t.Fatal(err)
			}
			defer http.Close()
			for _, client := range []*chain.Client{d.Client(), http} {
				arb, err := client.IsArbitrum(ctx)
				if err != nil || arb != c.arbitrum {
					t.Fatalf("IsArbitrum: %v %v, want %v", arb, err, c.arbitrum)
				}
			}
			var out any
			err = d.RPC().CallContext(ctx, &out, "eth_simulateV1", map[string]any{"blockStateCalls": []any{}}, "latest")
			var re rpc.Error
			if refused := errors.As(err, &re) && re.ErrorCode() == -32601; refused != c.noSimulateV1 {
				t.Fatalf("eth_simulateV1: %v", err)
			}
			if !c.arbitrum {
				return
			}
			data := make([]byte, 1000)
			l1, err := http.L1Gas(ctx, common.Address{1}, d.Manifest().EntryPoint, data)
			if want := (uint64(len(data)) + 140) * c.cfg.Arbitrum.L1GasPerByte; err != nil || l1 != want {
				t.Fatalf("L1 gas of 1,000 bytes: %d %v, want %d", l1, err, want)
			}
			sys := arbsysstandin.NewArbSysStandIn()
			to := chain.ArbSysAddress()
			raw, err := d.Client().CallContract(ctx, ethereum.CallMsg{To: &to, Data: sys.PackArbBlockNumber()}, nil)
			if err != nil {
				t.Fatal(err)
			}
			n, err := sys.UnpackArbBlockNumber(raw)
			head, herr := d.Client().BlockNumber(ctx)
			if err != nil || herr != nil || n.Uint64() != head {
				t.Fatalf("arbBlockNumber %v %v, head %d %v", n, err, head, herr)
			}
		})
	}
}
