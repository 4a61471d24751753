// Package coord coordinates work that must not run twice at once: per-key locks (one user's
// Autopilot config is read, changed and written back under its lock). Locks is the interface;
// Local is the one-process implementation of single-node mode. Across replicas the same
// interface is to be backed by the cluster's coordination service (ZooKeeper or ClickHouse
// Keeper, DESIGN decision 1), never by a lock table in the database.
//
// coord imports nothing of ours.
package coord
