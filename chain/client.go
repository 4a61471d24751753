package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/prometheus/client_golang/prometheus"
)

// ClientConfig tunes a Client. Zero values take the defaults noted on each field.
type ClientConfig struct {
	// Timeout bounds each attempt of each request (default 10s).
	Timeout time.Duration
	// Retries is how many times a transiently failed request is retried (default 3; negative: none).
	Retries int
	// Backoff is the wait before the first retry, doubled each time up to MaxBackoff (default 200ms, 5s).
	Backoff    time.Duration
	MaxBackoff time.Duration
	// RequestsPerSecond is the client's whole request budget, refilled continuously; Burst is the
	// bucket size. It is split into lanes (LaneShares): a call spends its lane's part only and waits for
	// it (or its context), so one reader's flood never takes another's budget. Default 50 per second,
	// burst 100; set RequestsPerSecond < 0 for no budget.
	RequestsPerSecond float64
	Burst             int
	// LaneShares is each lane's share of the budget (default DefaultLaneShares). Shares are normalized
	// to sum to 1; a lane left out gets none of the budget but still exists (it waits for ever).
	LaneShares map[Lane]float64
}

// Lane names a share of a client's request budget. Every caller goes through exactly one lane,
// chosen where the component is built (Client.Lane); a lane never borrows another's budget, so that
// a public flood cannot slow a user's transaction, and a backfill cannot slow either.
type Lane string

// The lanes.
const (
	// LanePublic: public, unauthenticated reads — the agent card's agentSigner(), prices, portfolio,
	// the track record's reputation.
	LanePublic Lane = "public"
	// LaneUser: user actions — sponsorship, relay submission and receipts, Autopilot runs, quotes. A
	// Client not given a lane uses this one.
	LaneUser Lane = "user"
	// LaneBackground: scheduled jobs — snapshots, tradability sweeps, vault stats, price posting.
	LaneBackground Lane = "background"
	// LaneIndexer: the indexer following the head and backfilling.
	LaneIndexer Lane = "indexer"
)

// allLanes lists the lanes in a fixed order.
var allLanes = [...]Lane{LanePublic, LaneUser, LaneBackground, LaneIndexer}

// defaultLaneShares splits the budget, a fresh map each call: user actions the largest share
// (they spend money and a user waits on them), the indexer a quarter (it batches, and lag is
// tolerated), public reads a fifth (coalesced and cacheable), background jobs the rest.
func defaultLaneShares() map[Lane]float64 {
	return map[Lane]float64{LanePublic: 0.20, LaneUser: 0.40, LaneBackground: 0.15, LaneIndexer: 0.25}
}

func (c ClientConfig) withDefaults() ClientConfig {
	if c.Timeout <= 0 {
		c.Timeout = 10 * time.Second
	}
	if c.Retries == 0 {
		c.Retries = 3
	}
	if c.Retries < 0 {
		c.Retries = 0
	}
	if c.Backoff <= 0 {
		c.Backoff = 200 * time.Millisecond
	}
	if c.MaxBackoff <= 0 {
		c.MaxBackoff = 5 * time.Second
	}
	if c.RequestsPerSecond == 0 {
		c.RequestsPerSecond = 50
	}
	if c.Burst <= 0 {
		c.Burst = 100
	}
	if c.LaneShares == nil {
		c.LaneShares = defaultLaneShares()
	}
	return c
}

// Client is a JSON-RPC client with timeouts, retries and a request budget split into lanes. It is
// safe for concurrent use and implements bind.ContractBackend and bind.DeployBackend. Lane returns a
// view of the same connection spending another lane's budget.
type Client struct {
	rpc   *rpc.Client
	eth   *ethclient.Client
	cfg   ClientConfig
	lanes map[Lane]*lane // shared by every view of the client
	lane  *lane          // this view's
	node  *nodeFacts     // what the node was found to serve, shared by every view
}

// lane is one lane's budget (nil bucket: unlimited) and what its gauges report.
type lane struct {
	name     Lane
	rate     float64
	bucket   *bucket
	waiting  atomic.Int64
	requests atomic.Uint64
}

