// Package privy is the client of Privy's server-side wallet API, the provider of users' embedded
// wallets in production: Client signs a digest (`secp256k1_sign`) or EIP-712 typed data
// (`eth_signTypedData_v4`) for a wallet id over the provider's wallet RPC, with the service's
// authorization key's signature when the wallet's owner delegated signing to it. It implements
// autopilot.Signer: a refused delegation (401, 403) wraps autopilot.ErrNoGrant, an unknown wallet
// (404) autopilot.ErrUnknownWallet, and no secret ever appears in an error.
package privy
