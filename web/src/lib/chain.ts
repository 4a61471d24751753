// Chain 4663 from the browser: a public client for reads, the owner as a viem signer over the
// EIP-1193 wallet, the VeraAccount, and the one sponsored userOp of an investment.

import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  encodeFunctionData,
  hexToBytes,
  http,
  maxUint256,
  parseAbi,
  parseSignature,
  serializeErc6492Signature,
  type BaseError,
  type PublicClient,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  formatUserOperationRequest,
  getUserOperationError,
  toPackedUserOperation,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { getEip712Domain } from 'viem/actions'

import { spliceSignature, toVeraSmartAccount } from '../../sdk/vera-account.js'
import type { Assessment, Contracts, Quote } from './api'
import { pendingRefusal, pendingWords } from './failure'
import type { EIP1193Provider } from './signin'

export const erc20Abi = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function nonces(address owner) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
])

export const recordAbi = parseAbi([
  'function record(bytes32 planId, bytes32 recHash, uint16 assessedRisk, uint16 maxRisk, uint256 expiry, bytes signature, address user, uint256 agentId, uint256 usdSpent, uint16 legs)',
  'function agentSigner() view returns (address)',
  'error InferenceExpired()',
  'error RiskCeilingBreached(uint16 assessed, uint16 maxRisk)',
  'error BadSigner(address recovered)',
  'error PlanAlreadyRecorded(bytes32 planId)',
])

export function publicClientFor(rpc: string, contracts: Contracts): PublicClient {
  const chain = defineChain({
    id: contracts.chainId,
    name: 'Robinhood Chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  })
  return createPublicClient({ chain, transport: http(rpc) }) as PublicClient
}

/** The record contract's agentSigner(), read live. */
export function agentSigner(client: PublicClient, contracts: Contracts): Promise<`0x${string}`> {
  return client.readContract({ address: contracts.agentRecord, abi: recordAbi, functionName: 'agentSigner' })
}

export function usdgBalance(client: PublicClient, contracts: Contracts, who: `0x${string}`): Promise<bigint> {
  return client.readContract({ address: contracts.usdg, abi: erc20Abi, functionName: 'balanceOf', args: [who] })
}

/** One leg of an investment, quoted. */
export interface QuotedLeg {
  symbol: string
  usdg: bigint
  quote: Quote
}

export interface Investment {
  owner: `0x${string}`
  smartAccount: `0x${string}`
  usdg: bigint
  assessment: Assessment
  legs: QuotedLeg[]
  /** The signed-in person's bearer token: the relay serves a signed-in caller's estimates first. */
  token?: string
}

export type Progress = (step: string) => void

const paymasterAbi = parseAbi([
  'struct Limits { uint128 maxFeePerGas; uint128 maxPriorityFeePerGas; uint64 preVerificationGas; uint64 verificationGasLimit; uint64 callGasLimit; uint64 paymasterVerificationGasLimit; uint64 paymasterPostOpGasLimit; uint32 period; uint128 budgetPerPeriod; uint128 ownerBudgetPerPeriod; uint128 globalBudgetPerPeriod; }',
  'function limits() view returns (Limits)',
])

/**
 * The preVerificationGas cap of Vera's paymaster, read live from its limits() (docs/chain.md): the
 * relay prices an op's calldata into its preVerificationGas (docs/bundler.md), so a plan with more
 * purchases than the cap carries is refused by the sponsor; the app refuses it before any signature.
 */
export async function sponsorPreVerificationGasCap(client: PublicClient, contracts: Contracts): Promise<bigint> {
  const l = await client.readContract({ address: contracts.paymaster, abi: paymasterAbi, functionName: 'limits' })
  return BigInt(l.preVerificationGas)
}

const stubSignature65 = `0x${'11'.repeat(64)}1b` as const
const stubPaymasterData = `0x${'11'.repeat(117)}` as const

export type Call = { to: `0x${string}`; data: `0x${string}` }
type Account = Awaited<ReturnType<typeof toVeraSmartAccount>>

/** The owner as a viem signer over the provider, and its VeraAccount. */
export async function veraAccount(client: PublicClient, contracts: Contracts, provider: EIP1193Provider, inv: Pick<Investment, 'owner' | 'smartAccount'>) {
  const wallet = createWalletClient({ account: inv.owner, chain: client.chain, transport: custom(provider) })
  const owner = {
    address: inv.owner,
    signTypedData: (td: Parameters<typeof wallet.signTypedData>[0]) => wallet.signTypedData({ ...td, account: inv.owner }),
  }
  const account = await toVeraSmartAccount({ client, owner, factory: contracts.accountFactory, entryPoint: contracts.entryPoint, address: inv.smartAccount })
  return { owner, account }
}

/** The op's calls: the owner's cash in by permit, Permit2 approved, each leg settled, the assessment recorded. */
function investmentCalls(contracts: Contracts, inv: Investment, permit: `0x${string}`, deadline: bigint, legSignatures: `0x${string}`[]): Call[] {
  const calls: Call[] = [
    usdgPermitCall(contracts, inv.owner, inv.smartAccount, inv.usdg, permit, deadline),
    { to: contracts.usdg, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [inv.owner, inv.smartAccount, inv.usdg] }) },
    { to: contracts.usdg, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [contracts.permit2, maxUint256] }) },
  ]
  let spent = 0n
  inv.legs.forEach((leg, i) => {
    const tx = leg.quote.tx
    if (!tx) throw new Error(`${leg.symbol} has no firm quote: nothing was sent.`)
    calls.push({ to: tx.to, data: spliceSignature(tx.data, tx.signatureOffset, legSignatures[i]) })
    spent += leg.usdg
  })
  const a = inv.assessment
  calls.push({
    to: contracts.agentRecord,
    data: encodeFunctionData({
      abi: recordAbi,
      functionName: 'record',
      args: [a.planId, a.recHash, a.assessedRisk, a.maxRisk, BigInt(a.expiry), a.signature, inv.smartAccount, BigInt(a.agentId), spent, inv.legs.length],
    }),
  })
  return calls
}