// Dial connects to an HTTP(S) or WebSocket JSON-RPC endpoint.
func Dial(ctx context.Context, url string, cfg ClientConfig) (*Client, error) {
	rc, err := rpc.DialContext(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("cannot dial RPC %s: %w", redactURL(url), err)
	}
	return NewClient(rc, cfg), nil
}

// NewClient wraps an existing RPC client (for example an in-process one from the devnet).
func NewClient(rc *rpc.Client, cfg ClientConfig) *Client {
	cfg = cfg.withDefaults()
	c := &Client{rpc: rc, eth: ethclient.NewClient(rc), cfg: cfg, lanes: newLanes(cfg), node: &nodeFacts{}}
	c.lane = c.lanes[LaneUser]
	return c
}

// newLanes splits cfg's budget by its shares (each lane at least one request of burst).
func newLanes(cfg ClientConfig) map[Lane]*lane {
	var sum float64
	for _, l := range allLanes {
		sum += max(cfg.LaneShares[l], 0)
	}
	lanes := make(map[Lane]*lane, len(allLanes))
	for _, l := range allLanes {
		ln := &lane{name: l}
		if cfg.RequestsPerSecond > 0 {
			share := 0.0
			if sum > 0 {
				share = max(cfg.LaneShares[l], 0) / sum
			}
			ln.rate = cfg.RequestsPerSecond * share
			ln.bucket = newBucket(ln.rate, max(1, int(float64(cfg.Burst)*share)))
		}
		lanes[l] = ln
	}
	return lanes
}

// Lane returns a view of c whose calls spend lane l's budget. It panics on a lane not in Lanes: a
// lane is chosen in code, never from input.
func (c *Client) Lane(l Lane) *Client {
	ln, ok := c.lanes[l]
	if !ok {
		panic(fmt.Sprintf("BUG: unknown RPC lane %q", l))
	}
	v := *c
	v.lane = ln
	return &v
}

// laneName returns the lane this view spends.
func (c *Client) laneName() Lane { return c.lane.name }

var (
	laneWaitingDesc  = prometheus.NewDesc("vera_rpc_lane_waiting", "Calls waiting for their RPC lane's request budget.", []string{"lane"}, nil)
	laneRateDesc     = prometheus.NewDesc("vera_rpc_lane_budget_per_second", "The RPC lane's request budget per second (0: unlimited).", []string{"lane"}, nil)
	laneRequestsDesc = prometheus.NewDesc("vera_rpc_lane_requests_total", "RPC attempts sent through the lane.", []string{"lane"}, nil)
)

// Collector returns the lanes' Prometheus series: per lane a gauge of the calls waiting for budget, a
// gauge of its budget per second and a counter of attempts. Register it once per client.
func (c *Client) Collector() prometheus.Collector { return laneCollector{lanes: c.lanes} }

type laneCollector struct{ lanes map[Lane]*lane }

func (laneCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- laneWaitingDesc
	ch <- laneRateDesc
	ch <- laneRequestsDesc
}

func (lc laneCollector) Collect(ch chan<- prometheus.Metric) {
	for _, l := range allLanes {
		ln := lc.lanes[l]
		ch <- prometheus.MustNewConstMetric(laneWaitingDesc, prometheus.GaugeValue, float64(ln.waiting.Load()), string(l))
		ch <- prometheus.MustNewConstMetric(laneRateDesc, prometheus.GaugeValue, ln.rate, string(l))
		ch <- prometheus.MustNewConstMetric(laneRequestsDesc, prometheus.CounterValue, float64(ln.requests.Load()), string(l))
	}
}

// Close closes the underlying connection.
func (c *Client) Close() { c.rpc.Close() }

// RPC returns the underlying RPC client, for calls this type does not wrap.
func (c *Client) RPC() *rpc.Client { return c.rpc }

