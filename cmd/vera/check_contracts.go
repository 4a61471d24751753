package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/aggregatorv3interface"
	"github.com/vera-invest/vera/chain/contracts/bindings/assettoken"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/identityregistry"
	"github.com/vera-invest/vera/chain/contracts/bindings/ivenue"
	"github.com/vera-invest/vera/chain/contracts/bindings/permit2"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccountfactory"
)

// interfaceCall is one view a manifest address must answer: the call and what its answer must be.
type interfaceCall struct {
	name   string // "asset AAPL", "feed of AAPL", "venue pool"
	target common.Address
	what   string // the view called, as the failure names it
	data   []byte
	// check decodes the answer; an error says why it is not this contract's.
	check func(ret []byte) error
}

// manifestCalls lists, for every address of the manifest, a cheap view of its own interface.
func manifestCalls(d *chain.Deployment) []interfaceCall {
	tok := assettoken.NewAssetToken()
	feed := aggregatorv3interface.NewAggregatorV3Interface()
	venue := ivenue.NewIVenue()
	grove := grovevault.NewGroveVault()
	isUSDG := func(unpack func([]byte) (common.Address, error)) func([]byte) error {
		return func(ret []byte) error {
			a, err := unpack(ret)
			if err != nil {
				return err
			}
			if a != d.USDG {
				return fmt.Errorf("its USDG is %s, the manifest's is %s", a.Hex(), d.USDG.Hex())
			}
			return nil
		}
	}
	token := func(name string, addr common.Address, symbol string, decimals uint8) []interfaceCall {
		return []interfaceCall{
			{name: name, target: addr, what: "symbol()", data: tok.PackSymbol(), check: func(ret []byte) error {
				s, err := tok.UnpackSymbol(ret)
				if err != nil {
					return err
				}
				if s != symbol {
					return fmt.Errorf("its symbol is %q, the manifest's is %q", s, symbol)
				}
				return nil
			}},
			{name: name, target: addr, what: "decimals()", data: tok.PackDecimals(), check: func(ret []byte) error {
				n, err := tok.UnpackDecimals(ret)
				if err != nil {
					return err
				}
				if n != decimals {
					return fmt.Errorf("it has %d decimals, the manifest says %d", n, decimals)
				}
				return nil
			}},
		}
	}

	calls := token("USDG", d.USDG, "USDG", 6)
	for _, t := range d.Assets {
		calls = append(calls, token("asset "+t.Symbol, t.Address, t.Symbol, t.Decimals)...)
		if t.Feed == (common.Address{}) {
			continue
		}
		calls = append(calls, interfaceCall{name: "feed of " + t.Symbol, target: t.Feed, what: "latestRoundData()", data: feed.PackLatestRoundData(),
			check: func(ret []byte) error {
				r, err := feed.UnpackLatestRoundData(ret)
				if err != nil {
					return err
				}
				if r.Answer == nil || r.Answer.Sign() <= 0 {
					return fmt.Errorf("its answer is %v, not a price", r.Answer)
				}
				return nil
			}})
	}
	for _, v := range d.Venues {
		calls = append(calls, interfaceCall{name: "venue " + v.Name, target: v.Address, what: "usdg()", data: venue.PackUsdg(), check: isUSDG(venue.UnpackUsdg)})
	}
	p2 := permit2.NewPermit2()
	calls = append(calls, interfaceCall{name: "Permit2", target: d.Permit2, what: "DOMAIN_SEPARATOR()", data: p2.PackDOMAINSEPARATOR(),
		check: func(ret []byte) error { _, err := p2.UnpackDOMAINSEPARATOR(ret); return err }})
	st := settlement.NewSettlement()
	calls = append(calls, interfaceCall{name: "Settlement", target: d.Settlement, what: "permit2()", data: st.PackPermit2(), check: func(ret []byte) error {
		a, err := st.UnpackPermit2(ret)
		if err != nil {
			return err
		}
		if a != d.Permit2 {
			return fmt.Errorf("its Permit2 is %s, the manifest's is %s", a.Hex(), d.Permit2.Hex())
		}
		return nil
	}})
	rec := agentrecord.NewAgentRecord()
	calls = append(calls, interfaceCall{name: "AgentRecord", target: d.AgentRecord, what: "agentSigner()", data: rec.PackAgentSigner(),
		check: func(ret []byte) error { _, err := rec.UnpackAgentSigner(ret); return err }})
	reg := identityregistry.NewIdentityRegistry()
	calls = append(calls, interfaceCall{name: "IdentityRegistry", target: d.IdentityRegistry, what: "nextAgentId()", data: reg.PackNextAgentId(),
		check: func(ret []byte) error { _, err := reg.UnpackNextAgentId(ret); return err }})
	ep := entrypoint.NewEntryPoint()
	calls = append(calls, interfaceCall{name: "EntryPoint", target: d.EntryPoint, what: "balanceOf()", data: ep.PackBalanceOf(d.AgentRecord),
		check: func(ret []byte) error { _, err := ep.UnpackBalanceOf(ret); return err }})
	fac := veraaccountfactory.NewVeraAccountFactory()
	calls = append(calls, interfaceCall{name: "AccountFactory", target: d.AccountFactory, what: "accountImplementation()", data: fac.PackAccountImplementation(),
		check: func(ret []byte) error {
			a, err := fac.UnpackAccountImplementation(ret)
			if err == nil && a == (common.Address{}) {
				err = errors.New("its account implementation is the zero address")
			}
			return err
		}})
	if d.Paymaster != (common.Address{}) {
		pm := sponsorpaymaster.NewSponsorPaymaster()
		calls = append(calls, interfaceCall{name: "Paymaster", target: d.Paymaster, what: "entryPoint()", data: pm.PackEntryPoint(), check: func(ret []byte) error {
			a, err := pm.UnpackEntryPoint(ret)
			if err != nil {
				return err
			}
			if a != d.EntryPoint {
				return fmt.Errorf("its EntryPoint is %s, the manifest's is %s", a.Hex(), d.EntryPoint.Hex())
			}
			return nil
		}})
	}
	for _, g := range d.Groves {
		calls = append(calls, interfaceCall{name: "grove " + g.ID, target: g.Address, what: "usdg()", data: grove.PackUsdg(), check: isUSDG(grove.UnpackUsdg)})
	}
	return calls
}

