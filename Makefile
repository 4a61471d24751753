# Vera. `make run` starts the whole service locally; `make test` runs every test.
GO ?= go
BIN := bin/vera

.PHONY: run test cluster-test build bench vet fmt clickhouse-start clickhouse-stop clean

run: build
	./$(BIN) dev

test:
	scripts/test.sh

# Several `vera serve` processes against one devnet, ClickHouse and ZooKeeper (docs/scale.md).
cluster-test:
	scripts/clickhouse.sh start
	scripts/cluster.sh up
	VERA_CLICKHOUSE_DSN=$$(scripts/clickhouse.sh dsn) VERA_TEST_COORD_HOSTS=$$(scripts/cluster.sh hosts) \
		VERA_TEST_CLICKHOUSE_CLUSTER_DSN="$$(scripts/cluster.sh dsn)" \
		$(GO) test -count=1 -tags cluster -run Cluster -timeout 30m -v ./cmd/vera

build:
	$(GO) build -o $(BIN) ./cmd/vera

# BenchmarkBundlerPeer (relay) runs Pimlico's Alto, pinned in bench/alto, which make test never installs.
bench:
	npm ci --prefix bench/alto --no-audit --no-fund
	scripts/clickhouse.sh start
	scripts/cluster.sh up
	VERA_CLICKHOUSE_DSN=$$(scripts/clickhouse.sh dsn) VERA_TEST_COORD_HOSTS=$$(scripts/cluster.sh hosts) $(GO) test -run '^$$' -bench . -benchmem ./...

vet:
	$(GO) vet ./...

fmt:
	gofmt -w $$(git ls-files '*.go')

clickhouse-start:
	scripts/clickhouse.sh start

clickhouse-stop:
	scripts/clickhouse.sh stop

clean:
	rm -rf bin

# Rebuild contract artifacts and Go bindings (chain/contracts); see docs/chain.md.
.PHONY: contracts
contracts:
	scripts/contracts.sh
