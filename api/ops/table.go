package ops

import (
	"time"

	"github.com/vera-invest/vera/account"
	"github.com/vera-invest/vera/agent"
	"github.com/vera-invest/vera/market"
	"github.com/vera-invest/vera/quote"
	"github.com/vera-invest/vera/web"
)

// The five skills of the discovery card.
const (
	SkillPortfolio = "portfolio-allocation"
	SkillPlain     = "plain-language-allocation"
	SkillAutopilot = "dca-autopilot"
	SkillTrading   = "trading-strategy"
	SkillRisk      = "risk-management"
)

// Cache-Control values the table repeats.
const (
	cacheCard   = "public, s-maxage=3600, stale-while-revalidate=21600"
	cacheStatic = "public, max-age=300"
	cachePage   = "public, max-age=60"
)

// SkillTimeout bounds one MCP or A2A request: the longest of its tools' routes (an Autopilot run
// may take two minutes); each tool call is bounded by its own route's timeout inside it.
const SkillTimeout = 150 * time.Second

// table is every operation but the web pages (pages) and those declared from outside.
func table() []Operation {
	unavailable := Error{Status: 503, Message: MsgUnavailable}
	badBody := Error{Status: 400, Message: MsgInvalidBody}
	return []Operation{
		// The service itself.
		{Method: "GET", Path: "/healthz", Name: "healthz", Scope: Beyond, Limit: NoLimit, Cache: CacheNone, Summary: "The process is alive.", Response: healthAnswer{}},
		{Method: "GET", Path: "/readyz", Name: "readyz", Scope: Beyond, Limit: NoLimit, Cache: CacheNone, Summary: "Dependencies answer (ClickHouse, the chain RPC, the first market snapshot).", Response: Readiness{},
			Description: "A failing check is named; its error text goes to the log, never to the client.", Errors: []Error{{Status: 503, Body: Readiness{}}}},
		{Method: "GET", Path: "/openapi.json", Name: "openapi", Scope: Beyond, Limit: NoLimit, Cache: cacheStatic, Summary: "This document, as JSON.", Response: document{}},

		// Market data.
		{Method: "GET", Path: "/api/market", Name: "market", Scope: spec, Limit: 60, Cache: CacheRevalidate,
			Summary: "Market summary of every asset, or one asset's price series.",
			Params:  marketParams{}, Response: OneOf{summaryAnswer{}, seriesAnswer{}}, Errors: []Error{{Status: 400, Message: MsgUnknownSymbol}, {Status: 400, Message: MsgUnknownRange}, unavailable},
			Tools: []Tool{
				{Skill: SkillTrading, Name: "summary", ReadOnly: true, Out: summaryAnswer{},
					Title:       "Summarize the market",
					Description: "Every asset's change over the day in percent and a spark of up to 20 recent prices in US dollars."},
				{Skill: SkillTrading, Name: "series", ReadOnly: true, In: seriesInput{}, Out: seriesAnswer{},
					Title:       "Read an asset's price series",
					Description: "One asset's prices in US dollars over a range (1D, 1W, 1M, 1Y or All; default 1M) with Unix-second timestamps and the change over the range in percent (for 1D, against the previous session's close). series is null when no source has it."},
			}},
		{Method: "GET", Path: "/api/screener", Name: "screener", Scope: spec, Limit: 60, Cache: CacheRevalidate,
			Summary: "Returns, volatility and drawdown of the buyable set with usable history.", Response: screenerAnswer{}, Errors: []Error{unavailable},
			Tools: []Tool{{Skill: SkillTrading, Name: "screener", ReadOnly: true, Out: screenerAnswer{},
				Title:       "Screen the buyable assets",
				Description: "Returns over one year and three months, annualized volatility and maximum drawdown, all in percent, for every buyable asset with usable history."}}},
		{Method: "POST", Path: "/api/backtest", Name: "backtest", Scope: spec, Limit: 20, Cache: CacheNone,
			Summary: "One year of a basket against SPY, rebalanced monthly.", Request: market.BacktestRequest{}, Response: BacktestAnswer{},
			Errors: []Error{badBody, unavailable},
			Tools: []Tool{{Skill: SkillPortfolio, Name: "backtest", ReadOnly: true, In: market.BacktestRequest{}, Out: BacktestAnswer{},
				Title:       "Backtest weights over one year",
				Description: "Backtests the given weights (percent) over one year of daily closes against SPY: the curve starts at 100 (60 points), rebalanced about every 21 trading days; returns, volatility and drawdown in percent. backtest is null when less than half of the weight has history."}}},

		// Baskets.
		{Method: "GET", Path: "/api/themes", Name: "themes", Scope: spec, Limit: 120, Cache: CacheRevalidate,
			Summary: "The eight theme baskets.", Response: themesAnswer{}, Errors: []Error{unavailable},
			Tools: []Tool{{Skill: SkillPortfolio, Name: "themes", ReadOnly: true, Out: themesAnswer{},
				Title:       "List the theme baskets",
				Description: "The eight theme baskets: weights in whole percent (at most 25% a name) from public daily closes, each with a one-year backtest against SPY (returns, volatility and drawdown in percent). Rebuilt every 6 hours."}}},
		{Method: "GET", Path: "/api/strategies", Name: "strategies", Scope: spec, Limit: 30, Cache: CacheRevalidate,
			Summary: "The three rule-based strategies.", Response: strategiesAnswer{}, Errors: []Error{unavailable},
			Tools: []Tool{{Skill: SkillPortfolio, Name: "strategies", ReadOnly: true, Out: strategiesAnswer{},
				Title:       "List the rule-based strategies",
				Description: "The three rule-based strategies, each a fixed rule over public daily closes with its weights in whole percent and a one-year backtest against SPY. Rebuilt every 6 hours."}}},
		{Method: "GET", Path: "/api/groves", Name: "groves", Scope: spec, Limit: 120, Cache: "public, s-maxage=60",
			Summary: "The curated baskets (groves).", Response: grovesAnswer{}, Errors: []Error{unavailable},
			Tools: []Tool{{Skill: SkillPortfolio, Name: "groves", ReadOnly: true, Out: grovesAnswer{},
				Title:       "List the groves (curated baskets)",
				Description: "The curated baskets backed by on-chain vaults: components with weights in basis points, fees in basis points, minimum and recommended buys in US dollars, vault stats and a backtest."}}},
		{Method: "GET", Path: "/api/groves/{id}", Name: "grove", Scope: spec, Limit: 120, Cache: "public, s-maxage=60",
			Summary: "One grove.", Params: GroveInput{}, Response: groveAnswer{}, Errors: []Error{{Status: 404, Message: "Unknown grove."}, unavailable},
			Tools: []Tool{{Skill: SkillPortfolio, Name: "grove", ReadOnly: true, In: GroveInput{}, Out: groveAnswer{},
				Title:       "Read one grove",
				Description: "One grove by its lowercase id, in the shape portfolio-allocation_groves lists."}}},

		// Accounts.
		{Method: "GET", Path: "/api/prices", Name: "prices", Scope: spec, Limit: 60, Cache: CacheRevalidate,
			Summary: "Every asset's live feed price, read in one multicall.", Response: account.Book{}, Errors: []Error{{Status: 502, Message: MsgUnavailable}}},
		{Method: "GET", Path: "/api/portfolio", Name: "portfolio", Scope: decided, Limit: 60, Cache: CacheRevalidate,
			Summary: "An address's cash, holdings and grove positions, valued at one block.", Params: portfolioParams{}, Response: account.Portfolio{},
			Errors: []Error{{Status: 400, Message: "Valid ?address required."}, {Status: 400, Message: "minBlock must be a block number (a whole number)."}, {Status: 502, Message: MsgUnavailable}, {Status: 503, Message: "The chain has not reached that block yet. Try again in a moment."}},
			Tools: []Tool{{Skill: SkillPortfolio, Name: "portfolio", ReadOnly: true, In: AddressInput{}, Out: account.Portfolio{},
				Title:       "Read an account's portfolio",
				Description: "An account's cash (USDG) and holdings on chain 4663 at one block, valued in US dollars from the price feeds; raw is the holding in base units (18 decimals for asset tokens), qty the same in whole tokens."}}},
		{Method: "GET", Path: "/api/transactions", Name: "transactions", Scope: decided, Limit: 60, Cache: CacheRevalidate,
			Summary: "An address's latest transfers, newest first, at most 50.", Params: addressParams{}, Response: account.Transactions{}, Errors: []Error{{Status: 400, Message: "A valid wallet address is required."}}},
		{Method: "GET", Path: "/api/balance-history", Name: "balanceHistory", Scope: spec, Limit: 120, Cache: "public, s-maxage=300",
			Summary: "An address's hourly balance snapshots, oldest first.", Params: historyParams{}, Response: account.History{},
			Errors: []Error{{Status: 400, Message: "Valid ?address required."}, {Status: 400, Message: "hours must be a number from 2 to 2160."}, {Status: 502, Message: MsgUnavailable}}},
		{Method: "GET", Path: "/api/me", Name: "me", Scope: Beyond, Limit: 60, Auth: true, Cache: CacheNone,
			Summary: "The caller's user id and embedded wallets (beyond the spec).", Response: meAnswer{}, Errors: []Error{{Status: 502, Message: MsgUnavailable}, unavailable}},

		// Quotes.
		{Method: "GET", Path: "/api/tradability", Name: "tradability", Scope: spec, Limit: 120, Cache: "public, s-maxage=300",
			Summary: "What the hourly venue sweep found tradable in both directions, and what it locked.", Response: quote.Tradability{},
			Tools: []Tool{{Skill: SkillTrading, Name: "tradability", ReadOnly: true, Out: quote.Tradability{},
				Title:       "List the tradable symbols",
				Description: "The hourly two-way venue sweep: ok lists the symbols that can be bought and sold (null before the first sweep: unknown, lock nothing), dropped the locked ones."}}},
		{Method: "POST", Path: "/api/quote", Name: "quote", Scope: decided, Limit: 60, Auth: true, Cache: CacheNone,
			Summary: "A firm swap quote from the best of the venues raced in parallel (docs/quote.md).", Request: quoteRequest{}, Response: OneOf{noLiquidity{}, quote.PriceAnswer{}, quote.Quote{}},
			Description: "mode price answers {liquidityAvailable, buyAmount}; mode quote answers the Quote: Permit2 PermitWitnessTransferFrom typed data to sign (toSign) and the settlement call (tx) with a zeroed 65-byte signature at tx.signatureOffset, plus cancel and route beyond the spec. Without a firm quote, and for an asset locked by the tradability sweep (both directions), exactly {\"liquidityAvailable\":false}: sign nothing. A venue that fails never makes a 500.",
			Errors:      []Error{badBody, {Status: 400, Message: ""}},
			Tools: []Tool{{Skill: SkillTrading, Name: "price", ReadOnly: true, In: priceInput{}, Out: priceAnswer{},
				Title:       "Price a swap",
				Description: "Races the live venues for a swap of sellAmount (raw base units of the sell token: USDG has 6 decimals, asset tokens 18) and answers the best buyAmount in raw base units of the buy token. A price only: nothing to sign."}}},

		// The agent.
		{Method: "POST", Path: "/api/allocate", Name: "allocate", Scope: decided, Limit: 20, Cache: CacheNone,
			Summary: "A plain-language goal and an amount become a Draft allocation.", Request: DraftInput{}, Response: agent.Draft{},
			Description: "Public, limited per client address. The goal is read by a table of English phrases (docs/autopilot.md) into what it asks for and rules out; each thing asked for is a sleeve of tradable holdings with a full year of closes, matched on catalog attributes that name their source; low risk adds the calmest holdings the data shows; a goal that says too little gets the lowest-risk basket, marked default, with a question back. Weights are whole percents summing to 100. riskScore is the risk commit-plan measures, so the draft passes commit-plan unchanged, understood included (it is not part of the canonical allocation). The same goal, amount and data give the same bytes. 503 before the first market build, or when nothing is tradable.",
			Errors:      []Error{badBody, unavailable},
			Tools: []Tool{{Skill: SkillPlain, Name: "draft", ReadOnly: true, In: DraftInput{}, Out: agent.Draft{},
				Title:       "Draft an allocation from a goal",
				Description: "Turns a plain-language goal and an amount in US dollars into a draft allocation: a summary, a rationale, a risk score in basis points (0-10000) and legs with weights in percent. Pass the draft unchanged to risk-management_commit-plan to have its risk assessed and signed."}}},
		{Method: "POST", Path: "/api/commit-plan", Name: "commitPlan", Scope: decided, Limit: 20, Auth: true, Cache: CacheNone,
			Summary: "Sign a risk assessment of a draft allocation. Nothing is broadcast.", Request: commitPlanInput{}, Response: agent.Assessment{},
			Description: "Validates the whole body before any work. The route only signs and returns; the client records the assessment on-chain in the same userOp that buys the assets. A riskScore more than 250 bps below the risk the agent measures (the plan's one-year volatility) is refused with 400; before the first market build there is nothing to measure with (503). The agent keeps every (planId, address) it signs for, and the track record counts a plan only for the address it was issued to; when that cannot be stored nothing is signed (503).",
			Errors:      []Error{badBody, unavailable},
			Tools: []Tool{{Skill: SkillRisk, Name: "commit-plan", In: commitPlanInput{}, Out: agent.Assessment{},
				Title:       "Assess and sign a plan's risk",
				Description: "Measures a draft allocation's risk and signs the EIP-712 RiskInference: assessedRisk and maxRisk in basis points, an expiry 15 minutes ahead, planId and recHash. Nothing is broadcast: the client records it on chain in the same user operation that buys the assets."}}},
		{Method: "GET", Path: "/api/vera-record", Name: "veraRecord", Scope: spec, Limit: 30, Cache: CacheRevalidate,
			Summary: "The agent's on-chain track record, of everyone or of one user.", Params: recordParams{}, Response: agent.TrackRecord{},
			Errors: []Error{{Status: 400, Message: "user must be a valid address."}, unavailable},
			Tools: []Tool{{Skill: SkillRisk, Name: "track-record", ReadOnly: true, In: RecordInput{}, Out: agent.TrackRecord{},
				Title:       "Read the agent's track record",
				Description: "The agent's on-chain track record from the indexed record events (totals, executed US dollars, up to 8 recent plans with risk in basis points) and its reputation, for one account or for all."}}},
		{Method: "GET", Path: "/api/contracts", Name: "contracts", Scope: Beyond, Limit: 120, Cache: "public, s-maxage=300",
			Summary: "The chain id and every contract address of the deployment (beyond the spec).", Response: agent.Contracts{}},
		{Method: "GET", Path: "/.well-known/agent-card.json", Name: "agentCard", Scope: spec, Limit: NoLimit, Cache: cacheCard,
			Summary: "The agent discovery card.", Response: agent.Card{},
			Description: "metadata.agentSigner is read live from the record contract's agentSigner() on every request; when the read fails it is the last-known signer and the status is still 200."},
		{Method: "GET", Path: "/.well-known/agent-registration.json", Name: "agentRegistration", Scope: Beyond, Limit: NoLimit, Cache: cacheCard,
			Summary: "The ERC-8004 registration file of the agent.", Response: agent.RegistrationFile{}},
		{Method: "GET", Path: "/icon-512.png", Name: "icon", Scope: Beyond, Limit: NoLimit, Cache: "public, max-age=86400",
			Summary: "The agent's 512×512 icon, the card's image.", Content: "image/png"},

		// Autopilot.
		{Method: "GET", Path: "/api/autopilot", Name: "getAutopilot", Scope: decided, Limit: 60, Auth: true, Cache: CacheNone,
			Summary: "The caller's Autopilot config, or {\"autopilot\":null}.", Response: OneOf{autopilotConfig{}, noAutopilot{}},
			Tools: []Tool{{Skill: SkillAutopilot, Name: "get", ReadOnly: true, Out: autopilotAnswer{},
				Title:       "Read the Autopilot config",
				Description: "The caller's Autopilot (recurring investment) config, amounts in US dollars and the risk ceiling in basis points; {\"autopilot\":null} when none is configured."}}},
		{Method: "POST", Path: "/api/autopilot", Name: "saveAutopilot", Scope: spec, Limit: 20, Auth: true, Cache: CacheNone,
			Summary: "Create or update the config; resets the schedule and grants the wallet's delegated signing.", Request: saveInput{}, Response: autopilotSaved{},
			Description: "Values are checked first (400 `Invalid autopilot settings.`), then walletId, owner and smartAccount against the caller's embedded wallets (400 `That wallet does not belong to your account.`). Defaults: riskCeilingBps 6000, maxPerPeriodUsd 2 × amountUsd. Every POST sets nextRunAt = now + cadenceSeconds, activates the config (also a paused one) and keeps createdAt, runs, lastRunAt and the period's spend. A service with no delegated signer for wallets answers 503 before anything, and stores nothing.",
			Errors:      []Error{{Status: 400, Message: "Invalid autopilot settings."}, {Status: 400, Message: "That wallet does not belong to your account."}, {Status: 502, Message: MsgUnavailable}, {Status: 503, Message: MsgAutopilotNoSigner}},
			Tools: []Tool{{Skill: SkillAutopilot, Name: "save", In: saveInput{}, Out: autopilotAnswer{},
				Title:       "Save the Autopilot config",
				Description: "Creates or replaces the caller's Autopilot: every cadence it drafts an allocation from the goal and buys amountUsd (US dollars) of it, within the risk ceiling (basis points) and the per-period cap (US dollars). walletId and owner must be the caller's own embedded wallet; saving grants the service's delegated signing for the runs."}}},
		{Method: "DELETE", Path: "/api/autopilot", Name: "deleteAutopilot", Scope: decided, Limit: 20, Auth: true, Cache: CacheNone,
			Summary: "Remove the config and revoke the wallet's delegated signing grant.", Response: okAnswer{},
			Description: "Answers `{\"ok\":true}` also when there is no config.",
			Tools: []Tool{{Skill: SkillAutopilot, Name: "delete", Out: okAnswer{},
				Title:       "Delete the Autopilot",
				Description: "Removes the caller's Autopilot config and revokes the delegated signing grant."}}},
		{Method: "POST", Path: "/api/autopilot/pause", Name: "pauseAutopilot", Scope: Beyond, Limit: 20, Auth: true, Cache: CacheNone,
			Summary: "Pause the config (beyond the spec); its runs are skipped with \"Autopilot is paused.\".", Response: autopilotConfig{}, Errors: []Error{{Status: 400, Message: "No autopilot is configured."}},
			Description: "No body. Writes a `system` notification. Pausing a paused config changes nothing.",
			Tools: []Tool{{Skill: SkillAutopilot, Name: "pause", Out: autopilotAnswer{},
				Title:       "Pause the Autopilot",
				Description: "Pauses the caller's Autopilot: no run starts until it is resumed."}}},
		{Method: "POST", Path: "/api/autopilot/resume", Name: "resumeAutopilot", Scope: Beyond, Limit: 20, Auth: true, Cache: CacheNone,
			Summary: "Resume a paused config (beyond the spec); the schedule is kept.", Response: autopilotConfig{}, Errors: []Error{{Status: 400, Message: "No autopilot is configured."}, {Status: 503, Message: MsgAutopilotNoSigner}},
			Description: "No body. Writes a `system` notification and clears the error count.",
			Tools: []Tool{{Skill: SkillAutopilot, Name: "resume", Out: autopilotAnswer{},
				Title:       "Resume the Autopilot",
				Description: "Resumes the caller's paused Autopilot."}}},
		{Method: "POST", Path: "/api/autopilot/run", Name: "runAutopilot", Scope: spec, Limit: 6, Auth: true, Cache: CacheNone,
			Summary: "Run the saved config now; answers when the run settled, was skipped or failed.", Params: runParams{}, Response: OneOf{runSettled{}, runNotSettled{}},
			Description: "No body. The bounds are checked in the spec's order before anything is signed (reasons `Autopilot is paused.`, `Not enough cash for this run.`, `Period spend cap reached.`, `Plan exceeds your risk ceiling.`, `Amount too small to split across the plan's holdings.`); then one sponsored userOp from the smart account pulls exactly amountUsd of USDG from the owner, buys every leg and records the signed assessment. A reverted run answers `Run reverted (tx <txHash>)`. Waits up to two minutes for the receipt. An `Idempotency-Key` header (1-200 printable ASCII characters) names the run: a repeat answers the recorded run and executes nothing. 429 with `Retry-After: 30` also while another run of the account is in flight. 503 when the service cannot run Autopilot: no delegated signer for wallets, or no sponsor key, relay key or paymaster.",
			Errors: []Error{badBody, {Status: 400, Message: "No autopilot is configured."}, {Status: 429, Message: "Too many requests. Please slow down a moment."},
				{Status: 503, Message: MsgAutopilotNoSigner}, {Status: 503, Message: MsgAutopilotNoRuns}, {Status: 503, Message: MsgUnavailable}},
			Tools: []Tool{{Skill: SkillAutopilot, Name: "run", In: RunInput{}, Out: runAnswer{},
				Title:       "Run the Autopilot now",
				Description: "Runs the saved config now: one sponsored transaction on chain 4663 that buys every leg and records the signed assessment; it counts against the period's cap and may take up to two minutes. Do not retry a timed-out run: the in-flight lock refuses it."}}},
		{Method: "GET", Path: "/api/autopilot/runs", Name: "listAutopilotRuns", Scope: decided, Limit: 60, Auth: true, Cache: CacheNone,
			Summary: "The caller's last 20 runs, newest first (settled, skipped and errored).", Response: runsAnswer{},
			Tools: []Tool{{Skill: SkillAutopilot, Name: "runs", ReadOnly: true, Out: runsAnswer{},
				Title:       "List Autopilot runs",
				Description: "The caller's last 20 Autopilot runs, newest first: settled, skipped and errored, amounts in US dollars."}}},

		// Inbox and price alerts.
		{Method: "GET", Path: "/api/notifications", Name: "notifications", Scope: spec, Limit: NoLimit, Auth: true, Cache: CacheNone,
			Summary: "The newest 50 notifications, newest first, and how many of all are unread.", Response: notificationsAnswer{},
			Description: "Not rate limited for a valid token."},
		{Method: "POST", Path: "/api/notifications", Name: "markNotificationsRead", Scope: spec, Limit: NoLimit, Auth: true, Cache: CacheNone,
			Summary: "Mark every notification read.", Response: okAnswer{},
			Description: "No body (one sent is ignored). Marking an inbox with nothing unread changes nothing."},
		{Method: "GET", Path: "/api/alerts", Name: "alerts", Scope: decided, Limit: 60, Auth: true, Cache: CacheNone,
			Summary: "The caller's price alerts, fired ones included, newest first, one page at a time.", Params: AlertsInput{}, Response: alertsAnswer{},
			Description: "Every alert waiting to fire (at most 50) and the fired ones of the last 30 days, at most the 200 most recently fired; older fired alerts are removed by an hourly retention job. Ordered by createdAt, newest first (ties by id). Pass a page's `next` as `cursor` for the following page; `next` is null on the last page.",
			Errors:      []Error{{Status: 400, Message: "limit must be a number from 1 to 100, and cursor the next of a previous page."}},
			Tools: []Tool{{Skill: SkillRisk, Name: "alerts", ReadOnly: true, In: AlertsInput{}, Out: alertsAnswer{},
				Title:       "List price alerts",
				Description: "The caller's price alerts, newest first, a page at a time (limit 1-100, default 50; cursor the previous page's next)."}}},
		{Method: "POST", Path: "/api/alerts", Name: "createAlert", Scope: decided, Limit: 20, Auth: true, Cache: CacheNone,
			Summary: "Create a price alert; it fires once, as an `alert` notification.", Request: createAlertInput{}, Response: alertAnswer{},
			Description: "`above` fires at the first minutely evaluation that reads the asset's feed price at or above priceUsd, `below` at or under it (an alert whose condition already holds fires at the next evaluation). The symbol must be an asset with a price feed. At most 50 alerts waiting to fire per user.",
			Errors:      []Error{badBody, {Status: 400, Message: "You already have 50 price alerts waiting. Delete one first."}},
			Tools: []Tool{{Skill: SkillRisk, Name: "create-alert", In: createAlertInput{}, Out: alertAnswer{},
				Title:       "Create a price alert",
				Description: "Creates an alert that fires once when the symbol's feed price in US dollars goes above or below the threshold; it lands in the caller's notification inbox. At most 50 waiting alerts."}}},
		{Method: "DELETE", Path: "/api/alerts/{id}", Name: "deleteAlert", Scope: decided, Limit: 20, Auth: true, Cache: CacheNone,
			Summary: "Delete one of the caller's price alerts.", Params: IDInput{}, Response: okAnswer{}, Errors: []Error{{Status: 404, Message: "Unknown price alert."}},
			Tools: []Tool{{Skill: SkillRisk, Name: "delete-alert", In: IDInput{}, Out: okAnswer{},
				Title:       "Delete a price alert",
				Description: "Deletes one of the caller's price alerts by id."}}},

		// The bundler (handlers in bundler.go, docs/bundler.md).
		{Method: "POST", Path: "/api/bundler", Name: "bundler", Scope: decided, Limit: 60, Cache: CacheNone,
			Summary:     "The ERC-4337 relay - sponsor a user operation, or send a signed one; or ERC-4337 and ERC-7677 JSON-RPC (docs/bundler.md).",
			Description: "Two shapes: a JSON-RPC 2.0 body (an object with \"jsonrpc\", or a batch of at most 10, each request counting against the limit) is answered 200 with JSON-RPC responses (204 for notifications only), errors with ERC-7769's codes (docs/bundler.md); otherwise action sponsor takes the unsigned op without paymaster fields and answers the sponsorship to attach and the hash the owner then signs, and action send takes the signed op, simulates handleOps from the relay exactly as it will be sent and submits it. A refusal is 400 with ERC-7769's error code; nothing refused is ever submitted. A service with no sponsor key, relay key or paymaster answers 503 at once, before reading the body.",
			Request:     OneOf{bundlerRequest{}, jsonrpcRequest{}, []jsonrpcRequest{}}, Response: OneOf{sponsorship{}, sentUserOp{}, jsonrpcResponse{}, []jsonrpcResponse{}},
			Errors: []Error{{Status: 204}, {Status: 400, Body: bundlerError{}}, {Status: 502, Message: MsgUnavailable}, {Status: 503, Message: MsgNoSponsorship}}},
		{Method: "GET", Path: "/api/bundler/{userOpHash}", Name: "bundlerReceipt", Scope: decided, Limit: 120, Cache: CacheNone,
			Summary: "A user operation's receipt, from the UserOperationEvent of its handleOps transaction.", Params: userOpHashParams{}, Response: userOpReceipt{}, Errors: []Error{{Status: 400, Message: "Invalid user operation hash."}, {Status: 404, Message: "Unknown user operation."}, {Status: 502, Message: MsgUnavailable}, {Status: 503, Message: MsgNoSponsorship}}},
		{Method: "GET", Path: "/sdk/vera-account.js", Name: "veraAccountModule", Scope: Beyond, Limit: NoLimit, Cache: cacheStatic,
			Summary: "The viem SmartAccount for VeraAccount, an ES module that imports viem (docs/bundler.md).", Content: "text/javascript"},

		// The skills for other agents. Each tool call inside also counts against its own route's
		// limit; these bound the protocol requests themselves (initialize, tools/list).
		{Method: "POST", Path: "/mcp", Name: "mcp", Scope: Beyond, Limit: 600, Cache: CacheNone, Timeout: SkillTimeout,
			Summary:     "The skills as MCP tools over Streamable HTTP, stateless, JSON responses (beyond the spec).",
			Description: "One JSON-RPC message per request (initialize, tools/list, tools/call, resources/list, resources/read, ...), as MCP's Streamable HTTP transport sends it; the client must accept both application/json and text/event-stream. There is no session. A token is needed only by the tools whose route needs one: send it as on the routes. Each tool call counts against its route's rate limit for the caller; a refused call is a result with isError and the route's message. A JSON-RPC batch is refused, whatever MCP-Protocol-Version says, before any of it is read: 400 with one JSON-RPC error, id null, code -32600. An answer over 1 MiB is never sent (500). Tools and their schemas: docs/agents.md. GET answers 405.",
			Request:     jsonrpcMessage{}, Response: jsonrpcResponse{}, Errors: []Error{{Status: 202}, {Status: 400, Body: OneOf{errorBody{}, jsonrpcResponse{}}}}},
		{Method: "POST", Path: "/a2a", Name: "a2a", Scope: Beyond, Limit: 600, Cache: CacheNone, Timeout: SkillTimeout,
			Summary:     "The skills as an A2A 1.0 agent over JSON-RPC (beyond the spec).",
			Description: "SendMessage (and A2A 0.3's message/send). A message with a data part {\"skill\", \"operation\", \"arguments\"} runs that skill's operation (the MCP tool <skill>_<operation>); plain text drafts an allocation from it. Each answer is one agent message: a text part and a data part holding the route's JSON, or {\"error\": <the route's message>}. Protocol errors are JSON-RPC errors with status 200, but for a JSON-RPC batch: it is refused before any of it is read, with 400 and one JSON-RPC error, id null, code -32600. An answer over 1 MiB is never sent (500).",
			Request:     jsonrpcMessage{}, Response: jsonrpcResponse{}, Errors: []Error{{Status: 400, Body: jsonrpcResponse{}}}},
		{Method: "GET", Path: "/.well-known/a2a-agent-card.json", Name: "a2aAgentCard", Scope: Beyond, Limit: NoLimit, Cache: cacheCard,
			Summary:     "The A2A AgentCard (A2A 1.0) of the skills endpoint POST /a2a (beyond the spec).",
			Description: "A2A's default discovery path, /.well-known/agent-card.json, holds the interface spec's own discovery card; A2A clients are pointed here by the registration file's A2A entry (docs/agents.md).",
			Response:    a2ACard{}},
		{Method: "GET", Path: "/.well-known/jwks.json", Name: "devJWKS", Scope: devOnly, Limit: NoLimit, Cache: cacheStatic,
			Summary: "The dev issuer's public keys (vera dev only).", Response: jwks{}},

		// Human pages beside the web app's.
		{Method: "GET", Path: "/themes", Name: "themesPage", Scope: spec, Limit: 120, Cache: "public, s-maxage=300", Summary: "The human index of the themes (HTML, no scripts).", Content: ContentHTML,
			Errors: []Error{{Status: 503, Content: ContentHTML}}},
		{Method: "GET", Path: "/themes/{slug}", Name: "themePage", Scope: spec, Limit: 120, Cache: "public, s-maxage=300", Summary: "One theme's page, with its allocation, exclusions and an SVG chart against SPY.", Content: ContentHTML,
			Errors: []Error{{Status: 404, Content: ContentHTML}, {Status: 503, Content: ContentHTML}}},
		{Method: "GET", Path: "/assets/{name}", Name: "webAsset", Scope: Beyond, Limit: NoLimit, Cache: cacheStatic, Summary: "A file of the web app's embedded bundle (a page script or the style sheet), gzipped when accepted.",
			Content: "text/javascript, text/css", Errors: []Error{{Status: 404, Message: MsgNotFound}}},
	}
}

// pages are the web app's page shells, one operation per web.Pages entry: a page is declared
// once, in package web.
func pages() []Operation {
	var out []Operation
	for _, p := range web.Pages() {
		out = append(out, Operation{Method: "GET", Path: p.Path, Name: p.Name + "Page", Scope: Beyond, Limit: 120, Cache: cachePage,
			Summary: p.Summary, Content: ContentHTML})
	}
	return out
}
