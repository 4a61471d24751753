// Times and transactions in words, for the Autopilot, the inbox and the demo.

import { h } from './dom'
import { dateTime, shortAddress } from './format'

/** A Unix time in the person's locale (format.ts's dateTime, the one date format). */
export const when = dateTime

/** A transaction: a link on the explorer the agent card names, else the hash itself. */
export function txLink(explorer: string | undefined, hash: string): HTMLElement {
  if (!explorer) return h('code', {}, hash)
  return h('a', { href: `${explorer.replace(/\/$/, '')}/tx/${hash}`, rel: 'noopener', 'aria-label': `Transaction ${hash}` }, shortAddress(hash))
}

/** The document event that tells the inbox to read the notifications again. */
export const inboxStale = 'vera:inbox-stale'
