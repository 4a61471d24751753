// The app's portfolio section: cash, invested and total; the holdings with the day's change and their
// intraday sparks; the grove positions valued by their vaults; the hourly balance history over a
// chosen range; and the latest transfers with explorer links. Everything is read from the public API.

import { ApiError, getJSON, type Prices, type BalanceSnapshot, type FullPortfolio, type Grove, type PortfolioHolding, type Transfer } from '../lib/api'
import { timeChart } from '../lib/chart'
import { fill, h, lines } from '../lib/dom'
import { explorerLink } from '../lib/explorer'
import { dateTime, latestClose, onDay, pct, qty, shortAddress, usd } from '../lib/format'

/** The balance history's ranges, in hours (GET /api/balance-history takes 2 to 2160). */
export const historyRanges: { label: string; name: string; hours: number }[] = [
  { label: '1D', name: 'one day', hours: 24 },
  { label: '1W', name: 'one week', hours: 168 },
  { label: '1M', name: 'one month', hours: 720 },
  { label: '3M', name: 'three months', hours: 2160 },
]

function words(x: unknown): string {
  return x instanceof ApiError || x instanceof Error ? x.message : String(x)
}

const when = dateTime

/**
 * Mounts the portfolio of the smart account into el; explorer is the card's explorer URL. It reads
 * again on its refresh button. body[data-portfolio-ready] marks the numbers shown.
 */
/** Shows the portfolio of account in el; resolves to its reload once it is shown. */
export async function mountPortfolio(el: HTMLElement, account: `0x${string}`, explorer: string, read: (minBlock?: bigint) => Promise<FullPortfolio>): Promise<(minBlock?: bigint) => Promise<void>> {
  const summaryEl = h('div', { id: 'pf-summary', 'aria-live': 'polite' }, h('p', { class: 'muted' }, 'Reading your portfolio…'))
  const holdingsEl = h('div', { id: 'pf-holdings' })
  const grovesEl = h('div', { id: 'pf-groves' })
  const historyEl = h('div', { id: 'pf-history' })
  const transfersEl = h('div', { id: 'pf-transfers' })
  const refresh = h('button', { type: 'button', class: 'secondary', id: 'pf-refresh' }, 'Refresh')
  fill(el,
    h('h2', { id: 'portfolio-h' }, 'Your portfolio'),
    summaryEl,
    h('h3', {}, 'Holdings'), holdingsEl,
    h('h3', {}, 'Grove positions'), grovesEl,
    h('h3', {}, 'Balance history'), historyEl,
    h('h3', {}, 'Transfers'), transfersEl,
    refresh)
  el.setAttribute('aria-labelledby', 'portfolio-h')
  // minBlock: read at that block or later (a receipt's, after an investment).
  const load = async (minBlock?: bigint) => {
    refresh.disabled = true
    await Promise.all([
      showPortfolio(summaryEl, holdingsEl, grovesEl, account, read, minBlock),
      showHistory(historyEl, account, historyRanges[2]),
      showTransfers(transfersEl, account, explorer),
    ])
    refresh.disabled = false
  }
  refresh.addEventListener('click', () => void load())
  await load()
  return load
}

