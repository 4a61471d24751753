package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/relay"
)

// The JSON-RPC 2.0 framing of POST /api/bundler: ERC-4337's bundler methods (ERC-7769), ERC-7677's
// paymaster methods and the two fee methods viem asks a bundler for, each answered by one of the
// relay's typed methods; the relay's refusals (*relay.Error) keep their ERC-7769 code and message.

// JSON-RPC 2.0's own error codes (ERC-7769's are the relay's Code* constants).
const (
	codeParseError        = -32700
	codeInvalidRPCRequest = -32600
	codeMethodNotFound    = -32601
	codeInternal          = -32603
)

// MaxBatch is the most requests one JSON-RPC batch may carry.
const MaxBatch = 10

// isJSONRPC reports whether a POST /api/bundler body is JSON-RPC 2.0 (a batch, or an object with
// "jsonrpc") rather than the relay's own {"action", ...} shape.
func isJSONRPC(body []byte) bool {
	b := bytes.TrimLeft(body, " \t\r\n")
	if len(b) > 0 && b[0] == '[' {
		return true
	}
	var probe struct {
		JSONRPC *json.RawMessage `json:"jsonrpc"`
	}
	return json.Unmarshal(b, &probe) == nil && probe.JSONRPC != nil
}

// batchLen is how many requests a JSON-RPC body carries: a batch's length (at most MaxBatch+1, so
// that an oversized batch is still refused as one), else 1.
func batchLen(body []byte) int {
	b := bytes.TrimLeft(body, " \t\r\n")
	if len(b) == 0 || b[0] != '[' {
		return 1
	}
	var batch []json.RawMessage
	if err := json.Unmarshal(b, &batch); err != nil || len(batch) == 0 {
		return 1
	}
	return min(len(batch), MaxBatch+1)
}

type bundlerRPCRequest struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

type bundlerRPCError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type bundlerRPCResponse struct {
	JSONRPC string           `json:"jsonrpc"`
	ID      json.RawMessage  `json:"id"`
	Result  json.RawMessage  `json:"result,omitempty"`
	Error   *bundlerRPCError `json:"error,omitempty"`
}

// bundlerRPC answers JSON-RPC with a relay's typed methods.
type bundlerRPC struct {
	relay *relay.Relay
	log   *slog.Logger
}

// serve answers a JSON-RPC 2.0 request or batch (at most MaxBatch). Notifications (no id) get no
// response; a body of notifications only answers nil.
func (s bundlerRPC) serve(ctx context.Context, body []byte) []byte {
	b := bytes.TrimLeft(body, " \t\r\n")
	if len(b) > 0 && b[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(b, &batch); err != nil {
			return mustJSON(errorResponse(nil, codeParseError, "Parse error: "+err.Error()))
		}
		if len(batch) == 0 || len(batch) > MaxBatch {
			return mustJSON(errorResponse(nil, codeInvalidRPCRequest, fmt.Sprintf("a batch holds 1 to %d requests", MaxBatch)))
		}
		out := make([]bundlerRPCResponse, 0, len(batch))
		for _, raw := range batch {
			if resp, ok := s.serveOne(ctx, raw); ok {
				out = append(out, resp)
			}
		}
		if len(out) == 0 {
			return nil
		}
		return mustJSON(out)
	}
	resp, ok := s.serveOne(ctx, b)
	if !ok {
		return nil
	}
	return mustJSON(resp)
}

func (s bundlerRPC) serveOne(ctx context.Context, raw []byte) (bundlerRPCResponse, bool) {
	var req bundlerRPCRequest
	if err := json.Unmarshal(raw, &req); err != nil {
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return errorResponse(nil, codeParseError, "Parse error: "+err.Error()), true
		}
		return errorResponse(nil, codeInvalidRPCRequest, "Invalid request: "+err.Error()), true
	}
	notification := len(req.ID) == 0
	if req.JSONRPC != "2.0" || req.Method == "" {
		return errorResponse(req.ID, codeInvalidRPCRequest, `Invalid request: "jsonrpc" must be "2.0" and "method" is required`), true
	}
	params, perr := positional(req.Params)
	var result any
	err := perr
	if err == nil {
		result, err = s.call(ctx, req.Method, params)
	}
	if notification {
		return bundlerRPCResponse{}, false
	}
	if err != nil {
		return s.errorOf(req.ID, req.Method, err), true
	}
	b, merr := json.Marshal(result)
	if merr != nil {
		return s.errorOf(req.ID, req.Method, merr), true
	}
	return bundlerRPCResponse{JSONRPC: "2.0", ID: req.ID, Result: b}, true
}

