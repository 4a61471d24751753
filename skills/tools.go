package skills

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/market/views"
	"github.com/vera-invest/vera/quote"
)

// The five skills of the discovery card.
const (
	SkillPortfolio  = "portfolio-allocation"
	SkillPlain      = "plain-language-allocation"
	SkillAutopilot  = "dca-autopilot"
	SkillTrading    = "trading-strategy"
	SkillRisk       = "risk-management"
	tokenNote       = " Needs the caller's bearer token (Authorization header), as its route does."
	runsListed      = 20
	defaultDraftUSD = 1000
)

// tool is one operation of a skill: its route, schemas and the domain call the route makes.
type tool struct {
	name, skill, route string
	token              bool
	readOnly           bool
	title, desc        string
	in, out            *jsonschema.Schema
	present            bool
	run                func(ctx context.Context, c Caller, args json.RawMessage) (any, error)
}

// op builds a tool with schemas generated from In and Out.
func op[In, Out any](skill, operation, route string, token, readOnly, present bool, title, desc string,
	run func(ctx context.Context, c Caller, args json.RawMessage) (any, error)) tool {
	if token {
		desc += tokenNote
	}
	return tool{
		name: skill + "_" + operation, skill: skill, route: route, token: token, readOnly: readOnly,
		title: title, desc: desc, in: inputSchema[In](), out: schemaOf[Out](), present: present, run: run,
	}
}

// inputSchema is In's schema open to more properties, nested objects included: the routes ignore
// fields they do not know, and so do the tools (commit-plan takes a draft unchanged, its
// understood field with it).
func inputSchema[In any]() *jsonschema.Schema {
	s := schemaOf[In]()
	open(s)
	return s
}

func open(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	s.AdditionalProperties = nil
	for _, p := range s.Properties {
		open(p)
	}
	open(s.Items)
}

func schemaOf[T any]() *jsonschema.Schema {
	s, err := jsonschema.For[T](nil)
	if err != nil {
		panic("BUG: schema of a tool type: " + err.Error())
	}
	return s
}

