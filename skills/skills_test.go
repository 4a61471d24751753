package skills

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"testing"
)

type gateFunc func(ctx context.Context, route string) (Caller, error)

func (g gateFunc) Admit(ctx context.Context, route string) (Caller, error) { return g(ctx, route) }

// A call runs only past the gate, answers the route's message on a refusal and an internal error
// for anything else, a panic included, never its text.
func TestCall(t *testing.T) {
	refused := gateFunc(func(context.Context, string) (Caller, error) { return Caller{}, refuse("Authentication required.") })
	open := gateFunc(func(context.Context, string) (Caller, error) { return Caller{UserID: "u"}, nil })
	ran := false
	for _, tc := range []struct {
		name string
		gate Gate
		run  func(context.Context, Caller, json.RawMessage) (any, error)
		body string
		err  string
	}{
		{"refused at the gate", refused, func(context.Context, Caller, json.RawMessage) (any, error) { ran = true; return nil, nil }, "", "Authentication required."},
		{"answers", open, func(_ context.Context, c Caller, a json.RawMessage) (any, error) {
			return map[string]string{"user": c.UserID, "args": string(a)}, nil
		}, `{"args":"{}","user":"u"}`, ""},
		{"pre-encoded", open, func(context.Context, Caller, json.RawMessage) (any, error) {
			return json.RawMessage(`{"ok":true}`), nil
		}, `{"ok":true}`, ""},
		{"route's refusal", open, func(context.Context, Caller, json.RawMessage) (any, error) { return nil, refuse(msgUnknownSymbol) }, "", msgUnknownSymbol},
		{"unexpected error", open, func(context.Context, Caller, json.RawMessage) (any, error) {
			return nil, errors.New("dial tcp 10.0.0.7: secret detail")
		}, "", msgInternal},
		{"panic", open, func(context.Context, Caller, json.RawMessage) (any, error) { panic("index out of range") }, "", msgInternal},
	} {
		s := &Skills{gate: tc.gate, log: slog.New(slog.DiscardHandler)}
		body, err := s.call(context.Background(), &tool{name: "x_y", route: "GET /x", run: tc.run}, nil)
		switch {
		case tc.err != "" && (err == nil || err.Error() != tc.err):
			t.Errorf("%s: %v, want %s", tc.name, err, tc.err)
		case tc.err == "" && (err != nil || string(body) != tc.body):
			t.Errorf("%s: %s %v, want %s", tc.name, body, err, tc.body)
		}
	}
	if ran {
		t.Error("a tool ran past a refusing gate")
	}
}
