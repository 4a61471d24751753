package autopilot

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/inbox"
)

// Trades turns completed trades of the service's users, as the chain index records them, into
// `trade` notifications. A trade is a transaction in which one of a user's smart accounts gained
// or lost an asset token; the service knows a user's smart accounts from the wallet directory
// (remembered when the user reads GET /api/me) and from Autopilot configs, whose ownership was
// checked when they were saved. A transaction that already has a notification for the user (an
// Autopilot run's, say) gets no second one.
type Trades struct {
	// Accounts, when set, proves each config's smart account on chain before its trades are
	// announced (see owners).
	Accounts AccountChecker

	store  *Store
	inbox  *inbox.Inbox
	tokens *chain.TokenIndex
	now    func() time.Time

	mu          sync.Mutex
	provenCache map[[2]common.Address]bool
	// written is the (account, user) rows this process recorded, so that GET /api/me, asked on
	// every page load, writes a row (a ClickHouse part) when the pair is new to it, not once per
	// request (nothing reads seen_at but the table's own version).
	written map[[2]string]struct{}
	// scanning makes scans of this process take turns: the indexer's signal and the minutely
	// safety net may both scan, and two scans at once would both announce the same trades.
	scanning sync.Mutex
}

// NewTrades scans for trades in the tokens of the index; now nil means time.Now.
func NewTrades(store *Store, inbox *inbox.Inbox, tokens *chain.TokenIndex, now func() time.Time) *Trades {
	if now == nil {
		now = time.Now
	}
	return &Trades{store: store, inbox: inbox, tokens: tokens, now: now}
}

// Remember records that the user's smart accounts are theirs, as the wallet directory says;
// entries that are not addresses are ignored.
func (t *Trades) Remember(ctx context.Context, userID string, smartAccounts []string) error {
	at := t.now().UTC().Truncate(time.Second)
	var rows [][]any
	var accounts []string
	t.mu.Lock()
	for _, s := range smartAccounts {
		a, err := chain.ParseAddress(s)
		if err != nil {
			continue
		}
		account := strings.ToLower(a.Hex())
		if _, ok := t.written[[2]string{account, userID}]; ok {
			continue
		}
		rows = append(rows, []any{account, userID, at})
		accounts = append(accounts, account)
	}
	t.mu.Unlock()
	if len(rows) == 0 {
		return nil
	}
	if err := t.store.insert(ctx, "INSERT INTO user_accounts (account, user_id, seen_at)", rows...); err != nil {
		return fmt.Errorf("remember accounts of %s: %w", userID, err)
	}
	t.mu.Lock()
	if t.written == nil || len(t.written) >= maxRememberedAccounts {
		t.written = make(map[[2]string]struct{})
	}
	for _, a := range accounts {
		t.written[[2]string{a, userID}] = struct{}{}
	}
	t.mu.Unlock()
	return nil
}

const (
	// queryListChunk is how many addresses or hashes (about 45 or 70 bytes each in the query's
	// text, written twice in the transfers' query) one query carries: well under the server's
	// 256 KiB max_query_size.
	queryListChunk = 1000
	// maxRememberedAccounts bounds the memory; past it the map starts again (a cost, never an error).
	maxRememberedAccounts = 100_000
)

// RememberWallets records the smart accounts of the user's wallets as the wallet directory lists
// them, each only when the chain proves it is its wallet's owner's (Accounts; without it, as
// Remember): a directory entry alone never routes an account's trades to a user.
func (t *Trades) RememberWallets(ctx context.Context, userID string, wallets []Wallet) error {
	var accounts []string
	for _, w := range wallets {
		if w.SmartAccount == (common.Address{}) {
			continue
		}
		ok, err := t.proven(ctx, w.Owner, w.SmartAccount)
		if err != nil {
			return err
		}
		if ok {
			accounts = append(accounts, w.SmartAccount.Hex())
		}
	}
	return t.Remember(ctx, userID, accounts)
}

