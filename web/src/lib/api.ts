// The public JSON API, as the pages read it.

/** A response that was not 200, with the service's error message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

async function call<T>(path: string, init: RequestInit): Promise<T> {
  const r = await fetch(path, init)
  const text = await r.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    throw new ApiError(r.status, `The service answered ${r.status} with something that is not JSON.`)
  }
  if (!r.ok) {
    const msg = (body as { error?: string } | null)?.error ?? `The service answered ${r.status}.`
    throw new ApiError(r.status, msg)
  }
  return body as T
}

export function getJSON<T>(path: string, token?: string): Promise<T> {
  return call<T>(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
}

/**
 * GET /api/portfolio of account, read at block minBlock or later when given (the block of a receipt,
 * so that what it bought is in it). The route waits up to 2 s for the block and then answers 503;
 * that is asked again, a few times.
 */
export async function getPortfolio<T>(account: string, minBlock?: bigint): Promise<T> {
  const path = `/api/portfolio?address=${account}${minBlock === undefined ? '' : `&minBlock=${minBlock}`}`
  for (let tries = 1; ; tries++) {
    try {
      return await getJSON<T>(path)
    } catch (x) {
      if (!(x instanceof ApiError && x.status === 503 && minBlock !== undefined && tries < 4)) throw x
    }
  }
}

/**
 * One reader of an account's portfolio for a page: calls while a read with the same minBlock is in
 * flight share it, so the page's sections that show the portfolio read it once.
 */
export function portfolioReader<T>(account: string): (minBlock?: bigint) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>()
  return (minBlock) => {
    const key = String(minBlock ?? '')
    let p = inFlight.get(key)
    if (!p) {
      p = getPortfolio<T>(account, minBlock).finally(() => inFlight.delete(key))
      inFlight.set(key, p)
    }
    return p
  }
}

export function postJSON<T>(path: string, body: unknown, token?: string): Promise<T> {
  return call<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
}

export interface Series {
  returnPct: number
  volPct: number
  maxDrawdownPct: number
  sharpe: number
  curve: number[]
  symbol?: string
}

export interface Backtest {
  period: string
  rebalance: string
  coveragePct?: number
  excluded?: string[]
  portfolio: Series
  benchmark: Series
  /** The session (YYYY-MM-DD) of each point of the curves, aligned with them; absent when unknown. */
  dates?: string[]
}

export interface Weight {
  symbol: string
  weightPct: number
}

export interface Strategy {
  id: string
  name: string
  tagline: string
  method: string
  allocations: Weight[]
  backtest: Backtest | null
}

export interface Theme {
  slug: string
  name: string
  tagline: string
  method: string
  allocations: Weight[]
  backtest: Backtest | null
}

export interface Grove {
  id: string
  ticker: string
  name: string
  category: string
  thesis: string
  components: { symbol: string; weightBps: number; reason: string; name: string; priceUsd: number | null }[]
  feeBps: number
  minBuyUsd: number
  recommendedUsd: number
  backtest: Backtest | null
}

export interface Draft {
  summary: string
  rationale: string
  riskScore: number
  allocations: { symbol: string; weightPct: number; reason: string }[]
  /** What the goal was read to say; not part of the canonical allocation commit-plan hashes. */
  understood?: Understood
}

/** One thing a goal says, as POST /api/allocate read it (docs/autopilot.md). */
export interface GoalElement {
  kind: string
  value: string
  exclude?: boolean
  share?: string
  years?: number
  label: string
  /** Words that read back to this element: a goal composed of phrases drafts the same elements. */
  phrase: string
  text: string
}

export interface Understood {
  language: string
  elements: GoalElement[]
  conflicts: string[]
  notes: string[]
  default: boolean
  question?: string
}

export interface Assessment {
  planId: `0x${string}`
  recHash: `0x${string}`
  assessedRisk: number
  maxRisk: number
  expiry: string
  signature: `0x${string}`
  agentId: string
}

export interface Quote {
  liquidityAvailable: boolean
  buyAmount?: string
  minBuyAmount?: string
  sellAmount?: string
  toSign?: {
    domain: Record<string, unknown>
    types: Record<string, { name: string; type: string }[]>
    primaryType: string
    message: Record<string, unknown> & { deadline: string }
  }
  tx?: { to: `0x${string}`; data: `0x${string}`; value: string; signatureOffset: number }
}

export interface Holding {
  symbol: string
  qty: number
  priceUsd: number | null
  valueUsd: number | null
}

export interface Portfolio {
  cashUsd: number
  investedUsd: number
  totalUsd: number
  holdings: Holding[]
  asOf: number | string
}

