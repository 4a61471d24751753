package skills

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"iter"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"
	"github.com/a2aproject/a2a-go/v2/a2asrv"

	"github.com/vera-invest/vera/api/ops"
)

// a2AProtocolVersion is the A2A version the endpoint speaks (0.3's method names are served too).
const a2AProtocolVersion = string(a2a.Version)

// skillRequest is the structured data of an A2A message that runs one tool: the skill, the
// operation (optional for a skill with one) and the tool's arguments.
type skillRequest struct {
	Skill     string          `json:"skill"`
	Operation string          `json:"operation,omitempty"`
	Arguments json.RawMessage `json:"arguments,omitempty"`
}

// skillInfo is how the A2A card describes each skill.
var skillInfo = []struct{ id, name, desc string }{
	{skillPortfolio, "Portfolio allocation", "Theme baskets, rule-based strategies and groves with their backtests; a one-year backtest of any weights; an account's portfolio."},
	{skillPlain, "Plain-language allocation", "A goal in plain language and an amount in US dollars become a draft allocation. Plain text is answered by this skill."},
	{skillAutopilot, "Recurring investment (Autopilot)", "Read, save, pause, resume or delete the caller's Autopilot, run it now and list its runs. Needs the caller's bearer token."},
	{skillTrading, "Trading strategy", "The screener, the market summary, price series, the tradable symbols and a live swap price (the price needs a bearer token)."},
	{skillRisk, "Risk management", "A signed risk assessment of a draft allocation (token), the agent's on-chain track record, and price alerts (token)."},
}

// newA2A builds the JSON-RPC endpoint and the A2A AgentCard.
func (s *Skills) newA2A() (http.Handler, []byte, error) {
	card := &a2a.AgentCard{
		Name:        s.cfg.Name,
		Description: s.cfg.Description,
		Version:     s.cfg.Version,
		SupportedInterfaces: []*a2a.AgentInterface{
			{URL: s.cfg.BaseURL + "/a2a", ProtocolBinding: a2a.TransportProtocolJSONRPC, ProtocolVersion: a2a.Version},
		},
		DocumentationURL:   s.cfg.BaseURL + "/openapi.json",
		IconURL:            s.cfg.BaseURL + "/icon-512.png",
		DefaultInputModes:  []string{"text/plain", "application/json"},
		DefaultOutputModes: []string{"application/json", "text/plain"},
		SecuritySchemes: a2a.NamedSecuritySchemes{
			"bearer": a2a.HTTPAuthSecurityScheme{Scheme: "Bearer", BearerFormat: "JWT",
				Description: "The identity provider's access token, as the HTTP routes take it; public operations need none."},
		},
	}
	for _, k := range skillInfo {
		var ops []string
		for _, t := range s.tools {
			if t.skill == k.id {
				ops = append(ops, strings.TrimPrefix(t.name, k.id+"_"))
			}
		}
		desc := k.desc + " Send a DataPart {\"skill\":\"" + k.id + "\",\"operation\":<one of " + strings.Join(ops, ", ") + ">,\"arguments\":{...}} with the arguments of the MCP tool " + k.id + "_<operation>."
		card.Skills = append(card.Skills, a2a.AgentSkill{ID: k.id, Name: k.name, Description: desc, Tags: []string{"finance", "investing"},
			InputModes: []string{"application/json", "text/plain"}, OutputModes: []string{"application/json"}})
	}
	b, err := json.Marshal(card)
	if err != nil {
		return nil, nil, err
	}
	h := a2asrv.NewHandler(executor{s}, a2asrv.WithCapabilityChecks(&card.Capabilities), a2asrv.WithLogger(sdkLog(s.log)))
	return dispatch{v1: a2asrv.NewJSONRPCHandler(h), v0: a2av0.NewJSONRPCHandler(h)}, b, nil
}

// dispatch sends 0.3's slash-named methods (message/send) to the compatibility layer and the rest
// to the 1.0 handler.
type dispatch struct{ v1, v0 http.Handler }

func (d dispatch) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, "unreadable body", http.StatusBadRequest)
		return
	}
	var m struct {
		Method string `json:"method"`
	}
	_ = json.Unmarshal(body, &m) // a bad body gets the 1.0 handler's JSON-RPC parse error
	r.Body = io.NopCloser(bytes.NewReader(body))
	h := d.v1
	if strings.Contains(m.Method, "/") {
		h = d.v0
	}
	if !json.Valid(body) {
		h.ServeHTTP(w, r)
		return
	}
	// The SDK answers a request whose params it cannot decode into its types (a message of another
	// shape) with -32700, a parse error; the request parsed, so that is -32602, invalid params.
	pw := &paramsWriter{w: w}
	h.ServeHTTP(pw, r)
	pw.flush()
}

// paramsWriter holds back a JSON answer (or one of no declared type), to turn its parse error (-32700) into invalid params
// (-32602); anything else (an event stream) passes through as written.
type paramsWriter struct {
	w      http.ResponseWriter
	status int
	held   *bytes.Buffer
	passed bool
}

func (p *paramsWriter) Header() http.Header { return p.w.Header() }

func (p *paramsWriter) WriteHeader(status int) {
	if p.held != nil || p.passed {
		return
	}
	p.status = status
	if ct := p.w.Header().Get("Content-Type"); ct == "" || strings.HasPrefix(ct, "application/json") {
		p.held = &bytes.Buffer{}
		return
	}
	p.passed = true
	p.w.WriteHeader(status)
}

