package skills

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
)

// The five skills of the discovery card (the table's, package ops).
const (
	SkillPortfolio  = ops.SkillPortfolio
	SkillPlain      = ops.SkillPlain
	SkillAutopilot  = ops.SkillAutopilot
	SkillTrading    = ops.SkillTrading
	SkillRisk       = ops.SkillRisk
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

// binding is a tool's run function, named by the tool's full name in the table.
type binding struct {
	name    string
	present bool
	run     func(ctx context.Context, c Caller, args json.RawMessage) (any, error)
}

// fromTable makes each binding's tool from its declaration in the table (package ops): the
// name, skill, route, token, title, description and schemas are the table's.
func fromTable(bs []binding) []tool {
	declared := map[string]struct {
		op ops.Operation
		tl ops.Tool
	}{}
	for _, o := range ops.All() {
		for _, tl := range o.Tools {
			declared[tl.FullName()] = struct {
				op ops.Operation
				tl ops.Tool
			}{o, tl}
		}
	}
	out := make([]tool, 0, len(bs))
	for _, b := range bs {
		d, ok := declared[b.name]
		if !ok {
			panic("BUG: tool " + b.name + " is not declared in package ops")
		}
		desc := d.tl.Description
		if d.op.Auth {
			desc += tokenNote
		}
		in := d.tl.In
		if in == nil {
			in = struct{}{}
		}
		out = append(out, tool{
			name: b.name, skill: d.tl.Skill, route: d.op.Key(), token: d.op.Auth, readOnly: d.tl.ReadOnly,
			title: d.tl.Title, desc: desc, in: inputSchema(reflect.TypeOf(in)), out: schemaOf(reflect.TypeOf(d.tl.Out)),
			present: b.present, run: b.run,
		})
	}
	return out
}

// inputSchema is the type's schema open to more properties, nested objects included: the routes
// ignore fields they do not know, and so do the tools (commit-plan takes a draft unchanged, its
// understood field with it).
func inputSchema(t reflect.Type) *jsonschema.Schema {
	s := schemaOf(t)
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

func schemaOf(t reflect.Type) *jsonschema.Schema {
	s, err := jsonschema.ForType(t, nil)
	if err != nil {
		panic("BUG: schema of a tool type: " + err.Error())
	}
	return s
}

// catalog is every tool, in the order tools/list gives them; those whose dependencies are
// missing are marked absent.
func (s *Skills) catalog() []tool {
	d := s.deps
	snaps := d.Snapshots != nil
	return fromTable([]binding{
		{SkillPlain + "_draft", d.Drafter != nil, s.draft},
		{SkillPortfolio + "_themes", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.ThemesJSON })},
		{SkillPortfolio + "_strategies", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.StrategiesJSON })},
		{SkillPortfolio + "_groves", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.GrovesJSON })},
		{SkillPortfolio + "_grove", snaps, s.grove},
		{SkillPortfolio + "_backtest", snaps, s.backtest},
		{SkillPortfolio + "_portfolio", d.Portfolios != nil, s.portfolio},
		{SkillTrading + "_screener", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Views.Screener })},
		{SkillTrading + "_summary", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Views.Summary })},
		{SkillTrading + "_series", snaps, s.series},
		{SkillTrading + "_tradability", d.Locks != nil, s.tradability},
		{SkillTrading + "_price", d.Quotes != nil, s.price},
		{SkillRisk + "_commit-plan", d.Assessor != nil, s.commitPlan},
		{SkillRisk + "_track-record", d.Records != nil, s.trackRecord},
		{SkillRisk + "_alerts", d.Alerts != nil, s.alerts},
		{SkillRisk + "_create-alert", d.Alerts != nil, s.createAlert},
		{SkillRisk + "_delete-alert", d.Alerts != nil, s.deleteAlert},
		{SkillAutopilot + "_get", d.Autopilot != nil, s.autopilotGet},
		{SkillAutopilot + "_save", d.Autopilot != nil, s.autopilotSave},
		{SkillAutopilot + "_pause", d.Autopilot != nil, s.autopilotPause},
		{SkillAutopilot + "_resume", d.Autopilot != nil, s.autopilotResume},
		{SkillAutopilot + "_delete", d.Autopilot != nil, s.autopilotDelete},
		{SkillAutopilot + "_run", d.Runs != nil, s.autopilotRun},
		{SkillAutopilot + "_runs", d.Runs != nil, s.autopilotRuns},
	})
}

// snap is the latest market snapshot, or the routes' 503 before the first build.
func (s *Skills) snap() (*snapshot.MarketBuild, error) { return ops.Snapshot(s.deps.Snapshots) }

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
	return ops.Draft(s.deps.Drafter, req)
}

func (s *Skills) grove(_ context.Context, _ Caller, args json.RawMessage) (any, error) {
	sn, err := s.snap()
	if err != nil {
		return nil, err
	}
	var in ops.GroveInput
	if decode(args, &in) != nil {
		return nil, refuse(msgGroveNotFound)
	}
	body, err := ops.Grove(sn, in.ID)
	if err != nil {
		return nil, err
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
	return ops.Backtest(sn, req)
}

func (s *Skills) portfolio(ctx context.Context, _ Caller, args json.RawMessage) (any, error) {
	var in ops.AddressInput
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
	// ops.SeriesInput's shape; an explicit "range": "" is an unknown range, as on the route.
	var in struct {
		Symbol string  `json:"symbol"`
		Range  *string `json:"range"`
	}
	if decode(args, &in) != nil {
		return nil, refuse(msgUnknownSymbol)
	}
	body, err := ops.Series(sn, in.Symbol, in.Range)
	if err != nil {
		return nil, err
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
	return ops.CommitPlan(ctx, s.deps.Assessor, req, func(msg string, err error) { s.log.Error(msg, "err", err) })
}

func (s *Skills) trackRecord(ctx context.Context, _ Caller, args json.RawMessage) (any, error) {
	var in ops.RecordInput
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
	var in ops.AlertsInput
	if decode(args, &in) != nil {
		return nil, refuse(msgBadAlertPage)
	}
	limit := autopilot.DefaultAlertPage
	if in.Limit != nil {
		if *in.Limit < 1 || *in.Limit > autopilot.MaxAlertPage {
			return nil, refuse(msgBadAlertPage)
		}
		limit = *in.Limit
	}
	p, err := s.deps.Alerts.ListPage(ctx, c.UserID, in.Cursor, limit)
	if errors.Is(err, autopilot.ErrBadAlertCursor) {
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
		Alerts []autopilot.Alert `json:"alerts"`
		Next   *string           `json:"next"`
	}{p.Alerts, next}, nil
}

func (s *Skills) createAlert(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	var req autopilot.AlertRequest
	if decode(args, &req) != nil {
		return nil, refuse(msgInvalidBody)
	}
	al, err := s.deps.Alerts.Create(ctx, c.UserID, req)
	switch {
	case errors.Is(err, autopilot.ErrInvalidAlert):
		return nil, refuse(msgInvalidBody)
	case errors.Is(err, autopilot.ErrTooManyAlerts):
		return nil, refuse(msgTooManyAlerts)
	}
	return al, err
}

func (s *Skills) deleteAlert(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	var in ops.IDInput
	if decode(args, &in) != nil {
		return nil, refuse(msgUnknownAlert)
	}
	err := s.deps.Alerts.Delete(ctx, c.UserID, in.ID)
	if errors.Is(err, autopilot.ErrUnknownAlert) {
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
	var in ops.RunInput
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
