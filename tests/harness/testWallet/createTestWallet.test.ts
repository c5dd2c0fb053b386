import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../anvil.ts'
import type { ApprovalRequest } from './ApprovalRequest.ts'
import type { KeyValueStorage } from './TestWalletMemory.ts'
import { createTestWallet } from './createTestWallet.ts'
import type { TestWallet } from './createTestWallet.ts'

const first = await startAnvil({ chainId: 31337 })
const second = await startAnvil({ chainId: 31338 })
afterAll(() => Promise.all([first.stop(), second.stop()]))

const mnemonic = 'test test test test test test test test test test test junk'
const account = (index: number) => mnemonicToAccount(mnemonic, { addressIndex: index }).address

function walletOnFirstChain(options: Partial<Parameters<typeof createTestWallet>[0]> = {}): TestWallet {
  return createTestWallet({ chains: { 31337: first.rpcUrl }, ...options })
}

function record(wallet: TestWallet, event: string): unknown[] {
  const seen: unknown[] = []
  wallet.provider.on(event, (payload) => seen.push(payload))
  return seen
}

async function failure(request: Promise<unknown>): Promise<{ code?: unknown; message?: unknown }> {
  return request.then(
    () => ({}),
    (error: unknown) => ({ code: (error as { code?: unknown }).code, message: (error as Error).message }),
  )
}

function memoryStorage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return { entries, getItem: (key) => entries.get(key) ?? null, setItem: (key, value) => void entries.set(key, value), removeItem: (key) => void entries.delete(key) }
}

describe('the test wallet: accounts and approval', () => {
  it('shows no account until the site is approved, then account 0 of anvil\'s mnemonic', async () => {
    const wallet = walletOnFirstChain()
    const changes = record(wallet, 'accountsChanged')
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([account(0)])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([account(0)])
    expect(changes).toEqual([[account(0)]])
  })

  it('rejects with { code: 4001, message: "User rejected the request." } under the reject policy', async () => {
    const wallet = walletOnFirstChain({ policy: 'reject' })
    expect(await failure(wallet.provider.request({ method: 'eth_requestAccounts' }))).toEqual({ code: 4001, message: 'User rejected the request.' })
    wallet.setPolicy('approve')
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([account(0)])
  })

  it('asks through its prompt under the prompt policy', async () => {
    const asked: ApprovalRequest[] = []
    let answer = false
    const wallet = walletOnFirstChain({ policy: 'prompt', prompt: async (request) => (asked.push(request), answer) })
    expect(await failure(wallet.provider.request({ method: 'eth_requestAccounts' }))).toMatchObject({ code: 4001 })
    answer = true
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(asked.map(({ method, title }) => `${method}: ${title}`)).toEqual(['eth_requestAccounts: Connect to this site', 'eth_requestAccounts: Connect to this site'])
    expect(asked[0]?.detail).toContain(account(0))
  })

  it('uses another account of the mnemonic when asked, and tells the site', async () => {
    const wallet = walletOnFirstChain({ accountIndex: 3 })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const changes = record(wallet, 'accountsChanged')
    wallet.selectAccount(4)
    expect(wallet.address).toBe(account(4))
    expect(changes).toEqual([[account(4)]])
  })

  it('revoking the permission hides the accounts; ending the connection from the wallet says disconnect (4900)', async () => {
    const wallet = walletOnFirstChain()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const changes = record(wallet, 'accountsChanged')
    expect(await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()
    expect(changes).toEqual([[]])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const disconnects = record(wallet, 'disconnect')
    wallet.endConnection()
    expect(disconnects).toMatchObject([{ code: 4900 }])
    expect(wallet.connected).toBe(false)
  })

  it('remembers its permission and chain in the storage it is given, as a page reload would find them', async () => {
    const storage = memoryStorage()
    const wallet = createTestWallet({ chains: { 31337: first.rpcUrl, 31338: second.rpcUrl }, storage })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const reloaded = createTestWallet({ chains: { 31337: first.rpcUrl, 31338: second.rpcUrl }, storage })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([account(0)])
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await reloaded.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(storage.entries.size).toBe(0)
  })
})

describe('the test wallet: chains', () => {
  it('answers 4902 for a chain it does not know; once added, switches to it and says chainChanged', async () => {
    const wallet = walletOnFirstChain()
    const changes = record(wallet, 'chainChanged')
    const switchTo = () => wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(await failure(switchTo())).toMatchObject({ code: 4902 })
    const params = [{ chainId: '0x7a6a', chainName: 'Anvil 31338', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [second.rpcUrl] }]
    expect(await wallet.provider.request({ method: 'wallet_addEthereumChain', params })).toBeNull()
    expect(await switchTo()).toBeNull()
    expect(changes).toEqual(['0x7a6a'])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Reads go to the node of the chain it is on.
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('31338')
  })

  it('a declined switch leaves it where it was', async () => {
    const wallet = createTestWallet({ chains: { 31337: first.rpcUrl, 31338: second.rpcUrl }, policy: 'reject' })
    expect(await failure(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))).toMatchObject({ code: 4001 })
    expect(wallet.chainId).toBe(31337)
  })
})

describe('the test wallet: signing and sending', () => {
  it('refuses to sign before the site is approved, or for another address (4100)', async () => {
    const wallet = walletOnFirstChain()
    const sign = (address: string) => wallet.provider.request({ method: 'personal_sign', params: ['0x6869', address] })
    expect(await failure(sign(account(0)))).toMatchObject({ code: 4100 })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(await failure(sign(account(1)))).toMatchObject({ code: 4100 })
  })

  it('personal_sign signs the hex message with the local account', async () => {
    const wallet = walletOnFirstChain()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const signature = (await wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', account(0)] })) as Hex
    expect(await verifyMessage({ address: account(0), message: 'hello', signature })).toBe(true)
  })

  it('eth_signTypedData_v4 signs typed data given as JSON', async () => {
    const wallet = walletOnFirstChain()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const typedData = { domain: { name: 'Test', chainId: 31337 }, types: { Note: [{ name: 'text', type: 'string' }] }, primaryType: 'Note', message: { text: 'hi' } } as const
    const signature = (await wallet.provider.request({ method: 'eth_signTypedData_v4', params: [account(0), JSON.stringify(typedData)] })) as Hex
    expect(await verifyTypedData({ ...typedData, address: account(0), signature })).toBe(true)
  })

  it('eth_sendTransaction signs locally and sends it raw to the node', async () => {
    const wallet = walletOnFirstChain()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const reader = createPublicClient({ transport: http(first.rpcUrl) })
    const before = await reader.getBalance({ address: account(9) })
    const hash = (await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: account(0), to: account(9), value: '0xde0b6b3a7640000' }] })) as Hex
    expect((await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(await reader.getBalance({ address: account(9) })).toBe(before + parseEther('1'))
  })

  it('passes the node\'s error on with its code and words', async () => {
    const wallet = walletOnFirstChain()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const error = await failure(wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: account(0), to: account(9), value: '0xffffffffffffffffffffffffffff' }] }))
    expect(typeof error.code).toBe('number')
    expect(error.message).toMatch(/insufficient funds/i)
  })

  it('answers 4200 for a method it does not have and -32602 for wrong params', async () => {
    const wallet = walletOnFirstChain()
    expect(await failure(wallet.provider.request({ method: 'wallet_sendCalls', params: [] }))).toMatchObject({ code: 4200 })
    expect(await failure(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 31338 }] }))).toMatchObject({ code: -32602 })
    expect(await failure(wallet.provider.request({ method: 'personal_sign', params: ['0x00'] }))).toMatchObject({ code: -32602 })
  })
})