/**
 * The preVerificationGas the relay will ask of this investment's op, computed as it does (docs/bundler.md)
 * with signatures of the real lengths, before anything is signed.
 */
export async function investmentPreVerificationGas(client: PublicClient, contracts: Contracts, provider: EIP1193Provider, inv: Investment): Promise<bigint> {
  const { account } = await veraAccount(client, contracts, provider, inv)
  const deployed = await account.isDeployed()
  const { factory, factoryData } = await account.getFactoryArgs()
  const legSig = deployed || !factory || !factoryData
    ? stubSignature65
    : serializeErc6492Signature({ address: factory, data: factoryData, signature: stubSignature65 })
  const calls = investmentCalls(contracts, inv, stubSignature65, 1n << 40n, inv.legs.map(() => legSig))
  return preVerificationGasOf(account, contracts, await account.encodeCalls(calls), deployed)
}

async function preVerificationGasOf(account: Account, contracts: Contracts, callData: `0x${string}`, deployed: boolean): Promise<bigint> {
  const wide = 1n << 24n
  const init = deployed ? {} : await account.getFactoryArgs()
  const packed = toPackedUserOperation({
    sender: account.address,
    nonce: 0n,
    ...init,
    callData,
    callGasLimit: wide,
    verificationGasLimit: wide,
    preVerificationGas: wide,
    maxFeePerGas: wide,
    maxPriorityFeePerGas: wide,
    paymaster: contracts.paymaster,
    paymasterVerificationGasLimit: wide,
    paymasterPostOpGasLimit: wide,
    paymasterData: stubPaymasterData,
    signature: stubSignature65,
  })
  const data = hexToBytes(encodeFunctionData({ abi: entryPoint08Abi, functionName: 'handleOps', args: [[packed], contracts.paymaster] }))
  let gas = 21_000n + 30_000n
  for (const b of data) gas += b === 0 ? 4n : 16n
  return gas
}

/** A sent operation's receipt: its transaction, the block that holds it, and whether it succeeded. */
export interface Sent {
  userOpHash: `0x${string}`
  txHash: `0x${string}`
  blockNumber: bigint
  success: boolean
  reason?: string
}

/**
 * Signs (the owner's USDG permit, one Permit2 witness per leg through the account, the userOp) and
 * sends the investment as one sponsored userOp through POST /api/bundler, then waits for its receipt.
 */
export async function invest(
  client: PublicClient,
  contracts: Contracts,
  provider: EIP1193Provider,
  inv: Investment,
  progress: Progress,
): Promise<Sent> {
  const { owner, account } = await veraAccount(client, contracts, provider, inv)
  progress('Signing the move of your cash into your account (1 signature)…')
  const { permit, deadline } = await signUsdgPermit(client, contracts, owner, inv.smartAccount, inv.usdg)
  const legSignatures: `0x${string}`[] = []
  for (const [i, leg] of inv.legs.entries()) {
    progress(`Signing the Permit2 transfer for ${leg.symbol} (${i + 1} of ${inv.legs.length})…`)
    if (!leg.quote.toSign) throw new Error(`${leg.symbol} has no firm quote: nothing was sent.`)
    legSignatures.push(await account.signTypedData(leg.quote.toSign as Parameters<typeof account.signTypedData>[0]))
  }
  const calls = investmentCalls(contracts, inv, permit, deadline, legSignatures)
  return sendSponsored(client, account, calls, progress, inv.token)
}

