// The home page: the market summary with sparks, and the strategies, themes and groves with their
// backtests against SPY. The words around them are in the shell.

import { getJSON, type Backtest, type Prices, type Grove, type Strategy, type Theme } from './lib/api'
import { byId, curveDates, dateAxis, fill, h, lines } from './lib/dom'
import { latestClose, onDay, pct, usd } from './lib/format'

function backtestBlock(bt: Backtest | null, name: string): HTMLElement {
  if (!bt) return h('p', { class: 'muted' }, 'No backtest: a data gap prevented an honest one.')
  return h('div', { class: 'bt' },
    lines([{ values: bt.portfolio.curve, cls: 'line' }, { values: bt.benchmark.curve, cls: 'line bench' }],
      `${name}: ${pct(bt.portfolio.returnPct)} against SPY ${pct(bt.benchmark.returnPct)} over ${bt.period}`),
    dateAxis(curveDates(bt)),
    h('p', { class: 'stats' },
      h('span', {}, `${pct(bt.portfolio.returnPct)} (${bt.period})`),
      h('span', { class: 'muted' }, ` SPY ${pct(bt.benchmark.returnPct)}`),
      h('span', { class: 'muted' }, ` · worst drop ${bt.portfolio.maxDrawdownPct.toFixed(1)}%`)))
}

function weights(ws: { symbol: string; weightPct: number }[]): HTMLElement {
  return h('p', { class: 'weights' }, ws.map((w) => `${w.symbol} ${w.weightPct}%`).join(' · '))
}

async function market(): Promise<void> {
  const el = byId('market')
  try {
    const [m, prices] = await Promise.all([
      getJSON<{ summary: Record<string, { dayChangePct: number; spark: number[] }> }>('/api/market'),
      getJSON<Prices>('/api/prices').catch(() => null),
    ])
    // The moves are of the last session with closes: named by its date unless it is today's.
    const when = prices ? onDay(latestClose(prices.prices)) || 'in the last session' : 'in the last session'
    byId('market-h').textContent = `Market ${when}`
    const entries = Object.entries(m.summary).sort(([, a], [, b]) => Math.abs(b.dayChangePct) - Math.abs(a.dayChangePct))
    if (entries.length === 0) return fill(el, h('p', { class: 'muted' }, 'No asset has a live price right now.'))
    const tile = ([sym, e]: [string, { dayChangePct: number; spark: number[] }]) =>
      h('div', { class: 'tile' },
        h('strong', {}, sym),
        h('span', { class: e.dayChangePct >= 0 ? 'up' : 'down' }, pct(e.dayChangePct)),
        e.spark.length > 1 ? lines([{ values: e.spark, cls: e.dayChangePct >= 0 ? 'line up' : 'line down' }], `${sym} ${when}`, 100, 28) : null)
    const shown = 12
    fill(el, ...entries.slice(0, shown).map(tile))
    if (entries.length > shown) {
      const more = h('button', { type: 'button', class: 'secondary more' }, `Show all ${entries.length} assets`)
      more.addEventListener('click', () => {
        fill(el, ...entries.map(tile))
        more.remove()
      })
      el.after(more)
    }
    byId('market-note').textContent = `The ${Math.min(shown, entries.length)} biggest moves ${when} of ${entries.length} assets with a live price.`
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `Prices are unavailable: ${(x as Error).message}`))
  }
}

async function strategies(): Promise<void> {
  const el = byId('strategies')
  try {
    const r = await getJSON<{ strategies: Strategy[] }>('/api/strategies')
    fill(el, ...r.strategies.map((s) =>
      h('article', { class: 'card' }, h('h3', {}, s.name), h('p', {}, s.tagline), weights(s.allocations), backtestBlock(s.backtest, s.name))))
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `Strategies are unavailable: ${(x as Error).message}`))
  }
}

async function themes(): Promise<void> {
  const el = byId('themes')
  try {
    const r = await getJSON<{ themes: Theme[] }>('/api/themes')
    fill(el, ...r.themes.map((t) =>
      h('article', { class: 'card' },
        h('h3', {}, h('a', { href: `/themes/${t.slug}` }, t.name)), h('p', {}, t.tagline), weights(t.allocations), backtestBlock(t.backtest, t.name))))
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `Themes are unavailable: ${(x as Error).message}`))
  }
}

async function groves(): Promise<void> {
  const el = byId('groves')
  try {
    const r = await getJSON<{ groves: Grove[] }>('/api/groves')
    fill(el, ...r.groves.map((g) =>
      h('article', { class: 'card' },
        h('h3', {}, `${g.name} `, h('span', { class: 'muted' }, g.ticker)),
        h('p', {}, g.thesis),
        weights(g.components.map((c) => ({ symbol: c.symbol, weightPct: Math.round(c.weightBps / 100) }))),
        h('p', { class: 'muted' }, `From ${usd(g.minBuyUsd)}; ${usd(g.recommendedUsd)} is comfortable.`),
        backtestBlock(g.backtest, g.name))))
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `Groves are unavailable: ${(x as Error).message}`))
  }
}

void Promise.all([market(), strategies(), themes(), groves()]).then(() => document.body.setAttribute('data-ready', 'true'))
