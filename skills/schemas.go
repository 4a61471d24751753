package skills

import (
	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/market/baskets"
	"github.com/vera-invest/vera/market/views"
	"github.com/vera-invest/vera/quote"
)

// The tools' typed inputs and outputs. Their JSON Schemas are what tools/list publishes (generated
// by reflection, with the jsonschema tags as descriptions); the values the tools decode and answer
// are the routes' own domain types, and a test checks every answer against its output schema.

type noInput struct{}

type draftInput struct {
	Goal      string  `json:"goal" jsonschema:"the investor's goal in plain language, 1 to 600 characters, e.g. AI, for the long term"`
	AmountUsd float64 `json:"amountUsd" jsonschema:"the amount to invest in US dollars (a number, not base units), above 0"`
}

type backtestLeg struct {
	Symbol    string  `json:"symbol" jsonschema:"a ticker of the catalog, e.g. NVDA"`
	WeightPct float64 `json:"weightPct" jsonschema:"the leg's weight in percent, above 0 and at most 100"`
}

type backtestInput struct {
	Allocations []backtestLeg `json:"allocations" jsonschema:"1 to 20 legs; weights are renormalized over the legs with history"`
}

type backtestOutput struct {
	Backtest *market.BacktestResult `json:"backtest" jsonschema:"one year against SPY, starting at 100, rebalanced about every 21 trading days; null when less than 50% of the weight has history"`
}

type addressInput struct {
	Address string `json:"address" jsonschema:"an account address, 0x and 40 hex digits"`
}

type groveInput struct {
	ID string `json:"id" jsonschema:"a grove's lowercase id, as portfolio-allocation_groves lists them"`
}

type themesOutput struct {
	AsOf           string          `json:"asOf"`
	RefreshedEvery string          `json:"refreshedEvery"`
	Note           string          `json:"note"`
	Themes         []baskets.Theme `json:"themes"`
}

type strategiesOutput struct {
	AsOf           string             `json:"asOf"`
	RefreshedEvery string             `json:"refreshedEvery"`
	Note           string             `json:"note"`
	Strategies     []baskets.Strategy `json:"strategies"`
}

type grovesOutput struct {
	AsOf   string          `json:"asOf"`
	Note   string          `json:"note"`
	Groves []baskets.Grove `json:"groves"`
}

type screenerOutput struct {
	Assets []views.ScreenerRow `json:"assets" jsonschema:"returns, volatility and drawdown in percent, one row per buyable asset with usable history"`
	AsOf   string              `json:"asOf"`
}

type summaryOutput struct {
	Summary map[string]views.SummaryEntry `json:"summary" jsonschema:"by symbol: the day's change in percent and a spark of recent prices in USD"`
	AsOf    string                        `json:"asOf"`
}

type seriesInput struct {
	Symbol string `json:"symbol" jsonschema:"a ticker of the universe, e.g. NVDA"`
	Range  string `json:"range,omitempty" jsonschema:"one of 1D, 1W, 1M, 1Y, All; default 1M"`
}

type priceInput struct {
	Side       string `json:"side" jsonschema:"buy sells USDG for the asset; sell sells the asset for USDG"`
	Symbol     string `json:"symbol" jsonschema:"a ticker of the catalog, 1 to 12 characters"`
	SellAmount string `json:"sellAmount" jsonschema:"decimal digits in raw base units of the sell token: USDG has 6 decimals (15000000 is 15 USDG), asset tokens 18"`
	Taker      string `json:"taker" jsonschema:"the smart account that would sign and settle, 0x and 40 hex digits"`
}

type priceOutput struct {
	LiquidityAvailable bool   `json:"liquidityAvailable" jsonschema:"false when no venue gives a firm price: then there is no buyAmount"`
	BuyAmount          string `json:"buyAmount,omitempty" jsonschema:"raw base units of the buy token the best venue gives"`
}

type planAllocation struct {
	Summary     string      `json:"summary"`
	Rationale   string      `json:"rationale"`
	RiskScore   float64     `json:"riskScore" jsonschema:"risk in basis points, 0 to 10000"`
	Allocations []agent.Leg `json:"allocations" jsonschema:"the legs: symbol, weightPct (percent), reason"`
}

type commitPlanInput struct {
	Address    string         `json:"address" jsonschema:"the caller's smart account that will hold the assets"`
	Allocation planAllocation `json:"allocation" jsonschema:"the draft allocation exactly as plain-language-allocation_draft returned it"`
	AmountUsd  float64        `json:"amountUsd" jsonschema:"US dollars, above 0 and at most 1000000"`
}

type recordInput struct {
	User *string `json:"user,omitempty" jsonschema:"an account address; omit for the agent's whole record"`
}

type alertsInput struct {
	Limit  *int   `json:"limit,omitempty" jsonschema:"page size, 1 to 100, default 50"`
	Cursor string `json:"cursor,omitempty" jsonschema:"the next of a previous page"`
}

type alertOutput struct {
	ID            string   `json:"id"`
	Symbol        string   `json:"symbol"`
	Direction     string   `json:"direction" jsonschema:"above or below"`
	PriceUsd      float64  `json:"priceUsd" jsonschema:"the threshold in US dollars"`
	CreatedAt     int64    `json:"createdAt" jsonschema:"Unix seconds"`
	FiredAt       *int64   `json:"firedAt" jsonschema:"Unix seconds; null until the alert fires (once)"`
	FiredPriceUsd *float64 `json:"firedPriceUsd"`
}

