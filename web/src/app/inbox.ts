// The app's inbox: notifications with the unread count and marking them read, and price alerts
// (create, delete, and what fired and when).

import { ApiError, deleteJSON, getJSON, postJSON, type Notification, type PriceAlert, type Prices } from '../lib/api'
import { fill, h } from '../lib/dom'
import { dateTime, day, qtyWorth, usd } from '../lib/format'
import type { Session } from '../lib/signin'
import { inboxStale, txLink, when } from '../lib/words'

const kindWords: Record<Notification['kind'], string> = { alert: 'Price alert', autopilot: 'Autopilot', trade: 'Trade', system: 'Vera' }

/**
 * A trade's body ("+1.383232152462921693 SCHD, -5 USDG") with each quantity to a sensible precision
 * and its value beside it. That value is at the latest price, not the trade's (the notification
 * carries no price of its own), so it says so and dates that price: the session of the close it
 * equals, or else the block it was read at ("+1.3832 SCHD (worth $112.40 at the latest price, the
 * close of Nov 27, 2026, not the trade's)"). USDG is dollars. A part of another shape is kept as it is.
 */
function tradeWords(body: string, prices: Prices['prices'], asOf: number): string {
  return body.split(', ').map((part) => {
    const m = /^([+-])(\d+(?:\.\d+)?) (\S+)$/.exec(part)
    if (!m) return part
    const [, sign, amount, symbol] = m
    const n = Number(amount)
    if (symbol === 'USDG') return `${sign === '-' ? '−' : '+'}${usd(n)} of USDG`
    const p = prices[symbol]
    if (p?.priceUsd === undefined) return `${sign}${qtyWorth(n, symbol, null)}`
    const dated = p.closeDate ? `the close of ${day(p.closeDate)}` : `as of ${dateTime(asOf)}`
    return `${sign}${qtyWorth(n, symbol, null)} (worth ${usd(n * p.priceUsd)} at the latest price, ${dated}, not the trade's)`
  }).join(', ')
}

function message(x: unknown): string {
  return x instanceof ApiError || x instanceof Error ? x.message : String(x)
}

