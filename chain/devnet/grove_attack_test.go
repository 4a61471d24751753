package devnet_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/ivenue"
	"github.com/vera-invest/vera/chain/contracts/bindings/oraclemarketmaker"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
)

var (
	gv       = grovevault.NewGroveVault()
	erc      = usdg.NewUSDG()
	feedABI  = pricefeed.NewPriceFeed()
	venueABI = ivenue.NewIVenue()
	maxUint  = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
)

func usd(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000)) }

// groveEnv is a devnet with one grove, alpha: AAPL 60%, MSFT 40%, trading on the market maker.
type groveEnv struct {
	t      testing.TB
	d      *devnet.Devnet
	m      *chain.Deployment
	vault  common.Address
	mm     common.Address
	assets []chain.Token // AAPL, MSFT
}

func newGroveEnv(t testing.TB) *groveEnv {
	t.Helper()
	d := devnettest.Start(t, devnet.Config{Groves: []devnet.GroveSeed{{ID: "alpha", Symbols: []string{"AAPL", "MSFT"}, WeightsBps: []uint16{6000, 4000}}}})
	m := d.Manifest()
	mm, _ := m.Venue("market-maker")
	cat, _ := m.TokenIndex()
	aapl, _ := cat.BySymbol("AAPL")
	msft, _ := cat.BySymbol("MSFT")
	return &groveEnv{t: t, d: d, m: m, vault: m.Groves[0].Address, mm: mm.Address, assets: []chain.Token{aapl, msft}}
}

func (g *groveEnv) send(key *ecdsa.PrivateKey, to common.Address, data []byte, what string) *types.Receipt {
	g.t.Helper()
	return devnettest.MustSend(g.t, g.d, key, to, data, 3_000_000, what)
}

// revert names the custom error of a call from key's address that would revert ("" if it succeeds).
func (g *groveEnv) revert(key *ecdsa.PrivateKey, to common.Address, data []byte) string {
	g.t.Helper()
	from := crypto.PubkeyToAddress(key.PublicKey)
	_, err := g.d.Client().CallContract(context.Background(), ethereum.CallMsg{From: from, To: &to, Data: data}, nil)
	if err == nil {
		return ""
	}
	rd := chain.RevertData(err)
	if len(rd) < 4 {
		return "revert without data: " + err.Error()
	}
	if dec, derr := gv.UnpackError(rd); derr == nil {
		return fmt.Sprintf("%T", dec)
	}
	if dec, derr := venueABI.UnpackError(rd); derr == nil {
		return fmt.Sprintf("%T", dec)
	}
	return fmt.Sprintf("undecoded %x", rd[:4])
}

func (g *groveEnv) price(i int) *big.Int {
	return devnettest.Read(g.t, g.d, g.assets[i].Feed, feedABI.PackLatestAnswer(), feedABI.UnpackLatestAnswer)
}

func (g *groveEnv) tokenBalance(token, who common.Address) *big.Int {
	return devnettest.Read(g.t, g.d, token, erc.PackBalanceOf(who), erc.UnpackBalanceOf)
}

// worth is who's USDG plus its AAPL and MSFT at feed prices, in USDG base units.
func (g *groveEnv) worth(who common.Address) *big.Int {
	total := g.tokenBalance(g.m.USDG, who)
	for i, a := range g.assets {
		v := new(big.Int).Mul(g.tokenBalance(a.Address, who), g.price(i))
		total.Add(total, v.Div(v, big.NewInt(1e18)).Div(v, big.NewInt(100)))
	}
	return total
}

func (g *groveEnv) shares(who common.Address) *big.Int {
	return devnettest.Read(g.t, g.d, g.vault, gv.PackSharesOf(who), gv.UnpackSharesOf)
}

func (g *groveEnv) deposit(key *ecdsa.PrivateKey, amount *big.Int) {
	g.t.Helper()
	g.send(key, g.m.USDG, erc.PackApprove(g.vault, maxUint), "approve the vault")
	g.send(key, g.vault, gv.PackDeposit(amount, []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(1), g.deadline()), "deposit")
}

