package rollout_test

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/identityregistry"
	"github.com/vera-invest/vera/chain/contracts/bindings/oraclemarketmaker"
	"github.com/vera-invest/vera/chain/contracts/bindings/settlement"
	"github.com/vera-invest/vera/chain/contracts/bindings/sponsorpaymaster"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/chain/rollout"
)

var (
	ether      = big.NewInt(1_000_000_000_000_000_000)
	otherRelay = common.HexToAddress("0x00000000000000000000000000000000000be1a7")
)

// world starts a world chain and lists one venue on it: an OracleMarketMaker the test deploys (the
// world chain has no venue before Uniswap's joins it), for the grove vault to trade on.
func world(t *testing.T) (*devnet.Devnet, *chain.World) {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{World: &devnet.WorldConfig{}, DemoUsers: -1})
	w := d.World()
	mm := devnettest.Deploy(t, d, devnet.DeployerKey(), append(common.FromHex(oraclemarketmaker.OracleMarketMakerMetaData.Bin),
		oraclemarketmaker.NewOracleMarketMaker().PackConstructor(w.USDG.Token)...), 4_000_000)
	w.Venues = append(w.Venues, chain.Venue{Name: "market-maker", Kind: "oracle-priced", Address: mm})
	return d, w
}

func config(w *chain.World) rollout.Config {
	return rollout.Config{
		World:            w,
		Deployer:         devnet.DeployerKey(),
		AgentSigner:      crypto.PubkeyToAddress(devnet.AgentKey().PublicKey),
		SponsorSigner:    crypto.PubkeyToAddress(devnet.SponsorKey().PublicKey),
		Relays:           []common.Address{crypto.PubkeyToAddress(devnet.RelayKey().PublicKey), otherRelay},
		PaymasterLimits:  devnet.DefaultPaymasterLimits(),
		PaymasterDeposit: new(big.Int).Mul(big.NewInt(10), ether),
		PaymasterStake:   ether,
		UnstakeDelay:     86_400,
		AgentCardURL:     "https://vera.example/.well-known/agent-registration.json",
		Groves: []rollout.Grove{{ID: "pair", Symbols: []string{w.Assets[0].Symbol, w.Assets[1].Symbol},
			WeightsBps: []uint16{6000, 4000}}},
		GroveVenue:       "market-maker",
		GroveFeeBps:      devnet.GroveFeeBps,
		GroveMaxPriceAge: 3 * time.Hour,
	}
}

