// A grove's page: its thesis, holdings, fee and vault stats (GET /api/groves/{id}); and, signed in,
// the person's position, a deposit (reviewed with the minimum shares it accepts, then signed) and an
// in-kind withdrawal, each one sponsored userOp of their account signed by its owner.

import { ApiError, getJSON, type Card, type Contracts, type GroveVaults, type GroveWithStats } from './lib/api'
import { publicClientFor } from './lib/chain'
import { pageConfig } from './lib/config'
import { byId, curveDates, dateAxis, fill, h, lines } from './lib/dom'
import { explorerLink } from './lib/explorer'
import { pct, shortAddress, usd } from './lib/format'
import { explainFailure, type RevertWords } from './lib/failure'
import { deposit, formatUnits6, parseUnits6, planDeposit, readVault, withdrawInKind, type DepositPlan, type VaultState } from './lib/grovevault'
import { currentSession, signInForm, signingWallet, signOut, type Session, type Wallet } from './lib/signin'

const cfg = pageConfig()
const groveId = decodeURIComponent(location.pathname.split('/').pop() ?? '').toLowerCase()

const revertWords: RevertWords = [
  ['SharesBelowMinimum', 'The fill would have minted fewer shares than the minimum you accepted, so the deposit was refused. Review it again.'],
  ['DeadlinePassed', 'The deposit arrived after its deadline, so it was refused. Review it again.'],
  ['StalePrice', 'A holding’s price feed is stale, so the vault takes no deposits right now. Withdrawing in kind still works.'],
  ['NoPrice', 'A holding has no price, so the vault takes no deposits right now. Withdrawing in kind still works.'],
  ['DepositsArePaused', 'Deposits into this grove are paused. Withdrawing always works.'],
  ['NotEnoughShares', 'You hold fewer shares than that.'],
  ['NoValueAdded', 'That deposit is too small to mint a share.'],
]

const explain = (x: unknown): string => explainFailure(x, revertWords)

function shares(v: bigint): string {
  return Number(formatUnits6(v)).toLocaleString('en-US', { maximumFractionDigits: 6 })
}

function dollars(v: bigint): string {
  return usd(Number(v) / 1e6)
}

