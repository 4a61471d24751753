// Standard clients at Vera's bundler, unmodified: viem's createBundlerClient and createPaymasterClient
// pointed at POST /api/bundler, with the VeraAccount of vera-account.js, send a sponsored op from a
// fresh user's undeployed account that moves the owner's USDG in with a permit, buys the plan's
// assets and records its assessment; the receipt and the op are read back. permissionless's
// SimpleAccount speaks VeraAccount's userOps too.
//
// Run by api's TestViemClientsAtTheBundler, which starts a devnet and the routes and passes:
// VERA_URL (the API), RPC_URL (the devnet's JSON-RPC), TOKEN (a bearer token for commit-plan),
// OWNER_KEY and SIMPLE_OWNER_KEY (fresh owners the wallet directory vouched for; the first holds USDG).

import assert from 'node:assert/strict'
import test from 'node:test'

import { createPublicClient, defineChain, encodeFunctionData, http, maxUint256, parseAbi, parseSignature } from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { getEip712Domain } from 'viem/actions'
import { toSimpleSmartAccount } from 'permissionless/accounts'

import { spliceSignature, toVeraSmartAccount, veraAccountFactoryAbi } from './vera-account.js'

const { VERA_URL, RPC_URL, TOKEN, OWNER_KEY, SIMPLE_OWNER_KEY } = process.env
for (const [k, v] of Object.entries({ VERA_URL, RPC_URL, TOKEN, OWNER_KEY, SIMPLE_OWNER_KEY })) {
  if (!v) throw new Error(`${k} is not set: run this test through go test ./api -run TestViemClientsAtTheBundler`)
}

async function api(path, body, token) {
  const init =
    body === undefined
      ? {}
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        }
  const r = await fetch(VERA_URL + path, init)
  const text = await r.text()
  if (r.status !== 200) throw new Error(`${path}: ${r.status} ${text}`)
  return JSON.parse(text)
}

const contracts = await api('/api/contracts')
const chain = defineChain({
  id: contracts.chainId,
  name: 'Robinhood Chain devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC_URL] } },
})
const publicClient = createPublicClient({ chain, transport: http(RPC_URL) })
const bundlerTransport = http(`${VERA_URL}/api/bundler`)
const paymaster = createPaymasterClient({ transport: bundlerTransport })

const erc20 = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function nonces(address owner) view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
])
const recordAbi = parseAbi([
  'function record(bytes32 planId, bytes32 recHash, uint16 assessedRisk, uint16 maxRisk, uint256 expiry, bytes signature, address user, uint256 agentId, uint256 usdSpent, uint16 legs)',
])

