// The guided demo. On `vera dev` (the dev sign-in exists) it walks a newcomer through Vera with a
// fresh demo user: the wallet funded on the devnet, a plan drafted from a goal, invested in one
// sponsored operation, the trade, the agent's track record and the inbox, then Autopilot set up
// and run. Elsewhere the page's own text explains the demo and links to the app.

import { getJSON, getPortfolio, postJSON, type Assessment, type AutopilotConfig, type Card, type Contracts, type Draft, type Notification, type Portfolio, type TrackRecord } from './lib/api'
import { invest, publicClientFor } from './lib/chain'
import { pageConfig } from './lib/config'
import { explainFailure } from './lib/failure'
import { quoteLegs } from './lib/quotes'
import { byId, fill, h } from './lib/dom'
import { bpsAsPct, qtyWorth, shortAddress, usd } from './lib/format'
import { devSignIn, signingWallet, type Session, type Wallet } from './lib/signin'
import { txLink, when } from './lib/words'

const cfg = pageConfig()
const demoGoal = 'AI, for the long term'
const investUsd = 100
const autopilotUsd = 25

interface Demo {
  s: Session
  wallet: Wallet
  contracts: Contracts
  explorer?: string
  startedAt: number
  draft?: Draft
}

const explain = (x: unknown): string => explainFailure(x)

/** Polls read until it returns a value (not null), at most for ms; null when it never did. */
async function until<T>(read: () => Promise<T | null>, ms: number): Promise<T | null> {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (v !== null || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 1000))
  }
}

function main(): void {
  const root = byId('demo')
  if (!cfg.devSignIn) {
    document.body.setAttribute('data-ready', 'true')
    return
  }
  byId('demo-elsewhere').remove()
  const steps = h('ol', { class: 'steps', id: 'demo-steps' })
  const start = h('button', { type: 'button', id: 'demo-start' }, 'Start the demo')
  fill(root, h('p', {}, 'This server runs ', h('code', {}, 'vera dev'), ': a local chain 4663 with test USDG. The demo makes you a new user with its own embedded wallet ' +
    'and smart account, funds the wallet with $1,000 of test USDG, and walks through what a person does on Vera. Every step is real: ' +
    'real signatures, one real sponsored operation per investment, on the local chain.'), start, steps)
  start.addEventListener('click', () => void begin(start, steps))
  document.body.setAttribute('data-ready', 'true')
}

/** A step of the walkthrough: a heading, what happens, and where its outcome goes. */
function step(list: HTMLElement, id: string, title: string, about: string): HTMLElement {
  const out = h('div', { class: 'outcome', 'aria-live': 'polite' })
  list.append(h('li', { id }, h('h2', {}, title), h('p', { class: 'muted' }, about), out))
  out.scrollIntoView({ block: 'nearest' })
  return out
}

function failed(out: HTMLElement, what: string, x: unknown, retry?: HTMLButtonElement): void {
  out.append(h('p', { class: 'refusal', role: 'alert' }, `${what}: ${explain(x)}`))
  if (retry) retry.disabled = false
}

async function begin(start: HTMLButtonElement, list: HTMLElement): Promise<void> {
  start.disabled = true
  const out = step(list, 'demo-fund', '1. A new user with a funded wallet',
    'Signing in creates your embedded wallet (it signs as you) and your smart account (it holds what you buy). The devnet then mints test USDG into the wallet.')
  try {
    const userId = `demo-${crypto.getRandomValues(new Uint32Array(1))[0].toString(16)}`
    const s = await devSignIn(userId)
    const check = await signingWallet(s)
    if (!('wallet' in check)) throw new Error(check.refusal)
    const funded = await postJSON<{ owner: string; fundedUsd: number }>('/dev/fund', undefined, s.token)
    const [contracts, card] = await Promise.all([getJSON<Contracts>('/api/contracts'), getJSON<Card>('/.well-known/agent-card.json')])
    const d: Demo = { s, wallet: check.wallet, contracts, explorer: card.metadata.explorer, startedAt: performance.now() }
    out.append(h('p', { class: 'ok', id: 'demo-funded' }, `You are ${userId}. Your wallet ${shortAddress(funded.owner)} received ${usd(funded.fundedUsd)} of test USDG; ` +
      `your account is ${shortAddress(check.wallet.smartAccount)}.`))
    draftStep(d, list)
  } catch (x) {
    failed(out, 'The demo could not start', x, start)
  }
}

