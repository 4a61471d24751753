package indexer_test

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
	"github.com/vera-invest/vera/chain/contracts/bindings/veraaccount"
	"github.com/vera-invest/vera/chain/devnet"
	"github.com/vera-invest/vera/chain/devnet/devnettest"
	"github.com/vera-invest/vera/indexer"
	"github.com/vera-invest/vera/schema/schematest"
)

var sqlBlock = regexp.MustCompile("(?s)```sql\n(.*?)```")

// Every example query of docs/analytics.md runs against an indexed devnet with transfers, grove
// deposits, a withdrawal at a profit (an exit fee) and recorded plans, and returns rows; the views
// agree with the chain.
func TestAnalyticsExamples(t *testing.T) {
	d := devnettest.Start(t, devnet.Config{DemoUsers: 1, DevAccounts: 3, Groves: []devnet.GroveSeed{
		{ID: "alpha", Symbols: []string{"AAPL", "MSFT"}, WeightsBps: []uint16{6000, 4000}},
	}})
	db := schematest.New(t)
	e := &env{d: d, db: db, store: indexer.NewStore(db), contracts: indexer.ContractsOf(d.Manifest())}
	m := d.Manifest()
	erc, gv := usdg.NewUSDG(), grovevault.NewGroveVault()
	user, _ := devnet.DevKey(1)
	userAddr := crypto.PubkeyToAddress(user.PublicKey)
	alice := common.HexToAddress("0x0000000000000000000000000000000000a11ce0")

	mintTo(t, d, []common.Address{alice}, func(int) *big.Int { return big.NewInt(12_345_678) })
	devnettest.MustSend(t, d, user, m.USDG, erc.PackTransfer(alice, big.NewInt(1_000_000)), 100_000, "transfer")

	// A grove deposit, prices up 20%, half withdrawn at a profit: Deposited, Withdrawn, ExitFeeCharged.
	alpha := m.Groves[0].Address
	devnettest.MustSend(t, d, user, m.USDG, erc.PackApprove(alpha, new(big.Int).Lsh(big.NewInt(1), 255)), 100_000, "approve")
	devnettest.MustSend(t, d, user, alpha, gv.PackDeposit(big.NewInt(1_000_000_000), []*big.Int{big.NewInt(1), big.NewInt(1)}, big.NewInt(1), big.NewInt(time.Now().Add(time.Hour).Unix())), 1_500_000, "deposit")
	for _, a := range m.Assets[:2] {
		p := new(big.Int).Div(new(big.Int).Mul(a.PriceE8, big.NewInt(120)), big.NewInt(100))
		devnettest.MustSend(t, d, devnet.DeployerKey(), a.Feed, pricefeed.NewPriceFeed().PackSetAnswer(p), 200_000, "set price")
	}
	shares := devnettest.Read(t, d, alpha, gv.PackSharesOf(userAddr), gv.UnpackSharesOf)
	half := new(big.Int).Div(shares, big.NewInt(2))
	devnettest.MustSend(t, d, user, alpha, gv.PackWithdraw(half, big.NewInt(1)), 1_500_000, "withdraw")
	devnettest.MustSend(t, d, user, alpha, gv.PackWithdrawInKind(new(big.Int).Sub(shares, half)), 1_500_000, "withdraw in kind")

	// Two plans of demo user 1, one executed with a $25 buy.
	planner := m.DemoUsers[0].SmartAccount
	executed := devnettest.SignPlan(t, d, crypto.Keccak256Hash([]byte("plan 1")), 4200)
	devnettest.BuyAndCall(t, d, 1, m.Assets[0].Symbol, big.NewInt(25_000_000), veraaccount.BaseAccountCall{
		Target: m.AgentRecord, Value: common.Big0, Data: executed.RecordCall(d, planner, big.NewInt(25_000_000), 1)})
	committed := devnettest.SignPlan(t, d, crypto.Keccak256Hash([]byte("plan 2")), 5100)
	devnettest.CallsFrom(t, d, 1, veraaccount.BaseAccountCall{Target: m.AgentRecord, Value: common.Big0, Data: committed.RecordCall(d, planner, common.Big0, 0)})

	converge(t, e.indexer(t, indexer.Config{}, nil))
	requireIndexEqualsChain(t, e)

	doc, err := os.ReadFile(filepath.Join("..", "docs", "analytics.md"))
	if err != nil {
		t.Fatal(err)
	}
	queries := sqlBlock.FindAllStringSubmatch(section(string(doc), "## Chain data"), -1)
	if len(queries) < 8 {
		t.Fatalf("docs/analytics.md has %d example queries", len(queries))
	}
	for _, q := range queries {
		sql := strings.TrimSpace(q[1])
		rows, err := db.Query(context.Background(), sql)
		if err != nil {
			t.Fatalf("example query fails: %v\n%s", err, sql)
		}
		n := 0
		for rows.Next() {
			n++
		}
		if err := rows.Err(); err != nil {
			t.Fatalf("example query fails: %v\n%s", err, sql)
		}
		rows.Close()
		if n == 0 {
			t.Fatalf("example query returns no rows on the test chain:\n%s", sql)
		}
	}

	// The views agree with the chain.
	for _, a := range []common.Address{alice, userAddr, alpha} {
		var bal string
		err := db.QueryRow(context.Background(), `SELECT toString(sum(balance_raw)) FROM token_balances WHERE symbol = 'USDG' AND holder = ?`, lower(a.Bytes())).Scan(&bal)
		if err != nil {
			t.Fatal(err)
		}
		want := devnettest.Read(t, d, m.USDG, erc.PackBalanceOf(a), erc.UnpackBalanceOf)
		if bal != want.String() {
			t.Fatalf("token_balances of %s: %s, balanceOf %s", a.Hex(), bal, want)
		}
	}
	var recs, execs uint64
	var spent, fees float64
	if err := db.QueryRow(context.Background(), `SELECT sum(recommendations), sum(executions), sum(executed_usd) FROM agent_record_daily`).Scan(&recs, &execs, &spent); err != nil {
		t.Fatal(err)
	}
	if recs != 2 || execs != 1 || spent != 25 {
		t.Fatalf("agent_record_daily: %d recommendations, %d executions, $%v", recs, execs, spent)
	}
	var deposits, withdrawals, inKind, charged uint64
	if err := db.QueryRow(context.Background(), `SELECT sum(deposits), sum(withdrawals), sum(withdrawals_in_kind), sum(fees_charged), sum(fees_usd)
		FROM grove_flows_daily WHERE grove_id = 'alpha'`).Scan(&deposits, &withdrawals, &inKind, &charged, &fees); err != nil {
		t.Fatal(err)
	}
	if deposits != 1 || withdrawals != 2 || inKind != 1 || charged < 1 || fees <= 0 {
		t.Fatalf("grove_flows_daily: %d deposits, %d withdrawals (%d in kind), %d fees of $%v", deposits, withdrawals, inKind, charged, fees)
	}
}

// section is the part of a markdown document from the heading to the next heading of its level.
func section(doc, heading string) string {
	i := strings.Index(doc, "\n"+heading+"\n")
	if i < 0 {
		return ""
	}
	rest := doc[i+1+len(heading):]
	if j := strings.Index(rest, "\n## "); j >= 0 {
		rest = rest[:j]
	}
	return rest
}
