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
// Every statement must also work on ClickHouse 18.16 (Debian's package, used locally and in
// CI) and on current releases; see docs/clickhouse.md.
package schema