// contractsAnswer checks that every address of the manifest holds code and answers a view of its
// own interface (batched through the manifest's Multicall3); the error names every address that
// does not, one line each.
func contractsAnswer(ctx context.Context, cp *chainParts) (string, error) {
	d := cp.deployment
	calls := manifestCalls(d)
	var errs []error
	// Code first: an address without code answers every view with nothing.
	addrs := map[common.Address]string{d.Multicall3: "Multicall3"}
	for _, c := range calls {
		if _, seen := addrs[c.target]; !seen {
			addrs[c.target] = c.name
		}
	}
	noCode := map[common.Address]bool{}
	for _, c := range append([]interfaceCall{{name: "Multicall3", target: d.Multicall3}}, calls...) {
		if _, seen := noCode[c.target]; seen {
			continue
		}
		code, err := cp.client.CodeAt(ctx, c.target, nil)
		if err != nil {
			return "", fmt.Errorf("%s %s: %w", c.name, c.target.Hex(), err)
		}
		noCode[c.target] = len(code) == 0
		if len(code) == 0 {
			errs = append(errs, fmt.Errorf("%s %s has no code: the manifest is not this chain's", c.name, c.target.Hex()))
		}
	}

	batch := make([]chain.Call, len(calls))
	for i, c := range calls {
		batch[i] = chain.Call{Target: c.target, Data: c.data, AllowFailure: true}
	}
	res, err := chain.NewMulticall(cp.client, d.Multicall3, 0).Aggregate3(ctx, batch, nil)
	if err != nil {
		if ctx.Err() != nil {
			return "", err
		}
		// The Multicall3 itself does not answer: said, and each call made on its own.
		if !noCode[d.Multicall3] {
			errs = append(errs, fmt.Errorf("Multicall3 %s does not answer aggregate3: %w", d.Multicall3.Hex(), err))
		}
		res = make([]chain.Result, len(calls))
		for i, c := range calls {
			ret, err := cp.client.CallContract(ctx, ethereum.CallMsg{To: &c.target, Data: c.data}, nil)
			if ctx.Err() != nil {
				return "", ctx.Err()
			}
			res[i] = chain.Result{Success: err == nil, ReturnData: ret}
		}
	}
	failed := map[string]bool{}
	for i, c := range calls {
		if noCode[c.target] || failed[c.name] {
			continue // said once per address
		}
		var why error
		switch {
		case !res[i].Success:
			why = errors.New("reverted")
		default:
			why = c.check(res[i].ReturnData)
		}
		if why != nil {
			failed[c.name] = true
			errs = append(errs, fmt.Errorf("%s %s does not answer %s: %v", c.name, c.target.Hex(), c.what, why))
		}
	}
	if len(errs) > 0 {
		return "", errors.Join(errs...)
	}
	return fmt.Sprintf("%d addresses of the manifest hold code and answer their interface (%d views)", len(addrs), len(calls)), nil
}
