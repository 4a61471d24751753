package devnet

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/params"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/holderlistedtoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/mockv3aggregator"
	"github.com/vera-invest/vera/chain/contracts/bindings/multicall3"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3pool"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/thirdparty"
)

// The canonical addresses as Robinhood Chain's public facts state them, written here independently
// of the npm files the world is built from.
var (
	canonicalEntryPoint08 = common.HexToAddress("0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108")
	canonicalPermit2      = common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3")
	canonicalMulticall3   = common.HexToAddress("0xcA11bde05977b3631167028862bE2a173976CA11")
	canonicalDeployer     = common.HexToAddress("0x4e59b44847b379578588920ca78fbf26c0b4956c")
)

func startWorld(t *testing.T, cfg Config) *Devnet {
	t.Helper()
	if cfg.World == nil {
		cfg.World = &WorldConfig{}
	}
	if cfg.BlockInterval == 0 {
		cfg.BlockInterval = -1 // blocks on demand only: the tests send what they wait for
	}
	return startTest(t, cfg)
}

func call(t *testing.T, c *chain.Client, to common.Address, data []byte) []byte {
	t.Helper()
	out, err := c.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		t.Fatalf("call %s: %v", to.Hex(), err)
	}
	return out
}

func TestWorldChain(t *testing.T) {
	t.Parallel() // a world chain waits for the wall clock: its tests overlap
	path := filepath.Join(t.TempDir(), "world.json")
	d := startWorld(t, Config{World: &WorldConfig{Path: path}})
	ctx := context.Background()
	c := d.Client()
	w := d.World()
	if w == nil {
		t.Fatal("a world chain has no World")
	}

	t.Run("deterministic deployer replayed from its keyless transaction", func(t *testing.T) {
		tx, _, err := thirdparty.DeployerTransaction()
		if err != nil {
			t.Fatal(err)
		}
		code, err := c.CodeAt(ctx, canonicalDeployer, nil)
		if err != nil {
			t.Fatal(err)
		}
		if w.DeterministicDeployer != canonicalDeployer || len(code) == 0 || !bytes.HasSuffix(tx.Data(), code) {
			t.Fatalf("deployer %s holds %d bytes, not the runtime its transaction carries", w.DeterministicDeployer.Hex(), len(code))
		}
		if !bytes.Equal(code, params.DeterministicFactoryCode) {
			t.Fatal("the replayed deployer differs from go-ethereum's EIP-7997 predeploy of it")
		}
		r, err := c.TransactionReceipt(ctx, tx.Hash())
		if err != nil || r.Status != types.ReceiptStatusSuccessful || r.ContractAddress != canonicalDeployer {
			t.Fatalf("the keyless transaction is not on chain: %+v, %v", r, err)
		}
	})

	t.Run("EntryPoint v0.8 at 0x4337084D…F108 exactly", func(t *testing.T) {
		if w.EntryPoint != canonicalEntryPoint08 {
			t.Fatalf("entryPoint %s", w.EntryPoint.Hex())
		}
		code, err := c.CodeAt(ctx, canonicalEntryPoint08, nil)
		if err != nil || len(code) == 0 {
			t.Fatalf("no code at the EntryPoint: %v", err)
		}
		ep := entrypoint.NewEntryPoint()
		nonce, err := ep.UnpackGetNonce(call(t, c, canonicalEntryPoint08, ep.PackGetNonce(w.Deployer, big.NewInt(0))))
		if err != nil || nonce.Sign() != 0 {
			t.Fatalf("getNonce: %v, %v", nonce, err)
		}
		sc, err := ep.UnpackSenderCreator(call(t, c, canonicalEntryPoint08, ep.PackSenderCreator()))
		if err != nil || sc != crypto.CreateAddress(canonicalEntryPoint08, 1) {
			t.Fatalf("senderCreator %s, %v: want the EntryPoint's first creation", sc.Hex(), err)
		}
		// Our own solc build of the same source lands elsewhere: only the npm artifact replays it.
		if own := crypto.CreateAddress2(canonicalDeployer, thirdparty.EntryPointSalt(),
			crypto.Keccak256(common.FromHex(entrypoint.EntryPointMetaData.Bin))); own == canonicalEntryPoint08 {
			t.Fatal("our own build would land at the canonical address too: the test proves nothing")
		}
	})

	t.Run("Permit2 is Uniswap's code, its domain computed for chain 4663", func(t *testing.T) {
		p2, err := thirdparty.Get(thirdparty.Permit2)
		if err != nil {
			t.Fatal(err)
		}
		code, err := c.CodeAt(ctx, canonicalPermit2, nil)
		if err != nil || !bytes.Equal(code, p2.Bytes) || w.Permit2 != canonicalPermit2 {
			t.Fatalf("code at Permit2 (%d bytes, %v) is not the runtime v4-periphery ships", len(code), err)
		}
		// EIP-712: Permit2's domain has a name, the chain id and the contract, no version.
		typeHash := crypto.Keccak256Hash([]byte("EIP712Domain(string name,uint256 chainId,address verifyingContract)"))
		b32, _ := abi.NewType("bytes32", "", nil)
		u256, _ := abi.NewType("uint256", "", nil)
		addr, _ := abi.NewType("address", "", nil)
		enc, err := abi.Arguments{{Type: b32}, {Type: b32}, {Type: u256}, {Type: addr}}.Pack(
			typeHash, crypto.Keccak256Hash([]byte("Permit2")), big.NewInt(4663), canonicalPermit2)
		if err != nil {
			t.Fatal(err)
		}
		want := crypto.Keccak256Hash(enc)
		got := common.BytesToHash(call(t, c, canonicalPermit2, crypto.Keccak256([]byte("DOMAIN_SEPARATOR()"))[:4]))
		if got != want {
			t.Fatalf("DOMAIN_SEPARATOR %s, want %s (chain 4663)", got.Hex(), want.Hex())
		}
	})

	t.Run("Multicall3 at its canonical address", func(t *testing.T) {
		if w.Multicall3 != canonicalMulticall3 {
			t.Fatalf("multicall3 %s", w.Multicall3.Hex())
		}
		mc := multicall3.NewMulticall3()
		bal := usdg.NewUSDG()
		out, err := mc.UnpackAggregate(call(t, c, canonicalMulticall3, mc.PackAggregate([]multicall3.Multicall3Call{
			{Target: canonicalMulticall3, CallData: mc.PackGetBlockNumber()},
			{Target: w.USDG.Token, CallData: bal.PackBalanceOf(w.DevAccounts[0])},
		})))
		if err != nil {
			t.Fatal(err)
		}
		head, _ := c.BlockNumber(ctx)
		n, _ := mc.UnpackGetBlockNumber(out.ReturnData[0])
		have, _ := bal.UnpackBalanceOf(out.ReturnData[1])
		if out.BlockNumber.Uint64() != head || n.Uint64() != head || have.Cmp(usdUnits(100_000)) != 0 {
			t.Fatalf("aggregate: block %v/%v (head %d), balance %v", out.BlockNumber, n, head, have)
		}
		// aggregate3, as the service's reads use it.
		res, err := chain.NewMulticall(c, canonicalMulticall3, 0).Aggregate3(ctx, []chain.Call{
			{Target: w.USDG.Token, Data: bal.PackDecimals()}}, nil)
		if err != nil || !res[0].Success {
			t.Fatalf("aggregate3: %v, %v", res, err)
		}
		// The code at the canonical address is what viem's creation code deploys, sent as a transaction.
		mcArt, err := thirdparty.Get(thirdparty.Multicall3)
		if err != nil {
			t.Fatal(err)
		}
		key, _ := DevKey(1)
		r := sendCreate(t, d, key, mcArt.Bytes)
		deployed, _ := c.CodeAt(ctx, r.ContractAddress, nil)
		canonical, _ := c.CodeAt(ctx, canonicalMulticall3, nil)
		if len(canonical) == 0 || !bytes.Equal(deployed, canonical) {
			t.Fatalf("viem's Multicall3 deploys %d bytes, the canonical address holds %d others", len(deployed), len(canonical))
		}
	})

	t.Run("feeds answer latestRoundData with 8 decimals at the closes", func(t *testing.T) {
		assets := testAssets(t)
		if len(w.Assets) != len(assets) {
			t.Fatalf("%d assets, want %d", len(w.Assets), len(assets))
		}
		f := mockv3aggregator.NewMockV3Aggregator()
		for i, a := range w.Assets {
			if a.Symbol != assets[i].Symbol || a.Decimals != 18 || a.PriceE8.Cmp(assets[i].PriceE8) != 0 {
				t.Fatalf("asset %d: %+v, want %s at %v", i, a, assets[i].Symbol, assets[i].PriceE8)
			}
			dec, err := f.UnpackDecimals(call(t, c, a.Feed, f.PackDecimals()))
			if err != nil || dec != 8 {
				t.Fatalf("%s feed decimals %d, %v", a.Symbol, dec, err)
			}
			rd, err := f.UnpackLatestRoundData(call(t, c, a.Feed, f.PackLatestRoundData()))
			if err != nil || rd.Answer.Cmp(assets[i].PriceE8) != 0 || rd.UpdatedAt.Sign() <= 0 || rd.RoundId.Int64() != 1 {
				t.Fatalf("%s latestRoundData %+v, %v; want answer %v", a.Symbol, rd, err, assets[i].PriceE8)
			}
			tokDec, _ := usdg.NewUSDG().UnpackDecimals(call(t, c, a.Token, usdg.NewUSDG().PackDecimals()))
			if tokDec != 18 {
				t.Fatalf("%s token has %d decimals", a.Symbol, tokDec)
			}
		}
		usdDec, _ := usdg.NewUSDG().UnpackDecimals(call(t, c, w.USDG.Token, usdg.NewUSDG().PackDecimals()))
		if usdDec != 6 || w.USDG.Decimals != 6 {
			t.Fatalf("USDG has %d decimals", usdDec)
		}
	})

	t.Run("the heartbeat re-posts a close as a new round", func(t *testing.T) {
		a := w.Assets[0]
		if got := w.Feeds()[a.Symbol]; got != a.Feed {
			t.Fatalf("Feeds()[%s] = %s", a.Symbol, got.Hex())
		}
		if err := PostWorldPrices(ctx, c, []common.Address{a.Feed}, []*big.Int{a.PriceE8}); err != nil {
			t.Fatal(err)
		}
		f := mockv3aggregator.NewMockV3Aggregator()
		rd, err := f.UnpackLatestRoundData(call(t, c, a.Feed, f.PackLatestRoundData()))
		if err != nil || rd.RoundId.Int64() != 2 || rd.Answer.Cmp(a.PriceE8) != 0 {
			t.Fatalf("after a heartbeat: %+v, %v", rd, err)
		}
	})

	t.Run("the holder-listed asset refuses a transfer to an unlisted address, even of zero", func(t *testing.T) {
		hl, ok := w.HolderListedAsset()
		if !ok || hl.Symbol != w.Assets[len(w.Assets)-1].Symbol || hl.Feed == (common.Address{}) {
			t.Fatalf("holder-listed asset %+v (%v): want the last asset, with its feed", hl, ok)
		}
		h := holderlistedtoken.NewHolderListedToken()
		// Listed from the start: the deployer, the dev accounts, both pools, QuoterV2 and SwapRouter02.
		want := append([]common.Address{w.Deployer, w.Uniswap.QuoterV2, w.Uniswap.SwapRouter02}, w.DevAccounts...)
		for _, fee := range w.Uniswap.FeeTiers {
			pool, _ := w.Uniswap.Pool(hl.Symbol, fee)
			want = append(want, pool)
		}
		for _, a := range want {
			if listed, err := h.UnpackIsHolder(call(t, c, hl.Token, h.PackIsHolder(a))); err != nil || !listed {
				t.Fatalf("%s is not listed: %v", a.Hex(), err)
			}
		}
		key, _ := DevKey(2)
		from := crypto.PubkeyToAddress(key.PublicKey)
		stranger := common.HexToAddress("0x00000000000000000000000000000000005ca1ab")
		amount := ethers(1)
		if r := sendTx(t, d, d.deployer, hl.Token, h.PackMint(from, ethers(2))); r.Status != types.ReceiptStatusSuccessful {
			t.Fatal("the owner's mint to a listed holder failed")
		}
		if r := sendTx(t, d, key, hl.Token, h.PackTransfer(w.DevAccounts[3], amount)); r.Status != types.ReceiptStatusSuccessful {
			t.Fatal("a transfer to a listed holder failed")
		}
		for _, v := range []*big.Int{amount, new(big.Int)} {
			_, err := c.CallContract(ctx, ethereum.CallMsg{From: from, To: &hl.Token, Data: h.PackTransfer(stranger, v)}, nil)
			if err == nil || !strings.Contains(revertName(err), "NotOnHolderList") {
				t.Fatalf("transfer of %v to an unlisted address: %v; want NotOnHolderList", v, err)
			}
		}
		if r := sendTx(t, d, key, hl.Token, h.PackTransfer(stranger, amount)); r.Status != types.ReceiptStatusFailed {
			t.Fatal("a transfer to an unlisted address was mined")
		}
		bal, _ := h.UnpackBalanceOf(call(t, c, hl.Token, h.PackBalanceOf(stranger)))
		if bal.Sign() != 0 {
			t.Fatalf("the stranger holds %v", bal)
		}
		// The owner lists more holders.
		if r := sendTx(t, d, d.deployer, hl.Token, h.PackSetHolder(stranger, true)); r.Status != types.ReceiptStatusSuccessful {
			t.Fatal("the owner could not list a holder")
		}
		if r := sendTx(t, d, key, hl.Token, h.PackTransfer(stranger, amount)); r.Status != types.ReceiptStatusSuccessful {
			t.Fatal("a transfer to a newly listed holder failed")
		}
	})

	t.Run("Uniswap v3 pools every asset at two tiers around its close", func(t *testing.T) {
		u := w.Uniswap
		if u == nil || !reflect.DeepEqual(u.FeeTiers, []uint32{500, 3000}) || len(u.Pools) != 2*len(w.Assets) {
			t.Fatalf("uniswap %+v", u)
		}
		for _, a := range []common.Address{u.WETH9, u.Factory, u.PositionManager, u.QuoterV2, u.SwapRouter02} {
			if code, err := c.CodeAt(ctx, a, nil); err != nil || len(code) == 0 {
				t.Fatalf("no code at %s: %v", a.Hex(), err)
			}
		}
		pool := uniswapv3pool.NewUniswapV3Pool()
		for _, a := range w.Assets {
			for _, fee := range u.FeeTiers {
				addr, ok := u.Pool(a.Symbol, fee)
				if !ok || addr != UniswapPoolAddress(u.Factory, a.Token, w.USDG.Token, fee) {
					t.Fatalf("%s pool at fee %d: %s", a.Symbol, fee, addr.Hex())
				}
				s0, err := pool.UnpackSlot0(call(t, c, addr, pool.PackSlot0()))
				if err != nil || s0.SqrtPriceX96.Cmp(UniswapSqrtPriceX96(a.PriceE8, a.Token, w.USDG.Token)) != 0 {
					t.Fatalf("%s pool at fee %d: slot0 %+v, %v; want the close", a.Symbol, fee, s0, err)
				}
				liq, err := pool.UnpackLiquidity(call(t, c, addr, pool.PackLiquidity()))
				if err != nil || liq.Sign() == 0 {
					t.Fatalf("%s pool at fee %d has no liquidity in range: %v", a.Symbol, fee, err)
				}
			}
		}
		// The devnet's in-process helpers see the world's Uniswap as a manifest's.
		if m := d.Manifest(); m.Uniswap == nil || !reflect.DeepEqual(*m.Uniswap, *u) {
			t.Fatal("the manifest mirrors no Uniswap v3")
		}
	})

	t.Run("world.json round-trips", func(t *testing.T) {
		loaded, err := LoadWorld(path)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(loaded, d.World()) {
			t.Fatalf("world.json reads back as\n%+v\nnot\n%+v", loaded, d.World())
		}
		again := filepath.Join(t.TempDir(), "again.json")
		if err := loaded.Save(again); err != nil {
			t.Fatal(err)
		}
		a, _ := os.ReadFile(path)
		b, _ := os.ReadFile(again)
		if !bytes.Equal(a, b) {
			t.Fatal("world.json changes when written again")
		}
		for _, field := range []string{`"chainId": 4663`, `"entryPoint": "0x4337084d9e255ff0702461cf8895ce9e3b5ff108"`,
			`"permit2": "0x000000000022d473030f116ddee9f6b43ac78ba3"`, `"multicall3": "0xca11bde05977b3631167028862be2a173976ca11"`,
			`"deterministicDeployer": "0x4e59b44847b379578588920ca78fbf26c0b4956c"`, `"holderListed": true`, `"feed": "0x`,
			`"uniswapV3": {`, `"quoterV2": "0x`, `"swapRouter02": "0x`, `"weth9": "0x`} {
			if !strings.Contains(string(a), field) {
				t.Errorf("world.json lacks %s", field)
			}
		}
	})

	t.Run("chain time tracks the wall clock", func(t *testing.T) {
		if err := d.AdjustTime(time.Hour); !errors.Is(err, errWallClock) {
			t.Fatalf("AdjustTime on a world chain: %v", err)
		}
		key, _ := DevKey(4)
		var last uint64
		for i := 0; i < 3; i++ {
			before := time.Now().Unix()
			r := sendTx(t, d, key, w.USDG.Token, usdg.NewUSDG().PackApprove(canonicalPermit2, big.NewInt(int64(i))))
			after := time.Now().Unix()
			h, err := c.HeaderByNumber(ctx, r.BlockNumber)
			if err != nil {
				t.Fatal(err)
			}
			if int64(h.Time) < before || int64(h.Time) > after || h.Time <= last {
				t.Fatalf("block %d stamped %d, sent at %d, mined by %d, previous block %d", r.BlockNumber, h.Time, before, after, last)
			}
			last = h.Time
		}
	})
}