/** Mounts the inbox and the price alerts into el; the returned function reads both again. */
export async function mountInbox(el: HTMLElement, s: Session, explorer?: string): Promise<() => Promise<void>> {
  const count = h('span', { id: 'unread-count' }, '')
  const list = h('div', { id: 'notifications', 'aria-live': 'polite' })
  const markRead = h('button', { type: 'button', id: 'mark-read', class: 'secondary' }, 'Mark all read')
  const refresh = h('button', { type: 'button', id: 'inbox-refresh', class: 'secondary' }, 'Refresh')
  const alertsEl = h('div', { id: 'alerts' })
  const symbol = h('select', { id: 'alert-symbol', name: 'symbol' })
  const direction = h('select', { id: 'alert-direction', name: 'direction' }, h('option', { value: 'above' }, 'rises to or above'), h('option', { value: 'below' }, 'falls to or below'))
  const price = h('input', { id: 'alert-price', name: 'priceUsd', type: 'number', step: 'any', inputmode: 'decimal' })
  const priceNow = h('p', { class: 'muted', id: 'alert-price-now' })
  const alertErr = h('p', { class: 'error', role: 'alert', id: 'alert-error' })
  const form = h('form', { class: 'card', id: 'alert-form', novalidate: true },
    h('h3', {}, 'New price alert'),
    h('label', { for: 'alert-symbol' }, 'Asset'), symbol,
    h('label', { for: 'alert-direction' }, 'When its price'), direction,
    h('label', { for: 'alert-price' }, 'Price (USD)'), price, priceNow,
    h('button', { type: 'submit', id: 'alert-create' }, 'Create alert'), alertErr)
  fill(el, h('h2', { id: 'inbox-h' }, 'Inbox ', count),
    h('p', { class: 'muted' }, 'Your trades, Autopilot’s runs, price alerts that fired, and notes from Vera.'),
    h('div', { class: 'actions' }, markRead, ' ', refresh), list,
    h('h2', { id: 'alerts-h' }, 'Price alerts'),
    h('p', { class: 'muted' }, 'An alert fires once, within a minute of the asset’s on-chain price crossing it, and lands in your inbox.'),
    form, alertsEl)

  let prices: Prices['prices'] = {}
  let pricesAsOf = 0
  const showPriceNow = () => {
    const p = prices[symbol.value]?.priceUsd
    priceNow.textContent = p === undefined ? 'No live price for this asset right now.' : `Now ${usd(p)}.`
  }
  symbol.addEventListener('change', showPriceNow)

  const showInbox = async () => {
    try {
      const r = await getJSON<{ notifications: Notification[]; unread: number }>('/api/notifications', s.token)
      count.textContent = `(${r.unread} unread)`
      count.setAttribute('data-unread', String(r.unread))
      markRead.disabled = r.unread === 0
      if (r.notifications.length === 0) return fill(list, h('p', { class: 'muted' }, 'Nothing yet.'))
      fill(list, h('ul', { class: 'inbox' }, ...r.notifications.map((n) => h('li', { class: n.readAt ? 'read' : 'unread' },
        h('p', {}, h('strong', {}, n.title), n.readAt ? '' : h('span', { class: 'badge' }, ' New')),
        n.body ? h('p', { class: 'note-body' }, n.kind === 'trade' ? tradeWords(n.body, prices, pricesAsOf) : n.body) : null,
        h('p', { class: 'muted' }, `${kindWords[n.kind]} · ${when(n.createdAt)}`, n.txHash ? ' · ' : '', n.txHash ? txLink(explorer, n.txHash) : null)))))
    } catch (x) {
      fill(list, h('p', { class: 'error' }, `The inbox could not be read: ${message(x)}`))
    }
  }

  const showAlerts = async () => {
    try {
      const { alerts } = await getJSON<{ alerts: PriceAlert[] }>('/api/alerts?limit=100', s.token)
      if (alerts.length === 0) return fill(alertsEl, h('p', { class: 'muted' }, 'No price alerts.'))
      fill(alertsEl, h('ul', { class: 'alerts' }, ...alerts.map((a) => {
        const words = `${a.symbol} ${a.direction} ${usd(a.priceUsd)}`
        const del = h('button', { type: 'button', class: 'link', 'aria-label': `Delete the alert ${words}` }, 'Delete')
        del.addEventListener('click', async () => {
          del.disabled = true
          try {
            await deleteJSON<{ ok: boolean }>(`/api/alerts/${encodeURIComponent(a.id)}`, s.token)
          } catch (x) {
            alertErr.textContent = message(x)
          }
          await showAlerts()
        })
        return h('li', { class: a.firedAt ? 'fired' : 'waiting', 'data-alert': a.id },
          h('strong', {}, words), ' ',
          a.firedAt ? `fired ${when(a.firedAt)} at ${usd(a.firedPriceUsd)}` : `waiting since ${when(a.createdAt)}`, ' ', del)
      })))
    } catch (x) {
      fill(alertsEl, h('p', { class: 'error' }, `The alerts could not be read: ${message(x)}`))
    }
  }

  const reload = async () => { await Promise.all([showInbox(), showAlerts()]) }

  markRead.addEventListener('click', async () => {
    markRead.disabled = true
    try {
      await postJSON<{ ok: boolean }>('/api/notifications', undefined, s.token)
    } catch (x) {
      fill(list, h('p', { class: 'error', role: 'alert' }, message(x)))
    }
    await showInbox()
  })
  refresh.addEventListener('click', () => void reload())
  document.addEventListener(inboxStale, () => void showInbox())
  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    alertErr.textContent = ''
    const priceUsd = Number(price.value)
    if (!symbol.value) return void (alertErr.textContent = 'Choose an asset.')
    if (price.value.trim() === '' || !Number.isFinite(priceUsd) || priceUsd <= 0 || priceUsd > 10000000) {
      alertErr.textContent = 'The price must be above $0 and at most $10,000,000.'
      return
    }
    try {
      await postJSON<PriceAlert>('/api/alerts', { symbol: symbol.value, direction: direction.value, priceUsd }, s.token)
      price.value = ''
    } catch (x) {
      alertErr.textContent = message(x)
    }
    await showAlerts()
  })

  try {
    const got = await getJSON<Prices>('/api/prices')
    prices = got.prices
    pricesAsOf = got.asOf
  } catch {
    prices = {}
  }
  fill(symbol, ...Object.keys(prices).sort().map((sym) => h('option', { value: sym }, sym)))
  showPriceNow()
  await reload()
  return reload
}
