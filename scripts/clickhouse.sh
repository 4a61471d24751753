#!/usr/bin/env bash
# Runs a private ClickHouse server on loopback with its data under the work tree.
#
#   scripts/clickhouse.sh start|stop|status|dsn
#
# start is idempotent: it installs Debian's clickhouse-server when no server binary is present
# (and we may install: root, or passwordless sudo), writes a config under $VERA_CLICKHOUSE_HOME,
# starts the server in the background and waits until it answers.
# Ports default to 19000 (native) and 18123 (HTTP) so an existing server on 9000/8123 is left alone.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
home=${VERA_CLICKHOUSE_HOME:-$root/.data/clickhouse}
tcp_port=${VERA_CLICKHOUSE_TCP_PORT:-19000}
http_port=${VERA_CLICKHOUSE_HTTP_PORT:-18123}
pidfile=$home/clickhouse.pid

log() { printf 'clickhouse: %s\n' "$*" >&2; }

find_server() {
  for c in clickhouse-server /usr/sbin/clickhouse-server /usr/bin/clickhouse-server; do
    if command -v "$c" >/dev/null 2>&1; then command -v "$c"; return 0; fi
  done
  if command -v clickhouse >/dev/null 2>&1; then echo "$(command -v clickhouse) server"; return 0; fi
  return 1
}

install_server() {
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
      log "no clickhouse-server found and cannot install it (not root, no passwordless sudo)."
      log "install Debian's clickhouse-server package, or set VERA_CLICKHOUSE_DSN to an existing server."
      exit 1
    fi
  fi
  log "installing Debian's clickhouse-server package"
  local apt_log status=0
  apt_log=$(mktemp)
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >"$apt_log" 2>&1 || status=$?
  # The package's post-install tries to start a system service; in containers that is refused and
  # apt-get reports it, harmlessly: what counts is whether the server binary is there afterwards.
  if [ "$status" -eq 0 ]; then
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clickhouse-server clickhouse-client >>"$apt_log" 2>&1 || status=$?
  fi
  if ! find_server >/dev/null; then
    tail -n 20 "$apt_log" >&2
    rm -f "$apt_log"
    log "installing clickhouse-server failed (apt-get exited $status; its last lines are above)"
    exit 1
  fi
  [ "$status" -eq 0 ] || log "apt-get exited $status, but clickhouse-server is installed"
  rm -f "$apt_log"
}

ping() { curl -fsS --max-time 2 "http://127.0.0.1:$http_port/ping" >/dev/null 2>&1; }

running() {
  [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null
}

write_config() {
  mkdir -p "$home/data" "$home/tmp" "$home/user_files" "$home/format_schemas" "$home/log"
  cat >"$home/config.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <logger>
    <level>warning</level>
    <log>$home/log/server.log</log>
    <errorlog>$home/log/server.err.log</errorlog>
    <size>50M</size>
    <count>2</count>
  </logger>
  <listen_host>127.0.0.1</listen_host>
  <http_port>$http_port</http_port>
  <tcp_port>$tcp_port</tcp_port>
  <path>$home/data/</path>
  <tmp_path>$home/tmp/</tmp_path>
  <user_files_path>$home/user_files/</user_files_path>
  <format_schema_path>$home/format_schemas/</format_schema_path>
  <users_config>$home/users.xml</users_config>
  <default_profile>default</default_profile>
  <default_database>default</default_database>
  <mark_cache_size>268435456</mark_cache_size>
  <max_concurrent_queries>100</max_concurrent_queries>
  <mlock_executable>false</mlock_executable>
</yandex>
XML
  cat >"$home/users.xml" <<XML
<?xml version="1.0"?>
<yandex>
  <profiles><default><max_memory_usage>4000000000</max_memory_usage></default></profiles>
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

start() {
  if running && ping; then log "already running on 127.0.0.1:$tcp_port"; return 0; fi
  if ping; then
    # Another work tree's server (or a system one) holds the ports: use it, never stop it.
    log "a server already answers on 127.0.0.1:$http_port; using it"
    return 0
  fi
  local server
  server=$(find_server) || { install_server; server=$(find_server); }
  command -v curl >/dev/null 2>&1 || { log "curl is required"; exit 1; }
  write_config
  # shellcheck disable=SC2086
  nohup $server --config-file="$home/config.xml" >"$home/log/stdout.log" 2>&1 &
  echo $! >"$pidfile"
  for _ in $(seq 1 150); do
    if ping; then log "ready on 127.0.0.1:$tcp_port (native), 127.0.0.1:$http_port (HTTP)"; return 0; fi
    if ! running; then log "server exited; see $home/log"; tail -n 20 "$home/log/stdout.log" "$home/log/server.err.log" >&2 2>/dev/null || true; exit 1; fi
    sleep 0.2
  done
  log "server did not answer within 30 s"; exit 1
}

stop() {
  if running; then
    local pid; pid=$(cat "$pidfile")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
    log "stopped"
  fi
  rm -f "$pidfile"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) if ping; then echo "running"; else echo "stopped"; exit 1; fi ;;
  dsn) echo "clickhouse://127.0.0.1:$tcp_port/default" ;;
  *) echo "usage: $0 start|stop|status|dsn" >&2; exit 2 ;;
esac