// catalog is every tool; those whose dependencies are missing are marked absent.
func (s *Skills) catalog() []tool {
	d := s.deps
	snaps := d.Snapshots != nil
	return []tool{
		op[draftInput, draftOutput](SkillPlain, "draft", "POST /api/allocate", false, true, d.Drafter != nil,
			"Draft an allocation from a goal",
			"Turns a plain-language goal and an amount in US dollars into a draft allocation: a summary, a rationale, a risk score in basis points (0-10000) and legs with weights in percent. Pass the draft unchanged to risk-management_commit-plan to have its risk assessed and signed.",
			s.draft),
		op[noInput, themesOutput](SkillPortfolio, "themes", "GET /api/themes", false, true, snaps,
			"List the theme baskets",
			"The eight theme baskets: weights in whole percent (at most 25% a name) from public daily closes, each with a one-year backtest against SPY (returns, volatility and drawdown in percent). Rebuilt every 6 hours.",
			s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.ThemesJSON })),
		op[noInput, strategiesOutput](SkillPortfolio, "strategies", "GET /api/strategies", false, true, snaps,
			"List the rule-based strategies",
			"The three rule-based strategies, each a fixed rule over public daily closes with its weights in whole percent and a one-year backtest against SPY. Rebuilt every 6 hours.",
			s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.StrategiesJSON })),
		op[noInput, grovesOutput](SkillPortfolio, "groves", "GET /api/groves", false, true, snaps,
			"List the groves (curated baskets)",
			"The curated baskets backed by on-chain vaults: components with weights in basis points, fees in basis points, minimum and recommended buys in US dollars, vault stats and a backtest.",
			s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.GrovesJSON })),
		op[groveInput, groveOutput](SkillPortfolio, "grove", "GET /api/groves/{id}", false, true, snaps,
			"Read one grove",
			"One grove by its lowercase id, in the shape portfolio-allocation_groves lists.",
			s.grove),
		op[backtestInput, backtestOutput](SkillPortfolio, "backtest", "POST /api/backtest", false, true, snaps,
			"Backtest weights over one year",
			"Backtests the given weights (percent) over one year of daily closes against SPY: the curve starts at 100 (60 points), rebalanced about every 21 trading days; returns, volatility and drawdown in percent. backtest is null when less than half of the weight has history.",
			s.backtest),
		op[addressInput, portfolioOutput](SkillPortfolio, "portfolio", "GET /api/portfolio", false, true, d.Portfolios != nil,
			"Read an account's portfolio",
			"An account's cash (USDG) and holdings on chain 4663 at one block, valued in US dollars from the price feeds; raw is the holding in base units (18 decimals for asset tokens), qty the same in whole tokens.",
			s.portfolio),
		op[noInput, screenerOutput](SkillTrading, "screener", "GET /api/screener", false, true, snaps,
			"Screen the buyable assets",
			"Returns over one year and three months, annualized volatility and maximum drawdown, all in percent, for every buyable asset with usable history.",
			s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Views.Screener })),
		op[noInput, summaryOutput](SkillTrading, "summary", "GET /api/market", false, true, snaps,
			"Summarize the market",
			"Every asset's change over the day in percent and a spark of up to 20 recent prices in US dollars.",
			s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Views.Summary })),
		op[seriesInput, seriesOutput](SkillTrading, "series", "GET /api/market", false, true, snaps,
			"Read an asset's price series",
			"One asset's prices in US dollars over a range (1D, 1W, 1M, 1Y or All; default 1M) with Unix-second timestamps and the change over the range in percent (for 1D, against the previous session's close). series is null when no source has it.",
			s.series),
		op[noInput, tradabilityOutput](SkillTrading, "tradability", "GET /api/tradability", false, true, d.Locks != nil,
			"List the tradable symbols",
			"The hourly two-way venue sweep: ok lists the symbols that can be bought and sold (null before the first sweep: unknown, lock nothing), dropped the locked ones.",
			s.tradability),
		op[priceInput, priceOutput](SkillTrading, "price", "POST /api/quote", true, true, d.Quotes != nil,
			"Price a swap",
			"Races the live venues for a swap of sellAmount (raw base units of the sell token: USDG has 6 decimals, asset tokens 18) and answers the best buyAmount in raw base units of the buy token. A price only: nothing to sign.",
			s.price),
		op[commitPlanInput, assessmentOutput](SkillRisk, "commit-plan", "POST /api/commit-plan", true, false, d.Assessor != nil,
			"Assess and sign a plan's risk",
			"Measures a draft allocation's risk and signs the EIP-712 RiskInference: assessedRisk and maxRisk in basis points, an expiry 15 minutes ahead, planId and recHash. Nothing is broadcast: the client records it on chain in the same user operation that buys the assets.",
			s.commitPlan),
		op[recordInput, trackRecordOutput](SkillRisk, "track-record", "GET /api/vera-record", false, true, d.Records != nil,
			"Read the agent's track record",
			"The agent's on-chain track record from the indexed record events (totals, executed US dollars, up to 8 recent plans with risk in basis points) and its reputation, for one account or for all.",
			s.trackRecord),
		op[alertsInput, alertsOutput](SkillRisk, "alerts", "GET /api/alerts", true, true, d.Alerts != nil,
			"List price alerts",
			"The caller's price alerts, newest first, a page at a time (limit 1-100, default 50; cursor the previous page's next).",
			s.alerts),
		op[createAlertInput, alertOutput](SkillRisk, "create-alert", "POST /api/alerts", true, false, d.Alerts != nil,
			"Create a price alert",
			"Creates an alert that fires once when the symbol's feed price in US dollars goes above or below the threshold; it lands in the caller's notification inbox. At most 50 waiting alerts.",
			s.createAlert),
		op[idInput, okOutput](SkillRisk, "delete-alert", "DELETE /api/alerts/{id}", true, false, d.Alerts != nil,
			"Delete a price alert",
			"Deletes one of the caller's price alerts by id.",
			s.deleteAlert),
		op[noInput, autopilotOutput](SkillAutopilot, "get", "GET /api/autopilot", true, true, d.Autopilot != nil,
			"Read the Autopilot config",
			"The caller's Autopilot (recurring investment) config, amounts in US dollars and the risk ceiling in basis points; {\"autopilot\":null} when none is configured.",
			s.autopilotGet),
		op[saveInput, autopilotOutput](SkillAutopilot, "save", "POST /api/autopilot", true, false, d.Autopilot != nil,
			"Save the Autopilot config",
			"Creates or replaces the caller's Autopilot: every cadence it drafts an allocation from the goal and buys amountUsd (US dollars) of it, within the risk ceiling (basis points) and the per-period cap (US dollars). walletId and owner must be the caller's own embedded wallet; saving grants the service's delegated signing for the runs.",
			s.autopilotSave),
		op[noInput, autopilotOutput](SkillAutopilot, "pause", "POST /api/autopilot/pause", true, false, d.Autopilot != nil,
			"Pause the Autopilot",
			"Pauses the caller's Autopilot: no run starts until it is resumed.",
			s.autopilotPause),
		op[noInput, autopilotOutput](SkillAutopilot, "resume", "POST /api/autopilot/resume", true, false, d.Autopilot != nil,
			"Resume the Autopilot",
			"Resumes the caller's paused Autopilot.",
			s.autopilotResume),
		op[noInput, okOutput](SkillAutopilot, "delete", "DELETE /api/autopilot", true, false, d.Autopilot != nil,
			"Delete the Autopilot",
			"Removes the caller's Autopilot config and revokes the delegated signing grant.",
			s.autopilotDelete),
		op[runInput, runOutput](SkillAutopilot, "run", "POST /api/autopilot/run", true, false, d.Runs != nil,
			"Run the Autopilot now",
			"Runs the saved config now: one sponsored transaction on chain 4663 that buys every leg and records the signed assessment; it counts against the period's cap and may take up to two minutes. Do not retry a timed-out run: the in-flight lock refuses it.",
			s.autopilotRun),
		op[noInput, runsOutput](SkillAutopilot, "runs", "GET /api/autopilot/runs", true, true, d.Runs != nil,
			"List Autopilot runs",
			"The caller's last 20 Autopilot runs, newest first: settled, skipped and errored, amounts in US dollars.",
			s.autopilotRuns),
	}
}

