package ops

// The JSON of the bundler, the skills' protocol endpoints and the dev routes, as the OpenAPI
// document gives it: the handlers answer these shapes (their own types marshal hashes and
// quantities as hex strings); the test that validates live answers against the document holds
// them to it.
type (
	// bundlerRequest is POST /api/bundler's action body.
	bundlerRequest struct {
		Action     string `json:"action" openapi:"enum=sponsor,enum=send"`
		ChainID    string `json:"chainId" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		EntryPoint string `json:"entryPoint" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		UserOp     userOp `json:"userOp"`
	}
	// userOp is ERC-7769's v0.7/v0.8 user operation; factory with factoryData, and the four
	// paymaster fields, all or none.
	userOp struct {
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
	// jsonrpcRequest is one JSON-RPC 2.0 request with positional parameters (the bundler's).
	jsonrpcRequest struct {
		JSONRPC string `json:"jsonrpc" openapi:"const=\"2.0\""`
		ID      any    `json:"id,omitempty" openapi:"type=[\"string\",\"integer\",\"null\"]"`
		Method  string `json:"method"`
		Params  []any  `json:"params,omitempty" openapi:"type=array"`
	}
	// jsonrpcMessage is one JSON-RPC 2.0 request or notification with named parameters (MCP, A2A).
	jsonrpcMessage struct {
		JSONRPC string         `json:"jsonrpc" openapi:"const=\"2.0\""`
		ID      any            `json:"id,omitempty" openapi:"type=[\"string\",\"integer\",\"null\"]"`
		Method  string         `json:"method"`
		Params  map[string]any `json:"params,omitempty" openapi:"type=object"`
	}
	// jsonrpcResponse is one JSON-RPC 2.0 response.
	jsonrpcResponse struct {
		_       struct{}      `openapi:"additionalProperties=true"`
		JSONRPC string        `json:"jsonrpc" openapi:"const=\"2.0\""`
		ID      any           `json:"id" openapi:"type=[\"string\",\"integer\",\"null\"]"`
		Result  any           `json:"result,omitempty"`
		Error   *jsonrpcError `json:"error,omitempty" openapi:"type=object"`
	}
	// jsonrpcError is a JSON-RPC 2.0 error object.
	jsonrpcError struct {
		_       struct{} `openapi:"additionalProperties=true"`
		Code    int      `json:"code"`
		Message string   `json:"message"`
		Data    any      `json:"data,omitempty"`
	}
	// sponsorship is action sponsor's answer.
	sponsorship struct {
		Paymaster                     string `json:"paymaster" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		PaymasterVerificationGasLimit string `json:"paymasterVerificationGasLimit" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		PaymasterPostOpGasLimit       string `json:"paymasterPostOpGasLimit" openapi:"pattern=^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"`
		PaymasterData                 string `json:"paymasterData" openapi:"pattern=^0x([0-9a-fA-F]{2})*$"`
		UserOpHash                    string `json:"userOpHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
		ValidUntil                    int64  `json:"validUntil" jsonschema:"Unix seconds: send the signed op before then"`
	}
	// sentUserOp is action send's answer.
	sentUserOp struct {
		UserOpHash string `json:"userOpHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
		TxHash     string `json:"txHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
	}
	// errorBody is the {"error": message} body of every other error.
	errorBody struct {
		Error string `json:"error"`
	}
	// bundlerError is a refusal of the bundler, with its ERC-7769 code.
	bundlerError struct {
		Error string `json:"error"`
		Code  int    `json:"code" openapi:"enum=-32602,enum=-32500,enum=-32501,enum=-32503,enum=-32504,enum=-32507"`
	}
	// userOpReceipt is GET /api/bundler/{userOpHash}'s answer.
	userOpReceipt struct {
		UserOpHash    string  `json:"userOpHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
		Status        string  `json:"status" openapi:"enum=pending,enum=included"`
		TxHash        string  `json:"txHash" openapi:"pattern=^0x[0-9a-f]{64}$"`
		BlockNumber   *int64  `json:"blockNumber"`
		Success       *bool   `json:"success"`
		ActualGasCost *string `json:"actualGasCost" jsonschema:"wei the op paid, from its paymaster or its own deposit" openapi:"pattern=^[0-9]+$"`
		RevertReason  *string `json:"revertReason" jsonschema:"the account call revert data when success is false"`
		Logs          []opLog `json:"logs" jsonschema:"the events the op's validation and execution emitted, in order" openapi:"type=array"`
	}
	// opLog is one event of a user operation.
	opLog struct {
		Address string   `json:"address" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		Topics  []string `json:"topics" openapi:"items.pattern=^0x[0-9a-f]{64}$,type=array"`
		Data    string   `json:"data" openapi:"pattern=^0x([0-9a-fA-F]{2})*$"`
	}
	// userOpHashParams are GET /api/bundler/{userOpHash}'s parameters.
	userOpHashParams struct {
		UserOpHash string `json:"userOpHash"`
	}

	// a2ACard is the A2A AgentCard of POST /a2a.
	a2ACard struct {
		_                  struct{}       `openapi:"additionalProperties=true"`
		Name               string         `json:"name"`
		Description        string         `json:"description"`
		Version            string         `json:"version"`
		SupportedInterface []a2AInterface `json:"supportedInterfaces" openapi:"type=array"`
		Capabilities       map[string]any `json:"capabilities"`
		DefaultInputModes  []string       `json:"defaultInputModes" openapi:"type=array"`
		DefaultOutputModes []string       `json:"defaultOutputModes" openapi:"type=array"`
		Skills             []a2ASkill     `json:"skills" openapi:"type=array,minItems=5,maxItems=5"`
	}
	// a2AInterface is one interface of the card.
	a2AInterface struct {
		_               struct{} `openapi:"additionalProperties=true"`
		URL             string   `json:"url"`
		ProtocolBinding string   `json:"protocolBinding" openapi:"const=JSONRPC"`
		ProtocolVersion string   `json:"protocolVersion"`
	}
	// a2ASkill is one skill of the card.
	a2ASkill struct {
		_           struct{} `openapi:"additionalProperties=true"`
		ID          string   `json:"id" openapi:"enum=portfolio-allocation,enum=plain-language-allocation,enum=dca-autopilot,enum=trading-strategy,enum=risk-management"`
		Name        string   `json:"name"`
		Description string   `json:"description"`
		Tags        []string `json:"tags" openapi:"type=array"`
	}

	// devSignIn is POST /dev/sign-in's body.
	devSignIn struct {
		UserID string `json:"userId" openapi:"pattern=^[A-Za-z0-9_.-]{1,64}$"`
	}
	// devToken is POST /dev/sign-in's answer.
	devToken struct {
		Token  string `json:"token"`
		UserID string `json:"userId"`
	}
	// devWalletRequest is POST /dev/wallet's body: an EIP-1193 request over JSON-RPC.
	devWalletRequest struct {
		JSONRPC string `json:"jsonrpc,omitempty" openapi:"const=\"2.0\""`
		ID      any    `json:"id,omitempty"`
		Method  string `json:"method"`
		Params  []any  `json:"params,omitempty"`
	}
	// devFunded is POST /dev/fund's answer.
	devFunded struct {
		Owner     string  `json:"owner" openapi:"pattern=^0x[0-9a-fA-F]{40}$"`
		FundedUsd float64 `json:"fundedUsd" openapi:"minimum=0,maximum=1000"`
	}
)
