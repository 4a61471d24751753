package devnet

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
)

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func testAssets(t testing.TB) []AssetSeed {
	t.Helper()
	raw, err := os.ReadFile("testdata/assets.json")
	if err != nil {
		t.Fatal(err)
	}
	var assets []AssetSeed
	if err := json.Unmarshal(raw, &assets); err != nil {
		t.Fatal(err)
	}
	return assets
}

func startTest(t testing.TB, cfg Config) *Devnet {
	t.Helper()
	if cfg.Assets == nil {
		cfg.Assets = testAssets(t)
	}
	if cfg.ListenAddr == "" {
		cfg.ListenAddr = "off"
	}
	cfg.Logger = quiet()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	d, err := Start(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { d.Close() })
	return d
}

func TestStartDeploysEverything(t *testing.T) {
	manifest := filepath.Join(t.TempDir(), "devnet.json")
	d := startTest(t, Config{ManifestPath: manifest, ListenAddr: "127.0.0.1:0"})
	ctx := context.Background()
	m := d.Manifest()
	c := d.Client()

	id, err := c.ChainID(ctx)
	if err != nil || id.Int64() != 4663 {
		t.Fatalf("chain id %v, %v", id, err)
	}
	for name, a := range map[string]common.Address{
		"usdg": m.USDG, "permit2": m.Permit2, "multicall3": m.Multicall3, "settlement": m.Settlement,
		"agentRecord": m.AgentRecord, "identity": m.IdentityRegistry, "entryPoint": m.EntryPoint,
		"factory": m.AccountFactory, "paymaster": m.Paymaster,
	} {
		code, err := c.CodeAt(ctx, a, nil)
		if err != nil || len(code) == 0 {
			t.Errorf("%s at %s has no code (%v)", name, a.Hex(), err)
		}
	}
	if len(m.Assets) != 5 || len(m.Venues) != 3 || len(m.DemoUsers) != 3 || len(m.DevAccounts) != 10 {
		t.Fatalf("manifest counts: %d assets, %d venues, %d demo users, %d dev accounts", len(m.Assets), len(m.Venues), len(m.DemoUsers), len(m.DevAccounts))
	}

	// Feeds hold the last real close.
	pf := pricefeed.NewPriceFeed()
	seeds := map[string]*big.Int{}
	for _, a := range testAssets(t) {
		seeds[a.Symbol] = a.PriceE8
	}
	for _, a := range m.Assets {
		want := seeds[a.Symbol]
		raw, err := c.CallContract(ctx, ethereum.CallMsg{To: &a.Feed, Data: pf.PackLatestRoundData()}, nil)
		if err != nil {
			t.Fatal(err)
		}
		round, err := pf.UnpackLatestRoundData(raw)
		if err != nil {
			t.Fatal(err)
		}
		if round.Arg1.Cmp(want) != 0 {
			t.Errorf("%s feed = %v, want %v", a.Symbol, round.Arg1, want)
		}
	}

	// Balances through one multicall: dev account 0 and the demo smart accounts hold USDG.
	mc := chain.NewMulticall(c, m.Multicall3, 0)
	holders := append([]common.Address{m.DevAccounts[0]}, m.DemoUsers[0].SmartAccount, m.DemoUsers[2].SmartAccount)
	calls := make([]chain.Call, len(holders))
	for i, h := range holders {
		calls[i] = chain.BalanceOfCall(m.USDG, h)
	}
	res, err := mc.Aggregate3(ctx, calls, nil)
	if err != nil {
		t.Fatal(err)
	}
	wantBal := []*big.Int{usdUnits(100_000), usdUnits(10_000), usdUnits(10_000)}
	for i, r := range res {
		got, err := r.Uint256()
		if err != nil || got.Cmp(wantBal[i]) != 0 {
			t.Errorf("USDG of %s = %v (%v), want %v", holders[i].Hex(), got, err, wantBal[i])
		}
	}

	// The manifest on disk matches, and the JSON-RPC server answers over HTTP.
	loaded, err := chain.LoadDeployment(manifest)
	if err != nil {
		t.Fatal(err)
	}
	if loaded.Settlement != m.Settlement || loaded.Assets[0].Feed != m.Assets[0].Feed || loaded.DemoUsers[1].SmartAccount != m.DemoUsers[1].SmartAccount {
		t.Fatal("manifest on disk differs from Manifest()")
	}
	if !strings.HasPrefix(m.RPCURL, "http://127.0.0.1:") || !strings.HasPrefix(m.WSURL, "ws://127.0.0.1:") {
		t.Fatalf("endpoints %q %q", m.RPCURL, m.WSURL)
	}
	for _, url := range []string{m.RPCURL, m.WSURL} {
		ec, err := ethclient.DialContext(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		id, err := ec.ChainID(ctx)
		ec.Close()
		if err != nil || id.Int64() != 4663 {
			t.Fatalf("%s: chain id %v, %v", url, id, err)
		}
	}
	raw, _ := os.ReadFile(manifest)
	var generic map[string]any
	if err := json.Unmarshal(raw, &generic); err != nil || generic["chainId"].(float64) != 4663 {
		t.Fatalf("manifest JSON: %v", err)
	}
}

func TestRestartRedeploysToSameAddresses(t *testing.T) {
	a := startTest(t, Config{}).Manifest()
	b := startTest(t, Config{}).Manifest()
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Fatalf("manifests differ between starts:\n%s\n%s", ja, jb)
	}
}

