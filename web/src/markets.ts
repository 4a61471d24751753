// The markets page: the screener (GET /api/screener), sorted and filtered in the browser, each asset
// linking to its page; and the groves, each linking to its page.

import { getJSON, type Contracts, type Grove, type ScreenerRow } from './lib/api'
import { byId, fill, h } from './lib/dom'
import { pct, usd } from './lib/format'

type Key = 'symbol' | 'name' | 'ret1yPct' | 'ret3mPct' | 'volPct' | 'maxDrawdownPct'
type Row = ScreenerRow & { name: string }

const columns: { key: Key; label: string; numeric: boolean }[] = [
  { key: 'symbol', label: 'Symbol', numeric: false },
  { key: 'name', label: 'Name', numeric: false },
  { key: 'ret1yPct', label: '1 year', numeric: true },
  { key: 'ret3mPct', label: '3 months', numeric: true },
  { key: 'volPct', label: 'Volatility', numeric: true },
  { key: 'maxDrawdownPct', label: 'Worst drop', numeric: true },
]

/** Rows sorted by key; nulls (too short a history) always last. */
function sortRows(rows: Row[], key: Key, descending: boolean): Row[] {
  return [...rows].sort((a, b) => {
    const x = a[key]
    const y = b[key]
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1
    const c = typeof x === 'string' ? x.localeCompare(y as string) : (x as number) - (y as number)
    return descending ? -c : c
  })
}

async function screener(): Promise<void> {
  const el = byId('screener')
  let rows: Row[]
  try {
    const [s, contracts] = await Promise.all([getJSON<{ assets: ScreenerRow[] }>('/api/screener'), getJSON<Contracts>('/api/contracts')])
    const names = new Map(contracts.assets.map((a) => [a.symbol, a.name]))
    rows = s.assets.map((r) => ({ ...r, name: names.get(r.symbol) ?? '' }))
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `The screener is unavailable: ${(x as Error).message}`))
    return
  }
  if (rows.length === 0) return fill(el, h('p', { class: 'muted' }, 'No asset has an honest price history yet.'))
  let key: Key = 'ret1yPct'
  let descending = true
  const query = h('input', { id: 'screener-filter', type: 'search', name: 'q', autocomplete: 'off', placeholder: 'AAPL, Nvidia…' })
  const maxVol = h('input', { id: 'screener-max-vol', type: 'number', name: 'maxVol', min: '0', step: '1', inputmode: 'numeric' })
  const count = h('p', { class: 'muted', id: 'screener-count', 'aria-live': 'polite' })
  const body = h('tbody')
  const heads = columns.map((c) => {
    const b = h('button', { type: 'button', class: 'sort', 'data-key': c.key }, c.label)
    b.addEventListener('click', () => {
      descending = key === c.key ? !descending : c.numeric
      key = c.key
      render()
    })
    return h('th', { scope: 'col' }, b)
  })
  const render = () => {
    const q = query.value.trim().toLowerCase()
    const cap = maxVol.value === '' ? Infinity : Number(maxVol.value)
    const shown = sortRows(rows, key, descending).filter((r) =>
      (!q || r.symbol.toLowerCase().includes(q) || r.name.toLowerCase().includes(q)) && r.volPct <= cap)
    heads.forEach((th, i) => th.setAttribute('aria-sort', columns[i].key === key ? (descending ? 'descending' : 'ascending') : 'none'))
    fill(body, ...shown.map((r) => h('tr', { 'data-symbol': r.symbol },
      h('th', { scope: 'row' }, h('a', { href: `/markets/${encodeURIComponent(r.symbol)}` }, r.symbol)),
      h('td', {}, r.name),
      h('td', { class: (r.ret1yPct ?? 0) >= 0 ? 'up' : 'down' }, pct(r.ret1yPct)),
      h('td', { class: (r.ret3mPct ?? 0) >= 0 ? 'up' : 'down' }, pct(r.ret3mPct)),
      h('td', {}, `${r.volPct.toFixed(1)}%`),
      h('td', {}, `−${r.maxDrawdownPct.toFixed(1)}%`))))
    count.textContent = `${shown.length} of ${rows.length} assets, by ${columns.find((c) => c.key === key)?.label.toLowerCase()}, ${descending ? 'highest' : 'lowest'} first.`
  }
  query.addEventListener('input', render)
  maxVol.addEventListener('input', render)
  fill(el,
    h('div', { class: 'filters' },
      h('div', {}, h('label', { for: 'screener-filter' }, 'Find by symbol or name'), query),
      h('div', {}, h('label', { for: 'screener-max-vol' }, 'Most volatility (% a year)'), maxVol)),
    count,
    h('div', { class: 'scroll' }, h('table', { class: 'screener', id: 'screener-table' }, h('thead', {}, h('tr', {}, ...heads)), body)))
  render()
}

async function groves(): Promise<void> {
  const el = byId('grove-list')
  try {
    const r = await getJSON<{ groves: Grove[] }>('/api/groves')
    fill(el, ...r.groves.map((g) => h('article', { class: 'card' },
      h('h3', {}, h('a', { href: `/groves/${g.id}` }, g.name), ' ', h('span', { class: 'muted' }, g.ticker)),
      h('p', {}, g.thesis),
      h('p', { class: 'muted' }, `${g.components.length} holdings; from ${usd(g.minBuyUsd)}.`))))
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `Groves are unavailable: ${(x as Error).message}`))
  }
}

void Promise.all([screener(), groves()]).then(() => document.body.setAttribute('data-ready', 'true'))
