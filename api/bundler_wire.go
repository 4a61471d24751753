package api

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/relay"
)

// The bundler's wire forms (docs/bundler.md): a user operation in ERC-7769's JSON (every number a hex
// quantity, every byte string 0x-hex), the relay's own {"action", ...} request, and the JSON of the
// relay's typed answers. Inside the service an op is a chain.UserOp.

// Actions of POST /api/bundler in the relay's own shape.
const (
	ActionSponsor = "sponsor"
	ActionSend    = "send"
)

// maxBytesField bounds callData, factoryData, paymasterData and signature (hex-decoded).
const maxBytesField = 32 << 10

// errInvalidBundlerRequest wraps every shape failure of a bundler request or of its op.
var errInvalidBundlerRequest = errors.New("invalid bundler request")

// RPCUserOp is a user operation in ERC-7769's JSON form (v0.7/v0.8, viem's field names): factory with
// factoryData and the paymaster fields all or none. It marshals so; parsing goes through opParser.
type RPCUserOp chain.UserOp

// MarshalJSON writes the op in its RPC form (answers, clients and tests).
func (o RPCUserOp) MarshalJSON() ([]byte, error) {
	m := map[string]string{
		"sender": o.Sender.Hex(), "nonce": hexutil.EncodeBig(o.Nonce), "callData": hexutil.Encode(o.CallData),
		"callGasLimit": hexQ(o.CallGasLimit), "verificationGasLimit": hexQ(o.VerificationGasLimit),
		"preVerificationGas": hexQ(o.PreVerificationGas), "maxFeePerGas": hexutil.EncodeBig(o.MaxFeePerGas),
		"maxPriorityFeePerGas": hexutil.EncodeBig(o.MaxPriorityFeePerGas), "signature": hexutil.Encode(o.Signature),
	}
	if o.Factory != nil {
		m["factory"], m["factoryData"] = o.Factory.Hex(), hexutil.Encode(o.FactoryData)
	}
	if o.Paymaster != nil {
		m["paymaster"], m["paymasterData"] = o.Paymaster.Hex(), hexutil.Encode(o.PaymasterData)
		m["paymasterVerificationGasLimit"], m["paymasterPostOpGasLimit"] = hexQ(o.PaymasterVerificationGasLimit), hexQ(o.PaymasterPostOpGasLimit)
	}
	return json.Marshal(m)
}

// hexQ is a hex quantity.
func hexQ(v uint64) string { return hexutil.EncodeUint64(v) }

// BundlerRequest is the body of POST /api/bundler in the relay's own shape: {"action", "chainId",
// "entryPoint", "userOp"}.
type BundlerRequest struct {
	Action string
	relay.Request
}

type wireOp struct {
	Sender                        *string `json:"sender"`
	Nonce                         *string `json:"nonce"`
	Factory                       *string `json:"factory"`
	FactoryData                   *string `json:"factoryData"`
	CallData                      *string `json:"callData"`
	CallGasLimit                  *string `json:"callGasLimit"`
	VerificationGasLimit          *string `json:"verificationGasLimit"`
	PreVerificationGas            *string `json:"preVerificationGas"`
	MaxFeePerGas                  *string `json:"maxFeePerGas"`
	MaxPriorityFeePerGas          *string `json:"maxPriorityFeePerGas"`
	Paymaster                     *string `json:"paymaster"`
	PaymasterVerificationGasLimit *string `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       *string `json:"paymasterPostOpGasLimit"`
	PaymasterData                 *string `json:"paymasterData"`
	Signature                     *string `json:"signature"`
}

// UnmarshalJSON reads {"action","chainId","entryPoint","userOp"}. Every failure wraps
// errInvalidBundlerRequest.
func (r *BundlerRequest) UnmarshalJSON(b []byte) error {
	var w struct {
		Action     *string `json:"action"`
		ChainID    *string `json:"chainId"`
		EntryPoint *string `json:"entryPoint"`
		UserOp     *wireOp `json:"userOp"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: %v", errInvalidBundlerRequest, err)
	}
	if w.Action == nil || w.ChainID == nil || w.EntryPoint == nil || w.UserOp == nil {
		return fmt.Errorf("%w: action, chainId, entryPoint and userOp are required", errInvalidBundlerRequest)
	}
	p := opParser{}
	r.Action = *w.Action
	id := p.quantity("chainId", w.ChainID, true)
	if id != nil {
		if !id.IsInt64() {
			p.fail("chainId", "too large")
		} else {
			r.ChainID = id.Int64()
		}
	}
	r.EntryPoint = p.address("entryPoint", w.EntryPoint, true)
	o, err := p.op(w.UserOp)
	if err != nil {
		return err
	}
	r.Op = o
	return p.err
}

