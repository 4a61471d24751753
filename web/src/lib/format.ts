// Numbers in words a person reads: units always shown.

export function usd(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—'
  return n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

export function pct(n: number | null | undefined, digits = 1): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—'
  return `${n > 0 ? '+' : ''}${n.toFixed(digits)}%`
}

/** Basis points as a percent without a sign: 2500 → "25.0%". */
export function bpsAsPct(bps: number): string {
  return `${(bps / 100).toFixed(1)}%`
}

export function shortAddress(a: string): string {
  return a.length > 12 ? `${a.slice(0, 6)}…${a.slice(-4)}` : a
}

/** A session's date (YYYY-MM-DD) in the person's locale: "May 29, 2026". */
export function day(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
}

/** Whether a session's date (YYYY-MM-DD) is today where the person is. */
export function isToday(iso: string): boolean {
  const t = new Date()
  return iso === `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`
}

/** "today" for today's session, else "on May 29, 2026"; nothing older is called today. */
export function onDay(iso: string | undefined): string {
  return iso === undefined ? '' : isToday(iso) ? 'today' : `on ${day(iso)}`
}

/** The latest close date of /api/prices' answer, undefined when none has one. */
export function latestClose(prices: Record<string, { closeDate?: string }>): string | undefined {
  let out: string | undefined
  for (const p of Object.values(prices)) if (p.closeDate && (!out || p.closeDate > out)) out = p.closeDate
  return out
}

/** A quantity to a sensible precision in the person's locale: 4 decimals from 1 up, else 6. */
export function qty(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '—'
  return n.toLocaleString(undefined, { maximumFractionDigits: Math.abs(n) >= 1 ? 4 : 6 })
}

/** A quantity with its USD value beside it: "1.3832 SCHD ($112.40)"; the value left out when unknown. */
export function qtyWorth(n: number, symbol: string, valueUsd: number | null | undefined): string {
  return `${qty(n)} ${symbol}${valueUsd === null || valueUsd === undefined ? '' : ` (${usd(valueUsd)})`}`
}

/** A moment (Unix seconds) in the person's locale, the one date format of every page: "Nov 26, 2026, 2:05 PM". */
export function dateTime(unix: number | null | undefined): string {
  if (!unix) return '—'
  return new Date(unix * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}
