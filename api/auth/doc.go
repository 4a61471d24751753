// Package auth verifies the bearer tokens of Vera's token-protected routes and knows each
// user's embedded wallets.
//
// A token is a JWT issued by an external identity provider and verified against the
// provider's JWKS: only ES256 and RS256 are accepted (so "none" and HMAC tokens signed with a
// public key fail), and the issuer, audience and expiry (with a small skew) must match. The
// token's subject is the user id. RemoteKeys holds the provider's JWKS in memory and fetches
// it in the background, hourly and when a token names an unknown key id (fetches shared and
// spaced, so a flood of junk key ids neither hammers the provider nor keeps a rotated-in key
// out); Verify never waits, VerifyRefreshed waits for the next fetch. A Verifier remembers the
// tokens that passed every check, by their hash and at most until their exp, re-checking the
// token's key in the current set at each use (Remembered), so a signed-in client pays one
// signature check per token, not one per request.
//
// In dev mode the service is its own issuer (devmode.Issuer); its keys reach a Verifier as any
// key set does.
package auth
