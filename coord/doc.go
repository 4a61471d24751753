// Package coord is what the service's processes agree on: the live members (each with the address
// its peers reach it at; work that belongs to one replica at a time, such as a client's rate-limit
// count, is spread over them by hashing), per-key locks (one user's Autopilot config is read,
// changed and written back under its lock; one run per account is in flight), the one leader that
// runs the scheduled jobs and the indexer, and claims on job slots so no slot runs twice across a
// change of leader. The coordination service holds only these, never anything per request.
// Coordinator is the interface; Local is the one-process implementation of single-node mode; ZK
// spans replicas through the cluster's coordination service (ZooKeeper, or ClickHouse Keeper,
// which speaks its protocol; DESIGN decision 1), never through a table in the database.
//
// coord imports nothing of ours.
package coord
