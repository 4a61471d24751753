// Package ratelimit counts the API's requests per client in fixed windows across the replicas,
// without a shared counter (DESIGN decision 15): each key (a route and a client) is owned by one
// live replica, chosen by rendezvous hashing over coord's membership, and its count lives in that
// replica's memory. A replica that serves a request of a key it does not own sends the hit to the
// owner over the peers' internal HTTP endpoint, in batches: for a limit under ExactBelow it waits
// for the owner's decision (exact), for a larger one it may answer at once and count the hit at
// the owner afterwards, within a bounded share of the limit (Tolerance). docs/scale.md has the
// design, what happens when an owner dies or cannot be reached, and the metrics.
//
// ratelimit imports coord (its Member) and nothing else of ours.
package ratelimit
