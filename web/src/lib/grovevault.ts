// A grove vault from the browser: its state read live, a deposit planned and bounded before any
// signature, and the deposit or the in-kind withdrawal sent as one sponsored userOp of the account.

import { encodeFunctionData, parseAbi, type PublicClient } from 'viem'

import type { Contracts } from './api'
import { erc20Abi, sendSponsored, signUsdgPermit, usdgBalance, usdgPermitCall, veraAccount, type Call, type Progress } from './chain'
import type { EIP1193Provider } from './signin'

export const groveVaultAbi = parseAbi([
  'function componentCount() view returns (uint256)',
  'function components(uint256) view returns (address)',
  'function feeds(uint256) view returns (address)',
  'function weightsBps(uint256) view returns (uint16)',
  'function venue() view returns (address)',
  'function totalShares() view returns (uint256)',
  'function managedUsd() view returns (uint256)',
  'function sharesOf(address) view returns (uint256)',
  'function depositsPaused() view returns (bool)',
  'function maxPriceAge() view returns (uint32)',
  'function deposit(uint256 usdAmount, uint256[] minOut, uint256 minShares, uint256 deadline) returns (uint256)',
  'function withdrawInKind(uint256 shares) returns (uint256[])',
  'error NotEnoughShares(uint256 have, uint256 want)',
  'error NoValueAdded()',
  'error NoPrice(address feed)',
  'error StalePrice(address feed, uint256 updatedAt)',
  'error DeadlinePassed(uint256 deadline)',
  'error SharesBelowMinimum(uint256 shares, uint256 minShares)',
  'error DepositsArePaused()',
  'error ZeroAmount()',
])

const venueAbi = parseAbi(['function quote(address sellToken, address buyToken, uint256 sellAmount) view returns (uint256)'])
const feedAbi = parseAbi(['function latestRoundData() view returns (uint80, int256, uint256, uint256, uint80)'])

/** How far a fill may fall short of its quote: the quote route's default slippage, 100 bps. */
export const slippageBps = 100n

/** A vault as one holder sees it: shares count in 6 decimals, dollars in USDG base units. */
export interface VaultState {
  address: `0x${string}`
  venue: `0x${string}`
  components: `0x${string}`[]
  feeds: `0x${string}`[]
  weightsBps: number[]
  totalShares: bigint
  managedUsd: bigint
  shares: bigint
  depositsPaused: boolean
  accountCash: bigint
  walletCash: bigint
}

export async function readVault(client: PublicClient, contracts: Contracts, vault: `0x${string}`, owner: `0x${string}`, account: `0x${string}`): Promise<VaultState> {
  const read = <T>(functionName: string, args: unknown[] = []) =>
    client.readContract({ address: vault, abi: groveVaultAbi, functionName, args } as Parameters<typeof client.readContract>[0]) as Promise<T>
  const n = Number(await read<bigint>('componentCount'))
  const idx = [...Array(n).keys()].map(BigInt)
  const [venue, components, feeds, weights, totalShares, managedUsd, shares, depositsPaused, accountCash, walletCash] = await Promise.all([
    read<`0x${string}`>('venue'),
    Promise.all(idx.map((i) => read<`0x${string}`>('components', [i]))),
    Promise.all(idx.map((i) => read<`0x${string}`>('feeds', [i]))),
    Promise.all(idx.map((i) => read<number>('weightsBps', [i]))),
    read<bigint>('totalShares'),
    read<bigint>('managedUsd'),
    read<bigint>('sharesOf', [account]),
    read<boolean>('depositsPaused'),
    usdgBalance(client, contracts, account),
    usdgBalance(client, contracts, owner),
  ])
  return { address: vault, venue, components, feeds, weightsBps: weights.map(Number), totalShares, managedUsd, shares, depositsPaused, accountCash, walletCash }
}

/** A deposit planned against live quotes: the bounds it is sent with. */
export interface DepositPlan {
  usdg: bigint
  minOut: bigint[]
  expectedShares: bigint
  minShares: bigint
  /** USDG pulled from the owner's wallet (the account's own cash is used first). */
  fromWallet: bigint
}

/**
 * Plans a deposit as the vault executes it: each leg's USDG by weight (the last takes the rest),
 * quoted on the vault's venue and valued at the feed prices the vault uses; the shares it would mint;
 * and the bounds (each leg's fill and the shares) 100 bps below, so a worse fill reverts.
 */
