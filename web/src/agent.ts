// The agent page: the card, the live signer, the track record, and the check of an assessment:
// its signer recovered in the browser and compared with the record contract's agentSigner().

import { isAddressEqual, recoverTypedDataAddress } from 'viem'

import { getJSON, type Card, type Contracts, type TrackRecord } from './lib/api'
import { agentSigner, publicClientFor } from './lib/chain'
import { lastAssessmentKey, pageConfig } from './lib/config'
import { byId, fill, h } from './lib/dom'
import { explorerLink as explorerAt } from './lib/explorer'
import { bpsAsPct, dateTime, shortAddress, usd } from './lib/format'

const cfg = pageConfig()

function explorerLink(card: Card, kind: 'tx' | 'address', v: string): HTMLElement {
  return explorerAt(card.metadata.explorer, kind, v)
}

function showCard(card: Card): void {
  const skills = card.skills.map((s) => (typeof s === 'string' ? s : s.id))
  fill(byId('card'),
    h('p', {}, h('strong', {}, card.name), ` — ${card.persona.role}`),
    h('p', {}, card.persona.blurb || card.description),
    h('dl', { class: 'facts' },
      h('div', {}, h('dt', {}, 'Chain'), h('dd', {}, `${card.metadata.chain} (${card.metadata.chainId})`)),
      ...(card.registrations ?? []).map((r) => h('div', { class: 'identity' }, h('dt', {}, 'Canonical identity (on Base)'),
        h('dd', {}, `Agent #${r.agentId} in the ERC-8004 identity registry `, h('code', {}, r.agentRegistry.split(':').pop() ?? r.agentRegistry)))),
      h('div', { class: 'identity' }, h('dt', {}, `Identity on chain ${card.metadata.chainId} (this service’s)`),
        h('dd', {}, `Agent #${card.metadata.agentId} in the registry `, explorerLink(card, 'address', card.metadata.identityRegistry))),
      h('div', {}, h('dt', {}, 'Skills'), h('dd', {}, skills.join(', ')))),
    h('p', {}, h('a', { href: '/.well-known/agent-card.json' }, 'The card as JSON')))
}

async function showSigner(card: Card, contracts: Contracts): Promise<`0x${string}` | null> {
  const el = byId('signer')
  if (!cfg.chainRpc) {
    fill(el, h('p', {}, 'The card names ', h('code', { id: 'card-signer' }, card.metadata.agentSigner), ' as the signer. This server has no public chain RPC configured, so the page cannot read the record contract itself.'))
    return null
  }
  try {
    const live = await agentSigner(publicClientFor(cfg.chainRpc, contracts), contracts)
    fill(el,
      h('p', {}, 'The record contract accepts assessments signed by ', h('code', { id: 'live-signer' }, live), ', read from its agentSigner() just now.'),
      isAddressEqual(live, card.metadata.agentSigner as `0x${string}`) ? null : h('p', { class: 'refusal' }, `The card names ${card.metadata.agentSigner}, which differs: the card may be serving its last-known signer.`))
    return live
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `The record contract could not be read: ${(x as Error).message.split('\n')[0]}`))
    return null
  }
}