// sendCreate deploys initCode from key and waits for its receipt.
func sendCreate(t *testing.T, d *Devnet, key *ecdsa.PrivateKey, initCode []byte) *types.Receipt {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c := d.Client()
	nonce, err := c.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(ChainID), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 3_000_000, Data: initCode,
	})
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := WaitMined(ctx, c, tx.Hash())
	if err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("deploy: %v, %v", r, err)
	}
	return r
}

// revertName names the holder-listed token's error a failed call reverted with.
func revertName(err error) string {
	dec, derr := holderlistedtoken.NewHolderListedToken().UnpackError(chain.RevertData(err))
	if derr != nil {
		return "undecoded: " + err.Error()
	}
	return fmt.Sprintf("%T", dec)
}

// TestWorldChainResumes: a world chain kept in a data dir continues on restart with the same world,
// deploying nothing again.
func TestWorldChainResumes(t *testing.T) {
	t.Parallel() // a world chain waits for the wall clock: its tests overlap
	dir := t.TempDir()
	cfg := Config{DataDir: dir, World: &WorldConfig{Path: filepath.Join(dir, "out", "world.json")}, DevAccounts: 2}
	d := startWorld(t, cfg)
	first := d.World()
	head := d.eth.BlockChain().CurrentBlock().Number.Uint64()
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	d2 := startWorld(t, cfg)
	if again := d2.World(); !reflect.DeepEqual(again, first) {
		t.Fatalf("resumed world\n%+v\nwant\n%+v", again, first)
	}
	if got := d2.eth.BlockChain().CurrentBlock().Number.Uint64(); got != head {
		t.Fatalf("the resumed chain's head is %d, was %d: it deployed again", got, head)
	}
	if _, err := LoadWorld(cfg.World.Path); err != nil {
		t.Fatal(err)
	}
	// A world kept by an earlier version, without Uniswap v3, is not resumed as if it had it.
	if err := d2.Close(); err != nil {
		t.Fatal(err)
	}
	old := *first
	old.Uniswap = nil
	if err := old.Save(worldFile(dir)); err != nil {
		t.Fatal(err)
	}
	cfg.Assets, cfg.ListenAddr, cfg.BlockInterval, cfg.Logger = testAssets(t), "off", -1, quiet()
	if _, err := Start(context.Background(), cfg); err == nil || !strings.Contains(err.Error(), "vera devnet reset --world") {
		t.Fatalf("resuming a world without Uniswap v3: %v", err)
	}
}

// TestWorldChainIntervalBlocksKeepTheWallClock: with its default interval a world chain seals empty
// blocks on its own, each stamped later than its parent and never later than the wall clock.
func TestWorldChainIntervalBlocksKeepTheWallClock(t *testing.T) {
	t.Parallel() // a world chain waits for the wall clock: its tests overlap
	d := startTest(t, Config{World: &WorldConfig{}, DevAccounts: -1})
	ctx := context.Background()
	c := d.Client()
	start, err := c.BlockNumber(ctx)
	if err != nil {
		t.Fatal(err)
	}
	prev, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(start))
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for n := start + 1; n <= start+3; {
		if time.Now().After(deadline) {
			t.Fatalf("no block %d: interval blocks are not sealed", n)
		}
		h, err := c.HeaderByNumber(ctx, new(big.Int).SetUint64(n))
		now := time.Now().Unix()
		if err != nil {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		if h.Time <= prev.Time || int64(h.Time) > now {
			t.Fatalf("block %d stamped %d after its parent's %d, seen at %d", n, h.Time, prev.Time, now)
		}
		prev = h
		n++
	}
}