// errMethod and errParams are a request's own faults, answered with their JSON-RPC codes.
var (
	errMethod = errors.New("method not found")
	errParams = errors.New("invalid params")
)

func (s bundlerRPC) call(ctx context.Context, method string, params []json.RawMessage) (any, error) {
	r := s.relay
	switch method {
	case "eth_chainId":
		return hexutil.EncodeUint64(uint64(r.ChainID())), nil
	case "eth_supportedEntryPoints":
		return []string{r.EntryPoint().Hex()}, nil
	case "eth_maxPriorityFeePerGas":
		tip, err := r.MaxPriorityFeePerGas(ctx)
		if err != nil {
			return nil, err
		}
		return (*hexutil.Big)(tip), nil
	case "eth_gasPrice":
		price, err := r.GasPrice(ctx)
		if err != nil {
			return nil, err
		}
		return (*hexutil.Big)(price), nil
	case "eth_estimateUserOperationGas":
		op, err := s.opParams(params, 2, true)
		if err != nil {
			return nil, err
		}
		est, err := r.EstimateGas(ctx, op)
		if err != nil {
			return nil, err
		}
		return gasEstimateOf(est), nil
	case "eth_sendUserOperation":
		op, err := s.opParams(params, 2, false)
		if err != nil {
			return nil, err
		}
		h, err := r.SendUserOperation(ctx, op)
		if err != nil {
			return nil, err
		}
		return strings.ToLower(h.Hex()), nil
	case "eth_getUserOperationByHash":
		h, err := hashParam(params)
		if err != nil {
			return nil, err
		}
		o, err := r.UserOperationByHash(ctx, h)
		if err != nil {
			return nil, err
		}
		return operationByHashOf(o), nil
	case "eth_getUserOperationReceipt":
		h, err := hashParam(params)
		if err != nil {
			return nil, err
		}
		rc, err := r.UserOperationReceipt(ctx, h)
		if err != nil {
			return nil, err
		}
		return operationReceiptOf(rc), nil
	case "pm_getPaymasterStubData", "pm_getPaymasterData":
		op, err := s.opParams(params, 4, true)
		if err != nil {
			return nil, err
		}
		if err := s.chainParam(params[2]); err != nil {
			return nil, err
		}
		if method == "pm_getPaymasterStubData" {
			f, err := r.PaymasterStubData(ctx, op)
			if err != nil {
				return nil, err
			}
			return paymasterStubOf(f), nil
		}
		f, err := r.PaymasterData(ctx, op)
		if err != nil {
			return nil, err
		}
		return paymasterFieldsOf(f), nil
	}
	return nil, fmt.Errorf("%w: %s", errMethod, method)
}

