package sponsor

import (
	"errors"
	"fmt"
	"reflect"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
)

// rule allows one (contract, function) pair.
type rule struct {
	Target   common.Address
	Selector [4]byte
	// Name is contract.function, for errors.
	Name string
	// Check inspects the call's ABI-encoded arguments (after the selector) for the op's sender; nil
	// accepts any arguments.
	Check func(sender common.Address, args []byte) error
}

type ruleKey struct {
	target   common.Address
	selector [4]byte
}

// serviceRules is the allowlist of the service's own flows on deployment m:
//   - USDG approve(spender, amount) and permit(owner, spender, ...) with spender Permit2 or a grove
//     vault (a grove deposit pulls USDG with transferFrom); permit also to the sender itself, so the
//     smart account can pull its owner's USDG;
//   - USDG transferFrom(from, to, amount) only with to = the sender (the owner's USDG into the account);
//   - Settlement settle (the witness binds venue, buy token, minimum and recipient, the permit the amount),
//     and settleCall when the witness names the deployment's Uniswap SwapRouter02 (the router quotes
//     settle through; its calldata is not signed, but the settlement pays the taker the signed minimum
//     or reverts);
//   - AgentRecord record with user = the sender;
//   - every grove vault's deposit, withdraw and withdrawInKind.
func serviceRules(m *chain.Deployment) ([]rule, error) {
	tokenABI, err := usdg.USDGMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	settleABI, err := settlement.SettlementMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	recordABI, err := agentrecord.AgentRecordMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	groveABI, err := grovevault.GroveVaultMetaData.ParseABI()
	if err != nil {
		return nil, err
	}
	spenders := map[common.Address]bool{m.Permit2: true}
	for _, g := range m.Groves {
		spenders[g.Address] = true
	}
	var rules []rule
	add := func(target common.Address, a *abi.ABI, contract, method string, check func(sender common.Address, args []any) error) error {
		mt, ok := a.Methods[method]
		if !ok {
			return fmt.Errorf("sponsor rules: %s has no function %s", contract, method)
		}
		r := rule{Target: target, Selector: [4]byte(mt.ID), Name: contract + "." + method}
		if check != nil {
			r.Check = func(sender common.Address, raw []byte) error {
				args, err := mt.Inputs.Unpack(raw)
				if err != nil {
					return fmt.Errorf("arguments: %w", err)
				}
				return check(sender, args)
			}
		}
		rules = append(rules, r)
		return nil
	}
	spenderArg := func(i int, allowSender bool) func(common.Address, []any) error {
		return func(sender common.Address, args []any) error {
			sp, _ := args[i].(common.Address)
			if spenders[sp] || (allowSender && sp == sender) {
				return nil
			}
			return fmt.Errorf("spender %s is neither Permit2 nor a grove vault", sp.Hex())
		}
	}
	errs := []error{
		add(m.USDG, tokenABI, "USDG", "approve", spenderArg(0, false)),
		add(m.USDG, tokenABI, "USDG", "permit", spenderArg(1, true)),
		add(m.USDG, tokenABI, "USDG", "transferFrom", func(sender common.Address, args []any) error {
			if to, _ := args[1].(common.Address); to != sender {
				return fmt.Errorf("transferFrom to %s, not to the sender", to.Hex())
			}
			return nil
		}),
		add(m.Settlement, settleABI, "Settlement", "settle", nil),
		add(m.AgentRecord, recordABI, "AgentRecord", "record", func(sender common.Address, args []any) error {
			if user, _ := args[6].(common.Address); user != sender {
				return fmt.Errorf("record for %s, not for the sender", user.Hex())
			}
			return nil
		}),
	}
	if m.Uniswap != nil {
		router := m.Uniswap.SwapRouter02
		errs = append(errs, add(m.Settlement, settleABI, "Settlement", "settleCall", func(_ common.Address, args []any) error {
			if v := witnessVenue(args[2]); v != router {
				return fmt.Errorf("settleCall through %s, not the deployment's SwapRouter02", v.Hex())
			}
			return nil
		}))
	}
	for _, g := range m.Groves {
		for _, fn := range []string{"deposit", "withdraw", "withdrawInKind"} {
			errs = append(errs, add(g.Address, groveABI, "GroveVault("+g.ID+")", fn, nil))
		}
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return rules, nil
}

// witnessVenue is the venue of a decoded SwapWitness tuple (the zero address when it is not one).
func witnessVenue(w any) common.Address {
	v := reflect.ValueOf(w)
	if v.Kind() != reflect.Struct {
		return common.Address{}
	}
	f := v.FieldByName("Venue")
	if !f.IsValid() {
		return common.Address{}
	}
	a, _ := f.Interface().(common.Address)
	return a
}
