package baskets

import (
	"fmt"

	"github.com/vera-invest/vera/analytics"
)

// Parameters shared by every basket.
const (
	// lookback is the sessions of daily returns behind every volatility and momentum figure.
	lookback = 126
	// minHistory is the closes a member needs: 12 months (252 returns) ending at the last
	// session, so that a 126-session lookback exists at every rebalance of the 6-month walk.
	minHistory = analytics.SessionsYear + 1
	// walkSessions is the length of the strategy and theme backtests: 6 months of returns.
	walkSessions = 126
	// themeCap is the per-name weight cap of themes.
	themeCap = 0.25
	// minThemeMembers is the fewest eligible members a theme may have (the 25% cap needs 4;
	// the curation keeps at least 6).
	minThemeMembers = 4
	// refreshedEvery is how often baskets are rebuilt.
	refreshedEvery = "6h"
	// feeBps is the grove exit fee on realized profit, the only fee.
	feeBps = 1000
	// MinLegUsd is the smallest leg a grove buy places; ProbeUsd is the buy size the
	// tradability sweep proves fills for every asset.
	MinLegUsd = 1.0
	probeUsd  = 15.0
)

// strategyDef is a rule-based strategy: its rule and the same rule in plain words.
type strategyDef struct {
	ID, Name, Tagline string
	Rule              analytics.Rule
	Method            string
}

const universeWords = "The universe is every catalog asset on a price-return basis (so that the backtest compares like with SPY, itself price-return) with at least 12 months (253 sessions) of public daily closes and a live two-way venue route. "

const roundingWords = "Weights are rounded to whole percents summing to exactly 100 by largest remainder (ties go to the larger exact share, then alphabetically). The rule is re-run every 6 hours on the latest closes; its backtest re-applies it at each monthly rebalance (every 21 sessions) using only the data up to that day."

// strategies returns the three strategies, in display order.
func strategies() []strategyDef {
	steady := analytics.LowVolRule{Lookback: lookback, Count: 10, Cap: 0.25}
	momentum := analytics.MomentumRule{Lookback: lookback, Count: 10}
	balanced := analytics.ReturnPerRiskRule{Lookback: lookback, Count: 10, Cap: 0.20}
	return []strategyDef{
		{
			ID: "steady-foundation", Name: "Steady Foundation",
			Tagline: "The calmest names in the catalog, weighted so the calmest count most.",
			Rule:    steady,
			Method: universeWords + fmt.Sprintf("Hold the %d assets with the lowest annualized volatility of daily returns over the last %d sessions (ties alphabetically). ", steady.Count, steady.Lookback) +
				fmt.Sprintf("Weight each in proportion to 1 / volatility, cap any one at %.0f%% and spread the excess over the others in proportion to their weights until none exceeds the cap. ", steady.Cap*100) + roundingWords,
		},
		{
			ID: "momentum-leaders", Name: "Momentum Leaders",
			Tagline: "The catalog's strongest performers of the last six months, held equally.",
			Rule:    momentum,
			Method: universeWords + fmt.Sprintf("Hold the %d assets with the highest price return over the last %d sessions (ties alphabetically), in equal weights of %d%% each. ", momentum.Count, momentum.Lookback, 100/momentum.Count) +
				roundingWords,
		},
		{
			ID: "balanced-growth", Name: "Balanced Growth",
			Tagline: "Strong six-month performers, chosen and sized for return per unit of risk.",
			Rule:    balanced,
			Method: universeWords + fmt.Sprintf("Score each asset by its price return over the last %d sessions divided by its annualized volatility of daily returns over the same sessions; hold the %d best scores (ties alphabetically). ", balanced.Lookback, balanced.Count) +
				fmt.Sprintf("Weight each in proportion to 1 / volatility, cap any one at %.0f%% and spread the excess over the others in proportion to their weights until none exceeds the cap. ", balanced.Cap*100) + roundingWords,
		},
	}
}

// themeRule is the weighting of every theme.
var themeRule = analytics.InverseVolRule{Lookback: lookback, Cap: themeCap, MinNames: minThemeMembers}

const themeMethod = "Inverse volatility: each member's weight is proportional to 1 / (annualized volatility of its daily returns over the last 126 sessions), capped at 25% with the excess spread over the other members in proportion to their weights until none exceeds the cap, then rounded to whole percents summing to exactly 100 by largest remainder (ties go to the larger exact share, then alphabetically). Members need 12 months (253 sessions) of public daily closes and a live two-way venue route. Rebuilt every 6 hours; the backtest re-applies the rule at each monthly rebalance (every 21 sessions) using only the data up to that day."