func (g *groveEnv) deadline() *big.Int {
	head, err := g.d.Client().HeaderByNumber(context.Background(), nil)
	if err != nil {
		g.t.Fatal(err)
	}
	return new(big.Int).SetUint64(head.Time + 600)
}

func (g *groveEnv) exitInKind(key *ecdsa.PrivateKey) *grovevault.GroveVaultWithdrawnInKind {
	g.t.Helper()
	who := crypto.PubkeyToAddress(key.PublicKey)
	r := g.send(key, g.vault, gv.PackWithdrawInKind(g.shares(who)), "withdraw in kind")
	for _, l := range r.Logs {
		if ev, err := gv.UnpackWithdrawnInKindEvent(l); err == nil {
			return ev
		}
	}
	g.t.Fatal("no WithdrawnInKind event")
	return nil
}

// The first depositor mints a few shares, then donates $5,000 of AAPL straight to the vault to
// inflate the share price before a victim's $10,000 deposit. Donations are not holdings: the victim
// gets fair shares, the attacker loses its donation, and the owner can sweep it out.
func TestGroveDonationAttack(t *testing.T) {
	for _, emptied := range []bool{false, true} {
		name := "empty vault"
		if emptied {
			name = "vault its users emptied"
		}
		t.Run(name, func(t *testing.T) {
			g := newGroveEnv(t)
			attacker, _ := devnet.DevKey(3)
			victim, _ := devnet.DevKey(4)
			a, v := crypto.PubkeyToAddress(attacker.PublicKey), crypto.PubkeyToAddress(victim.PublicKey)
			if emptied {
				early, _ := devnet.DevKey(5)
				g.deposit(early, usd(1000))
				g.exitInKind(early)
				if ts := devnettest.Read(t, g.d, g.vault, gv.PackTotalShares(), gv.UnpackTotalShares); ts.Sign() != 0 {
					t.Fatalf("total shares %s after everyone left", ts)
				}
			}
			attackerStart, victimStart := g.worth(a), g.worth(v)

			g.deposit(attacker, big.NewInt(10_000)) // $0.01
			g.send(attacker, g.m.USDG, erc.PackApprove(g.mm, maxUint), "approve the market maker")
			g.send(attacker, g.mm, venueABI.PackSwap(g.m.USDG, g.assets[0].Address, usd(5000), big.NewInt(1), a), "buy AAPL")
			donation := g.tokenBalance(g.assets[0].Address, a)
			g.send(attacker, g.assets[0].Address, erc.PackTransfer(g.vault, donation), "donate AAPL to the vault")

			g.deposit(victim, usd(10_000))
			total := devnettest.Read(t, g.d, g.vault, gv.PackTotalShares(), gv.UnpackTotalShares)
			vs := g.shares(v)
			if frac := new(big.Int).Div(new(big.Int).Mul(vs, big.NewInt(1_000_000)), total); frac.Int64() < 999_990 {
				t.Fatalf("victim holds %d ppm of the shares after its $10,000 next to the attacker's $0.01", frac)
			}

			g.exitInKind(attacker)
			g.exitInKind(victim)
			attackerEnd, victimEnd := g.worth(a), g.worth(v)
			if attackerEnd.Cmp(new(big.Int).Sub(attackerStart, usd(4900))) > 0 {
				t.Fatalf("attacker went from %s to %s: the donation came back", attackerStart, attackerEnd)
			}
			// The victim pays only the market maker's 20 bps spread on the way in.
			if lost := new(big.Int).Sub(victimStart, victimEnd); lost.Cmp(usd(25)) > 0 {
				t.Fatalf("victim lost %s USDG units of $10,000", lost)
			}
			// The donation is not a holding: the owner sweeps it out, every unit.
			deployer := crypto.PubkeyToAddress(devnet.DeployerKey().PublicKey)
			before := g.tokenBalance(g.assets[0].Address, deployer)
			if name := g.revert(attacker, g.vault, gv.PackSweep(g.assets[0].Address, a)); name != "*grovevault.GroveVaultOwnableUnauthorizedAccount" {
				t.Fatalf("stranger's sweep: %s", name)
			}
			g.send(devnet.DeployerKey(), g.vault, gv.PackSweep(g.assets[0].Address, deployer), "sweep")
			if got := new(big.Int).Sub(g.tokenBalance(g.assets[0].Address, deployer), before); got.Cmp(donation) != 0 {
				t.Fatalf("swept %s, donated %s", got, donation)
			}
		})
	}
}