async function showRecord(card: Card, contracts: Contracts): Promise<void> {
  const el = byId('record')
  try {
    const r = await getJSON<TrackRecord>('/api/vera-record')
    const rec = r.record
    // Each plan's date is its block's time, read from the chain when the page can.
    const times = new Map<number, number>()
    if (cfg.chainRpc) {
      const client = publicClientFor(cfg.chainRpc, contracts)
      await Promise.all([...new Set(rec.recentRecommendations.map((p) => p.blockNumber))].map(async (n) => {
        const b = await client.getBlock({ blockNumber: BigInt(n) }).catch(() => null)
        if (b) times.set(n, Number(b.timestamp))
      }))
    }
    const reputation = r.reputation === null ? 'unavailable: the reputation registry could not be read'
      : r.reputation === '0' ? '0: nobody has left feedback on Vera in the ERC-8004 reputation registry yet; plans assessed are not feedback'
        : r.reputation
    fill(el,
      h('dl', { class: 'summary' },
        h('div', {}, h('dt', {}, 'Plans assessed'), h('dd', {}, String(rec.totalRecommendations))),
        h('div', {}, h('dt', {}, 'Plans executed'), h('dd', {}, String(rec.executedCount))),
        h('div', {}, h('dt', {}, 'Executed'), h('dd', {}, usd(rec.totalExecutedUsd))),
        h('div', {}, h('dt', {}, 'Reputation'), h('dd', { id: 'reputation' }, reputation))),
      rec.recentRecommendations.length === 0
        ? h('p', { class: 'muted' }, 'No plan is on the record yet.')
        : h('div', { class: 'scroll' }, h('table', { class: 'record' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Plan'), h('th', { scope: 'col' }, 'Recorded'), h('th', { scope: 'col' }, 'Risk'), h('th', { scope: 'col' }, 'Spent'), h('th', { scope: 'col' }, 'Transaction'))),
          h('tbody', {}, ...rec.recentRecommendations.map((p) =>
            h('tr', {}, h('th', { scope: 'row' }, h('code', {}, shortAddress(p.planId))),
              h('td', { class: 'date' }, times.has(p.blockNumber) ? dateTime(times.get(p.blockNumber)) : `block ${p.blockNumber}`), h('td', {}, bpsAsPct(p.riskScore)),
              h('td', {}, p.usdcSpent === undefined ? 'not executed' : usd(p.usdcSpent)), h('td', {}, explorerLink(card, 'tx', p.txHash))))))))
  } catch (x) {
    fill(el, h('p', { class: 'error' }, `The record is unavailable: ${(x as Error).message}`))
  }
}

interface PastedAssessment {
  planId: `0x${string}`
  assessedRisk: number
  maxRisk: number
  expiry: string | number
  signature: `0x${string}`
}

function showVerify(contracts: Contracts, live: `0x${string}` | null): void {
  const last = localStorage.getItem(lastAssessmentKey)
  const area = h('textarea', { id: 'assessment', rows: 6, spellcheck: 'false' }, last ?? '')
  const out = h('div', { id: 'verify-result', 'aria-live': 'polite' })
  const form = h('form', { id: 'verify-form' },
    h('p', {}, last ? 'The last assessment made in the app on this browser is below; or paste any other (the JSON POST /api/commit-plan returns).' : 'Paste an assessment (the JSON POST /api/commit-plan returns).'),
    h('label', { for: 'assessment' }, 'Assessment (JSON)'),
    area,
    h('button', { type: 'submit', id: 'verify-button' }, 'Verify'),
    out)
  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    fill(out)
    let a: PastedAssessment
    try {
      a = JSON.parse(area.value) as PastedAssessment
      if (!a.planId || !a.signature) throw new Error('it needs planId and signature')
    } catch (x) {
      fill(out, h('p', { class: 'refusal', role: 'alert' }, `That is not an assessment: ${(x as Error).message}.`))
      return
    }
    try {
      const recovered = await recoverTypedDataAddress({
        domain: { name: 'AgentRecord', version: '1', chainId: contracts.chainId, verifyingContract: contracts.agentRecord },
        types: { RiskInference: [
          { name: 'planId', type: 'bytes32' }, { name: 'assessedRisk', type: 'uint16' },
          { name: 'maxRisk', type: 'uint16' }, { name: 'expiry', type: 'uint256' }] },
        primaryType: 'RiskInference',
        message: { planId: a.planId, assessedRisk: a.assessedRisk, maxRisk: a.maxRisk, expiry: BigInt(a.expiry) },
        signature: a.signature,
      })
      const ok = live !== null && isAddressEqual(recovered, live)
      fill(out,
        h('p', {}, 'Recovered signer: ', h('code', { id: 'recovered' }, recovered), '.'),
        live === null
          ? h('p', { class: 'refusal' }, 'The record contract could not be read, so there is nothing to compare with.')
          : h('p', { class: ok ? 'ok' : 'refusal', id: 'verdict' }, ok
            ? `Verified: Vera’s agent key signed this assessment (risk ${bpsAsPct(a.assessedRisk)}, ceiling ${bpsAsPct(a.maxRisk)}).`
            : `Not Vera’s: the record contract’s signer is ${live}.`))
    } catch (x) {
      fill(out, h('p', { class: 'refusal', role: 'alert' }, `The signature does not recover: ${(x as Error).message.split('\n')[0]}`))
    }
  })
  fill(byId('verify'), form)
}

async function main(): Promise<void> {
  try {
    const [card, contracts] = await Promise.all([getJSON<Card>('/.well-known/agent-card.json'), getJSON<Contracts>('/api/contracts')])
    showCard(card)
    const [live] = await Promise.all([showSigner(card, contracts), showRecord(card, contracts)])
    showVerify(contracts, live)
  } catch (x) {
    fill(byId('card'), h('p', { class: 'error' }, `The card is unavailable: ${(x as Error).message}`))
  }
  document.body.setAttribute('data-ready', 'true')
}

void main()