// Validate checks the values: a known action, no paymaster fields to sponsor.
func (r BundlerRequest) Validate() error {
	switch r.Action {
	case ActionSponsor:
		if r.Op.Paymaster != nil {
			return fmt.Errorf("%w: a sponsor request carries no paymaster fields (the relay fills them)", errInvalidBundlerRequest)
		}
	case ActionSend:
	default:
		return fmt.Errorf("%w: action must be %q or %q", errInvalidBundlerRequest, ActionSponsor, ActionSend)
	}
	return nil
}

// opParser reads wire fields; lenient (the JSON-RPC estimation and paymaster steps) lets gas and fee
// fields be missing (zero) and the paymaster's gas limits be missing while its address and data are set.
type opParser struct {
	err     error
	lenient bool
}

func (p *opParser) fail(field, why string) {
	if p.err == nil {
		p.err = fmt.Errorf("%w: %s %s", errInvalidBundlerRequest, field, why)
	}
}

func (p *opParser) quantity(field string, s *string, required bool) *big.Int {
	if s == nil {
		if required {
			p.fail(field, "is required")
		}
		return nil
	}
	v, err := hexutil.DecodeBig(*s)
	if err != nil {
		p.fail(field, "is not a hex quantity")
		return nil
	}
	return v
}

func (p *opParser) gas(field string, s *string, required bool) uint64 {
	v := p.quantity(field, s, required && !p.lenient)
	if v == nil {
		return 0
	}
	if !v.IsUint64() {
		p.fail(field, "is beyond 64 bits")
		return 0
	}
	return v.Uint64()
}

func (p *opParser) fee(field string, s *string) *big.Int {
	v := p.quantity(field, s, !p.lenient)
	if v == nil && p.lenient {
		return new(big.Int)
	}
	if v != nil && v.BitLen() > 128 {
		p.fail(field, "is beyond 128 bits")
	}
	return v
}

func (p *opParser) bytes(field string, s *string, required bool) []byte {
	if s == nil {
		if required {
			p.fail(field, "is required")
		}
		return nil
	}
	b, err := hexutil.Decode(*s)
	if err != nil {
		p.fail(field, "is not 0x-hex bytes")
		return nil
	}
	if len(b) > maxBytesField {
		p.fail(field, "is too long")
		return nil
	}
	return b
}

func (p *opParser) address(field string, s *string, required bool) common.Address {
	if s == nil {
		if required {
			p.fail(field, "is required")
		}
		return common.Address{}
	}
	a, err := chain.ParseAddress(*s)
	if err != nil || a == (common.Address{}) {
		p.fail(field, "is not an address")
	}
	return a
}

