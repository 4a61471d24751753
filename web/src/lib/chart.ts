// The backtest chart of the app: the plan against SPY, both starting at 100, and time charts.

import { createChart, LineSeries, type Time, type UTCTimestamp } from 'lightweight-charts'

import type { Backtest } from './api'
import { curveDates, h } from './dom'

/**
 * Puts the legend of a chart right after it (once): each line's key and name in words, so that the
 * lines need no labels of their own on the chart, which overlapped where the values were close.
 */
function legend(el: HTMLElement, items: [cls: string, name: string][]): void {
  if (el.nextElementSibling?.classList.contains('chart-legend')) el.nextElementSibling.remove()
  el.after(h('p', { class: 'chart-legend' }, ...items.map(([cls, name]) => h('span', {}, h('span', { class: `key ${cls}` }), name))))
}

/**
 * Draws the backtest into el. The curves are downsampled from daily closes; with the sessions of
 * their points (the response's dates) the time axis shows real dates and el carries the axis's
 * range (data-axis-from, data-axis-to). Without them the axis is hidden and a point is labelled by
 * its place in the period.
 */
export function backtestChart(el: HTMLElement, bt: Backtest): void {
  el.replaceChildren()
  const n = bt.portfolio.curve.length
  const dates = curveDates(bt)
  const chart = createChart(el, {
    autoSize: true,
    height: 240,
    layout: { background: { color: 'transparent' }, textColor: '#4a5560', attributionLogo: false },
    grid: { vertLines: { visible: false }, horzLines: { color: '#e6eaee' } },
    timeScale: { visible: dates !== null },
    handleScroll: false,
    handleScale: false,
    ...(dates ? {} : { localization: { timeFormatter: (t: number) => `point ${t} of ${n}` } }),
  })
  const at = (curve: number[]): { time: Time; value: number }[] =>
    curve.map((value, i) => ({ time: dates ? dates[i] : ((i + 1) as UTCTimestamp), value }))
  chart.addSeries(LineSeries, { color: '#9aa4ae', lineWidth: 2, priceLineVisible: false, lastValueVisible: false }).setData(at(bt.benchmark.curve))
  chart.addSeries(LineSeries, { color: '#0b7a5a', lineWidth: 2, priceLineVisible: false, lastValueVisible: false }).setData(at(bt.portfolio.curve))
  chart.timeScale().fitContent()
  if (dates) {
    el.dataset.axisFrom = dates[0]
    el.dataset.axisTo = dates[dates.length - 1]
  } else {
    delete el.dataset.axisFrom
    delete el.dataset.axisTo
  }
  legend(el, [['plan', `The plan (${bt.period}, starting at 100)`], ['bench', 'SPY']])
}

/** Draws one series of values at Unix-second times (an asset's closes, an account's balance). */
export function timeChart(el: HTMLElement, times: number[], values: number[], title: string): void {
  el.replaceChildren()
  const chart = createChart(el, {
    autoSize: true,
    height: 240,
    layout: { background: { color: 'transparent' }, textColor: '#4a5560', attributionLogo: false },
    grid: { vertLines: { visible: false }, horzLines: { color: '#e6eaee' } },
    timeScale: { timeVisible: true, secondsVisible: false },
    handleScroll: false,
    handleScale: false,
  })
  const points = times.map((t, i) => ({ time: t as UTCTimestamp, value: values[i] }))
  // lightweight-charts takes strictly increasing times.
  const data = points.filter((p, i) => i === 0 || p.time > points[i - 1].time)
  chart.addSeries(LineSeries, { color: '#0b7a5a', lineWidth: 2, priceLineVisible: false }).setData(data)
  chart.timeScale().fitContent()
  legend(el, [['plan', title]])
}
