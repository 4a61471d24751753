package ops

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"

	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/alerts"
	"github.com/vera-invest/vera/autopilot"
	"github.com/vera-invest/vera/quote"
)

// Logf logs an unexpected failure of an operation with the request's context (the route's
// logger, or the tools').
type Logf func(msg string, err error)

// TrackRecordReader reads the agent's track record.
type TrackRecordReader interface {
	Get(ctx context.Context, q agent.RecordQuery) (agent.TrackRecord, error)
}

// TrackRecord is GET /api/vera-record: the whole record, or one user's when present.
func TrackRecord(ctx context.Context, r TrackRecordReader, user string, present bool, log Logf) (agent.TrackRecord, error) {
	q, err := agent.ParseRecordQuery(user, present)
	if errors.Is(err, agent.ErrInvalidRecordUser) {
		return agent.TrackRecord{}, fail(400, MsgBadRecordUser)
	}
	rec, err := r.Get(ctx, q)
	if err != nil {
		log("track record", err)
		return agent.TrackRecord{}, fail(503, MsgUnavailable)
	}
	return rec, nil
}

// Quote is POST /api/quote (and the price tool, in mode price): the quote service's answer.
func Quote(ctx context.Context, q *quote.Service, req quote.Request) (quote.Response, error) {
	ans, err := q.Respond(ctx, req)
	var unknown *quote.UnknownSymbolError
	switch {
	case errors.As(err, &unknown):
		return ans, fail(400, unknown.Error())
	case errors.Is(err, quote.ErrInvalidRequest):
		return ans, fail(400, MsgInvalidBody)
	}
	return ans, err
}

// AlertList is one page of a user's price alerts: next is null on the last page.
type AlertList struct {
	Alerts []alerts.Alert `json:"alerts"`
	Next   *string        `json:"next"`
}

// Alerts is GET /api/alerts: one page of limit alerts after cursor, newest first.
func Alerts(ctx context.Context, a *alerts.Alerts, user, cursor string, limit int) (AlertList, error) {
	if limit < 1 || limit > alerts.MaxAlertPage {
		return AlertList{}, fail(400, MsgBadAlertPage)
	}
	p, err := a.ListPage(ctx, user, cursor, limit)
	if errors.Is(err, alerts.ErrBadAlertCursor) {
		return AlertList{}, fail(400, MsgBadAlertPage)
	}
	if err != nil {
		return AlertList{}, err
	}
	var next *string
	if p.Next != "" {
		next = &p.Next
	}
	return AlertList{Alerts: p.Alerts, Next: next}, nil
}

// CreateAlert is POST /api/alerts.
func CreateAlert(ctx context.Context, a *alerts.Alerts, user string, req alerts.AlertRequest) (alerts.Alert, error) {
	al, err := a.Create(ctx, user, req)
	switch {
	case errors.Is(err, alerts.ErrInvalidAlert):
		return al, fail(400, MsgInvalidBody)
	case errors.Is(err, alerts.ErrTooManyAlerts):
		return al, fail(400, MsgTooManyAlerts)
	}
	return al, err
}

// ok is {"ok":true}, as the routes write it.
var ok = json.RawMessage(`{"ok":true}`)

// DeleteAlert is DELETE /api/alerts/{id}.
func DeleteAlert(ctx context.Context, a *alerts.Alerts, user, id string) (json.RawMessage, error) {
	err := a.Delete(ctx, user, id)
	if errors.Is(err, alerts.ErrUnknownAlert) {
		return nil, fail(404, MsgUnknownAlert)
	}
	if err != nil {
		return nil, err
	}
	return ok, nil
}

// NeedSigner refuses, before anything else, what the service cannot do without a delegated
// signer for wallets: saving, resuming and running Autopilot.
func NeedSigner(noSigner bool) error {
	if noSigner {
		return fail(503, MsgAutopilotNoSigner)
	}
	return nil
}