func (p *opParser) op(w *wireOp) (chain.UserOp, error) {
	var o chain.UserOp
	o.Sender = p.address("sender", w.Sender, true)
	o.Nonce = p.quantity("nonce", w.Nonce, true)
	if o.Nonce != nil && o.Nonce.BitLen() > 256 {
		p.fail("nonce", "is beyond 256 bits")
	}
	if (w.Factory == nil) != (w.FactoryData == nil) {
		p.fail("factory", "and factoryData go together")
	}
	if w.Factory != nil {
		f := p.address("factory", w.Factory, true)
		o.Factory = &f
		o.FactoryData = p.bytes("factoryData", w.FactoryData, true)
	}
	o.CallData = p.bytes("callData", w.CallData, true)
	o.CallGasLimit = p.gas("callGasLimit", w.CallGasLimit, true)
	o.VerificationGasLimit = p.gas("verificationGasLimit", w.VerificationGasLimit, true)
	o.PreVerificationGas = p.gas("preVerificationGas", w.PreVerificationGas, true)
	o.MaxFeePerGas = p.fee("maxFeePerGas", w.MaxFeePerGas)
	o.MaxPriorityFeePerGas = p.fee("maxPriorityFeePerGas", w.MaxPriorityFeePerGas)
	pmFields := []*string{w.Paymaster, w.PaymasterVerificationGasLimit, w.PaymasterPostOpGasLimit, w.PaymasterData}
	present := 0
	for _, f := range pmFields {
		if f != nil {
			present++
		}
	}
	if p.lenient && w.Paymaster != nil {
		if w.PaymasterData == nil {
			p.fail("paymasterData", "goes with paymaster")
		}
		present = len(pmFields)
	}
	if present != 0 && present != len(pmFields) {
		p.fail("paymaster", "paymasterVerificationGasLimit, paymasterPostOpGasLimit and paymasterData go together")
	}
	if present == len(pmFields) {
		pm := p.address("paymaster", w.Paymaster, true)
		o.Paymaster = &pm
		o.PaymasterVerificationGasLimit = p.gas("paymasterVerificationGasLimit", w.PaymasterVerificationGasLimit, true)
		o.PaymasterPostOpGasLimit = p.gas("paymasterPostOpGasLimit", w.PaymasterPostOpGasLimit, true)
		o.PaymasterData = p.bytes("paymasterData", w.PaymasterData, !p.lenient)
	}
	o.Signature = p.bytes("signature", w.Signature, false)
	if o.Signature == nil {
		o.Signature = []byte{}
	}
	if o.MaxFeePerGas != nil && o.MaxPriorityFeePerGas != nil && o.MaxPriorityFeePerGas.Cmp(o.MaxFeePerGas) > 0 {
		p.fail("maxPriorityFeePerGas", "is above maxFeePerGas")
	}
	return o, p.err
}

// GasEstimate is eth_estimateUserOperationGas's answer on the wire.
type GasEstimate struct {
	PreVerificationGas            string  `json:"preVerificationGas"`
	VerificationGasLimit          string  `json:"verificationGasLimit"`
	CallGasLimit                  string  `json:"callGasLimit"`
	PaymasterVerificationGasLimit *string `json:"paymasterVerificationGasLimit,omitempty"`
	PaymasterPostOpGasLimit       *string `json:"paymasterPostOpGasLimit,omitempty"`
}

func gasEstimateOf(e relay.GasEstimate) GasEstimate {
	out := GasEstimate{PreVerificationGas: hexQ(e.PreVerificationGas), VerificationGasLimit: hexQ(e.VerificationGasLimit),
		CallGasLimit: hexQ(e.CallGasLimit)}
	if e.PaymasterVerificationGasLimit != nil && e.PaymasterPostOpGasLimit != nil {
		v, p := hexQ(*e.PaymasterVerificationGasLimit), hexQ(*e.PaymasterPostOpGasLimit)
		out.PaymasterVerificationGasLimit, out.PaymasterPostOpGasLimit = &v, &p
	}
	return out
}

