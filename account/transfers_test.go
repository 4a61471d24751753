package account_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/account/accounttest"
	"github.com/vera-invest/vera/chain"
)

// traffic gives user 55 incoming USDG payments, one outgoing, an AAPL mint and a transfer to
// itself: more than a page.
func traffic(t *testing.T, e *accounttest.Env, user common.Address, userKey uint32) {
	t.Helper()
	for i := range 55 {
		e.Pay(t, 1, user, big.NewInt(int64(1_000_000+i)))
	}
	e.Mint(t, "AAPL", user, whole(2, 18))
	e.Pay(t, userKey, common.HexToAddress("0x00000000000000000000000000000000000c0ffe"), big.NewInt(2_500_000))
	e.Pay(t, userKey, user, big.NewInt(7)) // to itself: one log, listed once
}

func devAddr(t *testing.T, i uint32) common.Address {
	t.Helper()
	k, err := devKey(i)
	if err != nil {
		t.Fatal(err)
	}
	return crypto.PubkeyToAddress(k.PublicKey)
}

func TestTransfersPrimaryAndChainFallback(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	user := devAddr(t, 4)
	traffic(t, e, user, 4)
	cfg := account.TransfersConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog, Index: e.Store, Chain: e.Dev.Client(), MaxLag: 5}

	// No checkpoint yet: the index is not running, the chain's logs answer.
	fromChain, err := account.NewTransfers(cfg).Get(ctx, user)
	if !errors.Is(err, account.ErrIndexBehind) || fromChain.Source != account.SourceFallback {
		t.Fatalf("without a checkpoint: source %s, err %v", fromChain.Source, err)
	}
	checkPage(t, fromChain.Transactions, user)

	// Indexed up to the head: the index answers, with the same transfers.
	head := e.Index(t, 0)
	primary, err := account.NewTransfers(cfg).Get(ctx, user)
	if err != nil || primary.Source != account.SourcePrimary {
		t.Fatalf("fresh index: source %s, err %v", primary.Source, err)
	}
	if a, b := mustJSON(primary.Transactions), mustJSON(fromChain.Transactions); a != b {
		t.Fatalf("index and chain differ:\n%s\n%s", a, b)
	}

	// The checkpoint falls behind the head by more than the bound: fallback again.
	e.Checkpoint(t, head-6)
	behind, err := account.NewTransfers(cfg).Get(ctx, user)
	if !errors.Is(err, account.ErrIndexBehind) || behind.Source != account.SourceFallback || mustJSON(behind.Transactions) != mustJSON(fromChain.Transactions) {
		t.Fatalf("behind: source %s err %v", behind.Source, err)
	}
	e.Checkpoint(t, head-5) // within the bound
	if r, err := account.NewTransfers(cfg).Get(ctx, user); err != nil || r.Source != account.SourcePrimary {
		t.Fatalf("within the bound: %s %v", r.Source, err)
	}

	// An address with no transfers: an empty list, never null.
	none, err := account.NewTransfers(cfg).Get(ctx, common.HexToAddress("0x0000000000000000000000000000000000000bad"))
	if err != nil || none.Source != account.SourcePrimary || mustJSON(none) != `{"transactions":[],"source":"primary_indexer"}` {
		t.Fatalf("no transfers: %s %v", mustJSON(none), err)
	}
}

