#!/usr/bin/env bash
# Runs the shared services of several replicas on loopback: one ZooKeeper server and a ClickHouse
# cluster `vera` of 2 shards x 2 replicas that replicates through it, with data under the work tree.
#
#   scripts/cluster.sh up|down|status|hosts|dsn [DATABASE]
#   scripts/cluster.sh start-node N|kill-node N|pid N     (N = 1..4, for the cluster tests)
#
# up is idempotent: it installs Debian's zookeeper package when its jar is missing (and we may
# install: root, or passwordless sudo), writes a config under $VERA_COORD_HOME, starts the server
# in the background with java and waits until it answers "imok" (a ZooKeeper that already answers
# on the port is used as it is); then it starts every ClickHouse node that is not running, under
# $VERA_CLICKHOUSE_CLUSTER_HOME, and waits until each answers. down stops only the processes
# recorded in the PID files. hosts prints the value for --coord-hosts (VERA_COORD_HOSTS); dsn the
# multi-host DSN for --clickhouse-dsn (VERA_CLICKHOUSE_DSN) with failover, to be used with
# --clickhouse-cluster vera. The ZooKeeper port defaults to 12181 so a ZooKeeper on 2181 is left
# alone; node N listens on 127.0.0.1:1910N (native), 1820N (HTTP) and 1930N (replication).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
home=${VERA_COORD_HOME:-$root/.data/zookeeper}
port=${VERA_COORD_PORT:-12181}
pidfile=$home/zookeeper.pid
jar=/usr/share/java/zookeeper.jar
ch_home=${VERA_CLICKHOUSE_CLUSTER_HOME:-$root/.data/clickhouse-cluster}
nodes="1 2 3 4"

log() { printf 'cluster: %s\n' "$*" >&2; }

install_zookeeper() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
      log "ZooKeeper is not installed ($jar is missing) and cannot be installed (not root, no passwordless sudo)."
      log "install Debian's zookeeper package, or point --coord-hosts at a running ZooKeeper or ClickHouse Keeper."
      exit 1
    fi
  fi
  log "installing Debian's zookeeper package"
  local apt_log status=0
  apt_log=$(mktemp)
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zookeeper >"$apt_log" 2>&1 || status=$?
  if [ ! -f "$jar" ]; then
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >>"$apt_log" 2>&1 || true
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zookeeper >>"$apt_log" 2>&1 || status=$?
  fi
  if [ ! -f "$jar" ] || ! command -v java >/dev/null 2>&1; then
    tail -n 20 "$apt_log" >&2
    rm -f "$apt_log"
    log "installing zookeeper failed (apt-get exited $status; its last lines are above)"
    exit 1
  fi
  rm -f "$apt_log"
}

ruok() {
  [ "$(timeout 1 bash -c "exec 3<>/dev/tcp/127.0.0.1/$port; printf ruok >&3; cat <&3" 2>/dev/null)" = imok ]
}

