import { ProviderError } from '@portico/kernel'
import { createPublicClient, encodeFunctionData, erc20Abi, http } from 'viem'
import type { Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { TestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { EvmAdapter } from './EvmAdapter.ts'
import type { EvmCalls } from './EvmCalls.ts'
import { evm } from './evm.ts'
import { anvilNetwork } from './testing/anvilNetwork.ts'
import { recordingContext } from './testing/recordingContext.ts'

const mnemonic = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(mnemonic, { addressIndex: 0 }).address
const receiver = mnemonicToAccount(mnemonic, { addressIndex: 5 }).address

const chain = await startAnvil({ chainId: 31337 })
afterAll(() => chain.stop())
const token = await deployToken(chain.rpcUrl)
const network = anvilNetwork(31337, chain.rpcUrl)
const reader = createPublicClient({ transport: http(chain.rpcUrl) })

const approve = (spender: Address, amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }) })
const transferFrom = (amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [owner, receiver, amount] }) })
const allowance = (spender: Address) => reader.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] })
const balanceOf = (address: Address) => reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

let adapter: EvmAdapter | undefined

/** The adapter's `eip155:calls`, connected to a test wallet (atomic batches or not). */
async function callsThrough(wallet: TestWallet): Promise<EvmCalls> {
  adapter = await evm({ connectors: [{ id: 'test-wallet', name: 'Portico Test Wallet', provider: wallet.provider }], discover: false }).load(recordingContext([network]))
  await adapter.connect('test-wallet')
  return adapter.extensions['eip155:calls']
}

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => undefined,
    (error: unknown) => error,
  )
}

beforeEach(() => () => adapter?.destroy?.())

describe('eip155:calls: one call at a time', () => {
  it('sends an ERC-20 approve from the connected account; waitForCall resolves success with its hash once it is included', async () => {
    const calls = await callsThrough(createTestWallet({ chains: { 31337: chain.rpcUrl } }))
    const hash = await calls.sendCall(approve(receiver, 1234n), network)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await calls.waitForCall(hash, network)).toEqual({ status: 'success', hashes: [hash] })
    expect(await allowance(receiver)).toBe(1234n)
    const transaction = await reader.getTransaction({ hash: hash as Address })
    expect({ from: transaction.from.toLowerCase(), to: transaction.to?.toLowerCase(), value: transaction.value }).toEqual({ from: owner.toLowerCase(), to: token.toLowerCase(), value: 0n })
  })

  it('a call that would revert is an "execution reverted" error that keeps the revert reason, and nothing is sent', async () => {
    const calls = await callsThrough(createTestWallet({ chains: { 31337: chain.rpcUrl } }))
    const nonce = await reader.getTransactionCount({ address: owner })
    const error = await thrown(() => calls.sendCall(transferFrom(10n), network))
    expect(error).toBeInstanceOf(ProviderError)
    // SPEC §8's node error, the node's words (with the reason) in its details.
    expect(error).toMatchObject({ nodeError: 'EXECUTION_REVERTED', shortMessage: 'The contract reverted the transaction.' })
    expect((error as ProviderError).details).toMatch(/execution reverted: PTT: allowance too low/)
    expect(await reader.getTransactionCount({ address: owner })).toBe(nonce)
  })

  it('a declined call throws a ProviderError with code 4001', async () => {
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl } })
    const calls = await callsThrough(wallet)
    wallet.setPolicy('reject')
    expect(await thrown(() => calls.sendCall(approve(receiver, 1n), network))).toMatchObject({ code: 4001 })
  })

  it('refuses a wallet on another chain than the network, and what is not calldata or a hash (-32602)', async () => {
    const calls = await callsThrough(createTestWallet({ chains: { 31337: chain.rpcUrl } }))
    expect(await thrown(() => calls.sendCall(approve(receiver, 1n), anvilNetwork(31338, chain.rpcUrl)))).toMatchObject({ shortMessage: expect.stringMatching(/does not match the target chain/) })
    expect(await thrown(() => calls.sendCall({ to: token, data: 'approve' }, network))).toMatchObject({ code: -32602 })
    expect(await thrown(() => calls.waitForCall('not-a-hash', network))).toMatchObject({ code: -32602 })
  })
})

describe('eip155:calls: atomic batches (EIP-5792)', () => {
  it('supportsAtomicBatch is false for a wallet without EIP-5792, true for one that runs batches atomically, and asked once per connection and chain', async () => {
    expect(await (await callsThrough(createTestWallet({ chains: { 31337: chain.rpcUrl } }))).supportsAtomicBatch(network)).toBe(false)
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl }, atomicBatches: true })
    const calls = await callsThrough(wallet)
    expect(await calls.supportsAtomicBatch(network)).toBe(true)
    expect(await calls.supportsAtomicBatch(network)).toBe(true)
    expect(await calls.supportsAtomicBatch(anvilNetwork(1, chain.rpcUrl))).toBe(false)
    expect(wallet.methods.filter((method) => method === 'wallet_getCapabilities')).toHaveLength(2)
    await adapter?.disconnect()
    expect(await calls.supportsAtomicBatch(network)).toBe(false)
  })

  it('sends an approve and a transferFrom that needs it as one batch: both land, success with both hashes', async () => {
    const calls = await callsThrough(createTestWallet({ chains: { 31337: chain.rpcUrl }, atomicBatches: true }))
    const before = await balanceOf(receiver)
    const outcome = await calls.sendAtomicBatch([approve(owner, 25n), transferFrom(25n)], network)
    expect(outcome.status).toBe('success')
    expect(outcome.hashes).toHaveLength(2)
    const receipts = await Promise.all(outcome.hashes.map((hash) => reader.getTransactionReceipt({ hash: hash as Address })))
    expect(receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(await balanceOf(receiver)).toBe(before + 25n)
    expect(await allowance(owner)).toBe(0n)
  })

  it('a batch whose second call reverts leaves the first undone: reverted, the allowance as it was', async () => {
    const calls = await callsThrough(createTestWallet({ chains: { 31337: chain.rpcUrl }, atomicBatches: true }))
    const [allowanceBefore, balanceBefore] = await Promise.all([allowance(owner), balanceOf(receiver)])
    expect(await calls.sendAtomicBatch([approve(owner, 5n), transferFrom(10n)], network)).toEqual({ status: 'reverted', hashes: [] })
    expect(await allowance(owner)).toBe(allowanceBefore)
    expect(await balanceOf(receiver)).toBe(balanceBefore)
  })

  it('a declined batch throws 4001; a wallet without batches refuses it (4200)', async () => {
    const wallet = createTestWallet({ chains: { 31337: chain.rpcUrl }, atomicBatches: true })
    const calls = await callsThrough(wallet)
    wallet.setPolicy('reject')
    expect(await thrown(() => calls.sendAtomicBatch([approve(owner, 1n)], network))).toMatchObject({ code: 4001 })
    const plain = await callsThrough(createTestWallet({ chains: { 31337: chain.rpcUrl } }))
    expect(await thrown(() => plain.sendAtomicBatch([approve(owner, 1n)], network))).toMatchObject({ code: 4200 })
  })
})
