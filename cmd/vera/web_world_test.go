package main

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/uniswapv3venue"
)

// TestDevOnWorldChainInChromium runs `vera dev` on the chain it runs by default, the world chain with
// Vera put on it by chain/rollout (the other web tests take the Vera-built devnet for its instant
// blocks): it is an Arbitrum chain, the guided demo runs from start to end as on the devnet, and a
// grove deposit is signed in the grove page and settles, the vault buying on the world's Uniswap v3
// through UniswapV3Venue.
func TestDevOnWorldChainInChromium(t *testing.T) {
	a, base := liveDevApp(t, "--chain", devChainWorld)
	d := readDevnet(t, a)
	ctx := context.Background()
	if arb, err := d.c.IsArbitrum(ctx); err != nil || !arb {
		t.Fatalf("vera dev's default chain is not the world chain (an Arbitrum chain): %v %v", arb, err)
	}
	t.Run("demo", func(t *testing.T) { demoInChromium(t, a, base) })
	t.Run("grove deposit", func(t *testing.T) {
		var contracts contractsListing
		getAPI(t, base, "/api/contracts", &contracts)
		var vault common.Address
		for _, g := range contracts.Groves {
			if g.ID == "titan" {
				vault = common.HexToAddress(g.Address)
			}
		}
		if vault == (common.Address{}) {
			t.Fatalf("/api/contracts lists no titan vault: %+v", contracts.Groves)
		}
		gv, uv := grovevault.NewGroveVault(), uniswapv3venue.NewUniswapV3Venue()
		venue, err := gv.UnpackVenue(d.call(vault, gv.PackVenue()))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.c.CallContract(ctx, ethereum.CallMsg{To: &venue, Data: uv.PackFeeTiers()}, nil); err != nil {
			t.Fatalf("the titan vault's venue %s is not UniswapV3Venue: %v", venue.Hex(), err)
		}
		user := "grove-world"
		fundOwner(t, a, base, user, big.NewInt(500_000_000))
		ws, err := a.wallets.Wallets(ctx, user)
		if err != nil || len(ws) == 0 {
			t.Fatalf("wallets of %s: %v", user, err)
		}
		owner, account := common.HexToAddress(ws[0].Owner), common.HexToAddress(ws[0].SmartAccount)
		usdg := common.HexToAddress(contracts.USDG)
		b := newBrowser(t)
		b.do(t, "grove", 30*time.Second, chromedp.Navigate(base+"/groves/titan"), chromedp.WaitVisible(chromedp.CSS(`body[data-ready]`)))
		b.do(t, "sign in", 60*time.Second, chromedp.WaitVisible(chromedp.ID(`dev-user`)),
			chromedp.SetValue(chromedp.ID(`dev-user`), user),
			chromedp.Click(chromedp.CSS(`#dev-sign-in button[type=submit]`)),
			chromedp.WaitVisible(chromedp.ID(`grove-amount`)),
			chromedp.WaitVisible(chromedp.ID(`position-shares`)))
		walletBefore := d.balance(usdg, owner)
		b.do(t, "review", 30*time.Second, chromedp.SetValue(chromedp.ID(`grove-amount`), "40"),
			chromedp.Click(chromedp.ID(`deposit-review`)), chromedp.WaitVisible(chromedp.ID(`deposit-confirm`)))
		minShares, ok := new(big.Int).SetString(get(t, b, "min shares", chromedp.AttributeValue(chromedp.ID(`min-shares`), "data-base-units")).Value, 10)
		if !ok || minShares.Sign() <= 0 {
			t.Fatalf("the review shows no minimum shares")
		}
		b.do(t, "deposit", 90*time.Second, chromedp.Click(chromedp.ID(`deposit-confirm`)),
			chromedp.WaitVisible(chromedp.CSS(`#deposit-result > *`)))
		if got := get(t, b, "deposit result", chromedp.Text(chromedp.ID(`deposit-result`))); !strings.HasPrefix(got, "Deposited $40.00.") {
			steps := get(t, b, "steps", chromedp.Text(chromedp.ID(`deposit-progress`)))
			t.Fatalf("the deposit did not settle: %q\nsteps:\n%s", got, steps)
		}
		if held := d.shares(vault, account); held.Cmp(minShares) < 0 {
			t.Errorf("the account holds %s shares after the deposit, below the minimum %s", held, minShares)
		}
		if spent := new(big.Int).Sub(walletBefore, d.balance(usdg, owner)); spent.Cmp(big.NewInt(40_000_000)) != 0 {
			t.Errorf("the wallet paid %s USDG base units for a $40 deposit", spent)
		}
		for i, c := range d.components(vault) {
			if held, err := gv.UnpackHeld(d.call(vault, gv.PackHeld(big.NewInt(int64(i))))); err != nil || held.Sign() <= 0 {
				t.Errorf("the vault holds no %s after the deposit: %v %v", c.Hex(), held, err)
			}
		}
		if errs := b.consoleErrors(); len(errs) > 0 {
			t.Errorf("the grove page logged errors:\n%s", strings.Join(errs, "\n"))
		}
	})
}
