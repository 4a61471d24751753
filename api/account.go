package api

import (
	"errors"
	"strconv"
	"time"

	"github.com/valyala/fasthttp"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/chain"
)

// AccountRoutes serves what a user holds and did: GET /api/prices, /api/portfolio,
// /api/transactions and /api/balance-history.
type AccountRoutes struct {
	Portfolios *account.Portfolios
	Transfers  *account.Transfers
	History    *account.Store
	// Seen records queried addresses for the hourly snapshots (nil: not recorded).
	Seen *account.Seen
	// Now is the clock of balance history windows (nil: time.Now).
	Now func() time.Time
}

// Routes implements RouteSet.
func (r AccountRoutes) Routes() []Route {
	return []Route{
		bind("GET /api/prices", r.prices),
		bind("GET /api/portfolio", r.portfolio),
		bind("GET /api/transactions", r.transactions),
		bind("GET /api/balance-history", r.balanceHistory),
	}
}

func (r AccountRoutes) prices(c *Ctx) {
	book, err := r.Portfolios.Feeds().Read(c.Context())
	if err != nil {
		c.Log().Error("prices: feed multicall failed", "err", err)
		c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
		return
	}
	c.JSON(fasthttp.StatusOK, book)
}

// PortfolioBlockWait is how long GET /api/portfolio?minBlock= waits for the chain to reach the
// block before answering 503; PortfolioBlockPoll how often it reads the head meanwhile.
const (
	PortfolioBlockWait = 2 * time.Second
	portfolioBlockPoll = 100 * time.Millisecond
)

func (r AccountRoutes) portfolio(c *Ctx) {
	a, err := chain.ParseAddress(c.query("address"))
	if err != nil {
		c.Error(fasthttp.StatusBadRequest, MsgBadPortfolioAddr)
		return
	}
	var minBlock uint64
	if c.hasQuery("minBlock") {
		if minBlock, err = strconv.ParseUint(c.query("minBlock"), 10, 64); err != nil {
			c.Error(fasthttp.StatusBadRequest, MsgBadMinBlock)
			return
		}
	}
	pf, err := r.Portfolios.GetAtLeast(c.Context(), a, minBlock)
	// A block not reached yet is read again every PortfolioBlockPoll, for PortfolioBlockWait.
	for wait := time.Now().Add(PortfolioBlockWait); errors.Is(err, account.ErrBlockNotYet) && time.Now().Before(wait); {
		select {
		case <-c.Context().Done():
		case <-time.After(portfolioBlockPoll):
		}
		pf, err = r.Portfolios.GetAtLeast(c.Context(), a, minBlock)
	}
	if errors.Is(err, account.ErrBlockNotYet) {
		c.Response.Header.Set(fasthttp.HeaderRetryAfter, "1")
		c.Error(fasthttp.StatusServiceUnavailable, MsgBlockNotYet)
		return
	}
	if err != nil {
		c.Log().Error("portfolio: multicall failed", "err", err)
		c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
		return
	}
	r.Seen.Portfolio(a, pf)
	c.JSON(fasthttp.StatusOK, pf)
}

func (r AccountRoutes) transactions(c *Ctx) {
	a, err := chain.ParseAddress(c.query("address"))
	if err != nil {
		c.Error(fasthttp.StatusBadRequest, MsgBadTransfersAddr)
		return
	}
	list, err := r.Transfers.Get(c.Context(), a)
	if err != nil {
		c.Log().Warn("transactions: degraded", "source", list.Source, "err", err)
	}
	r.Seen.Transactions(a, list)
	c.JSON(fasthttp.StatusOK, list)
}

func (r AccountRoutes) balanceHistory(c *Ctx) {
	a, err := chain.ParseAddress(c.query("address"))
	if err != nil {
		c.Error(fasthttp.StatusBadRequest, MsgBadHistoryAddr)
		return
	}
	hours, err := account.ParseHours(c.query("hours"), c.hasQuery("hours"))
	if err != nil {
		c.Error(fasthttp.StatusBadRequest, MsgBadHistoryHours)
		return
	}
	now := time.Now
	if r.Now != nil {
		now = r.Now
	}
	h, err := r.History.BalanceHistory(c.Context(), a, hours, now())
	if err != nil {
		c.Log().Error("balance history: read failed", "err", err)
		c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
		return
	}
	c.JSON(fasthttp.StatusOK, h)
}
