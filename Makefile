# Vera. `make run` starts the whole service locally; `make test` runs every test.
GO ?= go
BIN := bin/vera

.PHONY: run test build bench vet fmt clickhouse-start clickhouse-stop clean

run: build
	./$(BIN) dev

test:
	scripts/test.sh

build:
	$(GO) build -o $(BIN) ./cmd/vera

bench:
	scripts/clickhouse.sh start
	VERA_CLICKHOUSE_DSN=$$(scripts/clickhouse.sh dsn) $(GO) test -run '^$$' -bench . -benchmem ./...

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
