package rollout

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/aggregatorv3interface"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/permit2"
)

// ErrPreflight: the world file does not describe the chain; nothing was sent.
var ErrPreflight = errors.New("the world does not match the chain")

// PreflightError names every address of the world that failed its check.
type PreflightError struct {
	Failures []string
}

func (e *PreflightError) Error() string {
	return fmt.Sprintf("%d check(s) failed:\n  %s", len(e.Failures), strings.Join(e.Failures, "\n  "))
}

func (e *PreflightError) Unwrap() error { return ErrPreflight }

// Preflight checks, sending nothing, that the chain is the world's: its chain id, and code at every
// address of the world that answers its interface (ERC-20 decimals and symbol of USDG and each
// asset, each feed's latestRoundData, the EntryPoint, Permit2's EIP-712 domain for this chain,
// Multicall3, the deterministic deployer, Uniswap's QuoterV2 when listed, code at each venue).
// It returns a *PreflightError naming each failure.
func Preflight(ctx context.Context, c *chain.Client, w *chain.World) error {
	var fails []string
	fail := func(format string, args ...any) { fails = append(fails, fmt.Sprintf(format, args...)) }
	id, err := c.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("cannot read the chain id: %w", err)
	}
	if id.Int64() != w.ChainID {
		fail("chain id: the RPC serves chain %d, the world is chain %d", id.Int64(), w.ChainID)
	}
	tok := assettoken.NewAssetToken()
	feed := aggregatorv3interface.NewAggregatorV3Interface()
	pre := prefetch(ctx, c, w, [][]byte{tok.PackDecimals(), tok.PackSymbol()}, feed.PackLatestRoundData())
	hasCode := func(what string, a common.Address) bool {
		if a == (common.Address{}) {
			fail("%s: no address in the world file", what)
			return false
		}
		if pre.answered[a] {
			return true
		}
		code, err := c.CodeAt(ctx, a, nil)
		if err != nil {
			fail("%s %s: cannot read code: %v", what, a.Hex(), err)
			return false
		}
		if len(code) == 0 {
			fail("%s %s: no code", what, a.Hex())
			return false
		}
		return true
	}
	call := func(to common.Address, data []byte) ([]byte, error) {
		if raw, ok := pre.results[readKey{to, string(data)}]; ok {
			return raw, nil
		}
		return c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	}
	token := func(what string, t chain.WorldToken) {
		if !hasCode(what, t.Token) {
			return
		}
		raw, err := call(t.Token, tok.PackDecimals())
		dec, uerr := tok.UnpackDecimals(raw)
		if err != nil || uerr != nil {
			fail("%s %s: decimals() does not answer", what, t.Token.Hex())
		} else if dec != t.Decimals {
			fail("%s %s: decimals() is %d, the world says %d", what, t.Token.Hex(), dec, t.Decimals)
		}
		raw, err = call(t.Token, tok.PackSymbol())
		sym, uerr := tok.UnpackSymbol(raw)
		if err != nil || uerr != nil {
			fail("%s %s: symbol() does not answer", what, t.Token.Hex())
		} else if sym != t.Symbol {
			fail("%s %s: symbol() is %q, the world says %q", what, t.Token.Hex(), sym, t.Symbol)
		}
	}
	token("USDG", w.USDG)
	for _, a := range w.Assets {
		token("asset "+a.Symbol, a)
		if a.Feed == (common.Address{}) {
			continue
		}
		what := "feed of " + a.Symbol
		if !hasCode(what, a.Feed) {
			continue
		}
		raw, err := call(a.Feed, feed.PackLatestRoundData())
		r, uerr := feed.UnpackLatestRoundData(raw)
		if err != nil || uerr != nil {
			fail("%s %s: latestRoundData() does not answer", what, a.Feed.Hex())
		} else if r.Answer.Sign() <= 0 {
			fail("%s %s: latestRoundData() answers %s, not a price", what, a.Feed.Hex(), r.Answer)
		}
	}
	if hasCode("EntryPoint", w.EntryPoint) {
		ep := entrypoint.NewEntryPoint()
		raw, err := call(w.EntryPoint, ep.PackGetNonce(common.Address{}, common.Big0))
		if _, uerr := ep.UnpackGetNonce(raw); err != nil || uerr != nil {
			fail("EntryPoint %s: getNonce() does not answer", w.EntryPoint.Hex())
		} else if raw, err = call(w.EntryPoint, ep.PackSenderCreator()); err != nil {
			fail("EntryPoint %s: senderCreator() does not answer (not v0.8)", w.EntryPoint.Hex())
		} else if _, err := ep.UnpackSenderCreator(raw); err != nil {
			fail("EntryPoint %s: senderCreator() does not answer (not v0.8)", w.EntryPoint.Hex())
		}
	}
	if hasCode("Permit2", w.Permit2) {
		p2 := permit2.NewPermit2()
		raw, err := call(w.Permit2, p2.PackDOMAINSEPARATOR())
		sep, uerr := p2.UnpackDOMAINSEPARATOR(raw)
		if err != nil || uerr != nil {
			fail("Permit2 %s: DOMAIN_SEPARATOR() does not answer", w.Permit2.Hex())
		} else if want := permit2Domain(id, w.Permit2); common.Hash(sep) != want {
			fail("Permit2 %s: DOMAIN_SEPARATOR() is %s, not Permit2's domain on chain %d (%s)", w.Permit2.Hex(), common.Hash(sep).Hex(), id.Int64(), want.Hex())
		}
	}
	hasCode("Multicall3", w.Multicall3)
	hasCode("deterministic deployer", w.DeterministicDeployer)
	if w.Uniswap != nil && hasCode("Uniswap QuoterV2", w.Uniswap.QuoterV2) {
		raw, err := call(w.Uniswap.QuoterV2, quoterFactorySel)
		if err != nil || len(raw) != 32 || common.BytesToAddress(raw) != w.Uniswap.Factory {
			fail("Uniswap QuoterV2 %s: factory() does not answer the world's factory %s", w.Uniswap.QuoterV2.Hex(), w.Uniswap.Factory.Hex())
		}
	}
	for _, v := range w.Venues {
		hasCode("venue "+v.Name, v.Address)
	}
	if len(fails) > 0 {
		return &PreflightError{Failures: fails}
	}
	return nil
}

