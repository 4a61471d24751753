package ops

// dev are the routes of `vera dev` on loopback only (package api's devroutes.go registers them).
// When they move to a package of their own, that package declares its rows with Declare before
// the server is built, and this file goes.
func dev() []Operation {
	return []Operation{
		{Method: "POST", Path: "/dev/sign-in", Name: "devSignIn", Scope: devOnly, Limit: NoLimit, Cache: CacheNone, Summary: "vera dev on loopback only: a dev issuer token for a user id the person picks.",
			Description: "Answers only a client on the machine: the TCP peer is loopback and the request carries no X-Forwarded-For, Forwarded or X-Real-IP header. Any other request gets 404, as if the route did not exist.",
			Request:     devSignIn{}, Response: devToken{}, Errors: []Error{{Status: 400, Message: ""}, {Status: 404, Message: MsgNotFound}}},
		{Method: "POST", Path: "/dev/wallet", Name: "devWallet", Scope: devOnly, Limit: NoLimit, Auth: true, Cache: CacheNone, Summary: "vera dev on loopback only: the signed-in user's embedded wallet as an EIP-1193 provider over JSON-RPC.",
			Description: "eth_chainId, eth_accounts, eth_requestAccounts, personal_sign and eth_signTypedData_v4, signed with the key dev mode keeps for the user's embedded wallet. Errors are JSON-RPC error objects with EIP-1193's codes (4100 another address, 4200 another method) at HTTP 200. Answers only a client on the machine: the TCP peer is loopback and the request carries no X-Forwarded-For, Forwarded or X-Real-IP header; any other request gets 404.",
			Request:     devWalletRequest{}, Response: jsonrpcResponse{}, Errors: []Error{{Status: 400, Message: MsgInvalidBody}, {Status: 404, Message: MsgNotFound}}},
		{Method: "POST", Path: "/dev/fund", Name: "devFund", Scope: devOnly, Limit: 10, Auth: true, Cache: CacheNone, Summary: "vera dev on loopback only: tops up the signed-in user's own wallet with USDG for the demo.",
			Description: "No body: the wallet is the caller's first embedded wallet (GET /api/me's wallets[0].owner), topped up on the devnet to $1,000 of USDG; a wallet holding that much gets nothing (fundedUsd 0). All top-ups together mint at most $25,000 an hour, whatever the user ids; past that, 429 (Retry-After 3600) until the hour's earlier top-ups age out. Limited to 10 calls per user per 60 s. Answers only a client on the machine: the TCP peer is loopback and the request carries no X-Forwarded-For, Forwarded or X-Real-IP header; any other request gets 404.",
			Response:    devFunded{}, Errors: []Error{{Status: 404, Message: MsgNotFound}, {Status: 429, Message: MsgTooManyRequests}, {Status: 429, Message: MsgFundingUsedUp}}},
	}
}
