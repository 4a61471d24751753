package ops

import (
	"context"
	"errors"
	"fmt"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/market/views"
)

// The typed operation functions the route and its tool both call: decoded input → domain call
// → typed answer, or a *Failure carrying the route's status and message. The route decodes the
// request (body, query or path) and the tool its arguments into the same input type.

// Failure is an operation's refusal: the route answers Status with {"error": Message}, the tool
// answers Message.
type Failure struct {
	Status  int
	Message string
	// RetryAfter, when set, is the route's Retry-After header.
	RetryAfter string
}

func (f *Failure) Error() string { return fmt.Sprintf("%d %s", f.Status, f.Message) }

func fail(status int, message string) error { return &Failure{Status: status, Message: message} }

// Snapshot is the latest market build, or 503 before the first one.
func Snapshot(h *snapshot.Holder) (*snapshot.MarketBuild, error) {
	if sn := h.Load(); sn != nil {
		return sn, nil
	}
	return nil, fail(503, MsgUnavailable)
}

// Backtest is POST /api/backtest: the legs over the snapshot's year against SPY.
func Backtest(sn *snapshot.MarketBuild, req market.BacktestRequest) (BacktestAnswer, error) {
	legs, err := req.Legs(sn.Catalog)
	if err != nil {
		return BacktestAnswer{}, fail(400, MsgInvalidBody)
	}
	return BacktestAnswer{Backtest: market.BacktestYear(sn.Panel, legs)}, nil
}

// Series is GET /api/market?symbol=&range=: one asset's range series, pre-encoded. A nil Range
// is the default range.
func Series(sn *snapshot.MarketBuild, symbol string, rng *string) ([]byte, error) {
	sym, ok := sn.Views.Known(symbol)
	if !ok {
		return nil, fail(400, MsgUnknownSymbol)
	}
	r := views.DefaultRange
	if rng != nil {
		r = *rng
	}
	body, ok := sn.Views.Series(sym, r)
	if !ok {
		return nil, fail(400, MsgUnknownRange)
	}
	return body, nil
}

// Grove is GET /api/groves/{id}: one grove, pre-encoded.
func Grove(sn *snapshot.MarketBuild, id string) ([]byte, error) {
	body, ok := sn.Baskets.GroveJSON(id)
	if !ok {
		return nil, fail(404, MsgGroveNotFound)
	}
	return body, nil
}

// Draft is POST /api/allocate: a draft allocation from a goal; 503 before the first market build
// or when nothing is tradable.
func Draft(d *agent.Drafter, req agent.DraftRequest) (agent.Draft, error) {
	draft, err := d.Propose(req)
	if errors.Is(err, agent.ErrNoMarketData) || errors.Is(err, agent.ErrNoDraft) {
		return agent.Draft{}, fail(503, MsgUnavailable)
	}
	return draft, err
}

// CommitPlan is POST /api/commit-plan: the plan's risk assessed and the RiskInference signed.
// An issued plan that could not be stored is 503, as missing market data is; log says what to
// log for it.
func CommitPlan(ctx context.Context, a *agent.Assessor, req agent.PlanRequest, log Logf) (agent.Assessment, error) {
	as, err := a.Assess(ctx, req)
	switch {
	case errors.Is(err, agent.ErrInvalidPlan):
		return agent.Assessment{}, fail(400, MsgInvalidBody)
	case errors.Is(err, agent.ErrIssueNotKept):
		log("commit-plan: issued plan not stored", err)
		return agent.Assessment{}, fail(503, MsgUnavailable)
	case errors.Is(err, agent.ErrNoMarketData):
		return agent.Assessment{}, fail(503, MsgUnavailable)
	}
	return as, err
}