async function showPortfolio(summaryEl: HTMLElement, holdingsEl: HTMLElement, grovesEl: HTMLElement, account: string, read: (minBlock?: bigint) => Promise<FullPortfolio>, minBlock?: bigint): Promise<void> {
  let p: FullPortfolio
  let groves: Grove[]
  let prices: Prices | null
  try {
    ;[p, { groves }, prices] = await Promise.all([
      read(minBlock),
      getJSON<{ groves: Grove[] }>('/api/groves'),
      getJSON<Prices>('/api/prices').catch(() => null),
    ])
  } catch (x) {
    fill(summaryEl, h('p', { class: 'error' }, `Your portfolio is unavailable: ${words(x)}`))
    return
  }
  // The one summary of cash, holdings and total is above the goal form (the same read).
  fill(summaryEl,
    h('p', { class: 'muted' }, `Your account ${shortAddress(account)}, read at ${when(typeof p.asOf === 'number' ? p.asOf : Date.parse(p.asOf) / 1000)}. Cash is its USDG; a grove is valued by its vault.`))
  const byTicker = new Map(groves.map((g) => [g.ticker, g]))
  // The day's change is of the last session with closes: its date unless it is today's.
  const session = prices ? onDay(latestClose(prices.prices)) : ''
  const dayCol = session === 'today' || session === '' ? 'Today' : `Day ${session.replace(/^on /, '')}`
  const assets = p.holdings.filter((x) => !byTicker.has(x.symbol))
  const positions = p.holdings.filter((x) => byTicker.has(x.symbol))
  fill(holdingsEl, assets.length === 0
    ? h('p', { class: 'muted' }, 'You hold no assets yet.')
    : h('div', { class: 'scroll' }, h('table', { class: 'holdings', id: 'pf-holdings-table' },
      h('thead', {}, h('tr', {}, ...['Asset', 'Quantity', 'Price', 'Value', dayCol, session === 'today' || session === '' ? 'Intraday' : `Intraday ${session.replace(/^on /, '')}`].map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, ...assets.map(holdingRow)))))
  fill(grovesEl, positions.length === 0
    ? h('p', { class: 'muted' }, 'You hold no grove shares.')
    : h('div', { class: 'scroll' }, h('table', { class: 'holdings', id: 'pf-groves-table' },
      h('thead', {}, h('tr', {}, ...['Grove', 'Shares', 'Value'].map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, ...positions.map((x) => {
        const g = byTicker.get(x.symbol) as Grove
        return h('tr', { 'data-grove': g.id },
          h('th', { scope: 'row' }, h('a', { href: `/groves/${g.id}` }, `${g.name} (${g.ticker})`)),
          h('td', {}, qty(x.qty)),
          h('td', { class: 'pf-value' }, usd(x.valueUsd)))
      })))))
  document.body.setAttribute('data-portfolio-ready', 'true')
}

function holdingRow(x: PortfolioHolding): HTMLElement {
  const up = (x.dayChangePct ?? 0) >= 0
  return h('tr', { 'data-symbol': x.symbol },
    h('th', { scope: 'row' }, h('a', { href: `/markets/${encodeURIComponent(x.symbol)}` }, x.symbol)),
    h('td', {}, qty(x.qty)),
    h('td', {}, usd(x.priceUsd)),
    h('td', { class: 'pf-value' }, usd(x.valueUsd)),
    h('td', { class: x.dayChangePct === null ? 'muted' : up ? 'up' : 'down' }, pct(x.dayChangePct, 2)),
    h('td', { class: 'spark' }, x.spark && x.spark.length > 1
      ? lines([{ values: x.spark, cls: up ? 'line up' : 'line down' }], `${x.symbol} today`, 100, 28)
      : h('span', { class: 'muted' }, 'no intraday prices')))
}

async function showHistory(el: HTMLElement, account: string, range: (typeof historyRanges)[number]): Promise<void> {
  const chartEl = h('div', { class: 'chart', id: 'pf-history-chart', role: 'img', 'aria-label': `Your total balance over ${range.name}` })
  const note = h('p', { class: 'muted', id: 'pf-history-note' }, 'Reading…')
  const buttons = h('div', { class: 'ranges', role: 'group', 'aria-label': 'Balance history range' },
    ...historyRanges.map((r) => h('button', {
      type: 'button', class: 'secondary', 'aria-pressed': r === range ? 'true' : 'false', 'aria-label': `Balance over ${r.name}`, 'data-range': r.label,
      onclick: () => void showHistory(el, account, r),
    }, r.label)))
  fill(el, buttons, chartEl, note)
  try {
    const { snapshots } = await getJSON<{ snapshots: BalanceSnapshot[] }>(`/api/balance-history?address=${account}&hours=${range.hours}`)
    if (snapshots.length < 2) {
      chartEl.remove()
      note.textContent = snapshots.length === 0
        ? `No snapshots in ${range.name} yet: Vera takes one every hour, on the hour, of every account it has seen.`
        : `One snapshot so far (${when(snapshots[0].takenAt)}): total ${usd(snapshots[0].totalUsd)}. A line needs two; one is taken every hour.`
      return
    }
    timeChart(chartEl, snapshots.map((s) => s.takenAt), snapshots.map((s) => s.totalUsd), 'Total')
    const first = snapshots[0]
    const last = snapshots[snapshots.length - 1]
    note.textContent = `${snapshots.length} hourly snapshots from ${when(first.takenAt)} to ${when(last.takenAt)}: total ${usd(first.totalUsd)} to ${usd(last.totalUsd)}.`
  } catch (x) {
    chartEl.remove()
    note.textContent = `The balance history is unavailable: ${words(x)}`
  }
}

async function showTransfers(el: HTMLElement, account: string, explorer: string): Promise<void> {
  try {
    const { transactions, source } = await getJSON<{ transactions: Transfer[]; source: string }>(`/api/transactions?address=${account}`)
    if (transactions.length === 0) return fill(el, h('p', { class: 'muted' }, 'No transfers yet.'))
    fill(el,
      h('div', { class: 'scroll' }, h('table', { class: 'transfers', id: 'pf-transfers-table' },
        h('thead', {}, h('tr', {}, ...['When', 'Amount', 'From or to', 'Transaction'].map((c) => h('th', { scope: 'col' }, c)))),
        h('tbody', {}, ...transactions.map((x) => h('tr', {},
          h('td', {}, x.timestamp ? when(x.timestamp) : `block ${x.blockNumber}`),
          h('td', { class: x.direction === 'in' ? 'up' : 'down' }, `${x.direction === 'in' ? '+' : '−'}${qty(x.amount)} ${x.symbol}`),
          h('td', {}, `${x.direction === 'in' ? 'from' : 'to'} `, explorerLink(explorer, 'address', x.counterparty)),
          h('td', {}, explorerLink(explorer, 'tx', x.hash))))))),
      h('p', { class: 'muted' }, `The latest ${transactions.length}, newest first, ${source === 'primary_indexer' ? 'from Vera’s chain index' : 'from the explorer or the chain’s logs'}.`))
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `Transfers are unavailable: ${words(x)}`))
  }
}
