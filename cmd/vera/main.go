package main

import (
	_ "github.com/ClickHouse/clickhouse-go/v2"
	_ "github.com/ethereum/go-ethereum/ethclient"
	_ "github.com/go-co-op/gocron/v2"
	_ "github.com/golang-jwt/jwt/v5"
	_ "github.com/prometheus/client_golang/prometheus"
	_ "github.com/valyala/fasthttp"
	_ "gonum.org/v1/gonum/stat"
)

func main() {}
