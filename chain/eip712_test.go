package chain

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// Type hashes as published by Permit2 (PermitHash.sol constants, as integrators hardcode them).
func TestPermit2DocumentedTypeHashes(t *testing.T) {
	f := func(name string, got common.Hash, want string) {
		t.Helper()
		if got != common.HexToHash(want) {
			t.Errorf("%s = %s, want %s", name, got.Hex(), want)
		}
	}
	f("TokenPermissions", tokenPermissionsTypeHash, "0x618358ac3db8dc274f0cd8829da7e234bd48cd73c4a740aede1adec9846d06a1")
	f("PermitTransferFrom", permitTransferFromTypeHash, "0x939c21a48a8dbe3a9a2404a1d46691e4d39f6583d6ec6b35714604c986d80106")
	f("EIP712Domain(no version)", crypto.Keccak256Hash([]byte(permit2DomainType)), "0x8cad95687ba82c2ce50e74f7b754645e5117c3a5bec8151c0726d5857980a866")
	if permitWitnessTransferFromSw != "PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,SwapWitness witness)SwapWitness(address venue,address buyToken,uint256 minBuyAmount,address recipient)TokenPermissions(address token,uint256 amount)" {
		t.Errorf("witness type string: %s", permitWitnessTransferFromSw)
	}
}

func testPermit() PermitWitness {
	return PermitWitness{
		Token:    common.HexToAddress("0x5fc5360D0400a0Fd4f2af552ADD042D716F1d168"),
		Amount:   big.NewInt(15_000_000),
		Spender:  common.HexToAddress("0x1111111111111111111111111111111111111111"),
		Nonce:    new(big.Int).Lsh(big.NewInt(1), 200),
		Deadline: big.NewInt(1_780_000_000),
		Witness: SwapWitness{
			Venue:        common.HexToAddress("0x2222222222222222222222222222222222222222"),
			BuyToken:     common.HexToAddress("0x3333333333333333333333333333333333333333"),
			MinBuyAmount: big.NewInt(7_000_000_000_000_000),
			Recipient:    common.HexToAddress("0x4444444444444444444444444444444444444444"),
		},
	}
}

// The hand-rolled digests (the contracts' way) equal apitypes' generic EIP-712 hashing.
func TestDigestsMatchApitypes(t *testing.T) {
	permit2 := common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3")
	p := testPermit()
	want, err := TypedDataDigest(p.TypedData(4663, permit2))
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Digest(4663, permit2); got != want {
		t.Fatalf("permit digest %s, apitypes %s", got.Hex(), want.Hex())
	}

	record := common.HexToAddress("0x5555555555555555555555555555555555555555")
	for _, r := range []RiskInference{
		{PlanID: crypto.Keccak256Hash([]byte("a")), AssessedRisk: 0, MaxRisk: 1500, Expiry: big.NewInt(1)},
		{PlanID: crypto.Keccak256Hash([]byte("b")), AssessedRisk: 10000, MaxRisk: 10000, Expiry: big.NewInt(1_780_000_900)},
		{PlanID: common.Hash{}, AssessedRisk: 4321, MaxRisk: 5821, Expiry: new(big.Int).Lsh(big.NewInt(1), 255)},
	} {
		want, err := TypedDataDigest(r.TypedData(4663, record))
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Digest(AgentRecordDomainSeparator(4663, record)); got != want {
			t.Errorf("risk digest %s, apitypes %s", got.Hex(), want.Hex())
		}
	}
}

func TestSignAndRecover(t *testing.T) {
	key, _ := crypto.GenerateKey()
	s := NewKeySigner(key)
	td := testPermit().TypedData(4663, common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3"))
	digest, err := TypedDataDigest(td)
	if err != nil {
		t.Fatal(err)
	}
	sig, err := s.SignDigest(context.Background(), digest)
	if err != nil {
		t.Fatal(err)
	}
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		t.Fatalf("signature shape: len %d v %d", len(sig), sig[64])
	}
	got, err := RecoverDigest(digest, sig)
	if err != nil || got != s.Address() {
		t.Fatalf("recovered %s, %v; want %s", got.Hex(), err, s.Address().Hex())
	}
	if _, err := RecoverDigest(common.Hash{}, sig[:64]); err == nil {
		t.Fatal("64-byte signature accepted")
	}
}

func TestParseKeySignerHidesKey(t *testing.T) {
	_, err := ParseKeySigner("0xnot-a-key-but-secret")
	if err == nil {
		t.Fatal("bad key accepted")
	}
	if contains(err.Error(), "secret") {
		t.Fatalf("error leaks input: %v", err)
	}
	s, err := ParseKeySigner("0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80")
	if err != nil {
		t.Fatal(err)
	}
	if s.Address() != common.HexToAddress("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266") {
		t.Fatalf("address %s", s.Address().Hex())
	}
	if contains(s.String(), "ac0974") {
		t.Fatal("String leaks key")
	}
}

func contains(s, sub string) bool {
	return len(sub) > 0 && len(s) >= len(sub) && (s == sub || indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}