// AutopilotGet is GET /api/autopilot: the config, or {"autopilot":null}.
func AutopilotGet(ctx context.Context, s *autopilot.Service, user string) (any, error) {
	cfg, err := s.Get(ctx, user)
	if errors.Is(err, autopilot.ErrNoConfig) {
		return json.RawMessage(`{"autopilot":null}`), nil
	}
	return cfg, err
}

// AutopilotSave is POST /api/autopilot, after NeedSigner and the settings' decoding: the wallet
// must be one of the caller's (wallets reads them).
func AutopilotSave(ctx context.Context, s *autopilot.Service, user string, set autopilot.Settings,
	wallets func(context.Context) ([]autopilot.Wallet, error), log Logf) (autopilot.Saved, error) {
	ws, err := wallets(ctx)
	if err != nil {
		log("wallet directory", err)
		return autopilot.Saved{}, fail(502, MsgUnavailable)
	}
	cfg, err := s.Save(ctx, user, set, ws)
	if errors.Is(err, autopilot.ErrNotYourWallet) {
		return autopilot.Saved{}, fail(400, MsgNotYourWallet)
	}
	if err != nil {
		return autopilot.Saved{}, err
	}
	return autopilot.Saved{Config: cfg}, nil
}

// AutopilotState is the answer of POST /api/autopilot/pause and /resume (after NeedSigner).
func AutopilotState(cfg autopilot.Config, err error) (autopilot.Config, error) {
	if errors.Is(err, autopilot.ErrNoConfig) {
		return cfg, fail(400, MsgNoAutopilot)
	}
	return cfg, err
}

// AutopilotDelete is DELETE /api/autopilot.
func AutopilotDelete(ctx context.Context, s *autopilot.Service, user string) (json.RawMessage, error) {
	if err := s.Delete(ctx, user); err != nil {
		return nil, err
	}
	return ok, nil
}

// RunsListed is how many runs GET /api/autopilot/runs answers, newest first.
const RunsListed = 20

// RunList is GET /api/autopilot/runs' answer.
type RunList struct {
	Runs []autopilot.Run `json:"runs"`
}

// AutopilotRuns is GET /api/autopilot/runs.
func AutopilotRuns(ctx context.Context, s *autopilot.Store, user string) (RunList, error) {
	runs, err := s.Runs(ctx, user, RunsListed)
	if err != nil {
		return RunList{}, err
	}
	if runs == nil {
		runs = []autopilot.Run{}
	}
	return RunList{Runs: runs}, nil
}

// AutopilotRun is POST /api/autopilot/run, after NeedSigner: the caller's run under key (the
// Idempotency-Key; "" draws one for this request). While another run of the account is in flight
// it is 429 with Retry-After 30.
func AutopilotRun(ctx context.Context, r *autopilot.Runner, user, key string) (any, error) {
	if r == nil {
		return nil, fail(503, MsgAutopilotNoRuns)
	}
	if key != "" && !autopilot.ValidRequestID(key) {
		return nil, fail(400, MsgInvalidBody)
	}
	if key == "" {
		var b [16]byte
		if _, err := rand.Read(b[:]); err != nil {
			return nil, err
		}
		key = "auto-" + hex.EncodeToString(b[:])
	}
	run, err := r.Run(ctx, autopilot.ManualKey(user, key))
	switch {
	case errors.Is(err, autopilot.ErrNoConfig):
		return nil, fail(400, MsgNoAutopilot)
	case errors.Is(err, autopilot.ErrInFlight):
		return nil, &Failure{Status: 429, Message: MsgTooManyRequests, RetryAfter: "30"}
	case errors.Is(err, autopilot.ErrPending):
		return autopilot.Run{Status: autopilot.StatusError, Reason: autopilot.ReasonPending}.Answer(), nil
	case errors.Is(err, autopilot.ErrTakenElsewhere):
		return json.RawMessage(`{"ok":false,"reason":"This run was already executed."}`), nil
	case err != nil:
		return nil, err
	}
	return run.Answer(), nil
}
