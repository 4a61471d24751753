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
	// CauseSigning: the delegated signer did not sign (no grant, no signing API, or its error).
	CauseSigning = "signing"
	// CauseSponsorship: the sponsor did not sign the run's gas sponsorship.
	CauseSponsorship = "sponsorship"
	// CauseSubmission: the relay did not send the run's userOp (refused, or its RPC failed).
	CauseSubmission = "submission"
	// CauseNoLiquidity: a holding of the plan had no quote.
	CauseNoLiquidity = "no_liquidity"
	// CauseNoPlan: no plan could be encoded from the draft.
	CauseNoPlan = "no_plan"
	// CauseBuild: the userOp could not be built (a chain read or an encoding failed).
	CauseBuild = "build"
	// CauseReverted: the run's userOp was mined and reverted.
	CauseReverted = "reverted"
	// CauseNotMined: the run's userOp was not mined while its sponsorship stood.
	CauseNotMined = "not_mined"
	// CauseOther: anything else (the run's own records could not be written, for instance).
	CauseOther = "other"
)

// causes lists every cause, so that each counter exists from the start.
var causes = []string{CauseSigning, CauseSponsorship, CauseSubmission, CauseNoLiquidity, CauseNoPlan, CauseBuild, CauseReverted, CauseNotMined, CauseOther}

// causeOf names why a run failed: the cause its error carries, else what its reason says.
func causeOf(run Run, err error) string {
	var re *runError
	if errors.As(err, &re) {
		if re.cause != "" {
			return re.cause
		}
		if re.reason == ReasonNotSubmitted {
			return CauseBuild
		}
	}
	switch {
	case strings.HasPrefix(run.Reason, "Run reverted"):
		return CauseReverted
	case run.Reason == ReasonNoReceipt:
		return CauseNotMined
	case run.Reason == ReasonNoLiquidity:
		return CauseNoLiquidity
	case run.Reason == ReasonNoPlan:
		return CauseNoPlan
	case run.Reason == ReasonNoSignature:
		return CauseSigning
	}
	return CauseOther
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
		"amount_usd", USD(run.AmountE6), "reason", run.Reason}
	if id := RequestIDFrom(ctx); id != "" {
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

// RequestIDFrom is the request id WithRequestID carried, or "".
func RequestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey{}).(string)
	return id
}