export async function planDeposit(client: PublicClient, contracts: Contracts, v: VaultState, usdg: bigint): Promise<DepositPlan> {
  let spent = 0n
  const legs = v.weightsBps.map((w, i) => {
    const leg = i + 1 === v.weightsBps.length ? usdg - spent : (usdg * BigInt(w)) / 10_000n
    spent += leg
    return leg
  })
  const [rounds, maxAge, block] = await Promise.all([
    Promise.all(v.feeds.map((f) => client.readContract({ address: f, abi: feedAbi, functionName: 'latestRoundData' }))),
    client.readContract({ address: v.address, abi: groveVaultAbi, functionName: 'maxPriceAge' }),
    client.getBlock(),
  ])
  // The vault refuses a deposit on any price that is not positive or older than its maxPriceAge.
  const stale = rounds.findIndex(([, answer, , updatedAt]) => answer <= 0n || updatedAt + BigInt(maxAge) < block.timestamp)
  if (stale >= 0) throw new Error(`holding ${stale + 1} of this grove has no fresh price, so the vault takes no deposits right now; withdrawing in kind still works.`)
  const quotes = await Promise.all(legs.map((leg, i) =>
    leg === 0n ? Promise.resolve(0n) : client.readContract({ address: v.venue, abi: venueAbi, functionName: 'quote', args: [contracts.usdg, v.components[i], leg] })))
  const prices = rounds.map(([, answer]) => answer)
  const added = quotes.reduce((sum, q, i) => sum + (q * prices[i]) / 10n ** 20n, 0n)
  const expectedShares = v.totalShares === 0n || v.managedUsd === 0n ? added : (v.totalShares * added) / v.managedUsd
  const keep = 10_000n - slippageBps
  return {
    usdg,
    minOut: quotes.map((q) => (q * keep) / 10_000n),
    expectedShares,
    minShares: (expectedShares * keep) / 10_000n,
    fromWallet: usdg > v.accountCash ? usdg - v.accountCash : 0n,
  }
}

type Sent = Awaited<ReturnType<typeof sendSponsored>>

/** Signs and sends the deposit: the wallet's part of the cash by permit, then approve and deposit. */
export async function deposit(client: PublicClient, contracts: Contracts, provider: EIP1193Provider, who: { owner: `0x${string}`; smartAccount: `0x${string}`; token?: string }, vault: `0x${string}`, plan: DepositPlan, progress: Progress): Promise<Sent> {
  const { owner, account } = await veraAccount(client, contracts, provider, who)
  const calls: Call[] = []
  if (plan.fromWallet > 0n) {
    progress('Signing the move of your cash into your account (1 signature)…')
    const { permit, deadline } = await signUsdgPermit(client, contracts, owner, who.smartAccount, plan.fromWallet)
    calls.push(
      usdgPermitCall(contracts, who.owner, who.smartAccount, plan.fromWallet, permit, deadline),
      { to: contracts.usdg, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [who.owner, who.smartAccount, plan.fromWallet] }) },
    )
  }
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
  calls.push(
    { to: contracts.usdg, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [vault, plan.usdg] }) },
    { to: vault, data: encodeFunctionData({ abi: groveVaultAbi, functionName: 'deposit', args: [plan.usdg, plan.minOut, plan.minShares, deadline] }) },
  )
  return sendSponsored(client, account, calls, progress, who.token)
}

/** Signs and sends the in-kind withdrawal of shares: the components themselves come to the account. */
export async function withdrawInKind(client: PublicClient, contracts: Contracts, provider: EIP1193Provider, who: { owner: `0x${string}`; smartAccount: `0x${string}`; token?: string }, vault: `0x${string}`, shares: bigint, progress: Progress): Promise<Sent> {
  const { account } = await veraAccount(client, contracts, provider, who)
  return sendSponsored(client, account, [{ to: vault, data: encodeFunctionData({ abi: groveVaultAbi, functionName: 'withdrawInKind', args: [shares] }) }], progress, who.token)
}

/** Six-decimal base units (USDG, shares) from a decimal string a person typed; null when it is not one. */
export function parseUnits6(s: string): bigint | null {
  const m = /^\s*(\d+)(?:\.(\d{0,6}))?\s*$/.exec(s)
  if (!m) return null
  return BigInt(m[1]) * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'))
}

/** Six-decimal base units as a decimal string, trailing zeros dropped. */
export function formatUnits6(v: bigint): string {
  const whole = v / 1_000_000n
  const frac = (v % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : `${whole}`
}