// snap is the latest market snapshot, or the routes' 503 before the first build.
func (s *Skills) snap() (*snapshot.MarketBuild, error) {
	sn := s.deps.Snapshots.Load()
	if sn == nil {
		return nil, refuse(msgUnavailable)
	}
	return sn, nil
}

// encoded answers a route's pre-encoded body from the snapshot.
func (s *Skills) encoded(body func(*snapshot.MarketBuild) []byte) func(context.Context, Caller, json.RawMessage) (any, error) {
	return func(context.Context, Caller, json.RawMessage) (any, error) {
		sn, err := s.snap()
		if err != nil {
			return nil, err
		}
		return json.RawMessage(body(sn)), nil
	}
}

func (s *Skills) draft(_ context.Context, _ Caller, args json.RawMessage) (any, error) {
	var req agent.DraftRequest
	if decode(args, &req) != nil {
		return nil, refuse(msgInvalidBody)
	}
	return s.draftOf(req)
}

func (s *Skills) draftOf(req agent.DraftRequest) (any, error) {
	draft, err := s.deps.Drafter.Propose(req)
	if errors.Is(err, agent.ErrNoMarketData) || errors.Is(err, agent.ErrNoDraft) {
		return nil, refuse(msgUnavailable)
	}
	return draft, err
}

func (s *Skills) grove(_ context.Context, _ Caller, args json.RawMessage) (any, error) {
	sn, err := s.snap()
	if err != nil {
		return nil, err
	}
	var in groveInput
	if decode(args, &in) != nil {
		return nil, refuse(msgGroveNotFound)
	}
	body, ok := sn.Baskets.GroveJSON(in.ID)
	if !ok {
		return nil, refuse(msgGroveNotFound)
	}
	return json.RawMessage(body), nil
}

func (s *Skills) backtest(_ context.Context, _ Caller, args json.RawMessage) (any, error) {
	sn, err := s.snap()
	if err != nil {
		return nil, err
	}
	var req market.BacktestRequest
	if decode(args, &req) != nil {
		return nil, refuse(msgInvalidBody)
	}
	legs, err := req.Legs(sn.Catalog)
	if err != nil {
		return nil, refuse(msgInvalidBody)
	}
	return struct {
		Backtest *market.BacktestResult `json:"backtest"`
	}{market.BacktestYear(sn.Panel, legs)}, nil
}

func (s *Skills) portfolio(ctx context.Context, _ Caller, args json.RawMessage) (any, error) {
	var in addressInput
	if decode(args, &in) != nil {
		return nil, refuse(msgBadPortfolioAddr)
	}
	a, err := chain.ParseAddress(in.Address)
	if err != nil {
		return nil, refuse(msgBadPortfolioAddr)
	}
	pf, err := s.deps.Portfolios.Get(ctx, a)
	if err != nil {
		s.log.Error("portfolio: multicall failed", "err", err)
		return nil, refuse(msgUnavailable)
	}
	s.deps.Seen.Portfolio(a, pf)
	return pf, nil
}

