// Sign-in: the one place a page gets a bearer token and the owner's EIP-1193 wallet.
//
// In `vera dev` on loopback, POST /dev/sign-in mints a token for a user id the person picks (the dev
// issuer's), and POST /dev/wallet is that user's embedded wallet as JSON-RPC, signing with the key
// dev mode keeps for the user: the browser holds no key.
//
// In production the token and the provider come from the identity provider's client SDK (Privy's
// embedded wallet is the reference). The integration point is `window.veraIdentity` (below), set by a
// script the operator adds to the shell; it is not exercised by this repository's tests.

import { getJSON, postJSON } from './api'
import type { PageConfig } from './config'
import { h } from './dom'

/** An EIP-1193 provider: what a wallet exposes to the page. */
export interface EIP1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>
}

/** A signed-in person: the bearer token for token routes and the wallet that signs as their owner. */
export interface Session {
  userId: string
  token: string
  provider: EIP1193Provider
  /** "dev" for the dev sign-in, "provider" for the identity provider's. */
  via: 'dev' | 'provider'
}

/** An embedded wallet as GET /api/me lists it. */
export interface Wallet {
  walletId: string
  owner: `0x${string}`
  smartAccount: `0x${string}`
}

/**
 * The production integration point (untested here): an object the operator's script puts on window,
 * wrapping the identity provider's SDK, e.g. for Privy `getAccessToken()` and the embedded wallet's
 * `getEthereumProvider()`.
 */
export interface IdentityProvider {
  userId(): Promise<string | null>
  getAccessToken(): Promise<string | null>
  getEthereumProvider(): Promise<EIP1193Provider>
  login(): Promise<void>
  logout(): Promise<void>
}

declare global {
  interface Window {
    veraIdentity?: IdentityProvider
  }
}

const storageKey = 'vera:dev-session'

/** A provider whose every request goes to the dev wallet of the token's user. */
export function devWallet(token: string): EIP1193Provider {
  let id = 0
  return {
    async request({ method, params = [] }) {
      const r = await postJSON<{ result?: unknown; error?: { code: number; message: string } }>(
        '/dev/wallet',
        { jsonrpc: '2.0', id: ++id, method, params },
        token,
      )
      if (r.error) throw Object.assign(new Error(r.error.message), { code: r.error.code })
      return r.result
    },
  }
}

/** Signs in as userId with the dev issuer (vera dev on loopback only). */
export async function devSignIn(userId: string): Promise<Session> {
  const r = await postJSON<{ token: string; userId: string }>('/dev/sign-in', { userId })
  sessionStorage.setItem(storageKey, JSON.stringify({ token: r.token, userId: r.userId }))
  return { userId: r.userId, token: r.token, provider: devWallet(r.token), via: 'dev' }
}

/** The session this tab already has, if any. */
export async function currentSession(cfg: PageConfig): Promise<Session | null> {
  const idp = window.veraIdentity
  if (idp) {
    const [userId, token] = await Promise.all([idp.userId(), idp.getAccessToken()])
    if (!userId || !token) return null
    return { userId, token, provider: await idp.getEthereumProvider(), via: 'provider' }
  }
  if (!cfg.devSignIn) return null
  const raw = sessionStorage.getItem(storageKey)
  if (!raw) return null
  const s = JSON.parse(raw) as { token: string; userId: string }
  return { ...s, provider: devWallet(s.token), via: 'dev' }
}

export async function signOut(s: Session): Promise<void> {
  sessionStorage.removeItem(storageKey)
  if (s.via === 'provider') await window.veraIdentity?.logout()
}

/** GET /api/me: the user's embedded wallets. */
export function me(s: Session): Promise<{ userId: string; wallets: Wallet[] }> {
  return getJSON('/api/me', s.token)
}

/**
 * The wallet whose owner signs, or a refusal in words: the owner that signs is GET /api/me's owner,
 * and the provider must be signing as exactly that address.
 */
export async function signingWallet(s: Session): Promise<{ wallet: Wallet } | { refusal: string }> {
  const { wallets } = await me(s)
  const wallet = wallets[0]
  if (!wallet) return { refusal: 'Your account has no embedded wallet yet, so there is nothing to sign with.' }
  const accounts = (await s.provider.request({ method: 'eth_requestAccounts' })) as string[]
  const active = accounts[0]
  if (!active || active.toLowerCase() !== wallet.owner.toLowerCase()) {
    return {
      refusal:
        `Your wallet is signing as ${active ?? 'no address'}, but your Vera account's owner is ${wallet.owner}. ` +
        'Only the owner can move your cash and sign for your account, so nothing will be signed. ' +
        'Switch your wallet to the owner address and reload.',
    }
  }
  return { wallet }
}

/** The sign-in form, or the reason there is none. onSession runs once signed in. */
export function signInForm(cfg: PageConfig, onSession: (s: Session) => void): HTMLElement {
  if (window.veraIdentity) {
    const idp = window.veraIdentity
    return h('div', { class: 'card' },
      h('button', { type: 'button', onclick: async () => { await idp.login(); const s = await currentSession(cfg); if (s) onSession(s) } }, 'Sign in'))
  }
  if (!cfg.devSignIn) {
    return h('div', { class: 'card notice' },
      h('p', {}, 'Sign-in is not configured on this server: it needs the identity provider’s client, which the operator adds to the page.'))
  }
  const err = h('p', { class: 'error', role: 'alert' })
  const input = h('input', { id: 'dev-user', name: 'userId', value: 'demo-1', autocomplete: 'username', required: true, pattern: '[A-Za-z0-9_.\\-]{1,64}' })
  const form = h('form', { class: 'card', id: 'dev-sign-in' },
    h('h2', {}, 'Sign in (development)'),
    h('p', { class: 'muted' }, 'This server runs ', h('code', {}, 'vera dev'), ': pick any user id. demo-1 to demo-3 start with USDG on the devnet. The dev wallet signs as that user’s embedded wallet; it exists only here, on loopback.'),
    h('label', { for: 'dev-user' }, 'User id'),
    input,
    h('button', { type: 'submit' }, 'Sign in'),
    err,
  )
  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    err.textContent = ''
    try {
      onSession(await devSignIn(input.value.trim()))
    } catch (x) {
      err.textContent = `Could not sign in: ${(x as Error).message}`
    }
  })
  return form
}
