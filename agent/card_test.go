package agent

import (
	"context"
	"encoding/json"
	"math/big"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

var lastKnown = common.HexToAddress("0x00000000000000000000000000000000000000Aa")

func startDevnet(t *testing.T) *devnet.Devnet {
	t.Helper()
	return devnettest.Start(t, devnet.Config{})
}

func cfgFor(m *chain.Deployment) CardConfig {
	return CardConfig{BaseURL: "https://vera.example/", IdentityRegistry: m.IdentityRegistry, Record: m.AgentRecord,
		LastKnownSigner: lastKnown, CanonicalAgentID: 42, CanonicalRegistry: common.HexToAddress("0x8004A169FB4a3325136EB29fA0ceB6D2e539a432")}
}

func keys(t *testing.T, v any) []string {
	t.Helper()
	raw, _ := json.Marshal(v)
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func TestCardLiveSignerAndRotation(t *testing.T) {
	d := startDevnet(t)
	m := d.Manifest()
	cards := NewCards(cfgFor(m), d.Client())
	ctx := context.Background()

	card, err := cards.Card(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if card.Metadata.AgentSigner != crypto.PubkeyToAddress(devnet.AgentKey().PublicKey).Hex() {
		t.Fatalf("agentSigner %s, want the devnet agent key", card.Metadata.AgentSigner)
	}
	// Every field of the spec, with its fixed values.
	if got := strings.Join(keys(t, card), ","); got != "active,description,domains,endpoints,image,metadata,name,persona,registrations,services,skills,supportedTrust,x402" {
		t.Fatalf("card keys: %s", got)
	}
	if got := strings.Join(keys(t, card.Metadata), ","); got != "agentId,agentPage,agentSigner,app,chain,chainId,demo,explorer,identityRegistry,note,version" {
		t.Fatalf("metadata keys: %s", got)
	}
	if card.Image != "https://vera.example/icon-512.png" || !card.Active || card.X402 || len(card.Skills) != 5 ||
		card.Metadata.ChainID != 4663 || card.Metadata.AgentID != 1 || card.Metadata.IdentityRegistry != m.IdentityRegistry.Hex() ||
		len(card.Registrations) != 1 || card.Registrations[0].AgentRegistry != "eip155:8453:0x8004A169FB4a3325136EB29fA0ceB6D2e539a432" ||
		strings.Join(card.SupportedTrust, ",") != "reputation" || strings.Join(card.Domains, ",") != "finance,investing,real-world-assets" {
		t.Fatalf("card values: %+v", card)
	}

	// Rotate the signer on chain: the next card shows the new one.
	next := common.HexToAddress("0x1234567890123456789012345678901234567890")
	sendFromDeployer(t, d, m.AgentRecord, agentrecord.NewAgentRecord().PackRotateSigner(next))
	card, err = cards.Card(ctx)
	if err != nil || card.Metadata.AgentSigner != next.Hex() {
		t.Fatalf("after rotation agentSigner %s (%v), want %s", card.Metadata.AgentSigner, err, next.Hex())
	}

	reg := cards.Registration()
	if reg.Type != RegistrationType || len(reg.Registrations) != 2 || reg.Registrations[1].AgentID != 1 ||
		reg.Registrations[1].AgentRegistry != "eip155:4663:"+m.IdentityRegistry.Hex() || reg.Name != card.Name || reg.Image != card.Image {
		t.Fatalf("registration file: %+v", reg)
	}
}

func TestCardFallsBackWhenRPCUnreachable(t *testing.T) {
	c, err := chain.Dial(context.Background(), "http://127.0.0.1:1", chain.ClientConfig{Retries: -1, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	m := &chain.Deployment{ChainID: 4663, AgentRecord: common.HexToAddress("0x01"), IdentityRegistry: common.HexToAddress("0x02")}
	card, readErr := NewCards(cfgFor(m), c).Card(context.Background())
	if readErr == nil {
		t.Fatal("unreachable RPC reported no error")
	}
	if card.Metadata.AgentSigner != lastKnown.Hex() || card.Name == "" {
		t.Fatalf("fallback card: signer %s", card.Metadata.AgentSigner)
	}
	card, _ = NewCards(cfgFor(m), nil).Card(context.Background())
	if card.Metadata.AgentSigner != lastKnown.Hex() {
		t.Fatal("no reader: expected the last-known signer")
	}
}

func TestContractsListing(t *testing.T) {
	d := startDevnet(t)
	l := ContractsListing(d.Manifest())
	raw, _ := json.Marshal(l)
	var generic map[string]any
	_ = json.Unmarshal(raw, &generic)
	for _, k := range []string{"usdg", "permit2", "settlement", "agentRecord", "identityRegistry", "entryPoint", "accountFactory", "paymaster", "multicall3"} {
		s, _ := generic[k].(string)
		if !common.IsHexAddress(s) || common.HexToAddress(s) == (common.Address{}) {
			t.Errorf("%s = %q", k, s)
		}
	}
	if l.ChainID != 4663 || len(l.Venues) != 3 || len(l.Assets) != 5 || l.Assets[0].Feed == "" {
		t.Fatalf("listing: %+v", l)
	}
}

func sendFromDeployer(t *testing.T, d *devnet.Devnet, to common.Address, data []byte) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	key := devnet.DeployerKey()
	c := d.Client()
	nonce, err := c.PendingNonceAt(ctx, crypto.PubkeyToAddress(key.PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	tx, _ := types.SignNewTx(key, types.LatestSignerForChainID(big.NewInt(devnet.ChainID)), &types.DynamicFeeTx{
		ChainID: big.NewInt(devnet.ChainID), Nonce: nonce, GasTipCap: big.NewInt(1e9), GasFeeCap: big.NewInt(100e9), Gas: 200_000, To: &to, Data: data,
	})
	if err := c.SendTransaction(ctx, tx); err != nil {
		t.Fatal(err)
	}
	r, err := devnet.WaitMined(ctx, c, tx.Hash())
	if err != nil || r.Status != 1 {
		t.Fatalf("rotation tx: %v", err)
	}
}

// gatedCaller passes every call to the devnet, holding the first one's answer until open closes.
type gatedCaller struct {
	inner   ethereum.ContractCaller
	open    chan struct{}
	entered chan struct{}
	once    sync.Once
}

// queued is how many requests wait on the read queued behind the one in flight.
func (c *Cards) queued() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.next == nil {
		return 0
	}
	return c.next.waiters
}

func (g *gatedCaller) CallContract(ctx context.Context, msg ethereum.CallMsg, n *big.Int) ([]byte, error) {
	first := false
	g.once.Do(func() { first = true })
	raw, err := g.inner.CallContract(ctx, msg, n)
	if first {
		close(g.entered)
		<-g.open
	}
	return raw, err
}

// A card request waits for the next agentSigner() read that starts after it arrived, and one read
// answers every request waiting on it: requests arriving during a read (held open here) after the
// signer rotated get the rotated signer from one second read, never the read that began before them.
func TestCardReadsCoalesceAndStartAfterArrival(t *testing.T) {
	d := startDevnet(t)
	m := d.Manifest()
	gate := &gatedCaller{inner: d.Client(), open: make(chan struct{}), entered: make(chan struct{})}
	cfg := cfgFor(m)
	cfg.ReadTimeout = 20 * time.Second // the gate, not the timeout, decides here
	cards := NewCards(cfg, gate)
	ctx := context.Background()
	original := crypto.PubkeyToAddress(devnet.AgentKey().PublicKey)

	first := make(chan common.Address, 1)
	go func() { a, _ := cards.Signer(ctx); first <- a }()
	<-gate.entered // read 1 is in flight, begun before the rotation
	next := common.HexToAddress("0x1234567890123456789012345678901234567890")
	sendFromDeployer(t, d, m.AgentRecord, agentrecord.NewAgentRecord().PackRotateSigner(next))

	const later = 50
	var wg sync.WaitGroup
	got := make(chan common.Address, later)
	for range later {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, err := cards.Signer(ctx)
			if err != nil {
				t.Error(err)
			}
			got <- a
		}()
	}
	for cards.queued() != later {
		time.Sleep(time.Millisecond)
	}
	close(gate.open)
	if a := <-first; a != original {
		t.Fatalf("the request that started read 1 got %s, want the signer before the rotation", a.Hex())
	}
	wg.Wait()
	close(got)
	for a := range got {
		if a != next {
			t.Fatalf("a request that arrived after the rotation got %s, want %s", a.Hex(), next.Hex())
		}
	}
	if n := cards.Reads(); n != 2 {
		t.Fatalf("%d reads for %d requests, want 2: one in flight, one for everyone who arrived during it", n, later+1)
	}
}

// A read that does not answer within ReadTimeout: the request answers the last-known signer.
func TestCardTimeoutAnswersLastKnown(t *testing.T) {
	d := startDevnet(t)
	m := d.Manifest()
	gate := &gatedCaller{inner: d.Client(), open: make(chan struct{}), entered: make(chan struct{})}
	defer close(gate.open)
	cfg := cfgFor(m)
	cfg.ReadTimeout = 50 * time.Millisecond
	card, err := NewCards(cfg, gate).Card(context.Background())
	if err == nil || card.Metadata.AgentSigner != lastKnown.Hex() {
		t.Fatalf("timed-out read: signer %s, err %v", card.Metadata.AgentSigner, err)
	}
}
