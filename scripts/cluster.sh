#!/usr/bin/env bash
# Runs the coordination service of several replicas on loopback: one ZooKeeper server with its
# data under the work tree.
#
#   scripts/cluster.sh up|down|status|hosts
#
# up is idempotent: it installs Debian's zookeeper package when its jar is missing (and we may
# install: root, or passwordless sudo), writes a config under $VERA_COORD_HOME, starts the server
# in the background with java and waits until it answers "imok". down stops only the process
# recorded in the PID file. hosts prints the value for --coord-hosts (VERA_COORD_HOSTS).
# The port defaults to 12181 so a ZooKeeper on 2181 is left alone.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
home=${VERA_COORD_HOME:-$root/.data/zookeeper}
port=${VERA_COORD_PORT:-12181}
pidfile=$home/zookeeper.pid
jar=/usr/share/java/zookeeper.jar

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

up() {
  [ -f "$jar" ] && command -v java >/dev/null 2>&1 || install_zookeeper
  if running && ruok; then log "zookeeper already up on 127.0.0.1:$port (pid $(cat "$pidfile"))"; return 0; fi
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

down() {
  if ! running; then log "zookeeper not running"; rm -f "$pidfile"; return 0; fi
  local p
  p=$(cat "$pidfile")
  kill "$p"
  for _ in $(seq 1 100); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$p" 2>/dev/null; then log "zookeeper ($p) still running after 10 s"; exit 1; fi
  rm -f "$pidfile"
  log "zookeeper stopped"
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) if running && ruok; then echo "up 127.0.0.1:$port"; else echo down; exit 1; fi ;;
  hosts) echo "127.0.0.1:$port" ;;
  *) echo "usage: $0 up|down|status|hosts" >&2; exit 2 ;;
esac
