import { parseAbi, parseEventLogs } from 'viem'
import type { Address, Hex, PublicClient } from 'viem'
import { expect } from 'vitest'
import { safeAddressOf } from '../harness/safeAddressOf.ts'
import type { SmartAccountContracts } from '../harness/SmartAccountContracts.ts'

const safeAbi = parseAbi(['function getOwners() view returns (address[])'])
// EntryPoint v0.7's record of each user operation it ran.
const entryPointAbi = parseAbi(['event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)'])

/** A Safe's first send, as a test saw it: the transaction's hash, and who should have sent what to whom. */
export interface FirstSafeSend {
  hash: Hex
  safe: Address
  receiver: Address
  value: bigint
  /** What the Safe's owner held before: it pays nothing. */
  ownerBalance: bigint
}

/**
 * Checks on the chain (`chain`, with `contracts`) that `send.hash` is the Safe's first send: mined,
 * the bundler's handleOps on the EntryPoint (not a transaction of the user's own) with exactly one
 * successful user operation whose sender is the Safe; the receiver gained exactly the value; the Safe
 * is now deployed, owned by one EOA whose Safe (the frame page's own derivation) is this address,
 * and that EOA paid nothing.
 */
export async function expectFirstSafeSend(reader: PublicClient, chain: { chainId: number; rpcUrl: string }, contracts: SmartAccountContracts, send: FirstSafeSend): Promise<void> {
  const { hash, safe, receiver, value, ownerBalance } = send
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await reader.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(contracts.entryPoint.toLowerCase())
  const operations = parseEventLogs({ abi: entryPointAbi, eventName: 'UserOperationEvent', logs: receipt.logs })
  expect(operations.map(({ args }) => ({ sender: args.sender.toLowerCase(), success: args.success }))).toEqual([{ sender: safe.toLowerCase(), success: true }])
  expect(await reader.getBalance({ address: receiver })).toBe(value)
  expect(await reader.getCode({ address: safe })).toMatch(/^0x[0-9a-f]+$/)
  const owners = await reader.readContract({ address: safe, abi: safeAbi, functionName: 'getOwners' })
  expect(owners).toHaveLength(1)
  const [owner] = owners
  if (!owner) throw new Error('the Safe has no owner')
  expect(owner.toLowerCase()).not.toBe(safe.toLowerCase())
  expect((await safeAddressOf(owner, chain, contracts)).toLowerCase()).toBe(safe.toLowerCase())
  expect(await reader.getBalance({ address: owner })).toBe(ownerBalance)
}