// readKey is one read: its target and calldata.
type readKey struct {
	to   common.Address
	data string
}

// prefetched holds the reads of every token and feed made in one Multicall3 batch: the answers
// with data, and the addresses that gave one (they have code). A catalog of a hundred assets is
// some five hundred reads, which one by one under the client's request budget take half a minute.
type prefetched struct {
	results  map[readKey][]byte
	answered map[common.Address]bool
}

// prefetch reads tokenReads of USDG and every asset token and feedRead of every feed through the
// world's Multicall3. Whatever the batch does not answer (no Multicall3, a read that reverts or
// returns nothing) is left out, so the checks read it themselves and name what fails.
func prefetch(ctx context.Context, c *chain.Client, w *chain.World, tokenReads [][]byte, feedRead []byte) prefetched {
	p := prefetched{results: map[readKey][]byte{}, answered: map[common.Address]bool{}}
	var calls []chain.Call
	add := func(to common.Address, data []byte) {
		if to != (common.Address{}) {
			calls = append(calls, chain.Call{Target: to, Data: data, AllowFailure: true})
		}
	}
	for _, t := range append([]chain.WorldToken{w.USDG}, w.Assets...) {
		for _, r := range tokenReads {
			add(t.Token, r)
		}
		if t.Feed != (common.Address{}) {
			add(t.Feed, feedRead)
		}
	}
	if w.Multicall3 == (common.Address{}) || len(calls) == 0 {
		return p
	}
	res, err := chain.NewMulticall(c, w.Multicall3, 0).Aggregate3(ctx, calls, nil)
	if err != nil {
		return p
	}
	for i, r := range res {
		if r.Success && len(r.ReturnData) > 0 {
			p.results[readKey{calls[i].Target, string(calls[i].Data)}] = r.ReturnData
			p.answered[calls[i].Target] = true
		}
	}
	return p
}

// QuoterV2's factory() (PeripheryImmutableState).
var quoterFactorySel = crypto.Keccak256([]byte("factory()"))[:4]

// permit2Domain is Permit2's EIP-712 domain separator: name "Permit2", no version.
func permit2Domain(chainID *big.Int, at common.Address) common.Hash {
	typeHash := crypto.Keccak256Hash([]byte("EIP712Domain(string name,uint256 chainId,address verifyingContract)"))
	b32, _ := abi.NewType("bytes32", "", nil)
	u256, _ := abi.NewType("uint256", "", nil)
	addr, _ := abi.NewType("address", "", nil)
	enc, err := abi.Arguments{{Type: b32}, {Type: b32}, {Type: u256}, {Type: addr}}.Pack(
		typeHash, crypto.Keccak256Hash([]byte("Permit2")), chainID, at)
	if err != nil {
		panic("BUG: cannot encode Permit2's domain: " + err.Error())
	}
	return crypto.Keccak256Hash(enc)
}
