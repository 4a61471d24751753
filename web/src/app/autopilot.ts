// The app's Autopilot section: the four bounds (checked here before sending, the server's refusal
// shown in its words), saving (which grants Vera's delegated signer), running now, the runs,
// pausing, resuming, and deleting (which revokes the grant) after a clear confirmation.

import { ApiError, deleteJSON, getJSON, postJSON, type AutopilotConfig, type AutopilotRun, type AutopilotSettings, type Cadence } from '../lib/api'
import { fill, h } from '../lib/dom'
import { bpsAsPct, usd } from '../lib/format'
import type { Session, Wallet } from '../lib/signin'
import { inboxStale, txLink, when } from '../lib/words'

const cadences: [Cadence, string][] = [['daily', 'Every day'], ['weekly', 'Every week'], ['biweekly', 'Every two weeks'], ['monthly', 'Every 30 days']]

const statusWords: Record<AutopilotRun['status'], string> = { success: 'Invested', skipped: 'Skipped', error: 'Failed' }

const pausedWords: Record<string, string> = {
  user: 'Paused by you.',
  errors: 'Paused by Vera after three runs in a row failed. Resume when you are ready.',
  grant: 'Paused: Vera can no longer sign for your wallet. Save the settings again to allow it.',
}

/** The bounds as the spec limits them; the reason in words when a value is outside. */
export function checkBounds(x: { goal: string; amountUsd: number; riskPct: number; capUsd: number | null }): string | null {
  if (x.goal.length < 1 || x.goal.length > 600) return 'Write a goal of 1 to 600 characters.'
  if (!Number.isFinite(x.amountUsd) || x.amountUsd < 0.000001 || x.amountUsd > 100000) return 'The amount per run must be above $0 and at most $100,000.'
  if (!Number.isFinite(x.riskPct) || x.riskPct < 0 || x.riskPct > 100) return 'The risk ceiling must be from 0% to 100%.'
  if (x.capUsd !== null && (!Number.isFinite(x.capUsd) || x.capUsd <= 0 || x.capUsd > 1000000)) {
    return 'The spend cap per period must be above $0 and at most $1,000,000, or empty for twice the amount.'
  }
  return null
}

function message(x: unknown): string {
  return x instanceof ApiError || x instanceof Error ? x.message : String(x)
}

