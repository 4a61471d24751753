// Package schema owns Vera's ClickHouse database: the DDL as ordered migrations embedded in
// the binary, the migrator that applies them, and the connection every other package uses.
//
// Migrations are files named NNNN_description.sql under migrations/. Each holds one or more
// statements separated by a semicolon at the end of a line. They are applied in version
// order, each at most once, and recorded in the table schema_migrations with a checksum so
// that an edited, already-applied migration is reported instead of silently diverging.
//
// Several processes may migrate at once: the migrator holds a lock that is a table created
// with plain CREATE TABLE (ClickHouse creates a table name atomically, so exactly one
// creator wins) and dropped when done. A lock older than the lease is taken over, which
// covers a migrator that died while holding it.
//
// On a ClickHouse cluster (OpenCluster with the cluster's name) the migrator runs the cluster
// form of every statement: each table t becomes t_local, the Replicated form of its engine
// (ReplicatedEngine) on every server, under a Distributed table t sharded by a hash of the ORDER
// BY key (ShardingKey); views and ALTERs run ON CLUSTER; the lock is a table created ON CLUSTER.
// DB.Mutate runs ALTERs against the replicated tables. Every insert goes through
// DB.PrepareBatch, whose batch sends the identical block again after a failure a retry can cure,
// so that the replicas' block deduplication keeps one copy (docs/clickhouse.md).
//
// Every statement must also work on ClickHouse 18.16 (Debian's package, used locally and in
// CI) and on current releases; see docs/clickhouse.md.
package schema