// refused is a refusal the relay would make itself, with its ERC-7769 code.
func refused(code int, format string, args ...any) error {
	return &relay.Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// opParams reads [userOp, entryPoint, ...] with at least min and at most 4 params (ERC-7677's
// context and eth_estimateUserOperationGas's state override are accepted and not used).
func (s bundlerRPC) opParams(params []json.RawMessage, min int, lenient bool) (chain.UserOp, error) {
	if len(params) < min || len(params) > 4 {
		return chain.UserOp{}, fmt.Errorf("%w: want %d params, got %d", errParams, min, len(params))
	}
	var w wireOp
	if err := json.Unmarshal(params[0], &w); err != nil {
		return chain.UserOp{}, fmt.Errorf("%w: userOp: %v", errParams, err)
	}
	p := opParser{lenient: lenient}
	op, err := p.op(&w)
	if err != nil {
		return chain.UserOp{}, fmt.Errorf("%w: %v", errParams, strings.TrimPrefix(err.Error(), errInvalidBundlerRequest.Error()+": "))
	}
	var epHex string
	if err := json.Unmarshal(params[1], &epHex); err != nil {
		return chain.UserOp{}, fmt.Errorf("%w: entryPoint is not a string", errParams)
	}
	ep, err := chain.ParseAddress(epHex)
	if err != nil {
		return chain.UserOp{}, fmt.Errorf("%w: entryPoint is not an address", errParams)
	}
	if want := s.relay.EntryPoint(); ep != want {
		return chain.UserOp{}, refused(relay.CodeInvalidParams, "entryPoint %s is not supported; use %s", ep.Hex(), want.Hex())
	}
	return op, nil
}

func (s bundlerRPC) chainParam(raw json.RawMessage) error {
	var str string
	if err := json.Unmarshal(raw, &str); err != nil {
		return fmt.Errorf("%w: chainId is not a hex string", errParams)
	}
	id, err := hexutil.DecodeBig(str)
	if err != nil {
		return fmt.Errorf("%w: chainId is not a hex quantity", errParams)
	}
	if want := s.relay.ChainID(); !id.IsInt64() || id.Int64() != want {
		return refused(relay.CodeInvalidParams, "chainId %s is not %d", str, want)
	}
	return nil
}

func hashParam(params []json.RawMessage) (common.Hash, error) {
	if len(params) != 1 {
		return common.Hash{}, fmt.Errorf("%w: want the user operation hash", errParams)
	}
	var s string
	if err := json.Unmarshal(params[0], &s); err != nil {
		return common.Hash{}, fmt.Errorf("%w: the user operation hash is not a string", errParams)
	}
	b, err := hexutil.Decode(s)
	if err != nil || len(b) != common.HashLength {
		return common.Hash{}, fmt.Errorf("%w: the user operation hash is not 32 bytes of hex", errParams)
	}
	return common.BytesToHash(b), nil
}

// positional reads params as an array (absent params are none).
func positional(raw json.RawMessage) ([]json.RawMessage, error) {
	if len(bytes.TrimSpace(raw)) == 0 || string(bytes.TrimSpace(raw)) == "null" {
		return nil, nil
	}
	var out []json.RawMessage
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, fmt.Errorf("%w: params must be an array", errParams)
	}
	return out, nil
}

// errorOf maps an error to its JSON-RPC error: the relay's refusals keep their ERC-7769 code and
// message; anything else (the chain's RPC failing) is logged and answered as unavailable.
func (s bundlerRPC) errorOf(id json.RawMessage, method string, err error) bundlerRPCResponse {
	var re *relay.Error
	switch {
	case errors.As(err, &re):
		resp := errorResponse(id, re.Code, re.Message)
		if re.Data != nil {
			resp.Error.Data = re.Data
		}
		return resp
	case errors.Is(err, errMethod):
		return errorResponse(id, codeMethodNotFound, "Method not found: "+method)
	case errors.Is(err, errParams):
		return errorResponse(id, relay.CodeInvalidParams, strings.Replace(err.Error(), errParams.Error()+": ", "Invalid params: ", 1))
	}
	s.log.Error("bundler json-rpc", "method", method, "err", err)
	return errorResponse(id, codeInternal, MsgUnavailable)
}

func errorResponse(id json.RawMessage, code int, msg string) bundlerRPCResponse {
	if len(id) == 0 {
		id = json.RawMessage("null")
	}
	return bundlerRPCResponse{JSONRPC: "2.0", ID: id, Error: &bundlerRPCError{Code: code, Message: msg}}
}

// internalError is the response when one of ours cannot be marshalled (it never happens: every
// result is our own type or valid JSON).
var internalError = []byte(`{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"Service temporarily unavailable."}}`)

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return internalError
	}
	return b
}
