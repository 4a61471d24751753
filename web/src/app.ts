// The app: sign in, a goal and an amount become a draft, its backtest against SPY, and one
// confirmation that signs and sends the investment as one sponsored userOp; then the holdings.

import { getJSON, portfolioReader, postJSON, type Assessment, type Backtest, type Card, type Contracts, type Draft, type FullPortfolio } from './lib/api'
import { mountPortfolio } from './app/portfolio'
import { invest, investmentPreVerificationGas, publicClientFor, sponsorPreVerificationGasCap, usdgBalance, type QuotedLeg } from './lib/chain'
import { backtestChart } from './lib/chart'
import { lastAssessmentKey, pageConfig } from './lib/config'
import { byId, fill, h } from './lib/dom'
import { bpsAsPct, pct, qty, shortAddress, usd } from './lib/format'
import { explainFailure, type RevertWords } from './lib/failure'
import { quoteLegs, Refusal } from './lib/quotes'
import { currentSession, signInForm, signingWallet, signOut, type Session, type Wallet } from './lib/signin'
import { mountAutopilot } from './app/autopilot'
import { mountInbox } from './app/inbox'
import { understoodView } from './lib/understood'

const cfg = pageConfig()
const sessionEl = byId('session')
const investEl = byId('invest')

// Words for the record contract's reverts (the spec's list).
const revertWords: RevertWords = [
  ['InferenceExpired', 'The risk assessment expired before the trade settled. Draft the plan again.'],
  ['RiskCeilingBreached', 'The plan’s risk is above the ceiling its assessment allows, so the trade was refused.'],
  ['BadSigner', 'The assessment was not signed by Vera’s current agent key, so the trade was refused.'],
  ['PlanAlreadyRecorded', 'This plan was already recorded; a plan is used once. Draft it again.'],
]

const explain = (x: unknown): string => explainFailure(x, revertWords)

async function main(): Promise<void> {
  const s = await currentSession(cfg)
  if (!s) {
    fill(sessionEl, signInForm(cfg, (ns) => void signedIn(ns)))
    document.body.setAttribute('data-ready', 'true')
    return
  }
  await signedIn(s)
}