// do runs f with the per-attempt timeout, retrying transient failures with backoff. Every attempt
// spends one unit of its lane's request budget.
func (c *Client) do(ctx context.Context, op string, f func(ctx context.Context) error) error {
	wait := c.cfg.Backoff
	var err error
	for attempt := 0; ; attempt++ {
		if werr := c.lane.take(ctx); werr != nil {
			return fmt.Errorf("%s: waiting for the %s lane's request budget: %w", op, c.lane.name, werr)
		}
		actx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
		err = f(actx)
		cancel()
		if err == nil {
			return nil
		}
		if attempt >= c.cfg.Retries || !transient(err) || ctx.Err() != nil {
			break
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("%s: %w (after %d attempts, last error: %v)", op, ctx.Err(), attempt+1, err)
		case <-time.After(wait):
		}
		wait = min(wait*2, c.cfg.MaxBackoff)
	}
	return fmt.Errorf("%s: %w", op, err)
}

func call[T any](c *Client, ctx context.Context, op string, f func(ctx context.Context) (T, error)) (T, error) {
	var out T
	err := c.do(ctx, op, func(ctx context.Context) error {
		v, err := f(ctx)
		if err == nil {
			out = v
		}
		return err
	})
	return out, err
}

// transient reports whether err is worth retrying: timeouts, connection failures, HTTP 429 and 5xx,
// and node-side "try again" conditions. Reverts and other JSON-RPC errors are not.
func transient(err error) bool {
	if err == nil {
		return false
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return true
	}
	if errors.Is(err, context.Canceled) {
		return false
	}
	var httpErr rpc.HTTPError
	if errors.As(err, &httpErr) {
		return httpErr.StatusCode == 429 || httpErr.StatusCode >= 500
	}
	var dataErr rpc.DataError
	if errors.As(err, &dataErr) {
		return false
	}
	var rpcErr rpc.Error
	if errors.As(err, &rpcErr) {
		msg := strings.ToLower(rpcErr.Error())
		return rpcErr.ErrorCode() == -32005 || strings.Contains(msg, "rate limit") ||
			strings.Contains(msg, "header not found") || strings.Contains(msg, "try again")
	}
	var netErr net.Error
	if errors.As(err, &netErr) {
		return true
	}
	msg := err.Error()
	return strings.Contains(msg, "connection refused") || strings.Contains(msg, "connection reset") ||
		strings.Contains(msg, "EOF") || strings.Contains(msg, "broken pipe")
}

// ChainID returns the chain id.
func (c *Client) ChainID(ctx context.Context) (*big.Int, error) {
	return call(c, ctx, "eth_chainId", c.eth.ChainID)
}

// BlockNumber returns the latest block number.
func (c *Client) BlockNumber(ctx context.Context) (uint64, error) {
	return call(c, ctx, "eth_blockNumber", c.eth.BlockNumber)
}

// HeaderByNumber returns a block header; nil number means latest.
func (c *Client) HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error) {
	return call(c, ctx, fmt.Sprintf("eth_getBlockByNumber %v", number), func(ctx context.Context) (*types.Header, error) {
		return c.eth.HeaderByNumber(ctx, number)
	})
}

// BalanceAt returns an account's ETH balance in wei.
func (c *Client) BalanceAt(ctx context.Context, account common.Address, block *big.Int) (*big.Int, error) {
	return call(c, ctx, "eth_getBalance "+account.Hex(), func(ctx context.Context) (*big.Int, error) {
		return c.eth.BalanceAt(ctx, account, block)
	})
}

// CodeAt returns the code at an address.
func (c *Client) CodeAt(ctx context.Context, contract common.Address, block *big.Int) ([]byte, error) {
	return call(c, ctx, "eth_getCode "+contract.Hex(), func(ctx context.Context) ([]byte, error) {
		return c.eth.CodeAt(ctx, contract, block)
	})
}

// StorageAt returns one storage slot of an account.
func (c *Client) StorageAt(ctx context.Context, account common.Address, key common.Hash, block *big.Int) ([]byte, error) {
	return call(c, ctx, "eth_getStorageAt "+account.Hex(), func(ctx context.Context) ([]byte, error) {
		return c.eth.StorageAt(ctx, account, key, block)
	})
}

