package ops

// The JSON of the bundler, the skills' protocol endpoints and the dev routes, as the OpenAPI
// document gives it: the handlers answer these shapes (their own types marshal hashes and
// quantities as hex strings); the test that validates live answers against the document holds
// them to it.
type (
	// BundlerRequest is POST /api/bundler's action body.
	BundlerRequest struct {
		Action     string `json:"action" openapi:"enum=sponsor,enum=send"`
		ChainID    string `json:"chainId" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		EntryPoint string `json:"entryPoint" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		UserOp     UserOp `json:"userOp"`
	}
	// UserOp is ERC-7769's v0.7/v0.8 user operation; factory with factoryData, and the four
	// paymaster fields, all or none.
	UserOp struct {
		Sender                        string `json:"sender" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		Nonce                         string `json:"nonce" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		Factory                       string `json:"factory,omitempty" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		FactoryData                   string `json:"factoryData,omitempty" openapi:"pattern=^0x([0-9a-fA-F]{2})*$"`
		CallData                      string `json:"callData" openapi:"pattern=^0x([0-9a-fA-F]{2})*$"`
		CallGasLimit                  string `json:"callGasLimit" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		VerificationGasLimit          string `json:"verificationGasLimit" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		PreVerificationGas            string `json:"preVerificationGas" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		MaxFeePerGas                  string `json:"maxFeePerGas" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		MaxPriorityFeePerGas          string `json:"maxPriorityFeePerGas" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		Paymaster                     string `json:"paymaster,omitempty" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		PaymasterVerificationGasLimit string `json:"paymasterVerificationGasLimit,omitempty" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		PaymasterPostOpGasLimit       string `json:"paymasterPostOpGasLimit,omitempty" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		PaymasterData                 string `json:"paymasterData,omitempty" openapi:"pattern=^0x([0-9a-fA-F]{2})*$"`
		Signature                     string `json:"signature,omitempty" openapi:"pattern=^0x([0-9a-fA-F]{2})*$"`
	}
	// JSONRPCRequest is one JSON-RPC 2.0 request with positional parameters (the bundler's).
	JSONRPCRequest struct {
		JSONRPC string `json:"jsonrpc" openapi:"const=\"2.0\""`
		ID      any    `json:"id,omitempty" openapi:"type=[\"string\",\"integer\",\"null\"]"`
		Method  string `json:"method"`
		Params  []any  `json:"params,omitempty" openapi:"type=array"`
	}
	// JSONRPCMessage is one JSON-RPC 2.0 request or notification with named parameters (MCP, A2A).
	JSONRPCMessage struct {
		JSONRPC string         `json:"jsonrpc" openapi:"const=\"2.0\""`
		ID      any            `json:"id,omitempty" openapi:"type=[\"string\",\"integer\",\"null\"]"`
		Method  string         `json:"method"`
		Params  map[string]any `json:"params,omitempty" openapi:"type=object"`
	}
	// JSONRPCResponse is one JSON-RPC 2.0 response.
	JSONRPCResponse struct {
		_       struct{}      `openapi:"additionalProperties=true"`
		JSONRPC string        `json:"jsonrpc" openapi:"const=\"2.0\""`
		ID      any           `json:"id" openapi:"type=[\"string\",\"integer\",\"null\"]"`
		Result  any           `json:"result,omitempty"`
		Error   *JSONRPCError `json:"error,omitempty" openapi:"type=object"`
	}
	// JSONRPCError is a JSON-RPC 2.0 error object.
	JSONRPCError struct {
		_       struct{} `openapi:"additionalProperties=true"`
		Code    int      `json:"code"`
		Message string   `json:"message"`
		Data    any      `json:"data,omitempty"`
	}
	// Sponsorship is action sponsor's answer.
	Sponsorship struct {
		Paymaster                     string `json:"paymaster" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		PaymasterVerificationGasLimit string `json:"paymasterVerificationGasLimit" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		PaymasterPostOpGasLimit       string `json:"paymasterPostOpGasLimit" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		PaymasterData                 string `json:"paymasterData" openapi:"pattern=^0x([0-9a-fA-F]{2})*$"`
		UserOpHash                    string `json:"userOpHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
		ValidUntil                    int64  `json:"validUntil" jsonschema:"Unix seconds: send the signed op before then"`
	}
	// SentUserOp is action send's answer.
	SentUserOp struct {
		UserOpHash string `json:"userOpHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
		TxHash     string `json:"txHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
	}
	// ErrorBody is the {"error": message} body of every other error.
	ErrorBody struct {
		Error string `json:"error"`
	}
	// BundlerError is a refusal of the bundler, with its ERC-7769 code.
	BundlerError struct {
		Error string `json:"error"`
		Code  int    `json:"code" openapi:"enum=-32602,enum=-32500,enum=-32501,enum=-32503,enum=-32504,enum=-32507"`
	}
	// UserOpReceipt is GET /api/bundler/{userOpHash}'s answer.
	UserOpReceipt struct {
		UserOpHash    string  `json:"userOpHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
		Status        string  `json:"status" openapi:"enum=pending,enum=included"`
		TxHash        string  `json:"txHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
		BlockNumber   *int64  `json:"blockNumber"`
		Success       *bool   `json:"success"`
		ActualGasCost *string `json:"actualGasCost" jsonschema:"wei the op paid, from its paymaster or its own deposit" openapi:"pattern=^[0-9]+$"`
		RevertReason  *string `json:"revertReason" jsonschema:"the account call revert data when success is false"`
		Logs          []OpLog `json:"logs" jsonschema:"the events the op's validation and execution emitted, in order" openapi:"type=array"`
	}
	// OpLog is one event of a user operation.
	OpLog struct {
		Address string   `json:"address" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		Topics  []string `json:"topics" openapi:"items.pattern=^0x[0-9a-f]{64}$,type=array"`
		Data    string   `json:"data" openapi:"pattern=^0x([0-9a-fA-F]{2})*$"`
	}
	// UserOpHashParams are GET /api/bundler/{userOpHash}'s parameters.
	UserOpHashParams struct {
		UserOpHash string `json:"userOpHash"`
	}

	// A2ACard is the A2A AgentCard of POST /a2a.
	A2ACard struct {
		_                  struct{}       `openapi:"additionalProperties=true"`
		Name               string         `json:"name"`
		Description        string         `json:"description"`
		Version            string         `json:"version"`
		SupportedInterface []A2AInterface `json:"supportedInterfaces" openapi:"type=array"`
		Capabilities       map[string]any `json:"capabilities"`
		DefaultInputModes  []string       `json:"defaultInputModes" openapi:"type=array"`
		DefaultOutputModes []string       `json:"defaultOutputModes" openapi:"type=array"`
		Skills             []A2ASkill     `json:"skills" openapi:"type=array,minItems=5,maxItems=5"`
	}
	// A2AInterface is one interface of the card.
	A2AInterface struct {
		_               struct{} `openapi:"additionalProperties=true"`
		URL             string   `json:"url"`
		ProtocolBinding string   `json:"protocolBinding" openapi:"const=JSONRPC"`
		ProtocolVersion string   `json:"protocolVersion"`
	}
	// A2ASkill is one skill of the card.
	A2ASkill struct {
		_           struct{} `openapi:"additionalProperties=true"`
		ID          string   `json:"id" openapi:"enum=portfolio-allocation,enum=plain-language-allocation,enum=dca-autopilot,enum=trading-strategy,enum=risk-management"`
		Name        string   `json:"name"`
		Description string   `json:"description"`
		Tags        []string `json:"tags" openapi:"type=array"`
	}

	// DevSignIn is POST /dev/sign-in's body.
	DevSignIn struct {
		UserID string `json:"userId" openapi:"pattern=^[A-Za-z0-9_.-]{1,64}$"`
	}
	// DevToken is POST /dev/sign-in's answer.
	DevToken struct {
		Token  string `json:"token"`
		UserID string `json:"userId"`
	}
	// DevWalletRequest is POST /dev/wallet's body: an EIP-1193 request over JSON-RPC.
	DevWalletRequest struct {
		JSONRPC string `json:"jsonrpc,omitempty" openapi:"const=\"2.0\""`
		ID      any    `json:"id,omitempty"`
		Method  string `json:"method"`
		Params  []any  `json:"params,omitempty"`
	}
	// DevFunded is POST /dev/fund's answer.
	DevFunded struct {
		Owner     string  `json:"owner" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		FundedUsd float64 `json:"fundedUsd" openapi:"minimum=0,maximum=1000"`
	}
)