func (s *Skills) series(_ context.Context, _ Caller, args json.RawMessage) (any, error) {
	sn, err := s.snap()
	if err != nil {
		return nil, err
	}
	var in struct {
		Symbol string  `json:"symbol"`
		Range  *string `json:"range"`
	}
	if decode(args, &in) != nil {
		return nil, refuse(msgUnknownSymbol)
	}
	symbol, ok := sn.Views.Known(in.Symbol)
	if !ok {
		return nil, refuse(msgUnknownSymbol)
	}
	rng := views.DefaultRange
	if in.Range != nil {
		rng = *in.Range
	}
	body, ok := sn.Views.Series(symbol, rng)
	if !ok {
		return nil, refuse(msgUnknownRange)
	}
	return json.RawMessage(body), nil
}

func (s *Skills) tradability(context.Context, Caller, json.RawMessage) (any, error) {
	return s.deps.Locks.Tradability(), nil
}

func (s *Skills) price(ctx context.Context, _ Caller, args json.RawMessage) (any, error) {
	var in map[string]json.RawMessage
	if decode(args, &in) != nil || in == nil {
		return nil, refuse(msgInvalidBody)
	}
	in["mode"] = json.RawMessage(`"` + quote.ModePrice + `"`)
	body, _ := json.Marshal(in)
	var req quote.Request
	if decode(body, &req) != nil {
		return nil, refuse(msgInvalidBody)
	}
	return priceAnswer(ctx, s.deps.Quotes, req)
}

// priceAnswer is the one use of the quote service's answer: the route's body, encoded.
func priceAnswer(ctx context.Context, q *quote.Service, req quote.Request) (any, error) {
	ans, err := q.Respond(ctx, req)
	var unknown *quote.UnknownSymbolError
	switch {
	case errors.As(err, &unknown):
		return nil, refuse(unknown.Error())
	case errors.Is(err, quote.ErrInvalidRequest):
		return nil, refuse(msgInvalidBody)
	case err != nil:
		return nil, err
	}
	return ans, nil
}

func (s *Skills) commitPlan(ctx context.Context, _ Caller, args json.RawMessage) (any, error) {
	var req agent.PlanRequest
	if decode(args, &req) != nil {
		return nil, refuse(msgInvalidBody)
	}
	a, err := s.deps.Assessor.Assess(ctx, req)
	switch {
	case errors.Is(err, agent.ErrInvalidPlan):
		return nil, refuse(msgInvalidBody)
	case errors.Is(err, agent.ErrNoMarketData), errors.Is(err, agent.ErrIssueNotKept):
		if errors.Is(err, agent.ErrIssueNotKept) {
			s.log.Error("commit-plan: issued plan not stored", "err", err)
		}
		return nil, refuse(msgUnavailable)
	}
	return a, err
}

func (s *Skills) trackRecord(ctx context.Context, _ Caller, args json.RawMessage) (any, error) {
	var in recordInput
	if decode(args, &in) != nil {
		return nil, refuse(msgBadRecordUser)
	}
	user := ""
	if in.User != nil {
		user = *in.User
	}
	q, err := agent.ParseRecordQuery(user, in.User != nil)
	if errors.Is(err, agent.ErrInvalidRecordUser) {
		return nil, refuse(msgBadRecordUser)
	}
	rec, err := s.deps.Records.Get(ctx, q)
	if err != nil {
		s.log.Error("track record", "err", err)
		return nil, refuse(msgUnavailable)
	}
	return rec, nil
}

func (s *Skills) alerts(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	var in alertsInput
	if decode(args, &in) != nil {
		return nil, refuse(msgBadAlertPage)
	}
	limit := alerts.DefaultAlertPage
	if in.Limit != nil {
		if *in.Limit < 1 || *in.Limit > alerts.MaxAlertPage {
			return nil, refuse(msgBadAlertPage)
		}
		limit = *in.Limit
	}
	p, err := s.deps.Alerts.ListPage(ctx, c.UserID, in.Cursor, limit)
	if errors.Is(err, alerts.ErrBadAlertCursor) {
		return nil, refuse(msgBadAlertPage)
	}
	if err != nil {
		return nil, err
	}
	var next *string
	if p.Next != "" {
		next = &p.Next
	}
	return struct {
		Alerts []alerts.Alert `json:"alerts"`
		Next   *string        `json:"next"`
	}{p.Alerts, next}, nil
}

func (s *Skills) createAlert(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	var req alerts.AlertRequest
	if decode(args, &req) != nil {
		return nil, refuse(msgInvalidBody)
	}
	al, err := s.deps.Alerts.Create(ctx, c.UserID, req)
	switch {
	case errors.Is(err, alerts.ErrInvalidAlert):
		return nil, refuse(msgInvalidBody)
	case errors.Is(err, alerts.ErrTooManyAlerts):
		return nil, refuse(msgTooManyAlerts)
	}
	return al, err
}

