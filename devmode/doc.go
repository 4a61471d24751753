// Package devmode is everything only `vera dev` runs, kept out of the production packages: only
// cmd/vera and test helper packages may link it (the layering test checks it, as it does for
// chain/devnet).
//
//   - Issuer is dev mode's identity provider: one ES256 key kept in a file, minting tokens for
//     `vera token --user <id>` and the dev sign-in, its public keys served at
//     /.well-known/jwks.json (IssuerRoutes).
//   - Wallets gives every user id its own embedded wallet the first time it is seen, as a
//     provider creates one at login: the owner key derived from the id, the smart account the
//     factory's counterfactual address of that owner, the wallet id "dev:<userId>"; the demo
//     users keep their seeded wallets. It is dev mode's wallet directory and its keys
//     (autopilot.KeyWallets signs with them). WalletRPC is that wallet as an EIP-1193 provider
//     for the web app.
//   - Funds tops up a dev user's wallet for the demo, bounded per wallet and per hour across
//     users (ErrFundsSpent).
//   - Heartbeat re-posts the devnet's price feeds at their latest real close (the
//     `oracle-heartbeat` job), so the market maker's staleness bound stops only a feed nobody
//     keeps.
//   - Routes are the dev sign-in, the dev wallet and the demo's funding (POST /dev/sign-in,
//     /dev/wallet, /dev/fund), answering only clients on loopback that no proxy relays; the
//     binary registers them on the api server, as a route set, only in `vera dev` on loopback.
package devmode