async function signedIn(s: Session): Promise<void> {
  fill(sessionEl,
    h('p', { class: 'signed-in' }, `Signed in as ${s.userId}${s.via === 'dev' ? ' (development)' : ''}. `,
      h('button', { type: 'button', class: 'link', onclick: async () => { await signOut(s); location.reload() } }, 'Sign out')))
  let contracts: Contracts
  let card: Card
  let check: { wallet: Wallet } | { refusal: string }
  try {
    ;[contracts, card, check] = await Promise.all([
      getJSON<Contracts>('/api/contracts'),
      getJSON<Card>('/.well-known/agent-card.json'),
      signingWallet(s),
    ])
  } catch (x) {
    sessionEl.append(h('p', { class: 'error', role: 'alert' }, `Your account could not be read: ${explain(x)}`))
    return
  }
  const wallet = 'wallet' in check ? check.wallet : null
  if (!wallet) sessionEl.append(h('p', { class: 'refusal', role: 'alert', id: 'owner-refusal' }, (check as { refusal: string }).refusal))
  else sessionEl.append(h('p', { class: 'muted' }, `Your wallet ${shortAddress(wallet.owner)} signs; your account ${shortAddress(wallet.smartAccount)} holds what you buy.`))

  const holdingsEl = h('section', { id: 'holdings', 'aria-labelledby': 'holdings-h' })
  const goal = h('textarea', { id: 'goal', name: 'goal', rows: 3, maxlength: 600, required: true },
    'Steady growth with big tech, not too risky')
  const amount = h('input', { id: 'amount', name: 'amountUsd', type: 'number', min: '1', max: '100000', step: '1', value: '100', required: true, inputmode: 'decimal' })
  const ceiling = h('input', { id: 'risk-ceiling', name: 'riskCeilingPct', type: 'number', min: '0', max: '100', step: '1', value: '60', required: true, inputmode: 'numeric' })
  const draftErr = h('p', { class: 'error', role: 'alert' })
  const draftEl = h('section', { id: 'draft', 'aria-live': 'polite' })
  const form = h('form', { class: 'card', id: 'goal-form' },
    h('h2', {}, 'Your goal'),
    h('label', { for: 'goal' }, 'What do you want your money to do?'),
    goal,
    h('label', { for: 'amount' }, 'Amount (USD)'),
    amount,
    h('label', { for: 'risk-ceiling' }, 'Most risk you accept (% on Vera’s risk scale)'),
    ceiling,
    h('button', { type: 'submit', id: 'draft-button' }, 'Draft my plan'),
    draftErr)
  // Any edit of the goal, amount or limit leaves the draft shown no longer the plan asked: its
  // Confirm is disabled until a new draft is made (a submission, valid or not, does the same).
  let invalidate: (() => void) | null = null
  const stale = (): void => { invalidate?.(); invalidate = null }
  form.addEventListener('input', stale)
  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    stale()
    draftErr.textContent = ''
    const amountUsd = Number(amount.value)
    if (!(amountUsd > 0) || amountUsd > 100000) {
      draftErr.textContent = 'Enter an amount above $0 and at most $100,000.'
      return
    }
    fill(draftEl, h('p', { class: 'muted' }, 'Drafting…'))
    try {
      const draft = await postJSON<Draft>('/api/allocate', { goal: goal.value.trim(), amountUsd })
      // Removing or changing a chip of what was understood drafts again from what is left.
      const redraft = (g: string): void => { goal.value = g; form.requestSubmit() }
      invalidate = showDraft(draftEl, draft, amountUsd, Math.round(Number(ceiling.value) * 100), s, wallet, contracts, card, refreshHoldings, redraft)
      draftEl.setAttribute('data-drafts', String(Number(draftEl.getAttribute('data-drafts') ?? 0) + 1))
    } catch (x) {
      fill(draftEl)
      draftErr.textContent = `No plan: ${explain(x)}`
    }
  })
  fill(investEl, holdingsEl, form, draftEl)
  // One read of the portfolio serves the summary and the portfolio section.
  const read = wallet ? portfolioReader<FullPortfolio>(wallet.smartAccount) : null
  const portfolio = wallet && read ? mountPortfolio(byId('portfolio'), wallet.smartAccount, card.metadata.explorer, read) : null
  // After an investment both the holdings above the form and the portfolio section read again.
  // minBlock is the receipt's block: both read at it or later, so that what it bought is shown.
  const refreshHoldings = async (w: Wallet, minBlock: bigint): Promise<void> => {
    await Promise.all([showHoldings(holdingsEl, w, contracts, minBlock, s, read), portfolio?.then((reload) => reload(minBlock))])
  }
  if (wallet) await showHoldings(holdingsEl, wallet, contracts, undefined, s, read)
  await Promise.all([mountAutopilot(byId('autopilot'), s, wallet, card.metadata.explorer), mountInbox(byId('inbox'), s, card.metadata.explorer)])
  document.body.setAttribute('data-ready', 'true')
}

