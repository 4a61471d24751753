package indexer_test

import (
	"context"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/vera-invest/vera/chain/contracts/bindings/agentrecord"
	"github.com/vera-invest/vera/chain/contracts/bindings/grovevault"
	"github.com/vera-invest/vera/chain/contracts/bindings/pricefeed"
	"github.com/vera-invest/vera/chain/contracts/bindings/usdg"
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
	d := devnettest.Start(t, devnet.Config{DemoUsers: -1, DevAccounts: 3, Groves: []devnet.GroveSeed{
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
	devnettest.MustSend(t, d, user, alpha, gv.PackDeposit(big.NewInt(1_000_000_000), []*big.Int{big.NewInt(1), big.NewInt(1)}), 1_500_000, "deposit")
	for _, a := range m.Assets[:2] {
		p := new(big.Int).Div(new(big.Int).Mul(a.PriceE8, big.NewInt(120)), big.NewInt(100))
		devnettest.MustSend(t, d, devnet.DeployerKey(), a.Feed, pricefeed.NewPriceFeed().PackSetAnswer(p), 200_000, "set price")
	}
	shares := devnettest.Read(t, d, alpha, gv.PackSharesOf(userAddr), gv.UnpackSharesOf)
	devnettest.MustSend(t, d, user, alpha, gv.PackWithdraw(new(big.Int).Div(shares, big.NewInt(2)), big.NewInt(1)), 1_500_000, "withdraw")

	// Two plans, one executed.
	recordPlanFrom(t, d, 1, alice, 4200, 25_000_000)
	recordPlanFrom(t, d, 2, alice, 5100, 0)

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
	var deposits, withdrawals, charged uint64
	if err := db.QueryRow(context.Background(), `SELECT sum(deposits), sum(withdrawals), sum(fees_charged), sum(fees_usd) FROM grove_flows_daily WHERE grove_id = 'alpha'`).Scan(&deposits, &withdrawals, &charged, &fees); err != nil {
		t.Fatal(err)
	}
	if deposits != 1 || withdrawals != 1 || charged != 1 || fees <= 0 {
		t.Fatalf("grove_flows_daily: %d deposits, %d withdrawals, %d fees of $%v", deposits, withdrawals, charged, fees)
	}
}

// recordPlanFrom records a signed assessment through the record contract (usdSpent > 0 also
// records its execution).
func recordPlanFrom(t *testing.T, d *devnet.Devnet, plan byte, user common.Address, risk uint16, usdSpent int64) {
	t.Helper()
	rec := agentrecord.NewAgentRecord()
	m := d.Manifest()
	planID := crypto.Keccak256Hash([]byte{plan, 0x52})
	expiry := big.NewInt(4_000_000_000)
	maxRisk := min(risk+1500, 10000)
	digest := devnettest.Read(t, d, m.AgentRecord, rec.PackInferenceDigest(planID, risk, maxRisk, expiry), rec.UnpackInferenceDigest)
	sig, err := crypto.Sign(digest[:], devnet.AgentKey())
	if err != nil {
		t.Fatal(err)
	}
	sig[64] += 27
	key, _ := devnet.DevKey(0)
	data := rec.PackRecord(planID, crypto.Keccak256Hash([]byte{plan}), risk, maxRisk, expiry, sig, user, big.NewInt(m.AgentID), big.NewInt(usdSpent), 1)
	devnettest.MustSend(t, d, key, m.AgentRecord, data, 300_000, "record")
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
