package schema

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// ErrNotOnCluster means a migration statement has no cluster form: the migrator knows how to
// place CREATE TABLE, CREATE VIEW and ALTER TABLE ... COLUMN, nothing else.
var ErrNotOnCluster = errors.New("statement has no cluster form")

// LocalSuffix names a table's replicated part on a cluster: table t is the Distributed table
// over every shard's t_local.
const LocalSuffix = "_local"

var (
	createTable = regexp.MustCompile(`(?is)^CREATE TABLE IF NOT EXISTS (\w+)\s*\((.*)\)\s*ENGINE\s*=\s*(\w+)(?:\(([^)]*)\))?(.*)$`)
	orderBy     = regexp.MustCompile(`(?is)\bORDER BY\s+(.+?)\s*(?:\bSETTINGS\b.*)?$`)
	createView  = regexp.MustCompile(`(?is)^CREATE VIEW IF NOT EXISTS (\w+)\s+AS\s+(.*)$`)
	alterColumn = regexp.MustCompile(`(?is)^ALTER TABLE (\w+)\s+((?:ADD|DROP|MODIFY) COLUMN\s.*)$`)
	tableRef    = regexp.MustCompile(`(?i)\b(FROM|JOIN)\s+(\w+)\b`)
)

// replicatedEngine is the one place a table's engine on a cluster is chosen: the Replicated form
// of its single-node MergeTree-family engine, keeping the engine's own arguments (a version
// column), replicated through zkPath with the server's {replica} macro.
func replicatedEngine(engine, args, zkPath string) (string, error) {
	switch engine {
	case "MergeTree", "ReplacingMergeTree", "SummingMergeTree", "AggregatingMergeTree", "CollapsingMergeTree", "VersionedCollapsingMergeTree":
	default:
		return "", fmt.Errorf("engine %s: %w (only the MergeTree family replicates)", engine, ErrNotOnCluster)
	}
	out := "Replicated" + engine + "('" + zkPath + "', '{replica}'"
	if a := strings.TrimSpace(args); a != "" {
		out += ", " + a
	}
	return out + ")", nil
}

// shardingKey is the Distributed table's key for a table ordered by orderBy: a hash of the whole
// ORDER BY key, so that every version of a row (same key, another version) lands on the same shard
// and FINAL, which merges within a shard, sees them all.
func shardingKey(orderBy string) string {
	k := strings.TrimSpace(orderBy)
	if strings.HasPrefix(k, "(") && strings.HasSuffix(k, ")") && balanced(k[1:len(k)-1]) {
		k = strings.TrimSpace(k[1 : len(k)-1])
	}
	return "cityHash64(" + k + ")"
}

// balanced reports whether s's parentheses pair up, so that "(a), (b)" is not taken for "(a, b)".
func balanced(s string) bool {
	depth := 0
	for _, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
			if depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}

// clusterPlan rewrites migrations for a cluster. It remembers, across statements, the sharding
// key of every table (for ALTERs that recreate a Distributed table) and the names of tables and
// views (views' queries name them qualified, because a cluster's servers run DDL in their own
// default database).
type clusterPlan struct {
	database, cluster string
	shardingKeys      map[string]string
	names             map[string]bool
}

func newClusterPlan(database, cluster string) *clusterPlan {
	return &clusterPlan{database: database, cluster: cluster, shardingKeys: map[string]string{}, names: map[string]bool{}}
}

func (p *clusterPlan) qualified(name string) string { return p.database + "." + name }

func (p *clusterPlan) onCluster() string { return " ON CLUSTER " + p.cluster }

// zkPath is where a shard's replicas of a table meet in ZooKeeper.
func (p *clusterPlan) zkPath(local string) string {
	return "/clickhouse/tables/{shard}/" + p.database + "/" + local
}

// statements returns the cluster form of one single-node statement.
func (p *clusterPlan) statements(stmt string) ([]string, error) {
	stmt = strings.TrimSpace(stmt)
	if m := createTable.FindStringSubmatch(stmt); m != nil {
		return p.table(m[1], m[2], m[3], m[4], m[5])
	}
	if m := createView.FindStringSubmatch(stmt); m != nil {
		p.names[m[1]] = true
		query := tableRef.ReplaceAllStringFunc(m[2], func(ref string) string {
			parts := tableRef.FindStringSubmatch(ref)
			if !p.names[parts[2]] {
				return ref
			}
			return parts[1] + " " + p.qualified(parts[2])
		})
		return []string{"CREATE VIEW IF NOT EXISTS " + p.qualified(m[1]) + p.onCluster() + " AS " + query}, nil
	}
	if m := alterColumn.FindStringSubmatch(stmt); m != nil {
		key, ok := p.shardingKeys[m[1]]
		if !ok {
			return nil, fmt.Errorf("alter %s: not a table created by an earlier migration: %w", m[1], ErrNotOnCluster)
		}
		// A Distributed table takes no ALTER ON CLUSTER on a replicated cluster (code 371); it
		// holds no data of its own, so it is created again over the altered local tables.
		return []string{
			"ALTER TABLE " + p.qualified(m[1]+LocalSuffix) + p.onCluster() + " " + m[2],
			"DROP TABLE IF EXISTS " + p.qualified(m[1]) + p.onCluster(),
			p.distributed(m[1], key),
		}, nil
	}
	return nil, fmt.Errorf("%.60q: %w", stmt, ErrNotOnCluster)
}

func (p *clusterPlan) table(name, columns, engine, args, rest string) ([]string, error) {
	local := name + LocalSuffix
	replicated, err := replicatedEngine(engine, args, p.zkPath(local))
	if err != nil {
		return nil, fmt.Errorf("table %s: %w", name, err)
	}
	ob := orderBy.FindStringSubmatch(rest)
	if ob == nil {
		return nil, fmt.Errorf("table %s has no ORDER BY: %w", name, ErrNotOnCluster)
	}
	key := shardingKey(ob[1])
	p.shardingKeys[name] = key
	p.names[name] = true
	return []string{
		"CREATE TABLE IF NOT EXISTS " + p.qualified(local) + p.onCluster() + " (" + columns + ") ENGINE = " + replicated + rest,
		p.distributed(name, key),
	}, nil
}

func (p *clusterPlan) distributed(name, key string) string {
	return "CREATE TABLE IF NOT EXISTS " + p.qualified(name) + p.onCluster() + " AS " + p.qualified(name+LocalSuffix) +
		" ENGINE = Distributed(" + p.cluster + ", " + p.database + ", " + name + LocalSuffix + ", " + key + ")"
}
