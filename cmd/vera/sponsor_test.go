package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// `vera dev` sponsors a dev user's account only once the service has read that user's wallets (the
// wallet directory vouching for the owner): before, POST /api/bundler refuses the sponsorship with
// ERC-7769's -32501; after GET /api/me, the same request is sponsored. The demo users are vouched for
// at start.
func TestDevSponsorsOwnersOnceTheirWalletsAreRead(t *testing.T) {
	a, dataDir := buildTestDev(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv, err := a.server()
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- srv.ListenAndServe(ctx, ln, time.Second) }()
	t.Cleanup(func() { cancel(); <-done })
	base := "http://" + ln.Addr().String()

	const user = "newcomer@example.com"
	ws, err := a.wallets.Wallets(ctx, user) // the raw directory: nothing vouched yet
	if err != nil || len(ws) != 1 {
		t.Fatalf("dev wallets %v, %v", ws, err)
	}
	owner, account := common.HexToAddress(ws[0].Owner), common.HexToAddress(ws[0].SmartAccount)
	d, err := chain.LoadDeployment(filepath.Join(dataDir, devnetManifest))
	if err != nil {
		t.Fatal(err)
	}
	factoryData := veraaccountfactory.NewVeraAccountFactory().PackCreateAccount(owner, common.Big0)
	callData := veraaccount.NewVeraAccount().PackExecute(d.USDG, common.Big0, usdg.NewUSDG().PackApprove(d.Permit2, common.Big0))
	sponsorReq := map[string]any{"action": "sponsor", "chainId": hexutil.EncodeUint64(uint64(d.ChainID)), "entryPoint": d.EntryPoint.Hex(),
		"userOp": map[string]any{"sender": account.Hex(), "nonce": "0x0", "factory": d.AccountFactory.Hex(), "factoryData": hexutil.Encode(factoryData),
			"callData": hexutil.Encode(callData), "callGasLimit": "0x30d40", "verificationGasLimit": "0x61a80", "preVerificationGas": "0x186a0",
			"maxFeePerGas": "0x4a817c800", "maxPriorityFeePerGas": "0x3b9aca00"}}
	post := func() (int, map[string]any) {
		t.Helper()
		b, _ := json.Marshal(sponsorReq)
		resp, err := http.Post(base+"/api/bundler", "application/json", bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out map[string]any
		raw, _ := io.ReadAll(resp.Body)
		if err := json.Unmarshal(raw, &out); err != nil {
			t.Fatalf("%d %s", resp.StatusCode, raw)
		}
		return resp.StatusCode, out
	}
	status, body := post()
	if status != http.StatusBadRequest || body["code"] != float64(-32501) || !strings.Contains(fmt.Sprint(body["error"]), "owner unknown") {
		t.Fatalf("before the wallets were read: %d %v", status, body)
	}

	token, err := a.issuer.Token(user, time.Hour, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	req, _ := http.NewRequest("GET", base+"/api/me", nil)
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /api/me: %d", resp.StatusCode)
	}
	status, body = post()
	if status != http.StatusOK || body["paymasterData"] == nil {
		t.Fatalf("after the wallets were read: %d %v", status, body)
	}
}
