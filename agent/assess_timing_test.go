package agent

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
)

// BenchmarkAssess is one commit-plan: canonical JSON, recHash, planId, clamp and the EIP-712
// signature. Run with -cpu 1 for the per-core figure.
func BenchmarkAssess(b *testing.B) {
	key, _ := crypto.GenerateKey()
	a, _ := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: 4663, Record: common.HexToAddress("0xaa"), Signer: chain.NewKeySigner(key)})
	req, err := parseRequest(body(okAddr, goodAlloc, "250"))
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := a.Assess(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "signatures/s")
}

// BenchmarkParseAndAssess adds decoding and validating the request body.
func BenchmarkParseAndAssess(b *testing.B) {
	key, _ := crypto.GenerateKey()
	a, _ := NewAssessor(AssessorConfig{Panel: bundledPanel, ChainID: 4663, Record: common.HexToAddress("0xaa"), Signer: chain.NewKeySigner(key)})
	raw := body(okAddr, goodAlloc, "250")
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		req, err := parseRequest(raw)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := a.Assess(ctx, req); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "signatures/s")
}
