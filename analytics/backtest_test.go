package analytics

import (
	"math"
	"slices"
	"testing"
)

func flat(n int, v float64) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = v
	}
	return out
}

func TestBacktestHandChecked(t *testing.T) {
	// 50/50 of a name rising 10 % a day and a flat one, three sessions, no rebalance yet:
	// 100 → 50·1.1 + 50 = 105 → 50·1.21 + 50 = 110.5.
	res := Backtest([]Member{
		{Symbol: "A", Weight: 50, Closes: []float64{100, 110, 121}},
		{Symbol: "B", Weight: 50, Closes: []float64{20, 20, 20}},
	}, []float64{10, 11, 12})
	if res == nil {
		t.Fatal("nil result")
	}
	if !slices.Equal(res.Portfolio.Curve, []float64{100, 105, 110.5}) {
		t.Fatalf("curve %v", res.Portfolio.Curve)
	}
	if !near(res.Portfolio.ReturnPct, 10.5, 1e-12) || res.CoveragePct != 100 || len(res.Excluded) != 0 {
		t.Fatalf("result %+v", res)
	}
	if !near(res.Benchmark.ReturnPct, 20, 1e-12) || !slices.Equal(res.Benchmark.Curve, []float64{100, 110, 120}) {
		t.Fatalf("benchmark %+v", res.Benchmark)
	}
	if res.Portfolio.MaxDrawdownPct != 0 {
		t.Fatalf("drawdown %v", res.Portfolio.MaxDrawdownPct)
	}
}

func TestBacktestRebalancesEvery21Sessions(t *testing.T) {
	// A doubles on session 1 and again on session 22; B is flat. Rebalancing to 50/50 at
	// session 21 (value 150) gives 75·2 + 75 = 225 at session 22; buy-and-hold would give 250.
	n := 23
	a := flat(n, 200)
	a[0] = 100
	a[22] = 400
	res := Backtest([]Member{{Symbol: "A", Weight: 1, Closes: a}, {Symbol: "B", Weight: 1, Closes: flat(n, 7)}}, flat(n, 1))
	if res == nil {
		t.Fatal("nil result")
	}
	c := res.Portfolio.Curve
	if c[1] != 150 || c[21] != 150 || !near(c[22], 225, 1e-12) {
		t.Fatalf("curve %v", c)
	}
	// Before session 21 nothing is rebalanced: at session 20 the value is still 150.
	if c[20] != 150 {
		t.Fatalf("curve %v", c)
	}
}

func TestBacktestMissingHistory(t *testing.T) {
	n := 30
	a := make([]float64, n)
	b := make([]float64, n)
	for i := range a {
		a[i] = 100 * math.Pow(1.01, float64(i))
		b[i] = 50 * math.Pow(0.99, float64(i))
	}
	short := a[10:] // listed mid-window: not covered
	withNaN := slices.Clone(a)
	withNaN[0] = math.NaN()
	res := Backtest([]Member{
		{Symbol: "A", Weight: 50, Closes: a},
		{Symbol: "B", Weight: 30, Closes: b},
		{Symbol: "NEW", Weight: 15, Closes: short},
		{Symbol: "GAP", Weight: 5, Closes: withNaN},
		{Symbol: "NEW", Weight: 0, Closes: nil}, // zero weight: ignored
	}, flat(n, 3))
	if res == nil {
		t.Fatal("nil result")
	}
	if !near(res.CoveragePct, 80, 1e-12) || !slices.Equal(res.Excluded, []string{"NEW", "GAP"}) {
		t.Fatalf("coverage %v excluded %v", res.CoveragePct, res.Excluded)
	}
	// Renormalized to 5/8 and 3/8 of the covered weight; within the first 21 sessions the
	// value is 100·(5/8·1.01^t + 3/8·0.99^t).
	for _, tt := range []int{1, 7, 20} {
		want := 100 * (5.0/8*math.Pow(1.01, float64(tt)) + 3.0/8*math.Pow(0.99, float64(tt)))
		if got := res.Portfolio.Curve[tt]; !near(got, want, 1e-12) {
			t.Fatalf("value at %d = %v, want %v", tt, got, want)
		}
	}
}

func TestBacktestNil(t *testing.T) {
	n := 10
	full := flat(n, 5)
	if Backtest([]Member{{Symbol: "A", Weight: 49, Closes: full}, {Symbol: "B", Weight: 51}}, flat(n, 1)) != nil {
		t.Fatal("49 % coverage gave a result")
	}
	if Backtest([]Member{{Symbol: "A", Weight: 50, Closes: full}, {Symbol: "B", Weight: 50}}, flat(n, 1)) == nil {
		t.Fatal("exactly 50 % coverage gave no result")
	}
	if Backtest([]Member{{Symbol: "A", Weight: 100, Closes: full}}, nil) != nil {
		t.Fatal("missing benchmark gave a result")
	}
	bad := flat(n, 1)
	bad[3] = math.NaN()
	if Backtest([]Member{{Symbol: "A", Weight: 100, Closes: full}}, bad) != nil {
		t.Fatal("benchmark with a gap gave a result")
	}
}

