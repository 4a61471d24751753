// An asset's page: its closes over one of the spec's ranges (GET /api/market?symbol=&range=), the
// change over that range, and the meta the source gave (52-week and day range, volume, exchange).

import { ApiError, getJSON, marketRanges, type Contracts, type MarketRange, type MarketSeries } from './lib/api'
import { timeChart } from './lib/chart'
import { byId, fill, h } from './lib/dom'
import { onDay, pct, usd } from './lib/format'

const rangeNames: Record<MarketRange, string> = { '1D': 'one day', '1W': 'one week', '1M': 'one month', '1Y': 'one year', All: 'all the history' }

const symbol = decodeURIComponent(location.pathname.split('/').pop() ?? '').toUpperCase()

function facts(m: MarketSeries['meta']): HTMLElement | null {
  if (!m) return null
  const item = (label: string, v: string | undefined) => (v === undefined ? null : h('div', {}, h('dt', {}, label), h('dd', {}, v)))
  const items = [
    item('52-week high', m.fiftyTwoWeekHigh === undefined ? undefined : usd(m.fiftyTwoWeekHigh)),
    item('52-week low', m.fiftyTwoWeekLow === undefined ? undefined : usd(m.fiftyTwoWeekLow)),
    item('Day high', m.dayHigh === undefined ? undefined : usd(m.dayHigh)),
    item('Day low', m.dayLow === undefined ? undefined : usd(m.dayLow)),
    item('Volume', m.volume === undefined ? undefined : m.volume.toLocaleString('en-US')),
    item('Exchange', m.exchange),
  ].filter((x) => x !== null)
  return items.length ? h('dl', { class: 'facts', id: 'asset-meta' }, ...items) : null
}

async function show(range: MarketRange): Promise<void> {
  const el = byId('asset')
  const buttons = h('div', { class: 'ranges', role: 'group', 'aria-label': 'Price chart range' },
    ...marketRanges.map((r) => h('button', {
      type: 'button', class: 'secondary', 'aria-pressed': r === range ? 'true' : 'false', 'aria-label': `Prices over ${rangeNames[r]}`,
      onclick: () => void show(r),
    }, r)))
  const chartEl = h('div', { class: 'chart', id: 'asset-chart', role: 'img', 'aria-label': `${symbol}'s closes over ${rangeNames[range]}` })
  const note = h('p', { class: 'stats', id: 'asset-change', 'aria-live': 'polite' }, 'Reading prices…')
  fill(el, buttons, chartEl, note)
  try {
    const m = await getJSON<MarketSeries>(`/api/market?symbol=${encodeURIComponent(symbol)}&range=${range}`)
    if (!m.series || !m.timestamps || m.series.length === 0) {
      chartEl.remove()
      note.textContent = `No prices for ${symbol} over ${rangeNames[range]}: the source has none right now, and none are made up.`
    } else {
      timeChart(chartEl, m.timestamps, m.series, symbol)
      const last = m.series[m.series.length - 1]
      const closed = new Date(m.timestamps[m.timestamps.length - 1] * 1000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })
      note.textContent = `Last close ${usd(last)} ${onDay(closed)}; ${pct(m.changePct, 2)} over ${rangeNames[range]}${range === '1D' ? ' (against the previous session’s close)' : ''}.`
    }
    el.append(facts(m.meta) ?? h('p', { class: 'muted' }, 'The source gave no more facts about this asset.'))
  } catch (x) {
    chartEl.remove()
    note.className = 'error'
    note.textContent = x instanceof ApiError && x.status === 400 ? `${symbol} is not an asset Vera lists (${x.message})` : `Prices are unavailable: ${(x as Error).message}`
  }
  document.body.setAttribute('data-ready', 'true')
}

async function main(): Promise<void> {
  byId('asset-symbol').textContent = symbol
  document.title = `${symbol} · Vera`
  const contracts = await getJSON<Contracts>('/api/contracts').catch(() => null)
  const a = contracts?.assets.find((x) => x.symbol === symbol)
  if (a) byId('asset-name').textContent = a.name
  await show('1M')
}

void main()
