#!/usr/bin/env bash
# Runs every test on a fresh Debian machine: installs and starts what the tests need (a local
# ClickHouse server, the contracts' npm packages, Chromium for the page tests), runs go vet and
# the whole Go test suite, and stops the ClickHouse server it started.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

log() { printf '== %s\n' "$*" >&2; }

need_apt=()
command -v curl >/dev/null 2>&1 || need_apt+=(curl)
if [ -z "${VERA_CLICKHOUSE_DSN:-}" ] && ! command -v clickhouse-server >/dev/null 2>&1; then
  need_apt+=(clickhouse-server clickhouse-client)
fi
if ! command -v chromium >/dev/null 2>&1; then need_apt+=(chromium); fi
if [ -f chain/contracts/package.json ] && ! command -v npm >/dev/null 2>&1; then need_apt+=(nodejs npm); fi
if [ ${#need_apt[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
  log "installing Debian packages: ${need_apt[*]}"
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null 2>&1 || true
fi

started_clickhouse=""
if [ -z "${VERA_CLICKHOUSE_DSN:-}" ]; then
  if ! scripts/clickhouse.sh status >/dev/null 2>&1; then
    scripts/clickhouse.sh start
    started_clickhouse=1 # stop only stops a server this work tree started
  fi
  export VERA_CLICKHOUSE_DSN="$(scripts/clickhouse.sh dsn)"
fi
cleanup() { if [ -n "$started_clickhouse" ]; then scripts/clickhouse.sh stop || true; fi; }
trap cleanup EXIT

if [ -f chain/contracts/package-lock.json ]; then
  log "installing the contracts' npm packages"
  npm ci --prefix chain/contracts --no-audit --no-fund --loglevel=error >/dev/null
fi

log "go vet"
go vet ./...
log "go test"
go test -count=1 -timeout 15m "$@" ./...