async function showHoldings(el: HTMLElement, wallet: Wallet, contracts: Contracts, minBlock: bigint | undefined, s: Session,
  read: ((minBlock?: bigint) => Promise<FullPortfolio>) | null): Promise<void> {
  try {
    const [p, ownerCash] = await Promise.all([
      (read ?? portfolioReader<FullPortfolio>(wallet.smartAccount))(minBlock),
      cfg.chainRpc ? usdgBalance(publicClientFor(cfg.chainRpc, contracts), contracts, wallet.owner) : Promise.resolve(null),
    ])
    fill(el,
      h('h2', { id: 'holdings-h' }, 'Your money'),
      h('dl', { class: 'summary', id: 'money-summary' },
        h('div', {}, h('dt', {}, 'Cash in your account'), h('dd', { id: 'cash' }, usd(p.cashUsd))),
        h('div', {}, h('dt', {}, 'Holdings in your account'), h('dd', { id: 'invested' }, usd(p.investedUsd))),
        ownerCash === null ? null : h('div', {}, h('dt', {}, 'Cash in your wallet'), h('dd', { id: 'wallet-cash' }, usd(Number(ownerCash) / 1e6))),
        h('div', {}, h('dt', {}, ownerCash === null ? 'Total (account cash and holdings)' : 'Total (account cash, holdings and wallet cash)'),
          h('dd', { id: 'total' }, usd(p.totalUsd + (ownerCash === null ? 0 : Number(ownerCash) / 1e6))))),
      funding(el, wallet, contracts, s),
      p.holdings.length === 0
        ? h('p', { class: 'muted' }, 'You hold no assets yet.')
        : h('div', { class: 'scroll' }, h('table', { class: 'holdings' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Asset'), h('th', { scope: 'col' }, 'Quantity'), h('th', { scope: 'col' }, 'Price'), h('th', { scope: 'col' }, 'Value'))),
          h('tbody', {}, ...p.holdings.map((x) =>
            h('tr', {}, h('th', { scope: 'row' }, x.symbol), h('td', {}, qty(x.qty)), h('td', {}, usd(x.priceUsd)), h('td', {}, usd(x.valueUsd))))))))
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `Holdings are unavailable: ${explain(x)}`))
  }
}

/** Shows the draft and its confirmation in el; returns what marks it out of date (after an edit). */
/**
 * How USDG reaches the wallet: under `vera dev` (the dev sign-in) a button tops it up with test USDG
 * through POST /dev/fund (within its bounds); otherwise the words of how to send it there.
 */
function funding(el: HTMLElement, wallet: Wallet, contracts: Contracts, s: Session): HTMLElement {
  if (s.via !== 'dev') {
    return h('p', { class: 'muted', id: 'funding' },
      `You invest USDG, a dollar token, from your wallet. To add some, send USDG to your wallet’s address ${wallet.owner} ` +
      `on the chain Vera runs on (chain id ${contracts.chainId}), from an exchange or another wallet; it shows here once it arrives.`)
  }
  const out = h('span', { id: 'dev-fund-result', role: 'status' })
  const button = h('button', { type: 'button', class: 'secondary', id: 'dev-fund' }, 'Add test USDG to my wallet')
  button.addEventListener('click', async () => {
    button.disabled = true
    out.textContent = ' Adding…'
    try {
      const r = await postJSON<{ owner: string; fundedUsd: number }>('/dev/fund', undefined, s.token)
      await showHoldings(el, wallet, contracts, undefined, s, null)
      byId('dev-fund-result').textContent = r.fundedUsd > 0
        ? ` Added ${usd(r.fundedUsd)} of test USDG to your wallet.`
        : ' Your wallet already holds as much test USDG as the devnet gives.'
    } catch (x) {
      out.textContent = ` No test USDG was added: ${explain(x)}`
      button.disabled = false
    }
  })
  return h('p', { id: 'funding' }, 'This is a development devnet: its USDG is test money. ', button, out)
}

