// A failure in words: a contract's revert by its error's name, the API's own message, a declined
// signature, else the first line of what went wrong (with the bundler's details when it gave any).

import { ApiError } from './api'

/** Words for a contract's custom errors, by name, as each page's contract raises them. */
export type RevertWords = [name: string, words: string][]

export function explainFailure(x: unknown, revertWords: RevertWords = []): string {
  const msg = x instanceof Error ? x.message : String(x)
  for (const [name, words] of revertWords) if (msg.includes(name)) return words
  if (x instanceof ApiError) return x.message
  if (/User rejected|denied/i.test(msg)) return 'You declined the signature, so nothing was sent.'
  const details = (x as { details?: string } | null)?.details
  const first = msg.split('\n')[0]
  return details && !first.includes(details) ? `${first} (${details})` : first
}