func checkPage(t *testing.T, list []account.Transfer, user common.Address) {
	t.Helper()
	if len(list) != account.MaxTransfers {
		t.Fatalf("%d transfers, want %d", len(list), account.MaxTransfers)
	}
	self, out, mint := list[0], list[1], list[2]
	if self.Symbol != "USDG" || self.Direction != "out" || self.Counterparty != strings.ToLower(user.Hex()) || self.Amount != 0.000007 {
		t.Errorf("self transfer %+v", self)
	}
	if out.Direction != "out" || out.Amount != 2.5 || out.Counterparty != "0x00000000000000000000000000000000000c0ffe" {
		t.Errorf("outgoing %+v", out)
	}
	if mint.Symbol != "AAPL" || mint.Direction != "in" || mint.Amount != 2 || mint.Counterparty != "0x0000000000000000000000000000000000000000" {
		t.Errorf("mint %+v", mint)
	}
	seen := map[string]bool{}
	for i, tr := range list {
		if seen[tr.Hash] {
			t.Errorf("transfer %s listed twice", tr.Hash)
		}
		seen[tr.Hash] = true
		if i > 0 && tr.BlockNumber > list[i-1].BlockNumber {
			t.Errorf("transfer %d (block %d) after block %d: not newest first", i, tr.BlockNumber, list[i-1].BlockNumber)
		}
		if tr.Timestamp == 0 || len(tr.Hash) != 66 || tr.TokenAddress != strings.ToLower(tr.TokenAddress) {
			t.Errorf("transfer %+v", tr)
		}
	}
	// The oldest ones kept: payments 9..54 of 55 (1.000009 .. 1.000054 USDG).
	if last := list[len(list)-1]; last.Direction != "in" || last.Amount != 1.000008 {
		t.Errorf("oldest kept %+v", last)
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// explorerFake speaks Blockscout's Etherscan-compatible tokentx API over the chain's own logs.
func explorerFake(t *testing.T, e *accounttest.Env, hits *atomic.Int32) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		q := r.URL.Query()
		if r.URL.Path != "/api" || q.Get("module") != "account" || q.Get("action") != "tokentx" || q.Get("sort") != "desc" {
			http.Error(w, "unexpected "+r.URL.String(), http.StatusBadRequest)
			return
		}
		addr := common.HexToAddress(q.Get("address"))
		var rows []map[string]string
		ctx := r.Context()
		c := e.Dev.Client()
		topic := chain.TransferTopic()
		who := common.BytesToHash(addr.Bytes())
		for _, topics := range [][][]common.Hash{{{topic}, {who}}, {{topic}, nil, {who}}} {
			logs, err := c.FilterLogs(ctx, ethereum.FilterQuery{FromBlock: big.NewInt(0), Topics: topics})
			if err != nil {
				http.Error(w, err.Error(), 500)
				return
			}
			for _, l := range logs {
				h, _ := c.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
				rows = append(rows, map[string]string{
					"blockNumber": fmt.Sprint(l.BlockNumber), "timeStamp": fmt.Sprint(h.Time), "hash": l.TxHash.Hex(),
					"from": strings.ToLower(common.BytesToAddress(l.Topics[1].Bytes()).Hex()), "to": strings.ToLower(common.BytesToAddress(l.Topics[2].Bytes()).Hex()),
					"value": new(big.Int).SetBytes(l.Data).String(), "contractAddress": strings.ToLower(l.Address.Hex()),
					"tokenName": "on-chain name", "tokenSymbol": "ONCHAIN", "tokenDecimal": "18", "logIndex": fmt.Sprint(l.Index),
					"confirmations": "1", "gas": "0", "gasPrice": "0", "gasUsed": "0", "input": "deprecated", "nonce": "0", "transactionIndex": "0",
				})
			}
		}
		// Blockscout lists newest first; a transfer to oneself comes once per side.
		for i, j := 0, len(rows)-1; i < j; i, j = i+1, j-1 {
			rows[i], rows[j] = rows[j], rows[i]
		}
		w.Header().Set("Content-Type", "application/json")
		if len(rows) == 0 {
			fmt.Fprint(w, `{"message":"No token transfers found","result":[],"status":"0"}`)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"message": "OK", "status": "1", "result": rows})
	}))
	t.Cleanup(srv.Close)
	return srv
}