// Scan notifies the trades indexed since the last scan (up to the index's checkpoint, so only
// canonical, complete blocks are read) and returns how many notifications it wrote. The first
// scan starts at the checkpoint: trades from before the service watched are not announced. It is
// safe to repeat: a scan that stopped before recording its progress writes no duplicate.
func (t *Trades) Scan(ctx context.Context) (int, error) {
	t.scanning.Lock()
	defer t.scanning.Unlock()
	head, ok, err := t.indexed(ctx)
	if err != nil || !ok {
		return 0, err
	}
	from, started, err := t.cursor(ctx)
	if err != nil {
		return 0, err
	}
	if !started || head < from { // the first scan, or a rebuilt index of a new chain
		return 0, t.advance(ctx, head)
	}
	if head == from {
		return 0, nil
	}
	owners, err := t.owners(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	if len(owners) > 0 {
		trades, err := t.trades(ctx, from, head, owners)
		if err != nil {
			return 0, err
		}
		if n, err = t.notify(ctx, trades); err != nil {
			return n, err
		}
	}
	return n, t.advance(ctx, head)
}

// indexed is the index's checkpoint; ok is false before the index has one.
func (t *Trades) indexed(ctx context.Context) (block uint64, ok bool, err error) {
	var n uint64
	if err := t.store.DB.QueryRow(ctx, "SELECT count(), max(indexed_block) FROM indexer_progress").Scan(&n, &block); err != nil {
		return 0, false, fmt.Errorf("read the index's checkpoint: %w", err)
	}
	return block, n > 0, nil
}

// cursor is the block the scan has reached. Its rows are versioned by whole seconds, and at ten blocks a
// second several land in one: the tie goes to the highest block (the scan only moves forward, so that is
// also the row a merge keeps, the last one written).
func (t *Trades) cursor(ctx context.Context) (block uint64, started bool, err error) {
	var n uint64
	if err := t.store.DB.QueryRow(ctx, "SELECT count(), argMax(block, (updated_at, block)) FROM trade_scan WHERE name = 'trades'").Scan(&n, &block); err != nil {
		return 0, false, fmt.Errorf("read the trade scan's progress: %w", err)
	}
	return block, n > 0, nil
}

func (t *Trades) advance(ctx context.Context, block uint64) error {
	if err := t.store.insert(ctx, "INSERT INTO trade_scan (name, block, updated_at)", []any{"trades", block, t.now().UTC()}); err != nil {
		return fmt.Errorf("record the trade scan at block %d: %w", block, err)
	}
	return nil
}

// owners maps each known smart account (lowercase hex) to its users: the directory's accounts,
// and the accounts of saved configs whose owner owns them on chain (when Accounts is set), so a
// config saved before that check existed cannot route another user's trades to its author.
func (t *Trades) owners(ctx context.Context) (map[string][]string, error) {
	out := map[string][]string{}
	for i, q := range []string{
		"SELECT account, user_id, '' FROM user_accounts FINAL",
		"SELECT lower(argMax(smart_account, version)), user_id, argMax(owner, version) FROM autopilot_configs GROUP BY user_id HAVING argMax(deleted, version) = 0",
	} {
		rows, err := t.store.DB.Query(ctx, q)
		if err != nil {
			return nil, fmt.Errorf("read users' smart accounts: %w", err)
		}
		type pair struct{ account, user, owner string }
		var ps []pair
		for rows.Next() {
			var p pair
			if err := rows.Scan(&p.account, &p.user, &p.owner); err != nil {
				rows.Close()
				return nil, fmt.Errorf("read users' smart accounts: %w", err)
			}
			ps = append(ps, p)
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return nil, fmt.Errorf("read users' smart accounts: %w", err)
		}
		for _, p := range ps {
			if i == 1 {
				ok, err := t.proven(ctx, common.HexToAddress(p.owner), common.HexToAddress(p.account))
				if err != nil {
					return nil, err
				}
				if !ok {
					continue
				}
			}
			if !contains(out[p.account], p.user) {
				out[p.account] = append(out[p.account], p.user)
			}
		}
	}
	return out, nil
}

// proven reports whether owner owns account on chain, remembering answers: an account's
// factory address never changes, and its owner only by the owner's own transaction.
func (t *Trades) proven(ctx context.Context, owner, account common.Address) (bool, error) {
	if t.Accounts == nil {
		return true, nil
	}
	k := [2]common.Address{owner, account}
	t.mu.Lock()
	ok, seen := t.provenCache[k]
	t.mu.Unlock()
	if seen {
		return ok, nil
	}
	ok, err := t.Accounts.OwnsAccount(ctx, owner, account)
	if err != nil {
		return false, fmt.Errorf("check the smart account %s: %w", account.Hex(), err)
	}
	t.mu.Lock()
	if t.provenCache == nil || len(t.provenCache) > 100_000 {
		t.provenCache = map[[2]common.Address]bool{}
	}
	t.provenCache[k] = ok
	t.mu.Unlock()
	return ok, nil
}

func contains(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// trade is what one transaction moved for one user: net base units per token, in order of
// first appearance.
type trade struct {
	user, tx string
	tokens   []common.Address
	net      map[common.Address]*big.Int
}

// trades reads the transfers of blocks (from, to] touching a known account and nets them per
// user and transaction.
func (t *Trades) trades(ctx context.Context, from, to uint64, owners map[string][]string) ([]*trade, error) {
	accounts := make([]string, 0, len(owners))
	for a := range owners {
		accounts = append(accounts, a)
	}
	sort.Strings(accounts)
	// The accounts travel in the query's text, which the server caps (max_query_size, 256 KiB),
	// so they go in parts; a transfer between accounts of two parts comes back twice and is kept once.
	type transfer struct {
		block                    uint64
		logIndex                 uint32
		tx, token, src, dst, raw string
	}
	seen := map[string]bool{}
	var transfers []transfer
	for part := range slices.Chunk(accounts, queryListChunk) {
		rows, err := t.store.DB.Query(ctx, `SELECT block_number, log_index, tx_hash, token, from_address, to_address, amount_raw
			FROM canonical_transfers
			WHERE block_number > ? AND block_number <= ? AND (has(?, from_address) OR has(?, to_address))`, from, to, part, part)
		if err != nil {
			return nil, fmt.Errorf("read transfers of blocks %d..%d: %w", from+1, to, err)
		}
		for rows.Next() {
			var tr transfer
			if err := rows.Scan(&tr.block, &tr.logIndex, &tr.tx, &tr.token, &tr.src, &tr.dst, &tr.raw); err != nil {
				rows.Close()
				return nil, fmt.Errorf("read transfers of blocks %d..%d: %w", from+1, to, err)
			}
			if k := tr.tx + "\x00" + strconv.FormatUint(uint64(tr.logIndex), 10); !seen[k] {
				seen[k] = true
				transfers = append(transfers, tr)
			}
		}
		err = rows.Err()
		rows.Close()
		if err != nil {
			return nil, fmt.Errorf("read transfers of blocks %d..%d: %w", from+1, to, err)
		}
	}
	slices.SortFunc(transfers, func(a, b transfer) int {
		return cmp.Or(cmp.Compare(a.block, b.block), cmp.Compare(a.logIndex, b.logIndex))
	})
	byKey := map[string]*trade{}
	var order []*trade
	add := func(user, tx string, token common.Address, amount *big.Int) {
		k := user + "\x00" + tx
		tr := byKey[k]
		if tr == nil {
			tr = &trade{user: user, tx: tx, net: map[common.Address]*big.Int{}}
			byKey[k] = tr
			order = append(order, tr)
		}
		if tr.net[token] == nil {
			tr.net[token] = new(big.Int)
			tr.tokens = append(tr.tokens, token)
		}
		tr.net[token].Add(tr.net[token], amount)
	}
	for _, tr := range transfers {
		amount, ok := new(big.Int).SetString(tr.raw, 10)
		if !ok {
			return nil, fmt.Errorf("transfer in %s: amount %q is not a number", tr.tx, tr.raw)
		}
		tok := common.HexToAddress(tr.token)
		for _, u := range owners[tr.dst] {
			add(u, tr.tx, tok, amount)
		}
		for _, u := range owners[tr.src] {
			add(u, tr.tx, tok, new(big.Int).Neg(amount))
		}
	}
	return order, nil
}

// notify writes one notification per trade that moved an asset token and has none yet.
func (t *Trades) notify(ctx context.Context, trades []*trade) (int, error) {
	var txs []string
	for _, tr := range trades {
		txs = append(txs, tr.tx)
	}
	if len(txs) == 0 {
		return 0, nil
	}
	existing := map[[2]string]bool{}
	for part := range slices.Chunk(txs, queryListChunk) {
		got, err := t.inbox.Notified(ctx, part)
		if err != nil {
			return 0, err
		}
		maps.Copy(existing, got)
	}
	n := 0
	for _, tr := range trades {
		if existing[[2]string{tr.user, tr.tx}] {
			continue
		}
		note, ok := t.describe(tr)
		if !ok {
			continue
		}
		if _, err := t.inbox.Notify(ctx, tr.user, note); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// describe words a trade: "Bought NVDA and AAPL" with the amounts moved, or ok false when no
// asset token changed hands (a cash transfer is not a trade).
func (t *Trades) describe(tr *trade) (inbox.Notification, bool) {
	var bought, sold, parts []string
	symbol := ""
	for _, addr := range tr.tokens {
		amount := tr.net[addr]
		tok, known := t.tokens.ByAddress(addr)
		if !known || amount.Sign() == 0 {
			continue
		}
		parts = append(parts, signedUnits(amount, tok.Decimals)+" "+tok.Symbol)
		if !t.tokens.IsAsset(tok.Symbol) {
			continue
		}
		if symbol == "" {
			symbol = tok.Symbol
		}
		if amount.Sign() > 0 {
			bought = append(bought, tok.Symbol)
		} else {
			sold = append(sold, tok.Symbol)
		}
	}
	if len(bought)+len(sold) == 0 {
		return inbox.Notification{}, false
	}
	var title []string
	if len(bought) > 0 {
		title = append(title, "Bought "+joinAnd(bought))
	}
	if len(sold) > 0 {
		verb := "Sold "
		if len(title) > 0 {
			verb = "sold "
		}
		title = append(title, verb+joinAnd(sold))
	}
	return inbox.Notification{Kind: inbox.KindTrade, Title: strings.Join(title, ", "), Body: strings.Join(parts, ", "), Symbol: symbol, TxHash: tr.tx}, true
}

func joinAnd(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// signedUnits prints base units with their decimals, exactly, trailing zeros trimmed: "+1.5",
// "-250".
func signedUnits(v *big.Int, decimals uint8) string {
	sign := "+"
	if v.Sign() < 0 {
		sign = "-"
	}
	s := new(big.Rat).SetFrac(new(big.Int).Abs(v), new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(decimals)), nil)).FloatString(int(decimals))
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return sign + s
}
