import { createPublicClient, encodeFunctionData, erc20Abi, http } from 'viem'
import type { Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { startAnvil } from '../anvil.ts'
import { deployToken } from '../deployToken.ts'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import { createTestWallet } from './createTestWallet.ts'
import type { TestWallet } from './createTestWallet.ts'

const first = await startAnvil({ chainId: 31337 })
afterAll(() => first.stop())
const token = await deployToken(first.rpcUrl)
const reader = createPublicClient({ transport: http(first.rpcUrl) })

const mnemonic = 'test test test test test test test test test test test junk'
const account = (index: number) => mnemonicToAccount(mnemonic, { addressIndex: index }).address
const owner = account(0)
const receiver = account(4)

interface CallsStatus {
  version: string
  id: string
  chainId: string
  status: number
  atomic: boolean
  receipts: { status: string; transactionHash: Address; logs: unknown[] }[]
}

const approve = (spender: Address, amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }) })
const transferFrom = (amount: bigint) => ({ to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [owner, receiver, amount] }) })
const allowance = () => reader.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, owner] })
const balanceOf = (address: Address) => reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

async function connected(options: Partial<Parameters<typeof createTestWallet>[0]> = {}): Promise<TestWallet> {
  const wallet = createTestWallet({ chains: { 31337: first.rpcUrl }, atomicBatches: true, ...options })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}

function sendCalls(wallet: TestWallet, calls: { to: Address; data: string }[], chainId = '0x7a69'): Promise<unknown> {
  return wallet.provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId, from: owner, atomicRequired: true, calls }] })
}

/** The batch's status once it is no longer pending (100). */
async function finalStatus(wallet: TestWallet, id: string): Promise<CallsStatus> {
  return vi.waitFor(
    async () => {
      const status = (await wallet.provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as CallsStatus
      if (status.status === 100) throw new Error('still pending')
      return status
    },
    { timeout: 10_000, interval: 20 },
  )
}

async function failure(request: Promise<unknown>): Promise<{ code?: unknown; message?: unknown }> {
  return request.then(
    () => ({}),
    (error: unknown) => ({ code: (error as { code?: unknown }).code, message: (error as Error).message }),
  )
}

describe('the test wallet: atomic batches (EIP-5792)', () => {
  it('without the option, refuses wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus with 4200', async () => {
    const wallet = createTestWallet({ chains: { 31337: first.rpcUrl } })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(await failure(wallet.provider.request({ method: 'wallet_getCapabilities', params: [owner] }))).toMatchObject({ code: 4200 })
    expect(await failure(sendCalls(wallet, [approve(owner, 1n)]))).toMatchObject({ code: 4200 })
    expect(await failure(wallet.provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] }))).toMatchObject({ code: 4200 })
  })

  it('says atomic: supported for its chains, beside assetDiscovery when it discovers assets, and only for the chains asked', async () => {
    const wallet = await connected({ chains: { 31337: first.rpcUrl, 31338: 'http://127.0.0.1:1' }, assets: { tokens: { 31337: [token] } } })
    expect(await wallet.provider.request({ method: 'wallet_getCapabilities', params: [owner] })).toEqual({
      '0x7a69': { assetDiscovery: { supported: true }, atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'supported' } },
    })
    expect(await wallet.provider.request({ method: 'wallet_getCapabilities', params: [owner, ['0x7a6a']] })).toEqual({ '0x7a6a': { atomic: { status: 'supported' } } })
  })

  it('runs a batch whose second call needs the first with one approval: both land, status 200 with their receipts', async () => {
    const asked: ApprovalRequest[] = []
    const wallet = await connected({ prompt: async (request) => (asked.push(request), true) })
    wallet.setPolicy('prompt')
    const before = await balanceOf(receiver)
    const { id } = (await sendCalls(wallet, [approve(owner, 30n), transferFrom(30n)])) as { id: string }
    const status = await finalStatus(wallet, id)
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: true })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    const mined = await Promise.all(status.receipts.map((receipt) => reader.getTransactionReceipt({ hash: receipt.transactionHash })))
    expect(mined.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(await balanceOf(receiver)).toBe(before + 30n)
    expect(await allowance()).toBe(0n)
    expect(asked.map((request) => request.method)).toEqual(['wallet_sendCalls'])
    expect(asked[0]?.detail.split('\n')).toHaveLength(2)
  })

  it('a batch whose second call reverts leaves nothing of the first: status 500, no receipts, the allowance and nonce as before', async () => {
    const wallet = await connected()
    const [allowanceBefore, nonceBefore, balanceBefore] = await Promise.all([allowance(), reader.getTransactionCount({ address: owner }), balanceOf(receiver)])
    const { id } = (await sendCalls(wallet, [approve(owner, 5n), transferFrom(10n)])) as { id: string }
    const status = await finalStatus(wallet, id)
    expect(status).toMatchObject({ status: 500, atomic: true, receipts: [] })
    expect(await allowance()).toBe(allowanceBefore)
    expect(await reader.getTransactionCount({ address: owner })).toBe(nonceBefore)
    expect(await balanceOf(receiver)).toBe(balanceBefore)
  })

  it('declined, it throws 4001 and runs nothing; it refuses an unknown chain (5710), an unknown id (5730), and a site it has not approved (4100)', async () => {
    const wallet = await connected()
    wallet.setPolicy('reject')
    const nonceBefore = await reader.getTransactionCount({ address: owner })
    expect(await failure(sendCalls(wallet, [approve(owner, 1n)]))).toEqual({ code: 4001, message: 'User rejected the request.' })
    expect(await reader.getTransactionCount({ address: owner })).toBe(nonceBefore)
    expect(await failure(sendCalls(wallet, [approve(owner, 1n)], '0x1'))).toMatchObject({ code: 5710 })
    expect(await failure(wallet.provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }))).toMatchObject({ code: 5730 })
    expect(await failure(sendCalls(createTestWallet({ chains: { 31337: first.rpcUrl }, atomicBatches: true }), [approve(owner, 1n)]))).toMatchObject({ code: 4100 })
    expect(await failure(wallet.provider.request({ method: 'wallet_sendCalls', params: [{ version: '1.0', chainId: '0x7a69', calls: [] }] }))).toMatchObject({ code: -32602 })
  })
})
