package pipeline

import (
	"context"
	"time"

	"github.com/vera-invest/vera/sponsor"
)

// FundingInterval is how often the paymaster's deposit and the relay's balance are read: a minute,
// far shorter than any top-up takes to matter, and one cheap read pair per run.
const FundingInterval = time.Minute

// RefreshFunding reads the gas money the service spends (sponsor.Funding): the gauges and the
// /readyz gas check show the last read.
type RefreshFunding struct {
	Funding *sponsor.Funding
}

// Name implements Job.
func (j *RefreshFunding) Name() string { return "refresh-funding" }

// Run implements Job.
func (j *RefreshFunding) Run(ctx context.Context) error { return j.Funding.Refresh(ctx) }
