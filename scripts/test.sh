#!/usr/bin/env bash
# Runs every test on a fresh Debian machine: installs and starts what the tests need (a local
# ClickHouse server, a local ZooKeeper with a ClickHouse cluster of 2 shards x 2 replicas, node with the contracts' npm packages and their pinned solc and the web package's
# viem, Chromium for the page test, nginx for the proxy in front of the dev routes' test, gcc for the
# race detector), runs go vet and the whole Go test suite
# with the race detector, and stops the servers it started. The tests of several `vera serve`
# processes (build tag cluster) run with `make cluster-test`.
#
# Whatever cannot be installed or started makes it fail with a message naming it; no test skips.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

log() { printf '== %s\n' "$*" >&2; }
die() { printf '== make test FAILED: %s\n' "$*" >&2; exit 1; }

# tool on PATH -> what it is and the Debian package that provides it
tools=(
  "curl|curl|curl"
  "gcc|gcc (the race detector needs cgo)|gcc"
  "chromium|Chromium (the page test)|chromium"
  "/usr/sbin/nginx|nginx (the reverse proxy in front of the dev routes' test)|nginx-light"
  "node|node (compiles the contracts with the pinned solc)|nodejs"
  "npm|npm (installs the contracts' solc)|npm"
)
missing() {
  local t out=()
  for t in "${tools[@]}"; do
    IFS='|' read -r cmd what pkg <<<"$t"
    command -v "$cmd" >/dev/null 2>&1 || out+=("$what: command '$cmd', Debian package $pkg")
  done
  [ ${#out[@]} -eq 0 ] || printf '%s\n' "${out[@]}"
}

need_apt=()
for t in "${tools[@]}"; do
  IFS='|' read -r cmd _ pkg <<<"$t"
  command -v "$cmd" >/dev/null 2>&1 || need_apt+=("$pkg")
done
if [ ${#need_apt[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    sudo -n true 2>/dev/null || die "missing, and cannot install them (not root, no passwordless sudo):
$(missing)"
    sudo="sudo -n"
  fi
  log "installing Debian packages: ${need_apt[*]}"
  apt_log=$(mktemp)
  if ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >"$apt_log" 2>&1 ||
    ! $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >>"$apt_log" 2>&1; then
    tail -n 20 "$apt_log" >&2
    rm -f "$apt_log"
    die "installing ${need_apt[*]} failed (apt-get's last lines are above)"
  fi
  rm -f "$apt_log"
fi
still=$(missing)
[ -z "$still" ] || die "missing after installing the Debian packages:
$still"

started_clickhouse=""
if [ -z "${VERA_CLICKHOUSE_DSN:-}" ]; then
  if ! scripts/clickhouse.sh status >/dev/null 2>&1; then
    scripts/clickhouse.sh start || die "ClickHouse could not be installed or started (see above); or set VERA_CLICKHOUSE_DSN to a running server"
    started_clickhouse=1 # stop only stops a server this work tree started
  fi
  export VERA_CLICKHOUSE_DSN="$(scripts/clickhouse.sh dsn)"
fi
# The elector, cross-replica lock and shared-limit tests need a ZooKeeper (coord, pipeline, api);
# the schema package's cluster tests need the ClickHouse cluster replicating through it.
started_cluster=""
if [ -z "${VERA_TEST_COORD_HOSTS:-}" ] || [ -z "${VERA_TEST_CLICKHOUSE_CLUSTER_DSN:-}" ]; then
  if ! scripts/cluster.sh status >/dev/null 2>&1; then
    scripts/cluster.sh up || die "ZooKeeper or the ClickHouse cluster could not be installed or started (see above); or set VERA_TEST_COORD_HOSTS and VERA_TEST_CLICKHOUSE_CLUSTER_DSN to running ones"
    started_cluster=1
  fi
  export VERA_TEST_COORD_HOSTS="${VERA_TEST_COORD_HOSTS:-$(scripts/cluster.sh hosts)}"
  export VERA_TEST_CLICKHOUSE_CLUSTER_DSN="${VERA_TEST_CLICKHOUSE_CLUSTER_DSN:-$(scripts/cluster.sh dsn)}"
fi
cleanup() {
  if [ -n "$started_clickhouse" ]; then scripts/clickhouse.sh stop || true; fi
  if [ -n "$started_cluster" ]; then scripts/cluster.sh down || true; fi
}
trap cleanup EXIT

log "installing the contracts' npm packages"
npm ci --prefix chain/contracts --no-audit --no-fund --loglevel=error >/dev/null ||
  die "npm ci --prefix chain/contracts failed: solc for the contracts cannot be installed"
[ -f chain/contracts/node_modules/solc/package.json ] || die "solc is missing from chain/contracts/node_modules after npm ci"

log "installing the web package's npm modules (viem, lightweight-charts, typescript: the bundle's drift test, tsc, the standard clients' test)"
npm ci --prefix web --no-audit --no-fund --loglevel=error >/dev/null ||
  die "npm ci --prefix web failed: the web app's modules cannot be installed"
for m in viem lightweight-charts typescript; do
  [ -f "web/node_modules/$m/package.json" ] || die "$m is missing from web/node_modules after npm ci"
done

log "go vet"
go vet ./...
# 50 investments in a row take about five minutes on two cores, more under -race: the whole run
# makes 10 (TestHoldingsAfterEveryConfirmInChromium; run it alone for the 50 the issue asks).
export VERA_TEST_CONFIRMS="${VERA_TEST_CONFIRMS:-10}"
log "go test -race"
go test -race -count=1 -timeout 30m "$@" ./...