func deadChain(t *testing.T) *chain.Client {
	t.Helper()
	c, err := chain.Dial(context.Background(), "http://127.0.0.1:1", chain.ClientConfig{Retries: -1, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// The RPC fails: the index's freshness cannot be checked, so the explorer answers
// (fallback_indexer) with the same transfers; without an explorer the answer is an empty list,
// source still set.
func TestTransfersRPCFailing(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	user := devAddr(t, 5)
	traffic(t, e, user, 5)
	e.Index(t, 0)
	var hits atomic.Int32
	fake := explorerFake(t, e, &hits)
	fresh := account.TransfersConfig{ChainID: uint64(e.M.ChainID), Catalog: e.Catalog, Index: e.Store, Chain: e.Dev.Client()}
	primary, err := account.NewTransfers(fresh).Get(ctx, user)
	if err != nil || primary.Source != account.SourcePrimary {
		t.Fatalf("fresh: %s %v", primary.Source, err)
	}

	down := fresh
	down.Chain = deadChain(t)
	down.Explorer = &account.Blockscout{BaseURL: fake.URL}
	got, err := account.NewTransfers(down).Get(ctx, user)
	if err == nil || got.Source != account.SourceFallback || hits.Load() != 1 {
		t.Fatalf("rpc down: source %s, err %v, explorer hits %d", got.Source, err, hits.Load())
	}
	if a, b := mustJSON(got.Transactions), mustJSON(primary.Transactions); a != b {
		t.Fatalf("explorer and index differ:\n%s\n%s", a, b)
	}

	down.Explorer = nil
	got, err = account.NewTransfers(down).Get(ctx, user)
	if err == nil || mustJSON(got) != `{"transactions":[],"source":"fallback_indexer"}` {
		t.Fatalf("everything down: %s %v", mustJSON(got), err)
	}
}

func TestBlockscoutFake(t *testing.T) {
	e := accounttest.Start(t)
	ctx := context.Background()
	var hits atomic.Int32
	fake := explorerFake(t, e, &hits)
	bs := &account.Blockscout{BaseURL: fake.URL + "/"}

	// Nothing found: Blockscout's status 0 is an empty list, not an error.
	list, err := bs.TokenTransfers(ctx, common.HexToAddress("0x0000000000000000000000000000000000000bad"), e.Catalog)
	if err != nil || list == nil || len(list) != 0 {
		t.Fatalf("nothing found: %v %v", list, err)
	}

	// A token outside the catalog keeps its on-chain symbol and decimals; catalog tokens get
	// the catalog's.
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `{"status":"1","message":"OK","result":[
		 {"blockNumber":"9","timeStamp":"1700000000","hash":"0x%064x","from":"0x00000000000000000000000000000000000000aa","to":"%s","value":"1500","contractAddress":"0x00000000000000000000000000000000000000cc","tokenSymbol":"FOO","tokenDecimal":"3","logIndex":"4"},
		 {"blockNumber":"8","timeStamp":"1699999999","hash":"0x%064x","from":"%s","to":"0x00000000000000000000000000000000000000bb","value":"2000000","contractAddress":"%s","tokenSymbol":"NOTUSDG","tokenDecimal":"18","logIndex":"0"}]}`,
			1, strings.ToLower(r.URL.Query().Get("address")), 2, strings.ToLower(r.URL.Query().Get("address")), strings.ToLower(e.M.USDG.Hex()))
	}))
	defer other.Close()
	me := common.HexToAddress("0x00000000000000000000000000000000000000dd")
	list, err = (&account.Blockscout{BaseURL: other.URL + "/api"}).TokenTransfers(ctx, me, e.Catalog)
	if err != nil || len(list) != 2 {
		t.Fatalf("%v %v", list, err)
	}
	if l := list[0]; l.Symbol != "FOO" || l.Amount != 1.5 || l.Direction != "in" || l.Counterparty != "0x00000000000000000000000000000000000000aa" || l.Timestamp != 1700000000 {
		t.Errorf("foreign token %+v", l)
	}
	if l := list[1]; l.Symbol != "USDG" || l.Amount != 2 || l.Direction != "out" {
		t.Errorf("catalog token %+v", l)
	}

	// An explorer error, a bad status and a malformed entry are errors, never a half list.
	for name, body := range map[string]string{
		"rate limited": `{"status":"0","message":"NOTOK","result":"Max rate limit reached"}`,
		"bad value":    `{"status":"1","message":"OK","result":[{"blockNumber":"1","hash":"0x01","from":"0x00000000000000000000000000000000000000aa","to":"0x00000000000000000000000000000000000000bb","value":"-5","contractAddress":"0x00000000000000000000000000000000000000cc"}]}`,
		"not json":     `<html>`,
	} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, body) }))
		if _, err := (&account.Blockscout{BaseURL: srv.URL}).TokenTransfers(ctx, me, e.Catalog); err == nil {
			t.Errorf("%s: no error", name)
		}
		srv.Close()
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { http.Error(w, "down", 502) }))
	defer srv.Close()
	if _, err := (&account.Blockscout{BaseURL: srv.URL}).TokenTransfers(ctx, me, e.Catalog); err == nil {
		t.Error("502: no error")
	}
}
