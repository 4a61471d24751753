// VeraAccount for viem: a SmartAccount over Vera's ERC-4337 account (EntryPoint v0.8).
//
// VeraAccount is the account-abstraction package's SimpleAccount (execute, executeBatch, the owner's
// raw signature over the v0.8 userOp hash) behind an ERC-1967 proxy at the factory's CREATE2 address
// for (owner, salt), plus ERC-1271 through a replay-safe wrapper: the owner signs
// VeraAccountMessage(bytes32 hash) under the account's own EIP-712 domain ("VeraAccount", "1", chainId,
// the account), so a signature made for one account is never valid for another of the same owner.
// viem's toSmartAccount adds the ERC-6492 wrapper while the account is undeployed; VeraAccount unwraps it.
//
// Use it with viem's createBundlerClient and createPaymasterClient pointed at Vera's POST /api/bundler,
// and a public client of the chain for reads and fees (docs/bundler.md):
//
//   const account = await toVeraSmartAccount({ client: publicClient, owner, factory, entryPoint })
//   const bundler = createBundlerClient({ account, client: publicClient, paymaster: createPaymasterClient(...), transport: http(url) })
//   const hash = await bundler.sendUserOperation({ calls })
//
// viem is a peer dependency: import this file through your bundler (or an import map) beside viem.

import { bytesToHex, decodeFunctionData, encodeFunctionData, hashMessage, hashTypedData, hexToBytes, parseAbi } from 'viem'
import { entryPoint08Abi, getUserOperationTypedData, toSmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'

/** VeraAccount's call interface (the reference SimpleAccount v0.8). */
export const veraAccountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function replaySafeHash(bytes32 hash) view returns (bytes32)',
  'function owner() view returns (address)',
])

/** VeraAccountFactory's interface. */
export const veraAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
])

/**
 * A well-formed ECDSA signature of nobody, for gas estimation: the account's validation runs through it
 * as through a real one and fails without reverting.
 */
export const stubSignature =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A quote's settlement call with the taker's signature in it (docs/quote.md): the signature is
 * tx.data's last argument, at `signatureOffset`; one of any length replaces the tail.
 * @param {`0x${string}`} data the quote's `tx.data`
 * @param {number} offset the quote's `tx.signatureOffset`
 * @param {`0x${string}`} signature
 * @returns {`0x${string}`}
 */
export function spliceSignature(data, offset, signature) {
  const d = hexToBytes(data)
  const s = hexToBytes(signature)
  const out = new Uint8Array(offset + Math.ceil(s.length / 32) * 32)
  out.set(d.subarray(0, offset - 32))
  new DataView(out.buffer).setBigUint64(offset - 8, BigInt(s.length))
  out.set(s, offset)
  return bytesToHex(out)
}

/**
 * The EIP-712 typed data the owner signs for the account's ERC-1271 check of `hash`.
 * @param {{ account: `0x${string}`, chainId: number, hash: `0x${string}` }} p
 */
export function replaySafeTypedData({ account, chainId, hash }) {
  return {
    domain: { name: 'VeraAccount', version: '1', chainId, verifyingContract: account },
    types: { VeraAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'VeraAccountMessage',
    message: { hash },
  }
}

/**
 * A viem SmartAccount for the VeraAccount of `owner` at `salt`.
 *
 * @param {object} p
 * @param {import('viem').Client} p.client A client of the chain (with `chain` set): reads the address, nonce and code.
 * @param {{ address: `0x${string}`, signTypedData: Function }} p.owner The owner: a viem LocalAccount, or any
 *   object with its address and an EIP-712 signTypedData (an embedded wallet).
 * @param {`0x${string}`} p.factory VeraAccountFactory's address (GET /api/contracts: accountFactory).
 * @param {`0x${string}`} p.entryPoint The EntryPoint v0.8 (GET /api/contracts: entryPoint).
 * @param {bigint} [p.salt] The factory salt (default 0).
 * @param {`0x${string}`} [p.address] The account's address, when known (skips one read).
 */
export async function toVeraSmartAccount({ client, owner, factory, entryPoint, salt = 0n, address }) {
  const sender =
    address ??
    (await readContract(client, {
      address: factory,
      abi: veraAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    }))
  let chainId = client.chain?.id
  const getChainId = async () => (chainId ??= Number(await client.request({ method: 'eth_chainId' })))
  const replaySafe = async (hash) =>
    owner.signTypedData(replaySafeTypedData({ account: sender, chainId: await getChainId(), hash }))

  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint, version: '0.8' },
    extend: { abi: veraAccountAbi, factory: { abi: veraAccountFactoryAbi, address: factory }, owner },

    async getAddress() {
      return sender
    },

    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: veraAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },

    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [c] = calls
        return encodeFunctionData({
          abi: veraAccountAbi,
          functionName: 'execute',
          args: [c.to, c.value ?? 0n, c.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: veraAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((c) => ({ target: c.to, value: c.value ?? 0n, data: c.data ?? '0x' }))],
      })
    },

    async decodeCalls(data) {
      const { functionName, args } = decodeFunctionData({ abi: veraAccountAbi, data })
      if (functionName === 'execute') return [{ to: args[0], value: args[1], data: args[2] }]
      if (functionName === 'executeBatch') return args[0].map((c) => ({ to: c.target, value: c.value, data: c.data }))
      throw new Error(`not a VeraAccount call: ${functionName}`)
    },

    async getStubSignature() {
      return stubSignature
    },

    // The v0.8 userOp hash is the EIP-712 hash of the op: signing its typed data gives the raw
    // signature over the hash that VeraAccount checks, from a local key or an EIP-1193 wallet alike.
    async signUserOperation(parameters) {
      const { chainId: id = await getChainId(), ...userOperation } = parameters
      return owner.signTypedData(
        getUserOperationTypedData({
          chainId: id,
          entryPointAddress: entryPoint,
          userOperation: { ...userOperation, sender, signature: '0x' },
        }),
      )
    },

    async signMessage({ message }) {
      return replaySafe(hashMessage(message))
    },

    async signTypedData(typedData) {
      return replaySafe(hashTypedData(typedData))
    },
  })
}