// CallContract executes a read-only call.
func (c *Client) CallContract(ctx context.Context, msg ethereum.CallMsg, block *big.Int) ([]byte, error) {
	return call(c, ctx, callOp(msg.To), func(ctx context.Context) ([]byte, error) {
		return c.eth.CallContract(ctx, msg, block)
	})
}

// CallContractAtHash executes a read-only call in the state of the block with that hash (EIP-1898),
// canonical or not: reads pinned to one block stay on it through a reorg.
func (c *Client) CallContractAtHash(ctx context.Context, msg ethereum.CallMsg, hash common.Hash) ([]byte, error) {
	return call(c, ctx, callOp(msg.To)+" at "+hash.Hex(), func(ctx context.Context) ([]byte, error) {
		return c.eth.CallContractAtHash(ctx, msg, hash)
	})
}

// PendingCodeAt implements bind.ContractTransactor.
func (c *Client) PendingCodeAt(ctx context.Context, account common.Address) ([]byte, error) {
	return call(c, ctx, "eth_getCode pending "+account.Hex(), func(ctx context.Context) ([]byte, error) {
		return c.eth.PendingCodeAt(ctx, account)
	})
}

// PendingCallContract implements bind.ContractCaller for pending state.
func (c *Client) PendingCallContract(ctx context.Context, msg ethereum.CallMsg) ([]byte, error) {
	return call(c, ctx, callOp(msg.To)+" pending", func(ctx context.Context) ([]byte, error) {
		return c.eth.PendingCallContract(ctx, msg)
	})
}

// NonceAt returns an account's nonce at a block (nil: latest).
func (c *Client) NonceAt(ctx context.Context, account common.Address, block *big.Int) (uint64, error) {
	return call(c, ctx, "eth_getTransactionCount "+account.Hex(), func(ctx context.Context) (uint64, error) {
		return c.eth.NonceAt(ctx, account, block)
	})
}

// PendingNonceAt returns an account's next nonce including pending transactions.
func (c *Client) PendingNonceAt(ctx context.Context, account common.Address) (uint64, error) {
	return call(c, ctx, "eth_getTransactionCount pending "+account.Hex(), func(ctx context.Context) (uint64, error) {
		return c.eth.PendingNonceAt(ctx, account)
	})
}

// SuggestGasPrice returns a legacy gas price.
func (c *Client) SuggestGasPrice(ctx context.Context) (*big.Int, error) {
	return call(c, ctx, "eth_gasPrice", c.eth.SuggestGasPrice)
}

// SuggestGasTipCap returns a priority fee suggestion.
func (c *Client) SuggestGasTipCap(ctx context.Context) (*big.Int, error) {
	return call(c, ctx, "eth_maxPriorityFeePerGas", c.eth.SuggestGasTipCap)
}

// EstimateGas estimates the gas a call needs.
func (c *Client) EstimateGas(ctx context.Context, msg ethereum.CallMsg) (uint64, error) {
	return call(c, ctx, "eth_estimateGas", func(ctx context.Context) (uint64, error) {
		return c.eth.EstimateGas(ctx, msg)
	})
}

// SendTransaction submits a signed transaction. Resubmitting a transaction the node already has is
// not an error, which makes retries safe.
func (c *Client) SendTransaction(ctx context.Context, tx *types.Transaction) error {
	return c.do(ctx, "eth_sendRawTransaction "+tx.Hash().Hex(), func(ctx context.Context) error {
		err := c.eth.SendTransaction(ctx, tx)
		if err != nil && strings.Contains(err.Error(), "already known") {
			return nil
		}
		return err
	})
}

// TransactionReceipt returns a mined transaction's receipt, or ethereum.NotFound.
func (c *Client) TransactionReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, error) {
	return call(c, ctx, "eth_getTransactionReceipt "+hash.Hex(), func(ctx context.Context) (*types.Receipt, error) {
		return c.eth.TransactionReceipt(ctx, hash)
	})
}

// FilterLogs returns the logs matching q.
func (c *Client) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	return call(c, ctx, fmt.Sprintf("eth_getLogs [%v..%v]", q.FromBlock, q.ToBlock), func(ctx context.Context) ([]types.Log, error) {
		return c.eth.FilterLogs(ctx, q)
	})
}

