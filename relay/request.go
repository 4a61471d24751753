package relay

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/entrypoint"
)

// Actions of POST /api/bundler.
const (
	ActionSponsor = "sponsor"
	ActionSend    = "send"
)

// maxBytesField bounds callData, factoryData, paymasterData and signature (hex-decoded).
const maxBytesField = 32 << 10

// UserOp is an ERC-4337 v0.7/v0.8 user operation in the RPC form of ERC-7769: every number a hex
// quantity, every byte string 0x-hex, factory with factoryData and the paymaster fields all or none.
type UserOp struct {
	Sender                        common.Address
	Nonce                         *big.Int
	Factory                       *common.Address
	FactoryData                   []byte
	CallData                      []byte
	CallGasLimit                  uint64
	VerificationGasLimit          uint64
	PreVerificationGas            uint64
	MaxFeePerGas                  *big.Int
	MaxPriorityFeePerGas          *big.Int
	Paymaster                     *common.Address
	PaymasterVerificationGasLimit uint64
	PaymasterPostOpGasLimit       uint64
	PaymasterData                 []byte
	Signature                     []byte
}

// Request is the body of POST /api/bundler.
type Request struct {
	Action     string
	ChainID    int64
	EntryPoint common.Address
	Op         UserOp
}

// ErrInvalidRequest wraps every shape failure of a request.
var ErrInvalidRequest = errors.New("invalid bundler request")

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

// UnmarshalJSON reads {"action","chainId","entryPoint","userOp"}. Every failure wraps ErrInvalidRequest.
func (r *Request) UnmarshalJSON(b []byte) error {
	var w struct {
		Action     *string `json:"action"`
		ChainID    *string `json:"chainId"`
		EntryPoint *string `json:"entryPoint"`
		UserOp     *wireOp `json:"userOp"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("%w: %v", ErrInvalidRequest, err)
	}
	if w.Action == nil || w.ChainID == nil || w.EntryPoint == nil || w.UserOp == nil {
		return fmt.Errorf("%w: action, chainId, entryPoint and userOp are required", ErrInvalidRequest)
	}
	p := parser{}
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

// Validate checks the values: a known action, the signature present to send.
func (r Request) Validate() error {
	switch r.Action {
	case ActionSponsor:
		if r.Op.Paymaster != nil {
			return fmt.Errorf("%w: a sponsor request carries no paymaster fields (the relay fills them)", ErrInvalidRequest)
		}
	case ActionSend:
	default:
		return fmt.Errorf("%w: action must be %q or %q", ErrInvalidRequest, ActionSponsor, ActionSend)
	}
	return nil
}

// parser reads wire fields; lenient (the JSON-RPC estimation and paymaster steps) lets gas and fee
// fields be missing (zero) and the paymaster's gas limits be missing while its address and data are set.
type parser struct {
	err     error
	lenient bool
}

func (p *parser) fail(field, why string) {
	if p.err == nil {
		p.err = fmt.Errorf("%w: %s %s", ErrInvalidRequest, field, why)
	}
}

func (p *parser) quantity(field string, s *string, required bool) *big.Int {
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

func (p *parser) gas(field string, s *string, required bool) uint64 {
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

func (p *parser) fee(field string, s *string) *big.Int {
	v := p.quantity(field, s, !p.lenient)
	if v == nil && p.lenient {
		return new(big.Int)
	}
	if v != nil && v.BitLen() > 128 {
		p.fail(field, "is beyond 128 bits")
	}
	return v
}

func (p *parser) bytes(field string, s *string, required bool) []byte {
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

func (p *parser) address(field string, s *string, required bool) common.Address {
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

func (p *parser) op(w *wireOp) (UserOp, error) {
	var o UserOp
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

// Packed is the op as the EntryPoint takes it.
func (o UserOp) Packed() entrypoint.PackedUserOperation {
	var initCode []byte
	if o.Factory != nil {
		initCode = append(append([]byte{}, o.Factory.Bytes()...), o.FactoryData...)
	}
	var pm common.Address
	if o.Paymaster != nil {
		pm = *o.Paymaster
	}
	op := chain.NewUserOp(o.Sender, o.Nonce, initCode, o.CallData, chain.UserOpGas{
		VerificationGasLimit: o.VerificationGasLimit, CallGasLimit: o.CallGasLimit, PreVerificationGas: o.PreVerificationGas,
		MaxPriorityFeePerGas: o.MaxPriorityFeePerGas, MaxFeePerGas: o.MaxFeePerGas,
		PaymasterVerificationGasLimit: o.PaymasterVerificationGasLimit, PaymasterPostOpGasLimit: o.PaymasterPostOpGasLimit,
	}, pm, o.PaymasterData)
	op.Signature = o.Signature
	return op
}

// hexQ is a hex quantity.
func hexQ(v uint64) string { return hexutil.EncodeUint64(v) }

// MarshalJSON writes the op in its RPC form (for clients and tests).
func (o UserOp) MarshalJSON() ([]byte, error) {
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

// lowerHex is how hashes appear in responses.
func lowerHex(h common.Hash) string { return strings.ToLower(h.Hex()) }