func (s *Skills) deleteAlert(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	var in idInput
	if decode(args, &in) != nil {
		return nil, refuse(msgUnknownAlert)
	}
	err := s.deps.Alerts.Delete(ctx, c.UserID, in.ID)
	if errors.Is(err, alerts.ErrUnknownAlert) {
		return nil, refuse(msgUnknownAlert)
	}
	if err != nil {
		return nil, err
	}
	return json.RawMessage(`{"ok":true}`), nil
}

func (s *Skills) autopilotGet(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	cfg, err := s.deps.Autopilot.Get(ctx, c.UserID)
	if errors.Is(err, autopilot.ErrNoConfig) {
		return json.RawMessage(`{"autopilot":null}`), nil
	}
	return cfg, err
}

func (s *Skills) autopilotSave(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	if s.deps.NoSigner {
		return nil, refuse(msgAutopilotNoSigner)
	}
	var set autopilot.Settings
	if decode(args, &set) != nil {
		return nil, refuse(msgBadAutopilot)
	}
	ws, err := c.Wallets(ctx)
	if err != nil {
		s.log.Error("wallet directory", "err", err)
		return nil, refuse(msgUnavailable)
	}
	cfg, err := s.deps.Autopilot.Save(ctx, c.UserID, set, ws)
	if errors.Is(err, autopilot.ErrNotYourWallet) {
		return nil, refuse(msgNotYourWallet)
	}
	if err != nil {
		return nil, err
	}
	return autopilot.Saved{Config: cfg}, nil
}

func (s *Skills) autopilotPause(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	return configAnswer(s.deps.Autopilot.Pause(ctx, c.UserID))
}

func (s *Skills) autopilotResume(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	if s.deps.NoSigner {
		return nil, refuse(msgAutopilotNoSigner)
	}
	return configAnswer(s.deps.Autopilot.Resume(ctx, c.UserID))
}

func configAnswer(cfg autopilot.Config, err error) (any, error) {
	if errors.Is(err, autopilot.ErrNoConfig) {
		return nil, refuse(msgNoAutopilot)
	}
	return cfg, err
}

func (s *Skills) autopilotDelete(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	if err := s.deps.Autopilot.Delete(ctx, c.UserID); err != nil {
		return nil, err
	}
	return json.RawMessage(`{"ok":true}`), nil
}

func (s *Skills) autopilotRun(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	if s.deps.NoSigner {
		return nil, refuse(msgAutopilotNoSigner)
	}
	if s.deps.Runner == nil {
		return nil, refuse(msgAutopilotNoRuns)
	}
	var in runInput
	if decode(args, &in) != nil || (in.IdempotencyKey != "" && !autopilot.ValidRequestID(in.IdempotencyKey)) {
		return nil, refuse(msgInvalidBody)
	}
	key := in.IdempotencyKey
	if key == "" {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		key = "auto-" + hex.EncodeToString(b[:])
	}
	run, err := s.deps.Runner.Run(ctx, autopilot.ManualKey(c.UserID, key))
	switch {
	case errors.Is(err, autopilot.ErrNoConfig):
		return nil, refuse(msgNoAutopilot)
	case errors.Is(err, autopilot.ErrInFlight):
		return nil, refuse(msgTooManyRequests)
	case errors.Is(err, autopilot.ErrPending):
		return autopilot.Run{Status: autopilot.StatusError, Reason: autopilot.ReasonPending}.Answer(), nil
	case errors.Is(err, autopilot.ErrTakenElsewhere):
		return json.RawMessage(`{"ok":false,"reason":"This run was already executed."}`), nil
	case err != nil:
		return nil, err
	}
	return run.Answer(), nil
}

func (s *Skills) autopilotRuns(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	runs, err := s.deps.Runs.Runs(ctx, c.UserID, runsListed)
	if err != nil {
		return nil, err
	}
	if runs == nil {
		runs = []autopilot.Run{}
	}
	return struct {
		Runs []autopilot.Run `json:"runs"`
	}{runs}, nil
}

// plainGoal is a plain-text message as a draft request: the text is the goal, and a dollar
// amount in it ("$500", "500 USD") the amount, else defaultDraftUSD.
func plainGoal(text string) agent.DraftRequest {
	req := agent.DraftRequest{Goal: strings.TrimSpace(text), AmountUSD: defaultDraftUSD}
	if usd, ok := dollarAmount(text); ok {
		req.AmountUSD = usd
	}
	return req
}