type alertsOutput struct {
	Alerts []alertOutput `json:"alerts" jsonschema:"newest first"`
	Next   *string       `json:"next" jsonschema:"the cursor of the next page; null on the last"`
}

type createAlertInput struct {
	Symbol    string  `json:"symbol" jsonschema:"a ticker of the catalog"`
	Direction string  `json:"direction" jsonschema:"above or below"`
	PriceUsd  float64 `json:"priceUsd" jsonschema:"the threshold in US dollars, above 0"`
}

type idInput struct {
	ID string `json:"id" jsonschema:"the alert's id"`
}

type okOutput struct {
	OK bool `json:"ok"`
}

type autopilotOutput struct {
	Autopilot       *struct{} `json:"autopilot,omitempty" jsonschema:"present, and null, only when no Autopilot is configured"`
	ID              string    `json:"id,omitempty"`
	UserID          string    `json:"userId,omitempty"`
	WalletID        string    `json:"walletId,omitempty"`
	Owner           string    `json:"owner,omitempty"`
	SmartAccount    string    `json:"smartAccount,omitempty"`
	Goal            string    `json:"goal,omitempty"`
	AmountUsd       float64   `json:"amountUsd,omitempty" jsonschema:"US dollars per run"`
	Cadence         string    `json:"cadence,omitempty" jsonschema:"daily, weekly, biweekly or monthly"`
	CadenceSeconds  int64     `json:"cadenceSeconds,omitempty" jsonschema:"answered by dca-autopilot_save only"`
	RiskCeilingBps  int       `json:"riskCeilingBps,omitempty" jsonschema:"basis points, 0 to 10000"`
	MaxPerPeriodUsd float64   `json:"maxPerPeriodUsd,omitempty" jsonschema:"US dollars"`
	Active          bool      `json:"active,omitempty"`
	PausedBy        *string   `json:"pausedBy,omitempty" jsonschema:"null while active, else user, errors or grant"`
	Runs            int       `json:"runs,omitempty"`
	CreatedAt       int64     `json:"createdAt,omitempty" jsonschema:"Unix seconds"`
	NextRunAt       int64     `json:"nextRunAt,omitempty" jsonschema:"Unix seconds"`
	LastRunAt       *int64    `json:"lastRunAt,omitempty" jsonschema:"Unix seconds; null before the first run"`
	SpentThisPeriod float64   `json:"spentThisPeriod,omitempty" jsonschema:"US dollars"`
}

type saveInput struct {
	WalletID        string   `json:"walletId" jsonschema:"the caller's embedded wallet id (its own, as GET /api/me lists)"`
	Owner           string   `json:"owner" jsonschema:"that wallet's owner address"`
	SmartAccount    string   `json:"smartAccount" jsonschema:"that wallet's smart account, which pays and holds"`
	Goal            string   `json:"goal" jsonschema:"1 to 600 characters; each run drafts its allocation from it"`
	AmountUsd       float64  `json:"amountUsd" jsonschema:"US dollars per run, above 0 and at most 100000"`
	Cadence         string   `json:"cadence" jsonschema:"daily, weekly, biweekly or monthly"`
	RiskCeilingBps  *float64 `json:"riskCeilingBps,omitempty" jsonschema:"basis points, 0 to 10000, default 6000: a run whose assessed risk is above is skipped"`
	MaxPerPeriodUsd *float64 `json:"maxPerPeriodUsd,omitempty" jsonschema:"US dollars per period, above 0 and at most 1000000, default twice amountUsd"`
}

type runInput struct {
	IdempotencyKey string `json:"idempotencyKey,omitempty" jsonschema:"printable ASCII up to 200 characters: a repeat answers the recorded run instead of running again"`
}

type runOutput struct {
	OK     bool   `json:"ok"`
	TxHash string `json:"txHash,omitempty" jsonschema:"the settling transaction on chain 4663, when ok"`
	Reason string `json:"reason,omitempty" jsonschema:"why the run was skipped or failed, when not ok"`
}

type runHolding struct {
	Symbol    string  `json:"symbol"`
	WeightPct float64 `json:"weightPct"`
	AmountUsd float64 `json:"amountUsd"`
}

type runRecord struct {
	UserID          string       `json:"userId"`
	RanAt           int64        `json:"ranAt" jsonschema:"Unix seconds"`
	AmountUsd       float64      `json:"amountUsd"`
	Status          string       `json:"status" jsonschema:"success, skipped or error"`
	AssessedRiskBps *int         `json:"assessedRiskBps,omitempty"`
	TxHash          string       `json:"txHash,omitempty"`
	Holdings        []runHolding `json:"holdings,omitempty"`
	Reason          string       `json:"reason,omitempty"`
}

type runsOutput struct {
	Runs []runRecord `json:"runs" jsonschema:"the last 20 runs, newest first"`
}

// Outputs that are the routes' own types.
type (
	draftOutput       = agent.Draft
	assessmentOutput  = agent.Assessment
	trackRecordOutput = agent.TrackRecord
	tradabilityOutput = quote.Tradability
	portfolioOutput   = account.Portfolio
	groveOutput       = baskets.Grove
	seriesOutput      = views.RangeSeries
)