func (p *paramsWriter) Write(b []byte) (int, error) {
	if p.held == nil && !p.passed {
		p.WriteHeader(http.StatusOK)
	}
	if p.held != nil {
		return p.held.Write(b)
	}
	return p.w.Write(b)
}

func (p *paramsWriter) Flush() {
	if f, ok := p.w.(http.Flusher); ok && p.passed {
		f.Flush()
	}
}

func (p *paramsWriter) flush() {
	if p.held == nil {
		return
	}
	out := p.held.Bytes()
	var resp, e map[string]json.RawMessage
	var code int
	var msg string
	if json.Unmarshal(out, &resp) == nil && resp["error"] != nil && json.Unmarshal(resp["error"], &e) == nil &&
		json.Unmarshal(e["code"], &code) == nil && code == -32700 {
		_ = json.Unmarshal(e["message"], &msg)
		e["code"] = json.RawMessage("-32602")
		e["message"], _ = json.Marshal("invalid params: " + strings.TrimPrefix(msg, "parse error: ") +
			" (A2A 1.0's SendMessage takes parts without kind, 0.3's message/send parts with kind)")
		if fixed, err := json.Marshal(e); err == nil {
			resp["error"] = fixed
			if b, err := json.Marshal(resp); err == nil {
				out = b
			}
		}
	}
	p.w.Header().Del("Content-Length")
	p.w.WriteHeader(p.status)
	_, _ = p.w.Write(out)
}

// executor answers each message in one response: a DataPart naming a skill runs its tool, plain
// text drafts an allocation. The answer is an agent message with the route's JSON as a DataPart
// (or {"error": message}) and a line of text.
type executor struct{ s *Skills }

func (e executor) Execute(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		text, data := e.s.answer(ctx, ec.Message)
		// A message, not a task: the SDK keeps nothing of an exchange answered by a message.
		msg := a2a.NewMessage(a2a.MessageRoleAgent, a2a.NewTextPart(text), a2a.NewDataPart(data))
		msg.ContextID = ec.ContextID
		yield(msg, nil)
	}
}

func (e executor) Cancel(context.Context, *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) { yield(nil, a2a.ErrTaskNotCancelable) }
}

// answer runs what the message asks for.
func (s *Skills) answer(ctx context.Context, m *a2a.Message) (string, any) {
	var req *skillRequest
	var text []string
	if m != nil {
		for _, p := range m.Parts {
			if p == nil {
				continue
			}
			if d, ok := p.Content.(a2a.Data); ok && req == nil {
				b, err := json.Marshal(d.Value)
				var sr skillRequest
				if err != nil || json.Unmarshal(b, &sr) != nil || sr.Skill == "" {
					return failure(refuse(msgInvalidBody))
				}
				req = &sr
			}
			if t := p.Text(); t != "" {
				text = append(text, t)
			}
		}
	}
	if req == nil {
		goal := strings.TrimSpace(strings.Join(text, "\n"))
		req = &skillRequest{Skill: skillPlain, Operation: "draft"}
		in := plainGoal(goal)
		req.Arguments, _ = json.Marshal(ops.DraftInput{Goal: in.Goal, AmountUsd: in.AmountUSD})
	}
	t, err := s.toolFor(req)
	if err != nil {
		return failure(err)
	}
	body, err := s.call(ctx, t, req.Arguments)
	if err != nil {
		return failure(err)
	}
	said := t.title + " (" + t.name + ")."
	if t.skill == skillPlain {
		// A draft of a goal that said too little asks back, in the text as in understood.
		var d struct {
			Understood struct {
				Question string `json:"question"`
			} `json:"understood"`
		}
		if json.Unmarshal(body, &d) == nil && d.Understood.Question != "" {
			said += " " + d.Understood.Question
		}
	}
	return said, json.RawMessage(body)
}

func failure(err error) (string, any) {
	return err.Error(), map[string]string{"error": err.Error()}
}

var errUnknownSkill = refuse("Unknown skill or operation.")

// toolFor finds the tool a request names; a skill with one operation needs none named.
func (s *Skills) toolFor(r *skillRequest) (*tool, error) {
	if r.Operation != "" {
		if t := s.byKey[r.Skill+"_"+r.Operation]; t != nil {
			return t, nil
		}
		return nil, errUnknownSkill
	}
	var only *tool
	for i := range s.tools {
		if s.tools[i].skill == r.Skill {
			if only != nil {
				return nil, errUnknownSkill
			}
			only = &s.tools[i]
		}
	}
	if only == nil {
		return nil, errUnknownSkill
	}
	return only, nil
}

var dollars = regexp.MustCompile(`(?i)(?:\$\s*([0-9][0-9,]*(?:\.[0-9]+)?)\s*(k)?)|(?:([0-9][0-9,]*(?:\.[0-9]+)?)\s*(k)?\s*(?:usd|usdg|dollars?)\b)`)

// dollarAmount finds the first dollar amount in a text: "$500", "$2.5k", "1,000 USD".
func dollarAmount(text string) (float64, bool) {
	m := dollars.FindStringSubmatch(text)
	if m == nil {
		return 0, false
	}
	num, k := m[1], m[2]
	if num == "" {
		num, k = m[3], m[4]
	}
	v, err := strconv.ParseFloat(strings.ReplaceAll(num, ",", ""), 64)
	if err != nil || v <= 0 {
		return 0, false
	}
	if k != "" {
		v *= 1000
	}
	return v, true
}
