package relay

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/vera-invest/vera/chain"
)

// JSON-RPC 2.0 error codes besides ERC-7769's (the Code* constants of relay.go).
const (
	CodeParseError        = -32700
	CodeInvalidRPCRequest = -32600
	CodeMethodNotFound    = -32601
	CodeInternal          = -32603
	// CodeExecutionReverted is ERC-7769's "the op's execution reverted" of eth_estimateUserOperationGas.
	CodeExecutionReverted = -32521
)

// MaxBatch is the most requests one JSON-RPC batch may carry.
const MaxBatch = 10

// msgUnavailable is what a client learns of an upstream failure (the details go to the log).
const msgUnavailable = "Service temporarily unavailable."

// IsJSONRPC reports whether a POST /api/bundler body is JSON-RPC 2.0 (a batch, or an object with
// "jsonrpc") rather than the relay's own {"action", ...} shape.
func IsJSONRPC(body []byte) bool {
	b := bytes.TrimLeft(body, " \t\r\n")
	if len(b) > 0 && b[0] == '[' {
		return true
	}
	var probe struct {
		JSONRPC *json.RawMessage `json:"jsonrpc"`
	}
	return json.Unmarshal(b, &probe) == nil && probe.JSONRPC != nil
}

// BatchLen is how many requests a JSON-RPC body carries: a batch's length (at most MaxBatch+1, so
// that an oversized batch is still refused as one), else 1.
func BatchLen(body []byte) int {
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

type rpcRequest struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

type rpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

// ServeJSONRPC answers a JSON-RPC 2.0 request or batch (at most MaxBatch) with ERC-4337's bundler
// methods (ERC-7769), ERC-7677's paymaster methods and the two fee methods viem asks a bundler for.
// Notifications (no id) get no response; a body of notifications only answers nil.
func (r *Relay) ServeJSONRPC(ctx context.Context, body []byte) []byte {
	b := bytes.TrimLeft(body, " \t\r\n")
	if len(b) > 0 && b[0] == '[' {
		var batch []json.RawMessage
		if err := json.Unmarshal(b, &batch); err != nil {
			return mustJSON(errorResponse(nil, CodeParseError, "Parse error: "+err.Error()))
		}
		if len(batch) == 0 || len(batch) > MaxBatch {
			return mustJSON(errorResponse(nil, CodeInvalidRPCRequest, fmt.Sprintf("a batch holds 1 to %d requests", MaxBatch)))
		}
		out := make([]rpcResponse, 0, len(batch))
		for _, raw := range batch {
			if resp, ok := r.serveOne(ctx, raw); ok {
				out = append(out, resp)
			}
		}
		if len(out) == 0 {
			return nil
		}
		return mustJSON(out)
	}
	resp, ok := r.serveOne(ctx, b)
	if !ok {
		return nil
	}
	return mustJSON(resp)
}

func (r *Relay) serveOne(ctx context.Context, raw []byte) (rpcResponse, bool) {
	var req rpcRequest
	if err := json.Unmarshal(raw, &req); err != nil {
		var syntax *json.SyntaxError
		if errors.As(err, &syntax) {
			return errorResponse(nil, CodeParseError, "Parse error: "+err.Error()), true
		}
		return errorResponse(nil, CodeInvalidRPCRequest, "Invalid request: "+err.Error()), true
	}
	notification := len(req.ID) == 0
	if req.JSONRPC != "2.0" || req.Method == "" {
		return errorResponse(req.ID, CodeInvalidRPCRequest, `Invalid request: "jsonrpc" must be "2.0" and "method" is required`), true
	}
	params, perr := positional(req.Params)
	var result any
	err := perr
	if err == nil {
		result, err = r.call(ctx, req.Method, params)
	}
	if notification {
		return rpcResponse{}, false
	}
	if err != nil {
		return r.errorOf(req.ID, req.Method, err), true
	}
	b, merr := json.Marshal(result)
	if merr != nil {
		return r.errorOf(req.ID, req.Method, merr), true
	}
	return rpcResponse{JSONRPC: "2.0", ID: req.ID, Result: b}, true
}

// errMethod and errParams are a request's own faults, answered with their JSON-RPC codes.
var (
	errMethod = errors.New("method not found")
	errParams = errors.New("invalid params")
)

func (r *Relay) call(ctx context.Context, method string, params []json.RawMessage) (any, error) {
	switch method {
	case "eth_chainId":
		return hexutil.EncodeUint64(uint64(r.cfg.ChainID)), nil
	case "eth_supportedEntryPoints":
		return []string{r.cfg.EntryPoint.Hex()}, nil
	case "eth_maxPriorityFeePerGas":
		tip, err := r.cfg.Client.SuggestGasTipCap(ctx)
		if err != nil {
			return nil, err
		}
		return (*hexutil.Big)(tip), nil
	case "eth_gasPrice":
		price, err := r.cfg.Client.SuggestGasPrice(ctx)
		if err != nil {
			return nil, err
		}
		return (*hexutil.Big)(price), nil
	case "eth_estimateUserOperationGas":
		op, _, err := r.opParams(params, 2, true)
		if err != nil {
			return nil, err
		}
		return r.EstimateGas(ctx, op)
	case "eth_sendUserOperation":
		op, ep, err := r.opParams(params, 2, false)
		if err != nil {
			return nil, err
		}
		sent, err := r.Send(ctx, Request{Action: ActionSend, ChainID: r.cfg.ChainID, EntryPoint: ep, Op: op})
		if err != nil {
			return nil, err
		}
		return sent.UserOpHash, nil
	case "eth_getUserOperationByHash":
		h, err := hashParam(params)
		if err != nil {
			return nil, err
		}
		return r.UserOperationByHash(ctx, h)
	case "eth_getUserOperationReceipt":
		h, err := hashParam(params)
		if err != nil {
			return nil, err
		}
		return r.UserOperationReceipt(ctx, h)
	case "pm_getPaymasterStubData", "pm_getPaymasterData":
		op, _, err := r.opParams(params, 4, true)
		if err != nil {
			return nil, err
		}
		if err := r.chainParam(params[2]); err != nil {
			return nil, err
		}
		if method == "pm_getPaymasterStubData" {
			return r.PaymasterStubData(ctx, op)
		}
		return r.PaymasterData(ctx, op)
	}
	return nil, fmt.Errorf("%w: %s", errMethod, method)
}

// opParams reads [userOp, entryPoint, ...] with at least min and at most 4 params (ERC-7677's
// context and eth_estimateUserOperationGas's state override are accepted and not used).
func (r *Relay) opParams(params []json.RawMessage, min int, lenient bool) (UserOp, common.Address, error) {
	if len(params) < min || len(params) > 4 {
		return UserOp{}, common.Address{}, fmt.Errorf("%w: want %d params, got %d", errParams, min, len(params))
	}
	var w wireOp
	if err := json.Unmarshal(params[0], &w); err != nil {
		return UserOp{}, common.Address{}, fmt.Errorf("%w: userOp: %v", errParams, err)
	}
	p := parser{lenient: lenient}
	op, err := p.op(&w)
	if err != nil {
		return UserOp{}, common.Address{}, fmt.Errorf("%w: %v", errParams, strings.TrimPrefix(err.Error(), ErrInvalidRequest.Error()+": "))
	}
	var epHex string
	if err := json.Unmarshal(params[1], &epHex); err != nil {
		return UserOp{}, common.Address{}, fmt.Errorf("%w: entryPoint is not a string", errParams)
	}
	ep, err := chain.ParseAddress(epHex)
	if err != nil {
		return UserOp{}, common.Address{}, fmt.Errorf("%w: entryPoint is not an address", errParams)
	}
	if ep != r.cfg.EntryPoint {
		return UserOp{}, common.Address{}, refuse(CodeInvalidParams, "entryPoint %s is not supported; use %s", ep.Hex(), r.cfg.EntryPoint.Hex())
	}
	return op, ep, nil
}

func (r *Relay) chainParam(raw json.RawMessage) error {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return fmt.Errorf("%w: chainId is not a hex string", errParams)
	}
	id, err := hexutil.DecodeBig(s)
	if err != nil {
		return fmt.Errorf("%w: chainId is not a hex quantity", errParams)
	}
	if !id.IsInt64() || id.Int64() != r.cfg.ChainID {
		return refuse(CodeInvalidParams, "chainId %s is not %d", s, r.cfg.ChainID)
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
func (r *Relay) errorOf(id json.RawMessage, method string, err error) rpcResponse {
	var re *Error
	switch {
	case errors.As(err, &re):
		resp := errorResponse(id, re.Code, re.Message)
		if re.Data != nil {
			resp.Error.Data = re.Data
		}
		return resp
	case errors.Is(err, errMethod):
		return errorResponse(id, CodeMethodNotFound, "Method not found: "+method)
	case errors.Is(err, errParams):
		return errorResponse(id, CodeInvalidParams, strings.Replace(err.Error(), errParams.Error()+": ", "Invalid params: ", 1))
	}
	r.log.Error("bundler json-rpc", "method", method, "err", err)
	return errorResponse(id, CodeInternal, msgUnavailable)
}

func errorResponse(id json.RawMessage, code int, msg string) rpcResponse {
	if len(id) == 0 {
		id = json.RawMessage("null")
	}
	return rpcResponse{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: code, Message: msg}}
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