func TestBacktestCurve60Points(t *testing.T) {
	n := 253
	a := make([]float64, n)
	for i := range a {
		a[i] = 10 + float64(i%17)
	}
	res := Backtest([]Member{{Symbol: "A", Weight: 1, Closes: a}}, a)
	if len(res.Portfolio.Curve) != CurvePoints || len(res.Benchmark.Curve) != CurvePoints {
		t.Fatalf("curve lengths %d %d", len(res.Portfolio.Curve), len(res.Benchmark.Curve))
	}
	last := 100 * a[n-1] / a[0]
	if res.Portfolio.Curve[0] != 100 || !near(res.Portfolio.Curve[59], last, 1e-12) || !near(res.Benchmark.Curve[59], last, 1e-12) {
		t.Fatalf("ends %v %v", res.Portfolio.Curve[0], res.Portfolio.Curve[59])
	}
}

// recorder is a Rule that notes the sessions it is asked about and holds column 0.
type recorder struct{ at []int }

func (r *recorder) Weights(cols [][]float64, t int) ([]float64, error) {
	r.at = append(r.at, t)
	w := make([]float64, len(cols))
	w[0] = 1
	return w, nil
}

func TestWalkForwardRebalanceSessions(t *testing.T) {
	n := 300
	col := make([]float64, n)
	for i := range col {
		col[i] = 100 + float64(i)
	}
	rec := &recorder{}
	p, b, err := WalkForward([][]float64{col}, col, 126, rec)
	if err != nil {
		t.Fatal(err)
	}
	start := n - 127
	want := []int{start, start + 21, start + 42, start + 63, start + 84, start + 105, start + 126}
	if !slices.Equal(rec.at, want) {
		t.Fatalf("rebalanced at %v, want %v", rec.at, want)
	}
	if !near(p.ReturnPct, b.ReturnPct, 1e-12) || !near(p.ReturnPct, (col[n-1]/col[start]-1)*100, 1e-12) {
		t.Fatalf("portfolio %v benchmark %v", p.ReturnPct, b.ReturnPct)
	}
}

// Rules see only data up to the rebalance session: cutting the future off changes nothing.
func TestRulesUseNoFutureData(t *testing.T) {
	n := 400
	cols := make([][]float64, 8)
	for i := range cols {
		cols[i] = make([]float64, n)
		for j := range cols[i] {
			cols[i][j] = 50 + 10*float64(i) + 20*math.Sin(float64(j*(i+1))/37) + float64(j)*0.05*float64(i-3)
		}
	}
	cols[7][0] = math.NaN() // a later listing
	rules := map[string]Rule{
		"inverse-vol":     InverseVolRule{Lookback: 126, Cap: 0.25, MinNames: 4},
		"low-vol":         LowVolRule{Lookback: 126, Count: 5, Cap: 0.25},
		"momentum":        MomentumRule{Lookback: 126, Count: 3},
		"return-per-risk": ReturnPerRiskRule{Lookback: 126, Count: 5, Cap: 0.3},
	}
	for name, r := range rules {
		for _, at := range []int{150, 250, 399} {
			full, err := r.Weights(cols, at)
			if err != nil {
				t.Fatalf("%s at %d: %v", name, at, err)
			}
			cut := make([][]float64, len(cols))
			for i := range cols {
				cut[i] = cols[i][:at+1]
			}
			past, err := r.Weights(cut, at)
			if err != nil || !slices.Equal(full, past) {
				t.Fatalf("%s at %d: %v vs %v (%v)", name, at, full, past, err)
			}
			sum := 0.0
			for _, w := range full {
				sum += w
			}
			if !near(sum, 1, 1e-12) {
				t.Fatalf("%s at %d: weights sum to %v", name, at, sum)
			}
		}
	}
}

func TestMomentumPicksLeaders(t *testing.T) {
	n := 130
	mk := func(growth float64) []float64 {
		c := make([]float64, n)
		for i := range c {
			c[i] = 100 * math.Pow(1+growth, float64(i))
		}
		return c
	}
	cols := [][]float64{mk(0.001), mk(0.003), mk(-0.001), mk(0.002), mk(0.003)}
	w, err := MomentumRule{Lookback: 126, Count: 3}.Weights(cols, n-1)
	if err != nil {
		t.Fatal(err)
	}
	// Columns 1 and 4 tie at the top (earlier first), then column 3.
	if !slices.Equal(w, []float64{0, 1.0 / 3, 0, 1.0 / 3, 1.0 / 3}) {
		t.Fatalf("weights %v", w)
	}
	if _, err := (MomentumRule{Lookback: 200, Count: 3}).Weights(cols, n-1); err == nil {
		t.Fatal("lookback beyond history accepted")
	}
}
