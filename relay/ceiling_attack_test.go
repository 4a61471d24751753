package relay_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/relay"
)

// What a node does with a cancellation it is sent.
type nodeAnswer int

const (
	forward nodeAnswer = iota // into the pool
	refuse                    // an error: nothing sent
	drop                      // the hash, as if taken, and nothing in the pool
)

// A stuck bundle's cancellations at the fee ceiling against a node that loses them: the key waits at
// the ceiling, but never on a cancellation the pool does not hold. One the node refused is not counted
// as sent, so the next round sends it again at the same fees (were it counted, every later round would
// be at the ceiling and the bundle never cancelled); one the node answered and dropped is sent again in
// each round at the ceiling, so the pool takes it back. A bundle whose own fees are above the ceiling
// is never cancelled: no cancellation passes the ceiling, the bundle stays in the pool and, once a
// block takes it, its op lands as simulated.
func TestCancellationsAtTheCeilingAgainstANodeThatLosesThem(t *testing.T) {
	ceiling := gwei(12)
	for _, tc := range []struct {
		name   string
		fee    *big.Int
		answer func(n int) nodeAnswer // to the n-th cancellation, from 0
	}{
		{"refused once", gwei(10), onlyFirst(refuse)},
		{"dropped once", gwei(10), onlyFirst(drop)},
		{"a bundle above the ceiling", gwei(40), func(int) nodeAnswer { return forward }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := devnettest.Start(t, devnet.Config{NoInstantBlocks: true, BlockInterval: -1, DemoUsers: -1, ListenAddr: "127.0.0.1:0"})
			m := d.Manifest()
			node, seen := unreliableNode(t, m.RPCURL, tc.answer)
			client, err := chain.Dial(context.Background(), node, chain.ClientConfig{RequestsPerSecond: -1, Retries: -1})
			if err != nil {
				t.Fatal(err)
			}
			dev5, err := devnet.DevKey(5)
			if err != nil {
				t.Fatal(err)
			}
			e := newRelayEnv(t, d, client, relay.Config{Executors: []*chain.Bundler{chain.NewBundler(client, m.EntryPoint, dev5, m.ChainID)},
				BundleOps: 4, WatchInterval: 10 * time.Millisecond, StuckAfter: 50 * time.Millisecond, CancelFeeCap: ceiling})
			accounts := e.accounts(1, gwei(20_000_000))
			keys, before := e.sendingKeys()
			first, err := e.r.Send(context.Background(), e.timedOp(accounts[0], 0, 0, tc.fee, gwei(1)))
			if err != nil {
				t.Fatal(err)
			}
			bundle := common.HexToHash(first.TxHash)
			from, nonce := e.bundleKey(keys)

			e.waitFor("three rounds at the ceiling", func() bool { return e.metric("vera_relay_cancellations_at_fee_ceiling_total") >= 3 })
			inPool := e.poolTxs(from)
			if len(inPool) != 1 || inPool[0].Nonce != nonce {
				t.Fatalf("the key's transactions in the pool: %+v; want one at nonce %d", inPool, nonce)
			}
			if tc.fee.Cmp(ceiling) > 0 {
				if inPool[0].Hash != bundle || seen() != 0 || e.metric("vera_relay_bundles_cancelled_total") != 0 {
					t.Fatalf("a bundle above the ceiling: the pool holds %s (the bundle is %s), %d cancellations reached the node", inPool[0].Hash.Hex(), bundle.Hex(), seen())
				}
				e.commit()
				e.waitFor("the bundle settled", func() bool { return e.metric("vera_relay_in_flight_exposure_eth") == 0 })
				e.included(first)
				return
			}
			if c := inPool[0]; c.Hash == bundle || c.FeeCap.Cmp(ceiling) > 0 {
				t.Fatalf("after a cancellation the node %s, the pool holds %+v; want a cancellation at most at the ceiling (%s)", tc.name, c, ceiling)
			}
			if got := e.metric("vera_relay_bundles_cancelled_total"); got != 1 {
				t.Fatalf("%g cancellations counted as sent; want the one the pool holds", got)
			}
			e.cancellationMined(bundle, from, before[from], ceiling)
		})
	}
}

// onlyFirst answers a with the first cancellation, and forwards the others.
func onlyFirst(a nodeAnswer) func(n int) nodeAnswer {
	return func(n int) nodeAnswer {
		if n == 0 {
			return a
		}
		return forward
	}
}

// unreliableNode is a JSON-RPC proxy to url that gives each cancellation it is sent (a transfer of
// nothing in 21,000 gas) to answer, in the order they come, and forwards everything else. seen counts
// the cancellations it was sent.
func unreliableNode(t *testing.T, url string, answer func(n int) nodeAnswer) (node string, seen func() int) {
	t.Helper()
	var mu sync.Mutex
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(r.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		var req struct {
			ID     json.RawMessage
			Method string
			Params []string
		}
		var tx types.Transaction
		if json.Unmarshal(body, &req) == nil && req.Method == "eth_sendRawTransaction" && len(req.Params) == 1 &&
			tx.UnmarshalBinary(common.FromHex(req.Params[0])) == nil && tx.Gas() == 21_000 && len(tx.Data()) == 0 {
			mu.Lock()
			a := answer(n)
			n++
			mu.Unlock()
			switch a {
			case refuse:
				fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"error":{"code":-32000,"message":"the node is unavailable"}}`, req.ID)
				return
			case drop:
				fmt.Fprintf(w, `{"jsonrpc":"2.0","id":%s,"result":"%s"}`, req.ID, tx.Hash().Hex())
				return
			}
		}
		resp, err := http.Post(url, "application/json", bytes.NewReader(body))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(resp.StatusCode)
		io.Copy(w, resp.Body)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, func() int { mu.Lock(); defer mu.Unlock(); return n }
}