/** The owner's EIP-2612 permit letting spender pull value of USDG, valid ten minutes. */
export async function signUsdgPermit(
  client: PublicClient,
  contracts: Contracts,
  owner: Awaited<ReturnType<typeof veraAccount>>['owner'],
  spender: `0x${string}`,
  value: bigint,
): Promise<{ permit: `0x${string}`; deadline: bigint }> {
  const { domain } = await getEip712Domain(client, { address: contracts.usdg })
  const nonce = await client.readContract({ address: contracts.usdg, abi: erc20Abi, functionName: 'nonces', args: [owner.address] })
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
  const permit = await owner.signTypedData({
    domain: { name: domain.name, version: domain.version, chainId: Number(domain.chainId), verifyingContract: domain.verifyingContract },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner: owner.address, spender, value, nonce, deadline },
  })
  return { permit, deadline }
}

/** The USDG permit() call of a signed permit, its signature split as permit() takes it. */
export function usdgPermitCall(contracts: Contracts, owner: `0x${string}`, spender: `0x${string}`, value: bigint, permit: `0x${string}`, deadline: bigint): Call {
  const p = parseSignature(permit)
  return {
    to: contracts.usdg,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'permit', args: [owner, spender, value, deadline, Number(p.v ?? 27n), p.r, p.s] }),
  }
}

/**
 * Sends calls as one userOp of the account through POST /api/bundler with Vera's paymaster (the owner
 * signs the op), then waits for its receipt.
 */
export async function sendSponsored(
  client: PublicClient,
  account: Account,
  calls: Call[],
  progress: Progress,
  token?: string,
): Promise<Sent> {
  // The token marks the caller as signed in: under load the relay serves a signed-in person's gas
  // estimates ahead of anyone who merely names a known account (docs/bundler.md).
  const bundlerTransport = http(new URL('/api/bundler', location.href).href, token ? { fetchOptions: { headers: { authorization: `Bearer ${token}` } } } : {})
  const paymaster = createPaymasterClient({ transport: bundlerTransport })
  const bundler = createBundlerClient({ account, client, paymaster, transport: bundlerTransport })
  progress('Signing the one operation Vera sponsors…')
  // Signed once, so that the relay's refusal while another operation of the account is still being
  // confirmed (an Autopilot run, say) is retried without asking the owner again; prepared and signed
  // a second time only when that operation changed what this one was prepared against (it deployed
  // the account, or used the nonce).
  let userOpHash: `0x${string}` | undefined
  let waited = false
  while (userOpHash === undefined) {
    const prepared = (await bundler.prepareUserOperation({ calls })) as UserOperation<'0.8'>
    const op: UserOperation<'0.8'> = { ...prepared, signature: await account.signUserOperation(prepared) }
    try {
      userOpHash = await sendWhenFree(bundler, account.entryPoint.address, op, calls, progress, () => (waited = true))
    } catch (x) {
      if (!waited || pendingRefusal(x)) throw x
      waited = false
      progress('Your previous transaction is confirmed; signing this one again against it…')
    }
  }
  progress('Sent. Waiting for the chain to settle it…')
  const receipt = await bundler.waitForUserOperationReceipt({ hash: userOpHash, pollingInterval: 250, timeout: 60_000 })
  return { userOpHash, txHash: receipt.receipt.transactionHash, blockNumber: receipt.receipt.blockNumber, success: receipt.success, reason: receipt.reason }
}

/** How long an operation waits for the account's previous one to be confirmed before saying so. */
const pendingWaitMs = 20_000

/**
 * Sends the signed op with eth_sendUserOperation. The relay takes one operation of an account at a
 * time; while the previous one is still being confirmed (usually a block or two) it refuses the next,
 * which is sent again every second for up to 20 seconds, saying so (and calling waiting), and then
 * refused in words.
 */
async function sendWhenFree(
  bundler: { request: (args: { method: 'eth_sendUserOperation'; params: [RpcUserOperation, `0x${string}`] }, options?: { retryCount?: number }) => Promise<`0x${string}`> },
  entryPoint: `0x${string}`,
  op: UserOperation<'0.8'>,
  calls: Call[],
  progress: Progress,
  waiting: () => void,
): Promise<`0x${string}`> {
  const deadline = Date.now() + pendingWaitMs
  for (;;) {
    try {
      return await bundler.request({ method: 'eth_sendUserOperation', params: [formatUserOperationRequest(op), entryPoint] }, { retryCount: 0 })
    } catch (x) {
      const pending = pendingRefusal(x)
      if (!pending) throw getUserOperationError(x as BaseError, { ...op, calls })
      if (Date.now() >= deadline) throw new Error(`${pendingWords(pending)} Nothing was sent.`)
      waiting()
      progress(`Your previous transaction${pending.autopilot ? ' (an Autopilot run)' : ''} is still being confirmed; this one is sent as soon as it is…`)
      await new Promise((ok) => setTimeout(ok, 1_000))
    }
  }
}