func TestGroveDepositBounds(t *testing.T) {
	g := newGroveEnv(t)
	user, _ := devnet.DevKey(3)
	g.send(user, g.m.USDG, erc.PackApprove(g.vault, maxUint), "approve")
	one := []*big.Int{big.NewInt(1), big.NewInt(1)}
	head, _ := g.d.Client().HeaderByNumber(context.Background(), nil)
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"fewer shares than minShares", gv.PackDeposit(usd(1000), one, usd(1000), g.deadline()), "*grovevault.GroveVaultSharesBelowMinimum"},
		{"after the deadline", gv.PackDeposit(usd(1000), one, big.NewInt(1), new(big.Int).SetUint64(head.Time-1)), "*grovevault.GroveVaultDeadlinePassed"},
		{"within both", gv.PackDeposit(usd(1000), one, usd(990), g.deadline()), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := g.revert(user, g.vault, tt.data); got != tt.want {
				t.Fatalf("deposit: %q, want %q", got, tt.want)
			}
		})
	}
}

// A venue that stops trading and a feed that goes stale never trap a holder: the withdrawal in kind
// pays the holder's part of every component. With fresh prices the fee on realized profit is taken in
// kind; without a fresh price no fee is taken.
func TestGroveWithdrawInKindWhenVenueOrFeedFails(t *testing.T) {
	g := newGroveEnv(t)
	deployer := devnet.DeployerKey()
	owner := crypto.PubkeyToAddress(deployer.PublicKey)
	u1, _ := devnet.DevKey(3)
	u2, _ := devnet.DevKey(4)
	u3, _ := devnet.DevKey(5)
	for _, k := range []*ecdsa.PrivateKey{u1, u2, u3} {
		g.deposit(k, usd(1000))
	}
	// Prices rise 15%: there is a profit to take a fee on.
	for i, a := range g.assets {
		p := new(big.Int).Div(new(big.Int).Mul(g.price(i), big.NewInt(115)), big.NewInt(100))
		g.send(deployer, a.Feed, feedABI.PackSetAnswer(p), "raise price")
	}

	// Fresh prices: u1 exits in kind and pays 10% of its profit in kind.
	recipientBefore := g.tokenBalance(g.assets[0].Address, owner)
	ev := g.exitInKind(u1)
	if !ev.Priced || ev.FeeUsd.Sign() == 0 {
		t.Fatalf("in-kind exit at a profit with fresh prices: %+v", ev)
	}
	profit := new(big.Int).Sub(ev.GrossUsd, ev.CostBasis)
	if want := new(big.Int).Div(new(big.Int).Mul(profit, big.NewInt(1000)), big.NewInt(10_000)); ev.FeeUsd.Cmp(want) != 0 {
		t.Fatalf("fee %s, want 10%% of %s", ev.FeeUsd, profit)
	}
	if g.tokenBalance(g.assets[0].Address, owner).Cmp(recipientBefore) <= 0 {
		t.Fatal("fee recipient got no AAPL")
	}

	// The venue stops trading AAPL: selling out fails, the exit in kind does not.
	om := oraclemarketmaker.NewOracleMarketMaker()
	g.send(deployer, g.mm, om.PackListMany([]common.Address{g.assets[0].Address}, []oraclemarketmaker.OracleMarketMakerListing{{MaxAge: 1, MaxInventory: common.Big0}}), "delist AAPL")
	a2 := crypto.PubkeyToAddress(u2.PublicKey)
	if got := g.revert(u2, g.vault, gv.PackWithdraw(g.shares(a2), big.NewInt(1))); got != "*ivenue.IVenueNoLiquidity" {
		t.Fatalf("sell-out with a frozen venue: %s", got)
	}
	held := devnettest.Read(t, g.d, g.vault, gv.PackHeld(common.Big0), gv.UnpackHeld)
	ev = g.exitInKind(u2)
	if ev.Amounts[0].Sign() == 0 || g.tokenBalance(g.assets[0].Address, a2).Cmp(ev.Amounts[0]) != 0 ||
		new(big.Int).Mul(ev.Amounts[0], big.NewInt(2)).Cmp(held) > 0 {
		t.Fatalf("exit in kind with a frozen venue: %+v (vault held %s AAPL)", ev, held)
	}

	// The AAPL feed goes stale: deposits stop, the exit in kind pays out without a fee.
	g.send(deployer, g.assets[0].Feed, feedABI.PackSetAnswerAt(g.price(0), big.NewInt(1)), "stale AAPL price")
	if got := g.revert(u3, g.vault, gv.PackDeposit(usd(10), []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(1), g.deadline())); got != "*grovevault.GroveVaultStalePrice" {
		t.Fatalf("deposit on a stale feed: %s", got)
	}
	fees := devnettest.Read(t, g.d, g.vault, gv.PackFeesUsd(), gv.UnpackFeesUsd)
	ev = g.exitInKind(u3)
	if ev.Priced || ev.FeeUsd.Sign() != 0 || ev.Amounts[0].Sign() == 0 || ev.Amounts[1].Sign() == 0 {
		t.Fatalf("exit in kind on a stale feed: %+v", ev)
	}
	if after := devnettest.Read(t, g.d, g.vault, gv.PackFeesUsd(), gv.UnpackFeesUsd); after.Cmp(fees) != 0 {
		t.Fatalf("fees moved from %s to %s without a fresh price", fees, after)
	}
	// Everyone is out: the vault's books are empty.
	for i := range g.assets {
		if h := devnettest.Read(t, g.d, g.vault, gv.PackHeld(big.NewInt(int64(i))), gv.UnpackHeld); h.Sign() != 0 {
			t.Fatalf("component %d still held: %s", i, h)
		}
	}
}