func TestFundAndInstantBlocks(t *testing.T) {
	d := startTest(t, Config{BlockInterval: -1})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	if err := d.Fund(ctx, addr, usdUnits(250)); err != nil {
		t.Fatal(err)
	}
	mc := chain.NewMulticall(d.Client(), d.Manifest().Multicall3, 0)
	bals, err := mc.Balances(ctx, addr, []common.Address{d.Manifest().USDG}, nil)
	if err != nil || bals[0].Cmp(usdUnits(250)) != 0 {
		t.Fatalf("USDG after fund: %v, %v", bals, err)
	}
	eth, err := d.Client().BalanceAt(ctx, addr, nil)
	if err != nil || eth.Cmp(ethers(10)) != 0 {
		t.Fatalf("ETH after fund: %v, %v", eth, err)
	}
}

// TestAllowRelay: a fresh address becomes a relay of the devnet paymaster with 10 ETH for gas, and
// allowing it again sends nothing.
func TestAllowRelay(t *testing.T) {
	d := startTest(t, Config{BlockInterval: -1})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	key, _ := crypto.GenerateKey()
	addr := crypto.PubkeyToAddress(key.PublicKey)
	if err := AllowRelay(ctx, d.Client(), d.Manifest().Paymaster, addr); err != nil {
		t.Fatal(err)
	}
	pm := sponsorpaymaster.NewSponsorPaymaster()
	raw, err := d.Client().CallContract(ctx, ethereum.CallMsg{To: &d.Manifest().Paymaster, Data: pm.PackIsRelay(addr)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if allowed, err := pm.UnpackIsRelay(raw); err != nil || !allowed {
		t.Fatalf("isRelay after AllowRelay: %v, %v", allowed, err)
	}
	if eth, err := d.Client().BalanceAt(ctx, addr, nil); err != nil || eth.Cmp(ethers(10)) != 0 {
		t.Fatalf("ETH after AllowRelay: %v, %v", eth, err)
	}
	deployer := crypto.PubkeyToAddress(DeployerKey().PublicKey)
	before, err := d.Client().PendingNonceAt(ctx, deployer)
	if err != nil {
		t.Fatal(err)
	}
	if err := AllowRelay(ctx, d.Client(), d.Manifest().Paymaster, addr); err != nil {
		t.Fatal(err)
	}
	if after, err := d.Client().PendingNonceAt(ctx, deployer); err != nil || after != before {
		t.Fatalf("the deployer's nonce went from %d to %d (%v): allowing a relay again sent something", before, after, err)
	}
}

func TestIntervalBlocks(t *testing.T) {
	d := startTest(t, Config{BlockInterval: 100 * time.Millisecond, NoInstantBlocks: true, DemoUsers: -1, DevAccounts: -1})
	ctx := context.Background()
	first, err := d.Client().BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		n, _ := d.Client().BlockNumber(ctx)
		if n >= first+3 {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("no interval blocks within 5 s")
}