export interface Contracts {
  chainId: number
  usdg: `0x${string}`
  permit2: `0x${string}`
  agentRecord: `0x${string}`
  entryPoint: `0x${string}`
  accountFactory: `0x${string}`
  paymaster: `0x${string}`
  assets: { symbol: string; name: string; address: `0x${string}`; decimals: number }[]
}

export interface Card {
  name: string
  description: string
  persona: { role: string; blurb: string }
  endpoints: Record<string, string>
  skills: (string | { id: string })[]
  /** The canonical ERC-8004 identity (on Base), with its note. */
  registrations?: { agentId: number; agentRegistry: string; note?: string }[]
  metadata: {
    version: string
    chain: string
    chainId: number
    explorer: string
    agentId: number
    agentSigner: string
    identityRegistry: string
    note?: string
    app?: string
    demo?: string
    agentPage?: string
  }
}

export interface TrackRecord {
  record: {
    totalRecommendations: number
    totalExecutedUsd: number
    executedCount: number
    recentRecommendations: { planId: string; riskScore: number; usdcSpent?: number; txHash: string; blockNumber: number }[]
  }
  reputation: string | null
}

/** A holding as GET /api/portfolio gives it, with the day's change and the intraday spark. */
export interface PortfolioHolding extends Holding {
  raw: string
  dayChangePct: number | null
  spark: number[] | null
}

/** GET /api/portfolio with every holding's fields. */
export interface FullPortfolio extends Portfolio {
  holdings: PortfolioHolding[]
}

/** One hourly snapshot of GET /api/balance-history. */
export interface BalanceSnapshot {
  takenAt: number
  cashUsd: number
  investedUsd: number
  totalUsd: number
}

/** One transfer of GET /api/transactions. */
export interface Transfer {
  hash: `0x${string}`
  direction: 'in' | 'out'
  symbol: string
  amount: number
  counterparty: string
  tokenAddress: string
  blockNumber: number
  timestamp?: number
}

/** One row of GET /api/screener. */
export interface ScreenerRow {
  symbol: string
  ret1yPct: number | null
  ret3mPct: number | null
  volPct: number
  maxDrawdownPct: number
  noData: boolean
}

/** The ranges GET /api/market takes with a symbol. */
export const marketRanges = ['1D', '1W', '1M', '1Y', 'All'] as const
export type MarketRange = (typeof marketRanges)[number]

/** GET /api/market?symbol=&range=: one asset's closes. */
export interface MarketSeries {
  series: number[] | null
  timestamps: number[] | null
  changePct: number | null
  meta: { fiftyTwoWeekHigh?: number; fiftyTwoWeekLow?: number; dayHigh?: number; dayLow?: number; volume?: number; exchange?: string } | null
}

/** GET /api/contracts' grove vaults (beyond the spec). */
export interface GroveVaults {
  groves: { id: string; address: `0x${string}` }[]
}

/** A grove with its vault's on-chain stats. */
export interface GroveWithStats extends Grove {
  stats: { deployed: boolean; users: number; managedUsd: number; feesUsd: number }
}

export function deleteJSON<T>(path: string, token: string): Promise<T> {
  return call<T>(path, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
}

export type Cadence = 'daily' | 'weekly' | 'biweekly' | 'monthly'

/** POST /api/autopilot's body: the wallet and the four bounds (the ceiling and the cap optional). */
export interface AutopilotSettings {
  walletId: string
  owner: string
  smartAccount: string
  goal: string
  amountUsd: number
  cadence: Cadence
  riskCeilingBps?: number
  maxPerPeriodUsd?: number
}

/** GET /api/autopilot's config (pausedBy is beyond the spec: null while active). */
export interface AutopilotConfig extends Required<AutopilotSettings> {
  id: string
  active: boolean
  pausedBy?: 'user' | 'errors' | 'grant' | null
  runs: number
  createdAt: number
  nextRunAt: number | null
  lastRunAt: number | null
  spentThisPeriod: number
}

export interface AutopilotRun {
  ranAt: number
  amountUsd: number
  status: 'success' | 'skipped' | 'error'
  assessedRiskBps?: number
  txHash?: string
  holdings?: { symbol: string; weightPct: number; amountUsd: number }[]
  reason?: string
}

export interface Notification {
  id: number
  kind: 'alert' | 'autopilot' | 'trade' | 'system'
  title: string
  body?: string
  symbol?: string
  txHash?: string
  createdAt: number
  readAt?: number | null
}

export interface PriceAlert {
  id: string
  symbol: string
  direction: 'above' | 'below'
  priceUsd: number
  createdAt: number
  firedAt: number | null
  firedPriceUsd: number | null
}

export interface Prices {
  prices: Record<string, { priceUsd?: number; source: string; closeDate?: string }>
  asOf: number
}
