package ops

// dev are the routes of `vera dev` on loopback only (package api's devroutes.go registers them).
// When they move to a package of their own, that package declares its rows with Declare before
// the server is built, and this file goes.
func dev() []Operation {
	return []Operation{
		{Method: "POST", Path: "/dev/sign-in", Name: "devSignIn", Scope: Dev, Limit: NoLimit, Cache: CacheNone, Summary: "vera dev on loopback only: a dev issuer token for a user id the person picks."},
		{Method: "POST", Path: "/dev/wallet", Name: "devWallet", Scope: Dev, Limit: NoLimit, Auth: true, Cache: CacheNone, Summary: "vera dev on loopback only: the signed-in user's embedded wallet as an EIP-1193 provider over JSON-RPC."},
		{Method: "POST", Path: "/dev/fund", Name: "devFund", Scope: Dev, Limit: 10, Auth: true, Cache: CacheNone, Summary: "vera dev on loopback only: tops up the signed-in user's own wallet with USDG for the demo."},
	}
}