// PaymasterStub is pm_getPaymasterStubData's answer on the wire (ERC-7677).
type PaymasterStub struct {
	Paymaster                     string       `json:"paymaster"`
	PaymasterData                 string       `json:"paymasterData"`
	PaymasterVerificationGasLimit string       `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       string       `json:"paymasterPostOpGasLimit"`
	IsFinal                       bool         `json:"isFinal"`
	Sponsor                       *sponsorInfo `json:"sponsor,omitempty"`
}

// sponsorInfo names who pays, for wallets that show it (ERC-7677).
type sponsorInfo struct {
	Name string `json:"name"`
}

// PaymasterFields is pm_getPaymasterData's answer on the wire (ERC-7677): the sponsorship to attach.
type PaymasterFields struct {
	Paymaster                     string `json:"paymaster"`
	PaymasterData                 string `json:"paymasterData"`
	PaymasterVerificationGasLimit string `json:"paymasterVerificationGasLimit"`
	PaymasterPostOpGasLimit       string `json:"paymasterPostOpGasLimit"`
}

func paymasterFieldsOf(f relay.PaymasterFields) PaymasterFields {
	return PaymasterFields{Paymaster: f.Paymaster.Hex(), PaymasterData: hexutil.Encode(f.PaymasterData),
		PaymasterVerificationGasLimit: hexQ(f.PaymasterVerificationGasLimit), PaymasterPostOpGasLimit: hexQ(f.PaymasterPostOpGasLimit)}
}

func paymasterStubOf(f relay.PaymasterFields) PaymasterStub {
	w := paymasterFieldsOf(f)
	return PaymasterStub{Paymaster: w.Paymaster, PaymasterData: w.PaymasterData, PaymasterVerificationGasLimit: w.PaymasterVerificationGasLimit,
		PaymasterPostOpGasLimit: w.PaymasterPostOpGasLimit, Sponsor: &sponsorInfo{Name: relay.SponsorName}}
}

// OperationReceipt is eth_getUserOperationReceipt's answer on the wire: ERC-4337's receipt shape.
type OperationReceipt struct {
	UserOpHash    common.Hash    `json:"userOpHash"`
	EntryPoint    common.Address `json:"entryPoint"`
	Sender        common.Address `json:"sender"`
	Nonce         *hexutil.Big   `json:"nonce"`
	Paymaster     common.Address `json:"paymaster"`
	ActualGasCost *hexutil.Big   `json:"actualGasCost"`
	ActualGasUsed *hexutil.Big   `json:"actualGasUsed"`
	Success       bool           `json:"success"`
	Reason        string         `json:"reason"`
	Logs          []*types.Log   `json:"logs"`
	Receipt       *types.Receipt `json:"receipt"`
}

// operationReceiptOf is r on the wire; nil (JSON null) stays nil.
func operationReceiptOf(r *relay.OperationReceipt) *OperationReceipt {
	if r == nil {
		return nil
	}
	reason := ""
	if !r.Success {
		reason = hexutil.Encode(r.Reason)
	}
	return &OperationReceipt{UserOpHash: r.UserOpHash, EntryPoint: r.EntryPoint, Sender: r.Sender, Nonce: (*hexutil.Big)(r.Nonce),
		Paymaster: r.Paymaster, ActualGasCost: (*hexutil.Big)(r.ActualGasCost), ActualGasUsed: (*hexutil.Big)(r.ActualGasUsed),
		Success: r.Success, Reason: reason, Logs: r.Logs, Receipt: r.Receipt}
}

// operationByHash is eth_getUserOperationByHash's answer on the wire; the block fields are null while
// pending.
type operationByHash struct {
	UserOperation   RPCUserOp      `json:"userOperation"`
	EntryPoint      common.Address `json:"entryPoint"`
	BlockNumber     *hexutil.Big   `json:"blockNumber"`
	BlockHash       *common.Hash   `json:"blockHash"`
	TransactionHash common.Hash    `json:"transactionHash"`
}

func operationByHashOf(o *relay.OperationByHash) *operationByHash {
	if o == nil {
		return nil
	}
	return &operationByHash{UserOperation: RPCUserOp(o.UserOperation), EntryPoint: o.EntryPoint, BlockNumber: (*hexutil.Big)(o.BlockNumber),
		BlockHash: o.BlockHash, TransactionHash: o.TransactionHash}
}
