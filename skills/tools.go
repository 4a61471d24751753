package skills

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"

	"github.com/google/jsonschema-go/jsonschema"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/api/ops"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/chain"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/snapshot"
	"github.com/vera-invest/vera/quote"
)

// The five skills of the discovery card (the table's, package ops).
const (
	skillPortfolio  = ops.SkillPortfolio
	skillPlain      = ops.SkillPlain
	skillAutopilot  = ops.SkillAutopilot
	skillTrading    = ops.SkillTrading
	skillRisk       = ops.SkillRisk
	tokenNote       = " Needs the caller's bearer token (Authorization header), as its route does."
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
		{skillPlain + "_draft", d.Drafter != nil, s.draft},
		{skillPortfolio + "_themes", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.ThemesJSON })},
		{skillPortfolio + "_strategies", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.StrategiesJSON })},
		{skillPortfolio + "_groves", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Baskets.GrovesJSON })},
		{skillPortfolio + "_grove", snaps, s.grove},
		{skillPortfolio + "_backtest", snaps, s.backtest},
		{skillPortfolio + "_portfolio", d.Portfolios != nil, s.portfolio},
		{skillTrading + "_screener", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Views.Screener })},
		{skillTrading + "_summary", snaps, s.encoded(func(sn *snapshot.MarketBuild) []byte { return sn.Views.Summary })},
		{skillTrading + "_series", snaps, s.series},
		{skillTrading + "_tradability", d.Locks != nil, s.tradability},
		{skillTrading + "_price", d.Quotes != nil, s.price},
		{skillRisk + "_commit-plan", d.Assessor != nil, s.commitPlan},
		{skillRisk + "_track-record", d.Records != nil, s.trackRecord},
		{skillRisk + "_alerts", d.Alerts != nil, s.alerts},
		{skillRisk + "_create-alert", d.Alerts != nil, s.createAlert},
		{skillRisk + "_delete-alert", d.Alerts != nil, s.deleteAlert},
		{skillAutopilot + "_get", d.Autopilot != nil, s.autopilotGet},
		{skillAutopilot + "_save", d.Autopilot != nil, s.autopilotSave},
		{skillAutopilot + "_pause", d.Autopilot != nil, s.autopilotPause},
		{skillAutopilot + "_resume", d.Autopilot != nil, s.autopilotResume},
		{skillAutopilot + "_delete", d.Autopilot != nil, s.autopilotDelete},
		{skillAutopilot + "_run", d.Runs != nil, s.autopilotRun},
		{skillAutopilot + "_runs", d.Runs != nil, s.autopilotRuns},
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
	return ops.Quote(ctx, s.deps.Quotes, req)
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
	return ops.TrackRecord(ctx, s.deps.Records, user, in.User != nil, s.logf)
}

func (s *Skills) logf(msg string, err error) { s.log.Error(msg, "err", err) }

func (s *Skills) alerts(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	var in ops.AlertsInput
	if decode(args, &in) != nil {
		return nil, refuse(msgBadAlertPage)
	}
	limit := alerts.DefaultAlertPage
	if in.Limit != nil {
		limit = *in.Limit
	}
	return ops.Alerts(ctx, s.deps.Alerts, c.UserID, in.Cursor, limit)
}

func (s *Skills) createAlert(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	var req alerts.AlertRequest
	if decode(args, &req) != nil {
		return nil, refuse(msgInvalidBody)
	}
	return ops.CreateAlert(ctx, s.deps.Alerts, c.UserID, req)
}

func (s *Skills) deleteAlert(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	var in ops.IDInput
	if decode(args, &in) != nil {
		return nil, refuse(msgUnknownAlert)
	}
	return ops.DeleteAlert(ctx, s.deps.Alerts, c.UserID, in.ID)
}

func (s *Skills) autopilotGet(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	return ops.AutopilotGet(ctx, s.deps.Autopilot, c.UserID)
}

func (s *Skills) autopilotSave(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	if err := ops.NeedSigner(s.deps.NoSigner); err != nil {
		return nil, err
	}
	var set autopilot.Settings
	if decode(args, &set) != nil {
		return nil, refuse(msgBadAutopilot)
	}
	return ops.AutopilotSave(ctx, s.deps.Autopilot, c.UserID, set, c.Wallets, s.logf)
}

func (s *Skills) autopilotPause(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	return ops.AutopilotState(s.deps.Autopilot.Pause(ctx, c.UserID))
}

func (s *Skills) autopilotResume(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	if err := ops.NeedSigner(s.deps.NoSigner); err != nil {
		return nil, err
	}
	return ops.AutopilotState(s.deps.Autopilot.Resume(ctx, c.UserID))
}

func (s *Skills) autopilotDelete(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	return ops.AutopilotDelete(ctx, s.deps.Autopilot, c.UserID)
}

func (s *Skills) autopilotRun(ctx context.Context, c Caller, args json.RawMessage) (any, error) {
	if err := ops.NeedSigner(s.deps.NoSigner); err != nil {
		return nil, err
	}
	if s.deps.Runner == nil {
		return ops.AutopilotRun(ctx, nil, c.UserID, "") // the route's 503, before the body
	}
	var in ops.RunInput
	if decode(args, &in) != nil {
		return nil, refuse(msgInvalidBody)
	}
	return ops.AutopilotRun(ctx, s.deps.Runner, c.UserID, in.IdempotencyKey)
}

func (s *Skills) autopilotRuns(ctx context.Context, c Caller, _ json.RawMessage) (any, error) {
	return ops.AutopilotRuns(ctx, s.deps.Runs, c.UserID)
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