running() { [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; }

write_config() {
  mkdir -p "$home/data" "$home/log"
  # tickTime 1000 lets sessions be as short as 2 s (2 ticks); a session expires on a tick.
  cat >"$home/zoo.cfg" <<CFG
tickTime=1000
initLimit=10
syncLimit=5
dataDir=$home/data
clientPort=$port
clientPortAddress=127.0.0.1
admin.enableServer=false
4lw.commands.whitelist=ruok,srvr,stat,mntr
maxClientCnxns=500
minSessionTimeout=2000
maxSessionTimeout=60000
autopurge.purgeInterval=1
CFG
  cat >"$home/log4j.properties" <<'CFG'
log4j.rootLogger=INFO, FILE
log4j.appender.FILE=org.apache.log4j.FileAppender
log4j.appender.FILE.File=${zookeeper.log.dir}/zookeeper.log
log4j.appender.FILE.layout=org.apache.log4j.PatternLayout
log4j.appender.FILE.layout.ConversionPattern=%d{ISO8601} [%t] %-5p %c{1} - %m%n
CFG
}

zookeeper_up() {
  if running && ruok; then log "zookeeper already up on 127.0.0.1:$port (pid $(cat "$pidfile"))"; return 0; fi
  if ruok; then log "a zookeeper already answers on 127.0.0.1:$port; using it"; return 0; fi
  [ -f "$jar" ] && command -v java >/dev/null 2>&1 || install_zookeeper
  write_config
  local cp="$home:$jar:/usr/share/java/zookeeper-jute.jar:/usr/share/java/log4j-1.2.jar:/usr/share/java/slf4j-api.jar:/usr/share/java/slf4j-log4j12.jar:/usr/share/java/netty-all.jar:/usr/share/java/metrics-core.jar:/usr/share/java/snappy-java.jar"
  nohup java -Xmx256m -Dzookeeper.log.dir="$home/log" -Dlog4j.configuration="file:$home/log4j.properties" \
    -Dzookeeper.admin.enableServer=false -Djava.net.preferIPv4Stack=true \
    -cp "$cp" org.apache.zookeeper.server.quorum.QuorumPeerMain "$home/zoo.cfg" >"$home/log/stdout.log" 2>&1 &
  echo $! >"$pidfile"
  for _ in $(seq 1 300); do
    if ruok; then log "zookeeper up on 127.0.0.1:$port (pid $(cat "$pidfile"))"; return 0; fi
    if ! running; then tail -n 20 "$home/log/stdout.log" "$home/log/zookeeper.log" >&2 2>/dev/null || true; log "zookeeper exited at start"; exit 1; fi
    sleep 0.1
  done
  log "zookeeper did not answer on 127.0.0.1:$port within 30 s (log: $home/log)"
  exit 1
}

zookeeper_down() {
  if ! running; then log "zookeeper not running"; rm -f "$pidfile"; return 0; fi
  local p
  p=$(cat "$pidfile")
  kill "$p"
  for _ in $(seq 1 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$p" 2>/dev/null; then log "zookeeper ($p) still running after 10 s"; exit 1; fi
  rm -f "$pidfile"
  log "zookeeper stopped"
}

# node N: shard 0((N+1)/2), replica r(2-N%2); tcp 1910N, http 1820N, interserver 1930N.
node_shard() { printf '%02d' $((($1 + 1) / 2)); }
node_replica() { printf 'r%d' $((2 - $1 % 2)); }
node_pidfile() { echo "$ch_home/n$1/clickhouse.pid"; }
node_running() { [ -f "$(node_pidfile "$1")" ] && kill -0 "$(cat "$(node_pidfile "$1")")" 2>/dev/null; }
node_ping() { curl -fsS --max-time 1 "http://127.0.0.1:1820$1/ping" >/dev/null 2>&1; }

find_clickhouse() {
  for c in clickhouse-server /usr/sbin/clickhouse-server /usr/bin/clickhouse-server; do
    if command -v "$c" >/dev/null 2>&1; then command -v "$c"; return 0; fi
  done
  return 1
}

replica_xml() { echo "<replica><host>127.0.0.1</host><port>1910$1</port></replica>"; }

write_node_config() {
  local n=$1 d=$ch_home/n$1
  mkdir -p "$d/data" "$d/tmp" "$d/user_files" "$d/format_schemas" "$d/log"
  # internal_replication: a Distributed table writes each block to one replica of its shard, and
  # the replicated table copies it to the other.
  cat >"$d/config.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <logger>
    <level>warning</level>
    <log>$d/log/server.log</log>
    <errorlog>$d/log/server.err.log</errorlog>
    <size>50M</size>
    <count>2</count>
  </logger>
  <listen_host>127.0.0.1</listen_host>
  <tcp_port>1910$n</tcp_port>
  <http_port>1820$n</http_port>
  <interserver_http_port>1930$n</interserver_http_port>
  <interserver_http_host>127.0.0.1</interserver_http_host>
  <path>$d/data/</path>
  <tmp_path>$d/tmp/</tmp_path>
  <user_files_path>$d/user_files/</user_files_path>
  <format_schema_path>$d/format_schemas/</format_schema_path>
  <users_config>$d/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <timezone>UTC</timezone>
  <mark_cache_size>134217728</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>
  <mlock_executable>false</mlock_executable>
  <remote_servers>
    <vera>
      <shard><internal_replication>true</internal_replication>$(replica_xml 1)$(replica_xml 2)</shard>
      <shard><internal_replication>true</internal_replication>$(replica_xml 3)$(replica_xml 4)</shard>
    </vera>
  </remote_servers>
  <zookeeper>
    <node index="1"><host>127.0.0.1</host><port>$port</port></node>
    <session_timeout_ms>5000</session_timeout_ms>
    <operation_timeout_ms>10000</operation_timeout_ms>
  </zookeeper>
  <macros>
    <shard>$(node_shard "$n")</shard>
    <replica>$(node_replica "$n")</replica>
  </macros>
  <distributed_ddl><path>/clickhouse/task_queue/ddl</path></distributed_ddl>
</yandex>
XML
  cat >"$d/users.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>2000000000</max_memory_usage><load_balancing>in_order</load_balancing><distributed_product_mode>global</distributed_product_mode><insert_distributed_sync>1</insert_distributed_sync></default></profiles>
  <users>
    <default>
      <password></password>
      <networks><ip>127.0.0.1</ip><ip>::1</ip></networks>
      <profile>default</profile>
      <quota>default</quota>
    </default>
  </users>
  <quotas><default><interval><duration>3600</duration><queries>0</queries><errors>0</errors><result_rows>0</result_rows><read_rows>0</read_rows><execution_time>0</execution_time></interval></default></quotas>
</yandex>
XML
}

start_node() {
  local n=$1 d=$ch_home/n$1 server
  if node_running "$n" && node_ping "$n"; then return 0; fi
  if node_ping "$n"; then log "a server already answers on 127.0.0.1:1820$n that this work tree did not start"; exit 1; fi
  server=$(find_clickhouse) || { log "no clickhouse-server: scripts/clickhouse.sh start installs Debian's package"; exit 1; }
  write_node_config "$n"
  cd "$d"
  nohup "$server" --config-file="$d/config.xml" >"$d/log/stdout.log" 2>&1 &
  echo $! >"$(node_pidfile "$n")"
  cd "$root"
}

wait_node() {
  local n=$1
  for _ in $(seq 1 150); do
    if node_ping "$n"; then return 0; fi
    if ! node_running "$n"; then tail -n 20 "$ch_home/n$n/log/stdout.log" "$ch_home/n$n/log/server.err.log" >&2 2>/dev/null || true; log "clickhouse node $n exited at start"; exit 1; fi
    sleep 0.2
  done
  log "clickhouse node $n did not answer within 30 s (log: $ch_home/n$n/log)"
  exit 1
}

stop_node() {
  local n=$1 p
  node_running "$n" || { rm -f "$(node_pidfile "$n")"; return 0; }
  p=$(cat "$(node_pidfile "$n")")
  kill "$p" 2>/dev/null || true
  for _ in $(seq 1 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
  kill -9 "$p" 2>/dev/null || true
  rm -f "$(node_pidfile "$n")"
}

check_node() { case "${1:-}" in 1 | 2 | 3 | 4) ;; *) echo "node must be 1..4" >&2; exit 2 ;; esac; }

up() {
  zookeeper_up
  command -v curl >/dev/null 2>&1 || { log "curl is required"; exit 1; }
  for n in $nodes; do start_node "$n"; done
  for n in $nodes; do wait_node "$n"; done
  log "clickhouse cluster vera up: 2 shards x 2 replicas on 127.0.0.1:19101-19104"
}

down() {
  for n in $nodes; do stop_node "$n"; done
  log "clickhouse cluster stopped"
  zookeeper_down
}

status() {
  local bad=0
  if ruok; then echo "zookeeper up 127.0.0.1:$port"; else echo "zookeeper down"; bad=1; fi
  for n in $nodes; do
    if node_ping "$n"; then echo "clickhouse node $n (shard $(node_shard "$n"), replica $(node_replica "$n")) up 127.0.0.1:1910$n"; else echo "clickhouse node $n down"; bad=1; fi
  done
  return $bad
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) status ;;
  hosts) echo "127.0.0.1:$port" ;;
  dsn) echo "clickhouse://127.0.0.1:19101,127.0.0.1:19102,127.0.0.1:19103,127.0.0.1:19104/${2:-default}?dial_timeout=1s&connection_open_strategy=in_order" ;;
  start-node) check_node "${2:-}"; start_node "$2"; wait_node "$2" ;;
  kill-node) check_node "${2:-}"; if node_running "$2"; then kill -9 "$(cat "$(node_pidfile "$2")")"; fi; rm -f "$(node_pidfile "$2")" ;;
  pid) check_node "${2:-}"; if node_running "$2"; then cat "$(node_pidfile "$2")"; else exit 1; fi ;;
  *) echo "usage: $0 up|down|status|hosts|dsn [DATABASE]|start-node N|kill-node N|pid N" >&2; exit 2 ;;
esac