function showDraft(el: HTMLElement, draft: Draft, amountUsd: number, ceilingBps: number, s: Session, wallet: Wallet | null, contracts: Contracts, card: Card,
  refreshHoldings: (w: Wallet, minBlock: bigint) => Promise<void>, redraft: (goal: string) => void): () => void {
  const chartEl = h('div', { class: 'chart', id: 'backtest-chart', role: 'img', 'aria-label': 'Backtest of the plan against SPY' })
  const btText = h('p', { class: 'stats', id: 'backtest-stats' }, 'Backtesting against SPY…')
  const confirmEl = h('div', { id: 'confirm' })
  let outdated = false
  let button: HTMLButtonElement | null = null
  const invalidate = (): void => {
    outdated = true
    if (button) button.disabled = true
    el.classList.add('outdated')
    el.prepend(h('p', { class: 'refusal', id: 'draft-outdated', role: 'status' },
      'You changed your goal, amount or risk limit: this draft is no longer your plan. Draft it again to confirm.'))
  }
  fill(el,
    h('article', { class: 'card' },
      h('h2', {}, 'Your draft'),
      draft.understood ? understoodView(draft.understood, redraft) : null,
      h('p', {}, draft.summary),
      h('p', { class: 'muted' }, draft.rationale),
      h('p', {}, 'Measured risk: ', h('strong', { id: 'risk' }, bpsAsPct(draft.riskScore)), ' (Vera’s risk scale, 0% to 100%).'),
      h('div', { class: 'scroll' }, h('table', { class: 'legs' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Asset'), h('th', { scope: 'col' }, 'Weight'), h('th', { scope: 'col' }, 'Amount'), h('th', { scope: 'col' }, 'Why'))),
        h('tbody', {}, ...draft.allocations.map((a) =>
          h('tr', {}, h('th', { scope: 'row' }, a.symbol), h('td', {}, `${a.weightPct}%`), h('td', {}, usd((amountUsd * a.weightPct) / 100)), h('td', {}, a.reason))))))),
    h('article', { class: 'card' }, h('h2', {}, 'One year, against SPY'), chartEl, btText),
    confirmEl)
  void postJSON<{ backtest: Backtest | null }>('/api/backtest', { allocations: draft.allocations.map((a) => ({ symbol: a.symbol, weightPct: a.weightPct })) })
    .then(({ backtest }) => {
      if (!backtest) {
        btText.textContent = 'No backtest: less than half of this plan has an honest one-year price history, or SPY’s is missing.'
        chartEl.remove()
        return
      }
      backtestChart(chartEl, backtest)
      btText.textContent = `The plan ${pct(backtest.portfolio.returnPct)}, SPY ${pct(backtest.benchmark.returnPct)} over the last year; worst drop ${backtest.portfolio.maxDrawdownPct.toFixed(1)}%.` +
        (backtest.excluded?.length ? ` Left out for lacking history: ${backtest.excluded.join(', ')}.` : '') + ' History, not a promise.'
    })
    .catch((x) => { btText.textContent = `No backtest: ${explain(x)}` })

  if (!wallet) {
    fill(confirmEl, h('p', { class: 'refusal' }, 'Nothing can be signed until your wallet signs as your account’s owner (above).'))
    return invalidate
  }
  if (!cfg.chainRpc) {
    fill(confirmEl, h('p', { class: 'refusal' }, 'This server has no public chain RPC configured, so the page cannot prepare a trade. Nothing was signed.'))
    return invalidate
  }
  const status = h('ol', { id: 'progress', 'aria-live': 'polite' })
  const result = h('div', { id: 'result', 'aria-live': 'polite' })
  const confirm = h('button', { type: 'button', id: 'confirm-button' }, `Confirm and invest ${usd(amountUsd)}`)
  button = confirm
  fill(confirmEl, h('article', { class: 'card confirm' },
    h('h2', {}, 'Confirm'),
    h('p', {}, `${usd(amountUsd)} of USDG moves from your wallet into your account and buys ${draft.allocations.length} assets at the best live quotes. ` +
      'Vera records its risk assessment in the same transaction and pays the gas. Your wallet signs: one cash permit, one Permit2 transfer per asset, and the operation itself.'),
    confirm, status, result))

  confirm.addEventListener('click', async () => {
    if (outdated) return
    confirm.disabled = true
    performance.mark('vera:confirm')
    const step = (t: string) => status.append(h('li', {}, t))
    const refuse = (t: string) => { result.replaceChildren(h('p', { class: 'refusal', role: 'alert' }, t)); confirm.disabled = outdated }
    fill(status)
    fill(result)
    try {
      const client = publicClientFor(cfg.chainRpc, contracts)
      const usdg = BigInt(Math.round(amountUsd * 100)) * 10_000n
      const cash = await usdgBalance(client, contracts, wallet.owner)
      if (cash < usdg) return refuse(`Your wallet holds ${usd(Number(cash) / 1e6)} of USDG; this needs ${usd(amountUsd)}. Nothing was signed.`)
      const trad = await getJSON<{ ok: string[] | null; dropped: string[] }>('/api/tradability')
      const locked = draft.allocations.filter((a) => trad.dropped.includes(a.symbol)).map((a) => a.symbol)
      if (locked.length) return refuse(`${locked.join(', ')} ${locked.length > 1 ? 'are' : 'is'} locked: no live route both buys and sells ${locked.length > 1 ? 'them' : 'it'} right now, so Vera will not trade ${locked.length > 1 ? 'them' : 'it'}. Nothing was signed.`)
      step('Vera assesses the plan’s risk and signs the assessment…')
      const assessment = await postJSON<Assessment>('/api/commit-plan', { address: wallet.smartAccount, amountUsd, allocation: draft }, s.token)
      step(`Assessed risk ${bpsAsPct(assessment.assessedRisk)}, ceiling ${bpsAsPct(assessment.maxRisk)}. Getting a firm quote per asset…`)
      if (assessment.assessedRisk > assessment.maxRisk) return refuse('The assessed risk is above its ceiling. Nothing was signed.')
      if (assessment.assessedRisk > ceilingBps) {
        return refuse(`Vera measured this plan’s risk at ${bpsAsPct(assessment.assessedRisk)}, above the most you accept (${bpsAsPct(ceilingBps)}). ` +
          'Raise your limit or choose a calmer goal. Nothing was signed.')
      }
      let legs: QuotedLeg[]
      try {
        legs = await quoteLegs(draft, usdg, wallet.smartAccount, s.token, assessment)
      } catch (x) {
        if (x instanceof Refusal) return refuse(x.message)
        throw x
      }
      const inv = { owner: wallet.owner, smartAccount: wallet.smartAccount, usdg, assessment, legs, token: s.token }
      const [pvg, cap] = await Promise.all([investmentPreVerificationGas(client, contracts, s.provider, inv), sponsorPreVerificationGasCap(client, contracts)])
      if (pvg > cap) {
        const base = await investmentPreVerificationGas(client, contracts, s.provider, { ...inv, legs: [] })
        const fit = Number((cap - base) / ((pvg - base) / BigInt(legs.length)))
        return refuse(`This plan buys ${legs.length} assets, but the one operation Vera sponsors can carry at most ${fit} purchases: ` +
          `its data would cost ${pvg.toLocaleString('en-US')} gas against the sponsor’s cap of ${cap.toLocaleString('en-US')}. ` +
          `A smaller amount keeps fewer assets (each gets at least $1), for example ${usd(fit)}. Nothing was signed.`)
      }
      const r = await invest(client, contracts, s.provider, inv, step)
      performance.mark('vera:receipt')
      if (!r.success) return refuse(`The operation was included but reverted${r.reason ? `: ${explain(new Error(r.reason))}` : ''}. Your cash did not move.`)
      localStorage.setItem(lastAssessmentKey, JSON.stringify({ ...assessment, txHash: r.txHash, account: wallet.smartAccount }))
      const link = card.metadata.explorer ? `${card.metadata.explorer.replace(/\/$/, '')}/tx/${r.txHash}` : ''
      step('Settled.')
      fill(result, h('div', { class: 'receipt', id: 'receipt' },
        h('h3', {}, `Invested ${usd(amountUsd)} in ${legs.length} assets`),
        h('p', {}, 'Transaction ', link ? h('a', { href: link, rel: 'noopener' }, shortAddress(r.txHash)) : h('code', {}, r.txHash), '.'),
        h('p', {}, 'Vera’s assessment is on the record with it: ', h('a', { href: '/agent#verify' }, 'verify it'), '.')))
      await refreshHoldings(wallet, r.blockNumber)
      performance.mark('vera:holdings')
      const ms = performance.measure('vera:invest', 'vera:confirm', 'vera:holdings').duration
      document.body.setAttribute('data-invest-ms', String(Math.round(ms)))
      // From the receipt to the holdings that include it; data-invests counts the investments.
      const shown = performance.measure('vera:shown', 'vera:receipt', 'vera:holdings').duration
      document.body.setAttribute('data-holdings-ms', String(Math.round(shown)))
      document.body.setAttribute('data-invests', String(Number(document.body.getAttribute('data-invests') ?? 0) + 1))
    } catch (x) {
      refuse(`Nothing more was sent: ${explain(x)}`)
    }
  })
  return invalidate
}

void main()
