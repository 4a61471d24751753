package api

import (
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
		{Method: "GET", Path: "/api/prices", Handler: r.prices},
		{Method: "GET", Path: "/api/portfolio", Handler: r.portfolio},
		{Method: "GET", Path: "/api/transactions", Handler: r.transactions},
		{Method: "GET", Path: "/api/balance-history", Handler: r.balanceHistory},
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

func (r AccountRoutes) portfolio(c *Ctx) {
	a, err := chain.ParseAddress(c.Query("address"))
	if err != nil {
		c.Error(fasthttp.StatusBadRequest, MsgBadPortfolioAddr)
		return
	}
	pf, err := r.Portfolios.Get(c.Context(), a)
	if err != nil {
		c.Log().Error("portfolio: multicall failed", "err", err)
		c.Error(fasthttp.StatusBadGateway, MsgUnavailable)
		return
	}
	r.Seen.Portfolio(a, pf)
	c.JSON(fasthttp.StatusOK, pf)
}

func (r AccountRoutes) transactions(c *Ctx) {
	a, err := chain.ParseAddress(c.Query("address"))
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
	a, err := chain.ParseAddress(c.Query("address"))
	if err != nil {
		c.Error(fasthttp.StatusBadRequest, MsgBadHistoryAddr)
		return
	}
	hours, err := account.ParseHours(c.Query("hours"), c.HasQuery("hours"))
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
