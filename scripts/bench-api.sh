#!/usr/bin/env bash
# The API frame's throughput benchmark: a public JSON route through the full middleware chain
# against a bare fasthttp handler writing the same bytes, over loopback. The two alternate,
# five rounds each, so that load from anything else on the machine falls on both alike.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
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
