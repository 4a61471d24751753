// Times and transactions in words, for the Autopilot, the inbox and the demo.

import { h } from './dom'
import { shortAddress } from './format'

/** A Unix time as a local date and time: "Nov 26, 2026, 14:05". */
export function when(unix: number | null | undefined): string {
  if (!unix) return '—'
  return new Date(unix * 1000).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })
}

/** A transaction: a link on the explorer the agent card names, else the hash itself. */
export function txLink(explorer: string | undefined, hash: string): HTMLElement {
  if (!explorer) return h('code', {}, hash)
  return h('a', { href: `${explorer.replace(/\/$/, '')}/tx/${hash}`, rel: 'noopener', 'aria-label': `Transaction ${hash}` }, shortAddress(hash))
}

/** The document event that tells the inbox to read the notifications again. */
export const inboxStale = 'vera:inbox-stale'
