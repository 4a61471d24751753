// A small helper to build elements, and the inline SVG lines the summaries use with their date axis.

import type { Backtest } from './api'
import { day } from './format'

type Child = Node | string | null | undefined | false
type Attrs = Record<string, string | boolean | number | undefined | ((e: Event) => void)>

/** h('p', {class: 'x'}, 'text', child): an element with attributes (on* are listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue
    if (typeof v === 'function') el.addEventListener(k.slice(2), v)
    else if (v === true) el.setAttribute(k, '')
    else el.setAttribute(k, String(v))
  }
  append(el, ...children)
  if (tag === 'table') labelCells(el as HTMLTableElement)
  return el
}

/**
 * Gives each body cell of a table its column's heading as data-label, so that on a narrow screen
 * (style.css) the rows stack, each cell under the name of its column.
 */
function labelCells(table: HTMLTableElement): void {
  const names = [...(table.tHead?.rows[0]?.cells ?? [])].map((c) => c.textContent ?? '')
  if (names.length === 0) return
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      ;[...row.cells].forEach((c, i) => { if (c.tagName === 'TD' && names[i]) c.setAttribute('data-label', names[i]) })
    }
  }
}

export function append(el: Element, ...children: Child[]): void {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue
    el.append(typeof c === 'string' ? document.createTextNode(c) : c)
  }
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id)
  if (!el) throw new Error(`the page has no #${id}`)
  return el as T
}

/** Replaces el's children. */
export function fill(el: Element, ...children: Child[]): void {
  el.replaceChildren()
  append(el, ...children)
}

const svgNS = 'http://www.w3.org/2000/svg'

function points(values: number[], w: number, hgt: number, lo: number, hi: number): string {
  const span = hi - lo || 1
  const step = values.length > 1 ? w / (values.length - 1) : 0
  return values.map((v, i) => `${(i * step).toFixed(1)},${(hgt - ((v - lo) / span) * hgt).toFixed(1)}`).join(' ')
}

/** An inline line chart of one or more series on one scale; the first series is drawn last (on top). */
export function lines(series: { values: number[]; cls: string }[], label: string, w = 300, hgt = 80): SVGSVGElement {
  const all = series.flatMap((s) => s.values)
  const lo = Math.min(...all)
  const hi = Math.max(...all)
  const svg = document.createElementNS(svgNS, 'svg')
  svg.setAttribute('viewBox', `0 0 ${w} ${hgt}`)
  svg.setAttribute('preserveAspectRatio', 'none')
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', label)
  for (const s of [...series].reverse()) {
    if (s.values.length < 2) continue
    const pl = document.createElementNS(svgNS, 'polyline')
    pl.setAttribute('points', points(s.values, w, hgt - 2, lo, hi))
    pl.setAttribute('class', s.cls)
    pl.setAttribute('vector-effect', 'non-scaling-stroke')
    svg.append(pl)
  }
  return svg
}

/**
 * The time axis under a lines chart whose points have dates (one per point, YYYY-MM-DD): its first
 * and last dates at its ends, and the range in data-axis-from and data-axis-to. Null without dates.
 */
export function dateAxis(dates: string[] | null): HTMLElement | null {
  if (!dates || dates.length < 2) return null
  const from = dates[0]
  const to = dates[dates.length - 1]
  return h('p', { class: 'axis', 'data-axis-from': from, 'data-axis-to': to },
    h('time', { datetime: from }, day(from)), h('time', { datetime: to }, day(to)))
}

/** The curves' dates when there is one per point, else null. */
export function curveDates(bt: Backtest): string[] | null {
  const d = bt.dates
  return d && d.length > 1 && d.length === bt.portfolio.curve.length && d.length === bt.benchmark.curve.length ? d : null
}
