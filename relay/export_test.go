package relay

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
)

// QueueLen is how many ops wait in the bundle queue (tests wait for it to fill before a key frees).
func QueueLen(r *Relay) int {
	r.qmu.Lock()
	defer r.qmu.Unlock()
	return len(r.queue)
}

// Simulations are how many bundles the executor keys simulated and how many ops they screened alone.
func Simulations(r *Relay) (bundles, screened int64) {
	return int64(counterValue(r.metrics.bundleSims)), int64(counterValue(r.metrics.screened))
}

func counterValue(c prometheus.Counter) float64 {
	var m dto.Metric
	if err := c.Write(&m); err != nil {
		panic(err)
	}
	return m.GetCounter().GetValue()
}

// StopEstimateClock stops the clock the estimate budget refills by, at now: a test of the budget
// then holds however slowly the machine runs it.
func StopEstimateClock(r *Relay) {
	now := time.Now()
	r.estimates.now = func() time.Time { return now }
}

// LeftoversGated: Run has started and holds sends until the relay key's transactions from before this
// process are settled (a send before that is not held: tests wait for it).
func LeftoversGated(r *Relay) bool {
	r.gmu.Lock()
	defer r.gmu.Unlock()
	return r.gate != nil
}
