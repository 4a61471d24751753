package relay

import (
	"fmt"
	"math/big"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vera-invest/vera/sponsor"
)

// metrics are the relay's money figures (docs/operations.md says what to do when they move).
type metrics struct {
	loss, failed        prometheus.Counter
	lostHour, lossBound prometheus.Gauge
	sponsoredHeld       prometheus.Gauge
	exposure            prometheus.Gauge
	forged              prometheus.Counter
	refused             *prometheus.CounterVec
	bundleOps           prometheus.Histogram
	cancelled           prometheus.Counter
	cancelCapped        prometheus.Counter
	dropped             prometheus.Counter
	bundleSims          prometheus.Counter
	screened            prometheus.Counter
}

// newMetrics registers vera_relay_loss_eth_total, vera_relay_failed_after_simulation_total,
// vera_relay_loss_last_hour_eth, vera_relay_loss_bound_eth, vera_relay_sponsored_in_flight_eth,
// vera_relay_in_flight_exposure_eth, vera_relay_forged_signatures_total, vera_relay_throttled_total,
// vera_relay_bundle_ops, vera_relay_bundles_cancelled_total, vera_relay_cancellations_at_fee_ceiling_total,
// vera_relay_dropped_after_admission_total,
// vera_relay_bundle_simulations_total and vera_relay_ops_screened_alone_total on reg (nil: kept
// unregistered).
func newMetrics(reg prometheus.Registerer, bound *big.Int) (*metrics, error) {
	m := &metrics{
		loss: prometheus.NewCounter(prometheus.CounterOpts{Name: "vera_relay_loss_eth_total",
			Help: "What the relay's mined handleOps transactions cost it beyond what their ops repaid (ETH)."}),
		failed: prometheus.NewCounter(prometheus.CounterOpts{Name: "vera_relay_failed_after_simulation_total",
			Help: "Ops that passed the relay's simulation and then failed on chain (handleOps reverted or the op is missing from it)."}),
		lostHour: prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_relay_loss_last_hour_eth",
			Help: "The relay's losses over the last hour (ETH), as its loss bound counts them."}),
		lossBound: prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_relay_loss_bound_eth",
			Help: "The relay's loss bound per hour (ETH): ops are refused beyond it."}),
		sponsoredHeld: prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_relay_sponsored_in_flight_eth",
			Help: "The most the relay's sponsored ops in flight may be charged to the paymaster's budgets (ETH), held against them until mined."}),
		exposure: prometheus.NewGauge(prometheus.GaugeOpts{Name: "vera_relay_in_flight_exposure_eth",
			Help: "What the relay's transactions in flight could still cost it (ETH), counted under its loss bound until mined."}),
		forged: prometheus.NewCounter(prometheus.CounterOpts{Name: "vera_relay_forged_signatures_total",
			Help: "Ops refused before anything else because their signature is not the owner's they name."}),
		refused: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "vera_relay_throttled_total",
			Help: "Ops refused with -32504, by why: a throttled address, or the loss bound."}, []string{"why"}),
		bundleOps: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "vera_relay_bundle_ops",
			Help: "Ops per handleOps the relay sent from its bundle queue.", Buckets: []float64{1, 2, 4, 8, 16, 32}}),
		cancelled: prometheus.NewCounter(prometheus.CounterOpts{Name: "vera_relay_bundles_cancelled_total",
			Help: "Cancellations an executor key sent at the nonce of a bundle not mined within --relay-stuck-after."}),
		cancelCapped: prometheus.NewCounter(prometheus.CounterOpts{Name: "vera_relay_cancellations_at_fee_ceiling_total",
			Help: "Cancellations of a stuck transaction not sent because higher fees would pass --relay-cancel-max-fee; the key waits for a block."}),
		dropped: prometheus.NewCounter(prometheus.CounterOpts{Name: "vera_relay_dropped_after_admission_total",
			Help: "Ops eth_sendUserOperation admitted (answered with their hash) that the bundle's own simulation then refused, so no key sent them."}),
		bundleSims: prometheus.NewCounter(prometheus.CounterOpts{Name: "vera_relay_bundle_simulations_total",
			Help: "Simulations of a bundle as the handleOps an executor key would send (again after each op that would fail it is dropped)."}),
		screened: prometheus.NewCounter(prometheus.CounterOpts{Name: "vera_relay_ops_screened_alone_total",
			Help: "Ops of a bundle simulated one by one because the bundle's simulation had named a second op that would fail it."}),
	}
	m.lossBound.Set(sponsor.ETH(bound))
	if reg == nil {
		return m, nil
	}
	for _, c := range []prometheus.Collector{m.loss, m.failed, m.lostHour, m.lossBound, m.sponsoredHeld, m.exposure, m.forged, m.refused, m.bundleOps, m.cancelled, m.cancelCapped, m.dropped,
		m.bundleSims, m.screened} {
		if err := reg.Register(c); err != nil {
			return nil, fmt.Errorf("register relay metrics: %w", err)
		}
	}
	return m, nil
}