function draftStep(d: Demo, list: HTMLElement): void {
  const out = step(list, 'demo-draft', '2. A plan from a goal',
    `Vera turns a plain-language goal into a plan: “${demoGoal}”, ${usd(investUsd)}. The baskets it picks, the weights and the measured risk are shown before anything is signed.`)
  const go = h('button', { type: 'button', id: 'demo-draft-button' }, 'Draft the plan')
  out.append(go)
  go.addEventListener('click', async () => {
    go.disabled = true
    try {
      const draft = await postJSON<Draft>('/api/allocate', { goal: demoGoal, amountUsd: investUsd })
      d.draft = draft
      out.append(h('p', {}, draft.summary), h('p', {}, 'Measured risk: ', h('strong', {}, bpsAsPct(draft.riskScore)), '.'),
        h('div', { class: 'scroll' }, h('table', { class: 'legs' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Asset'), h('th', { scope: 'col' }, 'Weight'), h('th', { scope: 'col' }, 'Amount'))),
          h('tbody', {}, ...draft.allocations.map((a) => h('tr', {}, h('th', { scope: 'row' }, a.symbol), h('td', {}, `${a.weightPct}%`), h('td', {}, usd((investUsd * a.weightPct) / 100))))))))
      investStep(d, list)
    } catch (x) {
      failed(out, 'No plan', x, go)
    }
  })
}

function investStep(d: Demo, list: HTMLElement): void {
  const draft = d.draft as Draft
  const out = step(list, 'demo-invest', '3. Invest, in one confirmation',
    `Vera assesses the plan’s risk and signs the assessment; each asset gets a firm quote; your wallet signs the cash permit, one transfer per asset, and the operation. ` +
    'One sponsored operation moves the cash, buys every asset and records the assessment on chain. Vera pays the gas.')
  const go = h('button', { type: 'button', id: 'demo-invest-button' }, `Confirm and invest ${usd(investUsd)}`)
  const progress = h('ol', { id: 'demo-progress' })
  out.append(go, progress)
  go.addEventListener('click', async () => {
    go.disabled = true
    const note = (t: string) => progress.append(h('li', {}, t))
    try {
      const { s, wallet, contracts } = d
      const assessment = await postJSON<Assessment>('/api/commit-plan', { address: wallet.smartAccount, amountUsd: investUsd, allocation: draft }, s.token)
      note(`Assessed risk ${bpsAsPct(assessment.assessedRisk)}, signed by Vera’s agent. Quoting each asset…`)
      const usdg = BigInt(investUsd) * 1_000_000n
      const legs = await quoteLegs(draft, usdg, wallet.smartAccount, s.token, assessment)
      const r = await invest(publicClientFor(cfg.chainRpc, contracts), contracts, s.provider, { owner: wallet.owner, smartAccount: wallet.smartAccount, usdg, assessment, legs, token: s.token }, note)
      if (!r.success) throw new Error(`the operation reverted${r.reason ? `: ${r.reason}` : ''}; your cash did not move`)
      out.append(h('p', { class: 'ok', id: 'demo-invested' }, `Invested ${usd(investUsd)} in ${legs.length} assets in one operation: `, txLink(d.explorer, r.txHash), '.'))
      await afterTrade(d, list, r.txHash, r.blockNumber)
    } catch (x) {
      failed(out, 'Nothing more was sent', x, go)
    }
  })
}

async function afterTrade(d: Demo, list: HTMLElement, txHash: string, block: bigint): Promise<void> {
  const { s, wallet } = d
  const trade = step(list, 'demo-trade', '4. The trade', 'Your account now holds the assets, valued at their on-chain prices.')
  try {
    const p = await getPortfolio<Portfolio>(wallet.smartAccount, block)
    trade.append(h('dl', { class: 'summary' },
      h('div', {}, h('dt', {}, 'Invested'), h('dd', { id: 'demo-holdings-invested' }, usd(p.investedUsd))),
      h('div', {}, h('dt', {}, 'Assets'), h('dd', {}, String(p.holdings.length)))),
    h('p', { class: 'muted' }, p.holdings.map((x) => qtyWorth(x.qty, x.symbol, x.valueUsd)).join(', ')))
  } catch (x) {
    failed(trade, 'The holdings could not be read', x)
  }
  const record = step(list, 'demo-record', '5. Vera’s track record',
    'The assessment is on chain beside the purchase: anyone can check what Vera recommended and what was executed.')
  const rec = await until(async () => {
    const r = await getJSON<TrackRecord>(`/api/vera-record?user=${wallet.smartAccount}`).catch(() => null)
    return r && r.record.recentRecommendations.some((x) => x.txHash.toLowerCase() === txHash.toLowerCase()) ? r : null
  }, 30_000)
  record.append(rec
    ? h('p', { class: 'ok', id: 'demo-recorded' }, `Recorded: ${rec.record.totalRecommendations} plan${rec.record.totalRecommendations === 1 ? '' : 's'} for your account, ${usd(rec.record.totalExecutedUsd)} executed. `,
      h('a', { href: '/agent' }, 'The agent page'), ' verifies the signature.')
    : h('p', { class: 'refusal' }, 'The record has not indexed the transaction yet; the agent page shows it once it has.'))
  const inbox = step(list, 'demo-inbox', '6. Your inbox', 'Trades, Autopilot runs and price alerts arrive here, within seconds of the block.')
  const n = await until(async () => {
    const r = await getJSON<{ notifications: Notification[] }>('/api/notifications', s.token).catch(() => null)
    return r?.notifications.find((x) => x.txHash?.toLowerCase() === txHash.toLowerCase()) ?? null
  }, 30_000)
  inbox.append(n
    ? h('p', { class: 'ok', id: 'demo-notified' }, `${n.title}${n.body ? `: ${n.body}` : ''} (${when(n.createdAt)}).`)
    : h('p', { class: 'refusal' }, 'No notification yet; the app’s inbox shows it once the trade is indexed.'))
  autopilotStep(d, list)
}

function autopilotStep(d: Demo, list: HTMLElement): void {
  const { s, wallet } = d
  const out = step(list, 'demo-autopilot', '7. Autopilot',
    `Autopilot invests on a schedule without asking for a signature each time, inside four bounds: ${usd(autopilotUsd)} a run, weekly, ` +
    'a risk ceiling of 60% and at most twice the amount per week. Saving allows Vera’s delegated signer to sign each run’s spend; deleting revokes it.')
  const save = h('button', { type: 'button', id: 'demo-autopilot-save' }, 'Set up Autopilot')
  out.append(save)
  save.addEventListener('click', async () => {
    save.disabled = true
    try {
      const c = await postJSON<AutopilotConfig>('/api/autopilot', { walletId: wallet.walletId, owner: wallet.owner, smartAccount: wallet.smartAccount, goal: demoGoal, amountUsd: autopilotUsd, cadence: 'weekly' }, s.token)
      out.append(h('p', { class: 'ok', id: 'demo-autopilot-saved' }, `Saved. The first scheduled run is ${when(c.nextRunAt)}; run one now instead.`))
      const run = h('button', { type: 'button', id: 'demo-autopilot-run' }, 'Run Autopilot now')
      const status = h('p', { role: 'status' })
      out.append(run, status)
      run.addEventListener('click', async () => {
        run.disabled = true
        status.textContent = 'Running: a plan drafted from your goal, the four bounds checked, a quote per asset, one sponsored operation signed by Vera’s delegated signer. Up to two minutes.'
        try {
          const r = await postJSON<{ ok: boolean; txHash?: string; reason?: string }>('/api/autopilot/run', undefined, s.token)
          status.textContent = ''
          if (!r.ok) throw new Error(r.reason ?? 'the run did not invest')
          const ms = Math.round(performance.now() - d.startedAt)
          document.body.setAttribute('data-demo-ms', String(ms))
          out.append(h('p', { class: 'ok', id: 'demo-autopilot-ran' }, `Autopilot invested ${usd(autopilotUsd)}: `, r.txHash ? txLink(d.explorer, r.txHash) : null, '.'),
            h('p', {}, `That is the whole demo. You are still signed in as ${s.userId} in this tab: `, h('a', { href: '/app#autopilot' }, 'open the app'),
              ' to see the runs, pause or delete Autopilot, read the inbox and set price alerts.'))
        } catch (x) {
          status.textContent = ''
          failed(out, 'The run did not invest', x, run)
        }
      })
    } catch (x) {
      failed(out, 'Autopilot was not saved', x, save)
    }
  })
}

main()