/** Mounts the Autopilot section into el for the signed-in person. */
export async function mountAutopilot(el: HTMLElement, s: Session, wallet: Wallet | null, explorer?: string): Promise<void> {
  const status = h('div', { id: 'ap-status', 'aria-live': 'polite' })
  const runsEl = h('div', { id: 'ap-runs' })
  const actions = h('div', { id: 'ap-actions', class: 'actions' })
  const result = h('div', { id: 'ap-result', 'aria-live': 'polite' })
  const goal = h('textarea', { id: 'ap-goal', name: 'goal', rows: 2, maxlength: 600 }, 'Steady growth with big tech, not too risky')
  const amount = h('input', { id: 'ap-amount', name: 'amountUsd', type: 'number', step: 'any', value: '25', inputmode: 'decimal' })
  const cadence = h('select', { id: 'ap-cadence', name: 'cadence' }, ...cadences.map(([v, t]) => h('option', { value: v }, t)))
  const risk = h('input', { id: 'ap-risk', name: 'riskCeilingPct', type: 'number', step: 'any', value: '60', inputmode: 'decimal' })
  const cap = h('input', { id: 'ap-cap', name: 'maxPerPeriodUsd', type: 'number', step: 'any', placeholder: 'twice the amount', inputmode: 'decimal' })
  const formErr = h('p', { class: 'error', role: 'alert', id: 'ap-error' })
  const save = h('button', { type: 'submit', id: 'ap-save' }, 'Save and allow Autopilot to sign')
  const form = h('form', { class: 'card', id: 'ap-form', novalidate: true },
    h('h3', {}, 'Your four bounds'),
    h('label', { for: 'ap-goal' }, 'Goal, drafted again at every run (1 to 600 characters)'), goal,
    h('label', { for: 'ap-amount' }, 'Amount per run (USD, up to $100,000)'), amount,
    h('label', { for: 'ap-cadence' }, 'How often'), cadence,
    h('label', { for: 'ap-risk' }, 'Risk ceiling (% on Vera’s risk scale; default 60%)'), risk,
    h('label', { for: 'ap-cap' }, 'Spend cap per period (USD, up to $1,000,000; empty: twice the amount)'), cap,
    h('p', { class: 'muted' }, 'Saving lets Vera’s delegated signer sign each run’s spend from your wallet, inside these bounds only: ' +
      'no run signs anything when a bound would be crossed. Deleting Autopilot revokes that permission.'),
    save, formErr)
  fill(el, h('h2', { id: 'autopilot-h' }, 'Autopilot'),
    h('p', { class: 'muted' }, 'Invest on a schedule without signing each time: Vera drafts a plan from your goal at every run and buys it in one sponsored operation, never outside your bounds.'),
    status, actions, result, form, h('h3', {}, 'Runs'), runsEl)

  if (!wallet) {
    fill(actions, h('p', { class: 'refusal' }, 'Autopilot needs your wallet to sign as your account’s owner (above).'))
    save.disabled = true
    return
  }
  const w = wallet
  let config: AutopilotConfig | null = null

  const showRuns = async () => {
    try {
      const { runs } = await getJSON<{ runs: AutopilotRun[] }>('/api/autopilot/runs', s.token)
      if (runs.length === 0) return fill(runsEl, h('p', { class: 'muted' }, 'No runs yet.'))
      fill(runsEl, h('div', { class: 'scroll' }, h('table', { class: 'runs' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'When'), h('th', { scope: 'col' }, 'Amount'), h('th', { scope: 'col' }, 'Outcome'), h('th', { scope: 'col' }, 'Details'))),
        h('tbody', {}, ...runs.map((r) => h('tr', { class: `run ${r.status}` },
          h('td', {}, when(r.ranAt)), h('td', {}, usd(r.amountUsd)), h('th', { scope: 'row' }, statusWords[r.status]),
          h('td', {}, r.status === 'success'
            ? h('span', {}, `Bought ${r.holdings?.map((x) => x.symbol).join(', ') ?? ''} at an assessed risk of ${bpsAsPct(r.assessedRiskBps ?? 0)}. `, r.txHash ? txLink(explorer, r.txHash) : null)
            : r.reason ?? '')))))))
    } catch (x) {
      fill(runsEl, h('p', { class: 'error' }, `The runs could not be read: ${message(x)}`))
    }
  }

  const showConfig = () => {
    if (!config) {
      fill(status, h('p', {}, 'Autopilot is not set up.'))
      fill(actions)
      save.textContent = 'Save and allow Autopilot to sign'
      return
    }
    const c = config
    fill(status, h('dl', { class: 'summary' },
      h('div', {}, h('dt', {}, 'State'), h('dd', { id: 'ap-state' }, c.active ? 'Active' : 'Paused')),
      h('div', {}, h('dt', {}, 'Per run'), h('dd', {}, `${usd(c.amountUsd)} ${cadences.find(([v]) => v === c.cadence)?.[1].toLowerCase() ?? c.cadence}`)),
      h('div', {}, h('dt', {}, 'Next run'), h('dd', {}, c.active ? when(c.nextRunAt) : '—')),
      h('div', {}, h('dt', {}, 'Spent this period'), h('dd', {}, `${usd(c.spentThisPeriod)} of ${usd(c.maxPerPeriodUsd)}`)),
      h('div', {}, h('dt', {}, 'Risk ceiling'), h('dd', {}, bpsAsPct(c.riskCeilingBps))),
      h('div', {}, h('dt', {}, 'Runs so far'), h('dd', { id: 'ap-run-count' }, String(c.runs)))),
    c.active ? null : h('p', { class: 'refusal' }, pausedWords[c.pausedBy ?? 'user'] ?? pausedWords.user))
    const run = h('button', { type: 'button', id: 'ap-run' }, 'Run now')
    const toggle = c.active
      ? h('button', { type: 'button', class: 'secondary', id: 'ap-pause' }, 'Pause')
      : h('button', { type: 'button', class: 'secondary', id: 'ap-resume' }, 'Resume')
    const del = h('button', { type: 'button', class: 'secondary', id: 'ap-delete' }, 'Delete Autopilot')
    fill(actions, run, ' ', toggle, ' ', del)
    save.textContent = 'Save changes'
    run.addEventListener('click', () => void runNow(run))
    toggle.addEventListener('click', async () => {
      toggle.disabled = true
      try {
        config = await postJSON<AutopilotConfig>(c.active ? '/api/autopilot/pause' : '/api/autopilot/resume', undefined, s.token)
        fill(result, h('p', { class: 'ok' }, c.active ? 'Autopilot is paused: no run will sign anything until you resume.' : 'Autopilot is running again.'))
      } catch (x) {
        fill(result, h('p', { class: 'error', role: 'alert' }, message(x)))
      }
      showConfig()
    })
    del.addEventListener('click', () => confirmDelete(del))
  }

  const confirmDelete = (del: HTMLButtonElement) => {
    del.disabled = true
    const yes = h('button', { type: 'button', id: 'ap-delete-confirm' }, 'Yes, delete Autopilot and revoke signing')
    const no = h('button', { type: 'button', class: 'secondary', id: 'ap-delete-cancel' }, 'Keep Autopilot')
    fill(result, h('div', { class: 'card refusal', role: 'alertdialog', 'aria-labelledby': 'ap-delete-q', id: 'ap-delete-dialog' },
      h('p', { id: 'ap-delete-q' }, h('strong', {}, 'Delete Autopilot? '),
        'No more runs will happen, and Vera’s permission to sign for your wallet is revoked at once. ' +
        'What you already bought stays in your account, and the runs stay listed.'),
      yes, ' ', no))
    yes.focus()
    no.addEventListener('click', () => { fill(result); del.disabled = false; del.focus() })
    yes.addEventListener('click', async () => {
      yes.disabled = no.disabled = true
      try {
        await deleteJSON<{ ok: boolean }>('/api/autopilot', s.token)
        config = null
        fill(result, h('p', { class: 'ok', id: 'ap-deleted' }, 'Autopilot is deleted and its signing permission revoked.'))
      } catch (x) {
        fill(result, h('p', { class: 'error', role: 'alert' }, message(x)))
      }
      showConfig()
    })
  }

  const runNow = async (button: HTMLButtonElement) => {
    button.disabled = true
    const started = Date.now()
    const progress = h('p', { id: 'ap-progress', role: 'status' })
    const tick = () => {
      progress.textContent = `Running for ${Math.round((Date.now() - started) / 1000)} s: Vera drafts a plan from your goal, checks your four bounds, ` +
        'quotes each asset and sends one sponsored operation. This can take up to two minutes.'
    }
    tick()
    const timer = setInterval(tick, 1000)
    fill(result, progress)
    try {
      const r = await postJSON<{ ok: boolean; txHash?: string; reason?: string }>('/api/autopilot/run', undefined, s.token)
      fill(result, r.ok
        ? h('p', { class: 'ok', id: 'ap-run-result' }, 'The run settled: ', r.txHash ? txLink(explorer, r.txHash) : null, '.')
        : h('p', { class: 'refusal', id: 'ap-run-result' }, `The run did not invest: ${r.reason ?? 'no reason given.'}`))
    } catch (x) {
      fill(result, h('p', { class: 'error', role: 'alert', id: 'ap-run-result' }, message(x)))
    } finally {
      clearInterval(timer)
      button.disabled = false
    }
    await reload()
  }

  const reload = async () => {
    document.dispatchEvent(new Event(inboxStale)) // runs, pauses and resumes write notifications
    try {
      const c = await getJSON<AutopilotConfig | { autopilot: null }>('/api/autopilot', s.token)
      config = 'autopilot' in c ? null : c
    } catch (x) {
      fill(status, h('p', { class: 'error' }, `Autopilot could not be read: ${message(x)}`))
      return
    }
    if (config) {
      goal.value = config.goal
      amount.value = String(config.amountUsd)
      cadence.value = config.cadence
      risk.value = String(config.riskCeilingBps / 100)
      cap.value = String(config.maxPerPeriodUsd)
    }
    showConfig()
    await showRuns()
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    formErr.textContent = ''
    const x = { goal: goal.value.trim(), amountUsd: Number(amount.value), riskPct: Number(risk.value), capUsd: cap.value.trim() === '' ? null : Number(cap.value) }
    const refusal = checkBounds(x)
    if (refusal) {
      formErr.textContent = refusal
      return
    }
    const body: AutopilotSettings = {
      walletId: w.walletId, owner: w.owner, smartAccount: w.smartAccount, goal: x.goal, amountUsd: x.amountUsd,
      cadence: cadence.value as Cadence, riskCeilingBps: Math.round(x.riskPct * 100), ...(x.capUsd === null ? {} : { maxPerPeriodUsd: x.capUsd }),
    }
    save.disabled = true
    try {
      await postJSON<AutopilotConfig>('/api/autopilot', body, s.token)
      fill(result, h('p', { class: 'ok', id: 'ap-saved' }, 'Saved. Vera may now sign each run’s spend from your wallet, inside these bounds. The first run comes one period from now; run it now if you like.'))
      await reload()
    } catch (x) {
      formErr.textContent = message(x)
    } finally {
      save.disabled = false
    }
  })
  await reload()
}