func nonce(t *testing.T, d *devnet.Devnet) uint64 {
	t.Helper()
	n, err := d.Client().PendingNonceAt(context.Background(), crypto.PubkeyToAddress(devnet.DeployerKey().PublicKey))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestPreflight(t *testing.T) {
	t.Parallel() // each has its own world chain, which waits for the wall clock
	d, w := world(t)
	ctx := context.Background()
	if err := rollout.Preflight(ctx, d.Client(), w); err != nil {
		t.Fatalf("the world chain fails its own world: %v", err)
	}
	nowhere := common.HexToAddress("0x000000000000000000000000000000000000dead")
	cases := []struct {
		name  string
		edit  func(w *chain.World)
		wants []string
	}{
		{"chain id", func(w *chain.World) { w.ChainID = 1 }, []string{"chain id: the RPC serves chain 4663, the world is chain 1"}},
		{"USDG without code", func(w *chain.World) { w.USDG.Token = nowhere }, []string{"USDG " + nowhere.Hex() + ": no code"}},
		{"asset's symbol", func(w *chain.World) { w.Assets[0].Symbol = "ZZZZ" }, []string{"asset ZZZZ", `symbol() is "`}},
		{"USDG's decimals", func(w *chain.World) { w.USDG.Decimals = 18 }, []string{"USDG", "decimals() is 6, the world says 18"}},
		{"a feed that is a token", func(w *chain.World) { w.Assets[1].Feed = w.USDG.Token }, []string{"feed of " + w.Assets[1].Symbol, "latestRoundData() does not answer"}},
		{"EntryPoint at Multicall3", func(w *chain.World) { w.EntryPoint = w.Multicall3 }, []string{"EntryPoint " + w.Multicall3.Hex() + ": getNonce() does not answer"}},
		{"Permit2 at a token", func(w *chain.World) { w.Permit2 = w.USDG.Token }, []string{"Permit2 " + w.USDG.Token.Hex() + ": DOMAIN_SEPARATOR() is 0x", "not Permit2's domain on chain 4663"}},
		{"Permit2 at Multicall3", func(w *chain.World) { w.Permit2 = w.Multicall3 }, []string{"Permit2 " + w.Multicall3.Hex() + ": DOMAIN_SEPARATOR() does not answer"}},
		{"no Multicall3", func(w *chain.World) { w.Multicall3 = common.Address{} }, []string{"Multicall3: no address in the world file"}},
		{"venue without code", func(w *chain.World) { w.Venues[0].Address = nowhere }, []string{"venue market-maker " + nowhere.Hex() + ": no code"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			bad := *w
			bad.USDG = w.USDG
			bad.Assets = append([]chain.WorldToken{}, w.Assets...)
			bad.Venues = append([]chain.Venue{}, w.Venues...)
			tc.edit(&bad)
			err := rollout.Preflight(ctx, d.Client(), &bad)
			var pe *rollout.PreflightError
			if !errors.As(err, &pe) || !errors.Is(err, rollout.ErrPreflight) {
				t.Fatalf("want a PreflightError, got %v", err)
			}
			if len(pe.Failures) != 1 {
				t.Fatalf("want one failure, got %q", pe.Failures)
			}
			for _, want := range tc.wants {
				if !strings.Contains(pe.Failures[0], want) {
					t.Fatalf("failure %q does not say %q", pe.Failures[0], want)
				}
			}
			before := nonce(t, d)
			dep, err := rollout.New(d.Client(), config(&bad))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := dep.Run(ctx, &bytes.Buffer{}); !errors.Is(err, rollout.ErrPreflight) {
				t.Fatalf("Run on a bad world: %v", err)
			}
			if after := nonce(t, d); after != before {
				t.Fatalf("a run that failed its preflight sent %d transaction(s)", after-before)
			}
		})
	}
}

func TestDeploy(t *testing.T) {
	t.Parallel() // each has its own world chain, which waits for the wall clock
	d, w := world(t)
	ctx := context.Background()
	dep, err := rollout.New(d.Client(), config(w))
	if err != nil {
		t.Fatal(err)
	}
	me := dep.Address()

	before := nonce(t, d)
	var dry bytes.Buffer
	if err := dep.DryRun(ctx, &dry); err != nil {
		t.Fatal(err)
	}
	if nonce(t, d) != before {
		t.Fatal("the dry run sent a transaction")
	}
	out := dry.String()
	for _, want := range []string{"create IdentityRegistry at 0x", "register the agent", "create Settlement", "create AgentRecord/1",
		"create SponsorPaymaster", "allow relay " + otherRelay.Hex(), "deposit to the paymaster", "stake the paymaster",
		"allow venue market-maker", "create GroveVault/pair", "gas ", " ETH", "total: "} {
		if !strings.Contains(out, want) {
			t.Fatalf("dry run does not say %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, ": done") {
		t.Fatalf("a dry run on a fresh world finds steps done:\n%s", out)
	}

	var log bytes.Buffer
	m, err := dep.Run(ctx, &log)
	if err != nil {
		t.Fatalf("deploy: %v\n%s", err, log.String())
	}
	sent := nonce(t, d) - before
	steps, _, err := dep.Plan(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if sent != uint64(len(steps)) {
		t.Fatalf("a fresh deploy sent %d transactions for %d steps", sent, len(steps))
	}

	t.Run("the manifest's contracts work", func(t *testing.T) {
		if m.ChainID != devnet.ChainID || m.USDG != w.USDG.Token || m.EntryPoint != w.EntryPoint || m.Permit2 != w.Permit2 || len(m.Assets) != len(w.Assets) {
			t.Fatalf("manifest does not carry the world: %+v", m)
		}
		ir := identityregistry.NewIdentityRegistry()
		if owner := devnettest.Read(t, d, m.IdentityRegistry, ir.PackOwnerOf(big.NewInt(m.AgentID)), ir.UnpackOwnerOf); owner != me {
			t.Fatalf("agent #%d is owned by %s", m.AgentID, owner.Hex())
		}
		if n := devnettest.Read(t, d, m.IdentityRegistry, ir.PackBalanceOf(me), ir.UnpackBalanceOf); n.Int64() != 1 {
			t.Fatalf("the deployer holds %d registrations", n)
		}
		ar := agentrecord.NewAgentRecord()
		if id := devnettest.Read(t, d, m.AgentRecord, ar.PackAgentId(), ar.UnpackAgentId); id.Int64() != m.AgentID {
			t.Fatalf("AgentRecord's agentId %d, manifest %d", id, m.AgentID)
		}
		if s := devnettest.Read(t, d, m.AgentRecord, ar.PackAgentSigner(), ar.UnpackAgentSigner); s != m.AgentSigner {
			t.Fatalf("AgentRecord's signer %s", s.Hex())
		}
		st := settlement.NewSettlement()
		if o := devnettest.Read(t, d, m.Settlement, st.PackOwner(), st.UnpackOwner); o != me {
			t.Fatalf("Settlement is owned by %s, not the deployer", o.Hex())
		}
		if !devnettest.Read(t, d, m.Settlement, st.PackVenues(w.Venues[0].Address), st.UnpackVenues) {
			t.Fatal("the world's venue is not allowed on Settlement")
		}
		pm := sponsorpaymaster.NewSponsorPaymaster()
		if dep := devnettest.Read(t, d, m.Paymaster, pm.PackGetDeposit(), pm.UnpackGetDeposit); dep.Cmp(new(big.Int).Mul(big.NewInt(10), ether)) != 0 {
			t.Fatalf("paymaster deposit %s", dep)
		}
		if o := devnettest.Read(t, d, m.Paymaster, pm.PackOwner(), pm.UnpackOwner); o != me {
			t.Fatalf("the paymaster is owned by %s", o.Hex())
		}
		for _, r := range config(w).Relays {
			if !devnettest.Read(t, d, m.Paymaster, pm.PackIsRelay(r), pm.UnpackIsRelay) {
				t.Fatalf("relay %s not allowed", r.Hex())
			}
		}
		if len(m.Groves) != 1 {
			t.Fatalf("groves %+v", m.Groves)
		}
		gv := grovevault.NewGroveVault()
		if id := devnettest.Read(t, d, m.Groves[0].Address, gv.PackGroveId(), gv.UnpackGroveId); id != "pair" {
			t.Fatalf("grove vault says id %q", id)
		}
		if o := devnettest.Read(t, d, m.Groves[0].Address, gv.PackOwner(), gv.UnpackOwner); o != me {
			t.Fatalf("the grove vault is owned by %s", o.Hex())
		}
	})

	t.Run("a second run sends nothing", func(t *testing.T) {
		before := nonce(t, d)
		again, err := dep.Run(ctx, &bytes.Buffer{})
		if err != nil {
			t.Fatal(err)
		}
		if n := nonce(t, d) - before; n != 0 {
			t.Fatalf("the second run sent %d transaction(s)", n)
		}
		if !reflect.DeepEqual(again, m) {
			t.Fatalf("the second run's manifest differs:\n%+v\n%+v", again, m)
		}
		var dry bytes.Buffer
		if err := dep.DryRun(ctx, &dry); err != nil {
			t.Fatal(err)
		}
		if strings.Count(dry.String(), ": done\n") != len(steps) {
			t.Fatalf("a dry run after the deploy finds steps to do:\n%s", dry.String())
		}
	})
}
