#!/usr/bin/env bash
# The API frame's throughput benchmark: a public JSON route through the full middleware chain
# against a bare fasthttp handler writing the same bytes, over loopback. The two alternate,
# five rounds each, so that load from anything else on the machine falls on both alike.
#
#   scripts/bench-api.sh            the frame, as above
#   scripts/bench-api.sh replicas   three `vera serve` replicas sharing the rate limits, requests from
#                                   100,000 client addresses spread over them: /healthz against two
#                                   limited routes in alternating rounds, with ZooKeeper's writes and
#                                   znodes (mntr), then the same processes each counting alone
#                                   (BenchmarkClusterThroughput; needs scripts/cluster.sh up and
#                                   VERA_CLICKHOUSE_DSN)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ "${1:-}" = replicas ]; then
  export VERA_TEST_COORD_HOSTS="${VERA_TEST_COORD_HOSTS:-$(scripts/cluster.sh hosts)}"
  echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  go test -tags cluster -count=1 -timeout 30m ./cmd/vera -run '^$' -bench ClusterThroughput -benchtime 1x |
    grep -E '^(Benchmark|    cluster_bench_test)' | sed 's/^    cluster_bench_test.go:[0-9]*: /    /'
  echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
  exit 0
fi
bin=$(mktemp -d)/api.test
go test -c -o "$bin" ./api
for _ in 1 2 3 4 5; do
  for b in LoopbackBare LoopbackChain; do
    "$bin" -test.run '^$' -test.bench "^Benchmark$b\$" -test.benchtime 2s | grep '^Benchmark'
  done
done | tee /dev/stderr | awk '
  { for (i = 1; i < NF; i++) if ($(i+1) == "req/s") { sub(/-[0-9]+$/, "", $1); n[$1]++; v[$1, n[$1]] = $i } }
  END {
    for (k in n) {
      # insertion sort of the (few) samples, then the median
      for (i = 2; i <= n[k]; i++) { x = v[k, i]; for (j = i - 1; j >= 1 && v[k, j] > x; j--) v[k, j+1] = v[k, j]; v[k, j+1] = x }
      med[k] = v[k, int((n[k] + 1) / 2)]
      printf "%s median %.0f req/s over %d runs\n", k, med[k], n[k]
    }
    b = med["BenchmarkLoopbackBare"]; c = med["BenchmarkLoopbackChain"]
    if (b > 0) printf "chain / bare = %.1f%%\n", 100 * c / b
  }'