function showGrove(g: GroveWithStats): void {
  document.title = `${g.name} · Vera`
  byId('grove-name').textContent = `${g.name} (${g.ticker})`
  const bt = g.backtest
  fill(byId('grove-about'),
    h('p', {}, g.thesis),
    h('dl', { class: 'facts' },
      h('div', {}, h('dt', {}, 'Exit fee'), h('dd', {}, `${g.feeBps / 100}% of realized profit`)),
      h('div', {}, h('dt', {}, 'Smallest deposit'), h('dd', { id: 'grove-min' }, usd(g.minBuyUsd))),
      h('div', {}, h('dt', {}, 'Comfortable'), h('dd', {}, usd(g.recommendedUsd))),
      h('div', {}, h('dt', {}, 'Held in the vault'), h('dd', {}, g.stats.deployed ? usd(g.stats.managedUsd) : 'not deployed')),
      h('div', {}, h('dt', {}, 'Holders'), h('dd', {}, String(g.stats.users)))),
    h('div', { class: 'scroll' }, h('table', { class: 'legs' },
      h('thead', {}, h('tr', {}, ...['Holding', 'Weight', 'Price', 'Why'].map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, ...g.components.map((c) => h('tr', {},
        h('th', { scope: 'row' }, h('a', { href: `/markets/${encodeURIComponent(c.symbol)}` }, c.symbol)),
        h('td', {}, `${(c.weightBps / 100).toFixed(1)}%`),
        h('td', {}, usd(c.priceUsd)),
        h('td', {}, c.reason)))))),
    bt
      ? h('div', { class: 'bt' },
        lines([{ values: bt.portfolio.curve, cls: 'line' }, { values: bt.benchmark.curve, cls: 'line bench' }], `${g.name}: ${pct(bt.portfolio.returnPct)} against SPY ${pct(bt.benchmark.returnPct)} over ${bt.period}`),
        dateAxis(curveDates(bt)),
        h('p', { class: 'stats' }, `${pct(bt.portfolio.returnPct)} over ${bt.period}, SPY ${pct(bt.benchmark.returnPct)} (grey). History, not a promise.`))
      : h('p', { class: 'muted' }, 'No backtest: a data gap prevented an honest one.'))
}

async function main(): Promise<void> {
  let g: GroveWithStats
  try {
    g = await getJSON<GroveWithStats>(`/api/groves/${encodeURIComponent(groveId)}`)
  } catch (x) {
    fill(byId('grove-about'), h('p', { class: 'error', role: 'alert' }, x instanceof ApiError && x.status === 404 ? `There is no grove “${groveId}”.` : `This grove is unavailable: ${explain(x)}`))
    byId('grove-name').textContent = 'No such grove'
    document.body.setAttribute('data-ready', 'true')
    return
  }
  showGrove(g)
  const s = await currentSession(cfg)
  if (!s) {
    fill(byId('grove-session'), signInForm(cfg, (ns) => void signedIn(ns, g)))
    document.body.setAttribute('data-ready', 'true')
    return
  }
  await signedIn(s, g)
}

async function signedIn(s: Session, g: GroveWithStats): Promise<void> {
  const sessionEl = byId('grove-session')
  fill(sessionEl, h('p', { class: 'signed-in' }, `Signed in as ${s.userId}${s.via === 'dev' ? ' (development)' : ''}. `,
    h('button', { type: 'button', class: 'link', onclick: async () => { await signOut(s); location.reload() } }, 'Sign out')))
  const tradeEl = byId('grove-trade')
  try {
    const [contracts, card, check] = await Promise.all([
      getJSON<Contracts & GroveVaults>('/api/contracts'),
      getJSON<Card>('/.well-known/agent-card.json'),
      signingWallet(s),
    ])
    const vault = contracts.groves?.find((x) => x.id === g.id)?.address
    if (!('wallet' in check)) {
      fill(tradeEl, h('p', { class: 'refusal', role: 'alert', id: 'owner-refusal' }, check.refusal))
    } else if (!vault) {
      fill(tradeEl, h('p', { class: 'refusal' }, 'This grove has no vault on this chain yet, so it takes no deposits. Nothing can be signed.'))
    } else if (!cfg.chainRpc) {
      fill(tradeEl, h('p', { class: 'refusal' }, 'This server has no public chain RPC configured, so the page cannot prepare a deposit. Nothing was signed.'))
    } else {
      await trade(tradeEl, s, check.wallet, contracts, card.metadata.explorer, vault, g)
    }
  } catch (x) {
    fill(tradeEl, h('p', { class: 'error', role: 'alert' }, `Your account could not be read: ${explain(x)}`))
  }
  document.body.setAttribute('data-ready', 'true')
}

async function trade(el: HTMLElement, s: Session, wallet: Wallet, contracts: Contracts, explorer: string, vault: `0x${string}`, g: GroveWithStats): Promise<void> {
  const client = publicClientFor(cfg.chainRpc, contracts)
  const positionEl = h('div', { id: 'grove-position', 'aria-live': 'polite' })
  let v: VaultState
  const refresh = async () => {
    v = await readVault(client, contracts, vault, wallet.owner, wallet.smartAccount)
    const value = v.totalShares === 0n ? 0n : (v.shares * v.managedUsd) / v.totalShares
    fill(positionEl, h('dl', { class: 'summary' },
      h('div', {}, h('dt', {}, 'Your shares'), h('dd', { id: 'position-shares' }, shares(v.shares))),
      h('div', {}, h('dt', {}, 'Their value'), h('dd', { id: 'position-value' }, dollars(value))),
      h('div', {}, h('dt', {}, 'Cash in your account'), h('dd', { id: 'account-cash' }, dollars(v.accountCash))),
      h('div', {}, h('dt', {}, 'Cash in your wallet'), h('dd', { id: 'wallet-cash' }, dollars(v.walletCash)))))
    withdrawShares.value = formatUnits6(v.shares)
  }
  const receipt = (r: { txHash: string }, what: string) => h('div', { class: 'receipt' }, h('p', {}, `${what} Transaction `, explorerLink(explorer, 'tx', r.txHash), '.'))

  // Deposit: reviewed first (the quotes, the shares expected and the minimum accepted), then signed.
  // The forms check their own fields and say what is wrong in words (novalidate).
  const amount = h('input', { id: 'grove-amount', name: 'amountUsd', type: 'number', min: String(g.minBuyUsd), step: '0.01', value: String(g.recommendedUsd), required: true, inputmode: 'decimal' })
  const review = h('button', { type: 'submit', id: 'deposit-review' }, 'Review the deposit')
  const planEl = h('div', { id: 'deposit-plan', 'aria-live': 'polite' })
  const depositResult = h('div', { id: 'deposit-result', 'aria-live': 'polite' })
  const depositForm = h('form', { class: 'card', id: 'deposit-form', novalidate: true },
    h('h3', {}, 'Deposit'),
    h('p', { class: 'muted' }, `USDG buys the holdings in their weights; the vault mints shares for the value added. Your account’s cash is used first, then your wallet’s. The smallest deposit is ${usd(g.minBuyUsd)}.`),
    h('label', { for: 'grove-amount' }, 'Amount (USD)'), amount, review, planEl, depositResult)
  const refuse = (where: HTMLElement, t: string) => fill(where, h('p', { class: 'refusal', role: 'alert' }, t))
  depositForm.addEventListener('submit', async (e) => {
    e.preventDefault()
    fill(planEl)
    fill(depositResult)
    const usdg = parseUnits6(amount.value)
    if (usdg === null || usdg === 0n) return refuse(planEl, 'Enter an amount in dollars, above $0. Nothing was signed.')
    const min = BigInt(Math.round(g.minBuyUsd * 1e6))
    if (usdg < min) return refuse(planEl, `This grove takes deposits of at least ${usd(g.minBuyUsd)}; ${dollars(usdg)} is below that. Nothing was signed.`)
    review.disabled = true
    try {
      await refresh()
      const cash = v.accountCash + v.walletCash
      if (usdg > cash) return refuse(planEl, `You have ${dollars(cash)} of USDG (${dollars(v.accountCash)} in your account, ${dollars(v.walletCash)} in your wallet); this deposit needs ${dollars(usdg)}. Nothing was signed.`)
      if (v.depositsPaused) return refuse(planEl, 'Deposits into this grove are paused. Nothing was signed.')
      const plan = await planDeposit(client, contracts, v, usdg)
      if (plan.minShares === 0n) return refuse(planEl, `${dollars(usdg)} is too small to mint a share at today’s prices. Nothing was signed.`)
      showPlan(plan)
    } catch (x) {
      refuse(planEl, `No deposit: ${explain(x)} Nothing was signed.`)
    } finally {
      review.disabled = false
    }
  })
  const showPlan = (plan: DepositPlan) => {
    const confirm = h('button', { type: 'button', id: 'deposit-confirm' }, `Confirm and deposit ${dollars(plan.usdg)}`)
    const steps = h('ol', { id: 'deposit-progress', 'aria-live': 'polite' })
    fill(planEl,
      h('dl', { class: 'facts' },
        h('div', {}, h('dt', {}, 'Shares expected'), h('dd', { id: 'expected-shares' }, shares(plan.expectedShares))),
        h('div', {}, h('dt', {}, 'Minimum shares'), h('dd', { id: 'min-shares', 'data-base-units': plan.minShares.toString() }, shares(plan.minShares))),
        h('div', {}, h('dt', {}, 'From your wallet'), h('dd', {}, dollars(plan.fromWallet)))),
      h('p', { class: 'muted' }, 'If the fills would mint fewer than the minimum shares (1% below the quotes), the deposit reverts and your cash stays. ' +
        `Your wallet signs${plan.fromWallet > 0n ? ' the cash permit and' : ''} the one operation Vera sponsors.`),
      confirm, steps)
    confirm.addEventListener('click', async () => {
      confirm.disabled = true
      const step = (t: string) => steps.append(h('li', {}, t))
      try {
        // Prices move between the review and the click: the deposit is planned again and refused
        // when it now expects fewer shares than the minimum the person saw.
        await refresh()
        const fresh = await planDeposit(client, contracts, v, plan.usdg)
        if (fresh.expectedShares < plan.minShares) {
          return refuse(depositResult, `Prices moved: this deposit now expects ${shares(fresh.expectedShares)} shares, below the minimum of ${shares(plan.minShares)} you reviewed. Review it again. Nothing was signed.`)
        }
        if (plan.usdg > v.accountCash + v.walletCash) return refuse(depositResult, 'Your cash changed since the review and no longer covers this deposit. Nothing was signed.')
        const r = await deposit(client, contracts, s.provider, { ...wallet, token: s.token }, vault, { ...fresh, minShares: plan.minShares }, step)
        if (!r.success) return refuse(depositResult, `The deposit was included but reverted${r.reason ? `: ${explain(new Error(r.reason))}` : ''}. Your cash did not move.`)
        step('Settled.')
        await refresh()
        fill(depositResult, receipt(r, `Deposited ${dollars(plan.usdg)}.`))
      } catch (x) {
        refuse(depositResult, `Nothing more was sent: ${explain(x)}`)
      } finally {
        confirm.disabled = false
      }
    })
  }

  // Withdrawal in kind: the shares' part of every holding, paid in the tokens themselves.
  const withdrawShares = h('input', { id: 'withdraw-shares', name: 'shares', type: 'text', inputmode: 'decimal', required: true, autocomplete: 'off' })
  const withdrawButton = h('button', { type: 'submit', id: 'withdraw-button' }, 'Withdraw in kind')
  const withdrawResult = h('div', { id: 'withdraw-result', 'aria-live': 'polite' })
  const withdrawForm = h('form', { class: 'card', id: 'withdraw-form', novalidate: true },
    h('h3', {}, 'Withdraw in kind'),
    h('p', { class: 'muted' }, `Your shares’ part of every holding comes to your account as the tokens themselves; it needs no venue. The fee is ${g.feeBps / 100}% of the profit over what those shares cost, taken in kind, and none when a price is missing.`),
    h('label', { for: 'withdraw-shares' }, 'Shares to withdraw'), withdrawShares, withdrawButton, withdrawResult)
  withdrawForm.addEventListener('submit', async (e) => {
    e.preventDefault()
    fill(withdrawResult)
    const n = parseUnits6(withdrawShares.value)
    if (n === null || n === 0n) return refuse(withdrawResult, 'Enter a number of shares above 0. Nothing was signed.')
    withdrawButton.disabled = true
    const steps = h('ol', { id: 'withdraw-progress', 'aria-live': 'polite' })
    try {
      await refresh()
      if (n > v.shares) return refuse(withdrawResult, `You hold ${shares(v.shares)} shares; you cannot withdraw ${shares(n)}. Nothing was signed.`)
      fill(withdrawResult, steps)
      const r = await withdrawInKind(client, contracts, s.provider, { ...wallet, token: s.token }, vault, n, (t) => steps.append(h('li', {}, t)))
      if (!r.success) return refuse(withdrawResult, `The withdrawal was included but reverted${r.reason ? `: ${explain(new Error(r.reason))}` : ''}. Your shares did not move.`)
      await refresh()
      fill(withdrawResult, receipt(r, `Withdrew ${shares(n)} shares in kind to your account ${shortAddress(wallet.smartAccount)}.`))
    } catch (x) {
      refuse(withdrawResult, `Nothing more was sent: ${explain(x)}`)
    } finally {
      withdrawButton.disabled = false
    }
  })

  fill(el, h('h2', {}, 'Your position'), positionEl, depositForm, withdrawForm)
  await refresh()
}

void main()