// The owner pauses deposits (never withdrawals) and sets the fee recipient; nobody else can.
func TestGroveOwnerControls(t *testing.T) {
	g := newGroveEnv(t)
	owner := devnet.DeployerKey()
	user, _ := devnet.DevKey(3)
	g.deposit(user, usd(100))
	for _, data := range [][]byte{gv.PackSetDepositsPaused(true), gv.PackSetFeeRecipient(crypto.PubkeyToAddress(user.PublicKey))} {
		if got := g.revert(user, g.vault, data); got != "*grovevault.GroveVaultOwnableUnauthorizedAccount" {
			t.Fatalf("stranger: %s", got)
		}
	}
	r := g.send(owner, g.vault, gv.PackSetDepositsPaused(true), "pause")
	if len(r.Logs) != 1 {
		t.Fatalf("pause emitted %d logs", len(r.Logs))
	}
	if got := g.revert(user, g.vault, gv.PackDeposit(usd(10), []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(1), g.deadline())); got != "*grovevault.GroveVaultDepositsArePaused" {
		t.Fatalf("deposit while paused: %s", got)
	}
	newRecipient := common.HexToAddress("0x00000000000000000000000000000000000000fe")
	r = g.send(owner, g.vault, gv.PackSetFeeRecipient(newRecipient), "set fee recipient")
	if ev, err := gv.UnpackFeeRecipientSetEvent(r.Logs[0]); err != nil || ev.NewRecipient != newRecipient {
		t.Fatalf("FeeRecipientSet: %+v %v", ev, err)
	}
	a := crypto.PubkeyToAddress(user.PublicKey)
	g.send(user, g.vault, gv.PackWithdraw(g.shares(a), big.NewInt(1)), "withdraw while paused")
}
