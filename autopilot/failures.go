package autopilot

import (
	"context"
	"errors"
	"log/slog"
	"strings"

	"github.com/prometheus/client_golang/prometheus"
)

// Causes of a failed run (an error run or a submission that failed), the label of
// vera_autopilot_run_failures_total; docs/operations.md says what to do about each.
const (
	// causeSigning: the delegated signer did not sign (no grant, no signing API, or its error).
	causeSigning = "signing"
	// causeSponsorship: the sponsor did not sign the run's gas sponsorship.
	causeSponsorship = "sponsorship"
	// causeSubmission: the relay did not send the run's userOp (refused, or its RPC failed).
	causeSubmission = "submission"
	// causeNoLiquidity: a holding of the plan had no quote.
	causeNoLiquidity = "no_liquidity"
	// causeNoPlan: no plan could be encoded from the draft.
	causeNoPlan = "no_plan"
	// causeBuild: the userOp could not be built (a chain read or an encoding failed).
	causeBuild = "build"
	// causeReverted: the run's userOp was mined and reverted.
	causeReverted = "reverted"
	// causeNotMined: the run's userOp was not mined while its sponsorship stood.
	causeNotMined = "not_mined"
	// causeOther: anything else (the run's own records could not be written, for instance).
	causeOther = "other"
)

// causes lists every cause, so that each counter exists from the start.
var causes = []string{causeSigning, causeSponsorship, causeSubmission, causeNoLiquidity, causeNoPlan, causeBuild, causeReverted, causeNotMined, causeOther}

// causeOf names why a run failed: the cause its error carries, else what its reason says.
func causeOf(run Run, err error) string {
	var re *runError
	if errors.As(err, &re) {
		if re.cause != "" {
			return re.cause
		}
		if re.reason == reasonNotSubmitted {
			return causeBuild
		}
	}
	switch {
	case strings.HasPrefix(run.Reason, "Run reverted"):
		return causeReverted
	case run.Reason == reasonNoReceipt:
		return causeNotMined
	case run.Reason == reasonNoLiquidity:
		return causeNoLiquidity
	case run.Reason == reasonNoPlan:
		return causeNoPlan
	case run.Reason == reasonNoSignature:
		return causeSigning
	}
	return causeOther
}

// failures counts and logs failed runs.
type failures struct {
	total *prometheus.CounterVec
	log   *slog.Logger
}

// newFailures registers vera_autopilot_run_failures_total on reg (nil: kept unregistered).
func newFailures(reg prometheus.Registerer, log *slog.Logger) (*failures, error) {
	f := &failures{log: log, total: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "vera_autopilot_run_failures_total",
		Help: "Autopilot runs recorded as errors, by cause (docs/operations.md says what to do about each)."}, []string{"cause"})}
	for _, c := range causes {
		f.total.WithLabelValues(c)
	}
	if reg != nil {
		if err := reg.Register(f.total); err != nil {
			return nil, err
		}
	}
	return f, nil
}

// record logs a failed run with its cause, user, config, run and request id, and counts it.
func (f *failures) record(ctx context.Context, c Config, run Run, err error) {
	cause := causeOf(run, err)
	f.total.WithLabelValues(cause).Inc()
	attrs := []any{"cause", cause, "user", run.UserID, "run", run.ID, "wallet", c.WalletID, "smart_account", c.SmartAccount.Hex(),
		"amount_usd", usd(run.AmountE6), "reason", run.Reason}
	if id := requestIDFrom(ctx); id != "" {
		attrs = append(attrs, "req", id)
	}
	if run.TxHash != "" {
		attrs = append(attrs, "tx", run.TxHash)
	}
	if err != nil {
		attrs = append(attrs, "err", err)
	}
	f.log.Error("autopilot run failed", attrs...)
}

type requestIDKey struct{}

// WithRequestID carries the HTTP request id of a run started by a request, for its log lines.
func WithRequestID(ctx context.Context, id string) context.Context {
	if id == "" {
		return ctx
	}
	return context.WithValue(ctx, requestIDKey{}, id)
}

// requestIDFrom is the request id WithRequestID carried, or "".
func requestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}
