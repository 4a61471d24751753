// A failure in words: a contract's revert by its error's name, the API's own message, a declined
// signature, else the first line of what went wrong (with the bundler's details when it gave any).

import { ApiError } from './api'

/** Words for a contract's custom errors, by name, as each page's contract raises them. */
export type RevertWords = [name: string, words: string][]

/**
 * The relay's refusal of an operation while another one of the same account is still being confirmed
 * (one at a time per account, docs/bundler.md: "an op of <account> is pending (<hash>[, an Autopilot
 * run]); …"), and whether that other one is an Autopilot run; null for any other failure.
 */
export function pendingRefusal(x: unknown): { autopilot: boolean } | null {
  const texts: string[] = []
  for (let e: unknown = x, i = 0; e != null && i < 8; e = (e as { cause?: unknown }).cause, i++) {
    texts.push(e instanceof Error ? e.message : String(e), (e as { details?: string }).details ?? '')
  }
  const m = /an op of 0x[0-9a-fA-F]{40} is pending \(0x[0-9a-fA-F]{64}(, an Autopilot run)?\)/.exec(texts.join('\n'))
  return m ? { autopilot: m[1] !== undefined } : null
}

/** That refusal in words. */
export function pendingWords(p: { autopilot: boolean }): string {
  return `Your previous transaction${p.autopilot ? ' (an Autopilot run)' : ''} is still being confirmed; try again in a few seconds.`
}

export function explainFailure(x: unknown, revertWords: RevertWords = []): string {
  const pending = pendingRefusal(x)
  if (pending) return pendingWords(pending)
  const msg = x instanceof Error ? x.message : String(x)
  for (const [name, words] of revertWords) if (msg.includes(name)) return words
  if (x instanceof ApiError) return x.message
  if (/User rejected|denied/i.test(msg)) return 'You declined the signature, so nothing was sent.'
  const details = (x as { details?: string } | null)?.details
  const first = msg.split('\n')[0]
  return details && !first.includes(details) ? `${first} (${details})` : first
}
