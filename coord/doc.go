// Package coord is what the service's processes agree on: per-key locks (one user's Autopilot
// config is read, changed and written back under its lock; one run per account is in flight),
// the one leader that runs the scheduled jobs and the indexer, claims on job slots so no slot
// runs twice across a change of leader, and request counts in fixed windows for the rate limits.
// Coordinator is the interface; Local is the one-process implementation of single-node mode; ZK
// spans replicas through the cluster's coordination service (ZooKeeper, or ClickHouse Keeper,
// which speaks its protocol; DESIGN decision 1), never through a table in the database.
//
// coord imports nothing of ours.
package coord