test('a fresh user buys and records in one sponsored op through viem, the receipt and the op read back', async () => {
  const owner = privateKeyToAccount(OWNER_KEY)
  const account = await toVeraSmartAccount({
    client: publicClient,
    owner,
    factory: contracts.accountFactory,
    entryPoint: contracts.entryPoint,
  })
  assert.equal(await account.isDeployed(), false, 'a fresh user starts with an undeployed account')
  const bundler = createBundlerClient({ account, client: publicClient, paymaster, transport: bundlerTransport })
  assert.equal(await bundler.getChainId(), contracts.chainId)
  assert.deepEqual(await bundler.getSupportedEntryPoints(), [contracts.entryPoint])

  // The plan: a draft from a goal, assessed and signed for the account by commit-plan.
  const amountUsd = 25
  const usdg = BigInt(amountUsd) * 1_000_000n
  const draft = await api('/api/allocate', { goal: 'steady growth with big tech', amountUsd })
  const plan = await api('/api/commit-plan', { address: account.address, amountUsd, allocation: draft }, TOKEN)

  // The owner's USDG moves in with a permit (EIP-2612), signed by the owner now.
  const { domain } = await getEip712Domain(publicClient, { address: contracts.usdg })
  const nonce = await publicClient.readContract({ address: contracts.usdg, abi: erc20, functionName: 'nonces', args: [owner.address] })
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
  const permitSig = parseSignature(
    await owner.signTypedData({
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
      message: { owner: owner.address, spender: account.address, value: usdg, nonce, deadline },
    }),
  )
  const calls = [
    {
      to: contracts.usdg,
      data: encodeFunctionData({
        abi: erc20,
        functionName: 'permit',
        args: [owner.address, account.address, usdg, deadline, Number(permitSig.v), permitSig.r, permitSig.s],
      }),
    },
    { to: contracts.usdg, data: encodeFunctionData({ abi: erc20, functionName: 'transferFrom', args: [owner.address, account.address, usdg] }) },
    { to: contracts.usdg, data: encodeFunctionData({ abi: erc20, functionName: 'approve', args: [contracts.permit2, maxUint256] }) },
  ]

  // A quote per leg, signed by the account (ERC-1271 through the replay-safe wrapper, ERC-6492 while
  // undeployed) and spliced into its settlement.
  const legs = draft.allocations.map((a) => ({ symbol: a.symbol, usdg: BigInt(Math.round(a.weightPct * 100)) * usdg / 10_000n }))
  const spent = legs.reduce((s, l) => s + l.usdg, 0n)
  assert.ok(spent <= usdg)
  for (const leg of legs) {
    const q = await api('/api/quote', { mode: 'quote', side: 'buy', symbol: leg.symbol, sellAmount: leg.usdg.toString(), taker: account.address }, TOKEN)
    const signature = await account.signTypedData(q.toSign)
    calls.push({ to: q.tx.to, data: spliceSignature(q.tx.data, q.tx.signatureOffset, signature) })
  }
  calls.push({
    to: contracts.agentRecord,
    data: encodeFunctionData({
      abi: recordAbi,
      functionName: 'record',
      args: [plan.planId, plan.recHash, plan.assessedRisk, plan.maxRisk, BigInt(plan.expiry), plan.signature, account.address,
        BigInt(plan.agentId), spent, legs.length],
    }),
  })

  // viem does the rest: stub data, estimate, sponsorship, the owner's signature, send.
  const hash = await bundler.sendUserOperation({ calls })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 200, timeout: 30_000 })
  assert.equal(receipt.success, true, `op reverted: ${receipt.reason}`)
  assert.equal(receipt.sender.toLowerCase(), account.address.toLowerCase())
  assert.equal(receipt.entryPoint.toLowerCase(), contracts.entryPoint.toLowerCase())
  assert.equal(receipt.paymaster.toLowerCase(), contracts.paymaster.toLowerCase())
  assert.ok(receipt.actualGasCost > 0n && receipt.actualGasUsed > 0n)
  assert.equal(receipt.receipt.status, 'success')
  assert.ok(receipt.logs.length > 0, 'the op emitted its events')

  const op = await bundler.getUserOperation({ hash })
  assert.equal(op.userOperation.sender.toLowerCase(), account.address.toLowerCase())
  assert.equal(op.transactionHash, receipt.receipt.transactionHash)
  assert.equal(op.blockNumber, receipt.receipt.blockNumber)
  assert.equal(op.userOperation.factory?.toLowerCase(), contracts.accountFactory.toLowerCase(), 'the op deployed the account')
  // The estimate covered the gas the op used.
  const u = op.userOperation
  const limits = u.preVerificationGas + u.verificationGasLimit + u.callGasLimit + u.paymasterVerificationGasLimit + u.paymasterPostOpGasLimit
  assert.ok(receipt.actualGasUsed <= limits, `used ${receipt.actualGasUsed} of ${limits}`)
  console.log(`gas: used ${receipt.actualGasUsed}, limits ${limits} (pvg ${u.preVerificationGas}, verification ${u.verificationGasLimit}, call ${u.callGasLimit})`)

  // The account holds what it bought, and answers ERC-1271 for its owner's wrapped signatures.
  assert.equal(await account.isDeployed(), true)
  for (const leg of legs) {
    const asset = contracts.assets.find((a) => a.symbol === leg.symbol)
    const held = await publicClient.readContract({ address: asset.address, abi: erc20, functionName: 'balanceOf', args: [account.address] })
    assert.ok(held > 0n, `${leg.symbol} bought`)
  }
  const message = 'Vera: the account signs'
  assert.equal(await publicClient.verifyMessage({ address: account.address, message, signature: await account.signMessage({ message }) }), true)
  const other = await toVeraSmartAccount({ client: publicClient, owner, factory: contracts.accountFactory, entryPoint: contracts.entryPoint, salt: 1n })
  assert.equal(
    await publicClient.verifyMessage({ address: account.address, message, signature: await other.signMessage({ message }) }),
    false,
    "another account's signature of the same owner is not this account's",
  )
})

test("permissionless's SimpleAccount speaks VeraAccount's userOps", async () => {
  const owner = privateKeyToAccount(SIMPLE_OWNER_KEY)
  const simple = await toSimpleSmartAccount({
    client: publicClient,
    owner,
    factoryAddress: contracts.accountFactory,
    entryPoint: { address: contracts.entryPoint, version: '0.8' },
    index: 0n,
  })
  const expected = await publicClient.readContract({
    address: contracts.accountFactory,
    abi: veraAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  assert.equal(simple.address.toLowerCase(), expected.toLowerCase())
  const bundler = createBundlerClient({ account: simple, client: publicClient, paymaster, transport: bundlerTransport })
  const hash = await bundler.sendUserOperation({
    calls: [{ to: contracts.usdg, data: encodeFunctionData({ abi: erc20, functionName: 'approve', args: [contracts.permit2, 0n] }) }],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 200, timeout: 30_000 })
  assert.equal(receipt.success, true)
  // Its ERC-1271 signatures are not VeraAccount's wrapper: permissionless refuses to make them.
  await assert.rejects(simple.signMessage({ message: 'x' }))
})
