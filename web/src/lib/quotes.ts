// A draft's legs and a firm quote for each, for the pages that invest (/app, /demo): the same
// split of the cash and the same refusals, before anything is signed.

import { postJSON, type Assessment, type Draft, type Quote } from './api'
import type { QuotedLeg } from './chain'
import { usd } from './format'

/** A refusal in words: nothing was signed. */
export class Refusal extends Error {}

/** Each allocation's part of usdg (base units), by its weight. */
export function legsOf(draft: Draft, usdg: bigint): { symbol: string; usdg: bigint }[] {
  return draft.allocations.map((a) => ({ symbol: a.symbol, usdg: (BigInt(Math.round(a.weightPct * 100)) * usdg) / 10_000n }))
}

/**
 * A firm quote per leg of the draft (legs of zero skipped), bought by taker. Throws a Refusal when
 * no venue can fill a leg, or when a quote or the assessment would expire before it is signed.
 */
export async function quoteLegs(draft: Draft, usdg: bigint, taker: `0x${string}`, token: string, assessment: Assessment): Promise<QuotedLeg[]> {
  const legs: QuotedLeg[] = []
  for (const l of legsOf(draft, usdg)) {
    if (l.usdg === 0n) continue
    const quote = await postJSON<Quote>('/api/quote', { mode: 'quote', side: 'buy', symbol: l.symbol, sellAmount: l.usdg.toString(), taker }, token)
    if (!quote.liquidityAvailable) throw new Refusal(`No venue can fill ${l.symbol} for ${usd(Number(l.usdg) / 1e6)} right now. Nothing was signed.`)
    legs.push({ ...l, quote })
  }
  const now = Math.floor(Date.now() / 1000)
  const stale = legs.find((l) => Number(l.quote.toSign?.message.deadline ?? 0) < now + 15)
  if (stale) throw new Refusal(`The quote for ${stale.symbol} expired before it could be signed. Confirm again for fresh quotes. Nothing was signed.`)
  if (Number(assessment.expiry) < now + 15) throw new Refusal('The risk assessment expired before it could be used. Confirm again. Nothing was signed.')
  return legs
}