// SubscribeFilterLogs subscribes to new logs (WebSocket or in-process connections only). It is not
// retried: the caller owns resubscription.
func (c *Client) SubscribeFilterLogs(ctx context.Context, q ethereum.FilterQuery, ch chan<- types.Log) (ethereum.Subscription, error) {
	sub, err := c.eth.SubscribeFilterLogs(ctx, q, ch)
	if err != nil {
		return nil, fmt.Errorf("eth_subscribe logs: %w", err)
	}
	return sub, nil
}

// SubscribeNewHead subscribes to new block headers. It is not retried.
func (c *Client) SubscribeNewHead(ctx context.Context, ch chan<- *types.Header) (ethereum.Subscription, error) {
	sub, err := c.eth.SubscribeNewHead(ctx, ch)
	if err != nil {
		return nil, fmt.Errorf("eth_subscribe newHeads: %w", err)
	}
	return sub, nil
}

// headerByHash returns the header of a block by hash.
func (c *Client) headerByHash(ctx context.Context, hash common.Hash) (*types.Header, error) {
	return call(c, ctx, "eth_getBlockByHash "+hash.Hex(), func(ctx context.Context) (*types.Header, error) {
		return c.eth.HeaderByHash(ctx, hash)
	})
}

// BatchCall sends several requests in one JSON-RPC batch (for example a header and the logs of the same
// range, so a lagging node is caught). Per-element errors are left in the elements.
func (c *Client) BatchCall(ctx context.Context, b []rpc.BatchElem) error {
	return c.do(ctx, fmt.Sprintf("batch of %d requests", len(b)), func(ctx context.Context) error {
		return c.rpc.BatchCallContext(ctx, b)
	})
}

func callOp(to *common.Address) string {
	if to == nil {
		return "eth_call"
	}
	return "eth_call " + to.Hex()
}

// redactURL drops everything after the host: RPC URLs often carry API keys in their path or query.
func redactURL(u string) string {
	if i := strings.Index(u, "://"); i >= 0 {
		rest := u[i+3:]
		if j := strings.IndexAny(rest, "/?"); j >= 0 {
			return u[:i+3+j] + "/…"
		}
	}
	return u
}

// take waits for one unit of the lane's budget (or ctx) and counts the attempt.
func (l *lane) take(ctx context.Context) error {
	if l.bucket != nil {
		l.waiting.Add(1)
		err := l.bucket.wait(ctx)
		l.waiting.Add(-1)
		if err != nil {
			return err
		}
	}
	l.requests.Add(1)
	return nil
}

// bucket is a token bucket: rate tokens per second, at most burst banked.
type bucket struct {
	mu     sync.Mutex
	rate   float64
	burst  float64
	tokens float64
	last   time.Time
}

func newBucket(rate float64, burst int) *bucket {
	return &bucket{rate: rate, burst: float64(burst), tokens: float64(burst), last: time.Now()}
}

func (b *bucket) wait(ctx context.Context) error {
	for {
		b.mu.Lock()
		now := time.Now()
		b.tokens = min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
		b.last = now
		if b.tokens >= 1 {
			b.tokens--
			b.mu.Unlock()
			return nil
		}
		need := time.Duration((1 - b.tokens) / b.rate * float64(time.Second))
		b.mu.Unlock()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(need):
		}
	}
}

var (
	_ bind.ContractBackend = (*Client)(nil)
	_ bind.DeployBackend   = (*Client)(nil)
)

// TransactionByHash returns a transaction and whether it is still pending.
func (c *Client) TransactionByHash(ctx context.Context, hash common.Hash) (*types.Transaction, bool, error) {
	type txp struct {
		tx      *types.Transaction
		pending bool
	}
	v, err := call(c, ctx, "eth_getTransactionByHash "+hash.Hex(), func(ctx context.Context) (txp, error) {
		tx, pending, err := c.eth.TransactionByHash(ctx, hash)
		return txp{tx, pending}, err
	})
	return v.tx, v.pending, err
}
