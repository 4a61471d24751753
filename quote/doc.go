// Package quote makes firm swap quotes and keeps the tradable universe honest.
//
// Venues answer an Order with a Fill (how much they would pay, and how the settlement contract
// executes it) or a reason they cannot. A Racer quotes every venue in parallel under a per-venue
// and an overall deadline; the biggest fill wins, ties going to the earlier venue in its fixed
// order. A Service turns the winner into the spec's Quote: Permit2 PermitWitnessTransferFrom typed
// data with the settlement contract as spender and a witness binding venue, buy token, minimum and
// recipient, and the settlement calldata with a zeroed signature placeholder at its end. Beside
// the race it checks that the buy token lets the taker receive (a simulated zero transfer): a
// token that refuses the taker gets no quote.
//
// Venues: IVenue contracts by eth_call, all in one multicall (OnChain); Uniswap v3 pools through
// QuoterV2, every fee tier in one multicall, settled through SwapRouter02 (UniswapV3); and an HTTP aggregator in the 0x Swap API v2 shape
// (ZeroEx) whose calldata runs inside Settlement.settleCall.
//
// The Sweeper probes every asset hourly (a $15 buy, then a sell of what it returned, for
// ProbeTaker) and keeps
// the tradability locks of the spec: two consecutive misses lock, any two-way sweep unlocks, and
// a sweep in which no venue answers at all is an outage that changes nothing. Sweeps are stored
// in ClickHouse (store.go); Locks is the set every rule-1 check reads.
package quote
