import { ProviderError } from '@portico/kernel'
import { createPublicClient, createWalletClient, custom, http, parseEther, UserRejectedRequestError, verifyMessage } from 'viem'
import type { Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import { createTestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { TestWallet } from '../../../tests/harness/testWallet/createTestWallet.ts'
import type { EvmAdapter } from './EvmAdapter.ts'
import type { EvmWalletProvider } from './EvmWalletProvider.ts'
import { evm } from './evm.ts'
import { anvilNetwork } from './testing/anvilNetwork.ts'
import { recordingContext } from './testing/recordingContext.ts'
import type { RecordingContext } from './testing/recordingContext.ts'

const mnemonic = 'test test test test test test test test test test test junk'
const account = (index: number) => mnemonicToAccount(mnemonic, { addressIndex: index }).address

const first = await startAnvil({ chainId: 31337 })
const second = await startAnvil({ chainId: 31338 })
afterAll(() => Promise.all([first.stop(), second.stop()]))
const networkA = anvilNetwork(31337, first.rpcUrl)
const networkB = anvilNetwork(31338, second.rpcUrl)
const reader = createPublicClient({ transport: http(first.rpcUrl) })

let wallet: TestWallet
let context: RecordingContext
let adapter: EvmAdapter

beforeEach(async () => {
  wallet = createTestWallet({ chains: { 31337: first.rpcUrl } })
  context = recordingContext([networkA, networkB])
  adapter = await evm({ connectors: [{ id: 'test-wallet', name: 'Portico Test Wallet', provider: wallet.provider }], discover: false }).load(context)
  return () => adapter.destroy?.()
})

async function connected(): Promise<EvmWalletProvider> {
  await adapter.connect('test-wallet', networkA)
  const provider = adapter.walletProvider()
  if (!provider) throw new Error('No wallet provider once connected')
  return provider
}

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => undefined,
    (error: unknown) => error,
  )
}

/** Every event the provider emits, written down in order as `event payload`. */
function recordEvents(provider: EvmWalletProvider): string[] {
  const events: string[] = []
  for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) {
    provider.on(event, (payload) => {
      const shown = payload instanceof ProviderError ? `code ${payload.code}` : JSON.stringify(payload)
      events.push(`${event} ${shown}`)
    })
  }
  return events
}

describe('walletProvider(): one EIP-1193 provider for the host', () => {
  it('is undefined before a connection and after it, and the same object across connections', async () => {
    expect(adapter.walletProvider()).toBeUndefined()
    const provider = await connected()
    await adapter.disconnect()
    expect(adapter.walletProvider()).toBeUndefined()
    expect(await thrown(() => provider.request({ method: 'eth_accounts' }))).toMatchObject({ code: 4900, message: 'The wallet is disconnected from all chains.' })
    expect(await connected()).toBe(provider)
    // The same object is there before any connection, for bridges that listen from the start.
    expect(adapter.provider).toBe(provider)
    const reloaded = await evm({ connectors: [{ id: 'test-wallet', name: 'Portico Test Wallet', provider: wallet.provider }], discover: false }).load(context)
    await reloaded.reconnect?.('test-wallet')
    expect(reloaded.walletProvider()).toBeDefined()
    expect(reloaded.walletProvider()).not.toBe(provider)
    reloaded.destroy?.()
  })

  it('answers eth_accounts and eth_chainId from the connected wallet', async () => {
    const provider = await connected()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account(0)])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await adapter.switchNetwork(networkB)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('personal_sign: the signature verifies with viem', async () => {
    const provider = await connected()
    const message = 'Sign in to the host app'
    const signature = (await provider.request({ method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, account(0)] })) as Hex
    expect(await verifyMessage({ address: account(0), message, signature })).toBe(true)
    expect(await verifyMessage({ address: account(1), message, signature })).toBe(false)
  })

  it('eth_sendTransaction moves exactly the value; the sender also pays the gas', async () => {
    const provider = await connected()
    const [from, to] = [account(0), account(4)]
    const [fromBefore, toBefore] = await Promise.all([reader.getBalance({ address: from }), reader.getBalance({ address: to })])
    const value = parseEther('0.75')
    const hash = (await provider.request({ method: 'eth_sendTransaction', params: [{ from, to, value: `0x${value.toString(16)}` }] })) as Hex
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(await reader.getBalance({ address: to })).toBe(toBefore + value)
    expect(await reader.getBalance({ address: from })).toBe(fromBefore - value - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it('a declined request rejects with the wallet\'s code 4001 as a ProviderError { code, message }', async () => {
    const provider = await connected()
    wallet.setPolicy('reject')
    const error = await thrown(() => provider.request({ method: 'personal_sign', params: ['0x68690a', account(0)] }))
    expect(error).toBeInstanceOf(ProviderError)
    expect(error).toMatchObject({ code: 4001, shortMessage: 'The user rejected the request.', message: expect.stringMatching(/^The user rejected the request\./) })
  })

  it('refuses a request that is not { method: string } with -32600', async () => {
    const provider = await connected()
    // @ts-expect-error: a host without TypeScript passes a number
    const error = await thrown(() => provider.request({ method: 42 }))
    expect(error).toMatchObject({ code: -32600 })
  })

  it('works as the transport of a viem wallet client (as ethers and wagmi hosts use it)', async () => {
    const provider = await connected()
    const client = createWalletClient({ account: account(0), transport: custom(provider) })
    const signature = await client.signMessage({ message: 'Through viem' })
    expect(await verifyMessage({ address: account(0), message: 'Through viem', signature })).toBe(true)
    expect(await client.getAddresses()).toEqual([account(0)])
    expect(await client.getChainId()).toBe(31337)
    wallet.setPolicy('reject')
    const error = await thrown(() => client.signMessage({ message: 'No' }))
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('forwards to the provider a connector adapter holds (WalletConnect, the embedded wallet)', async () => {
    context.getProvider = (connectorId) => (connectorId === 'walletConnect' ? wallet.provider : undefined)
    const provided = await evm({ discover: false }).load(context)
    await provided.connect('walletConnect')
    const provider = provided.walletProvider()
    expect(await provider?.request({ method: 'eth_accounts' })).toEqual([account(0)])
    const signature = (await provider?.request({ method: 'personal_sign', params: ['0x6869', account(0)] })) as Hex
    expect(await verifyMessage({ address: account(0), message: 'hi', signature })).toBe(true)
    provided.destroy?.()
  })
})

describe('walletProvider(): events', () => {
  it('connect, then accountsChanged and chainChanged on a connect; each change once; disconnect then no accounts', async () => {
    const provider = await connected()
    await adapter.disconnect()
    const events = recordEvents(provider)
    await adapter.connect('test-wallet', networkA)
    expect(events.splice(0)).toEqual(['connect {"chainId":"0x7a69"}', `accountsChanged ["${account(0)}"]`, 'chainChanged "0x7a69"'])
    await adapter.switchNetwork(networkB)
    await adapter.switchNetwork(networkB)
    await adapter.switchNetwork(networkA)
    expect(events.splice(0)).toEqual(['chainChanged "0x7a6a"', 'chainChanged "0x7a69"'])
    wallet.selectAccount(2)
    expect(events.splice(0)).toEqual([`accountsChanged ["${account(2)}"]`])
    // A reconnect to what was already reported repeats nothing.
    await adapter.reconnect?.('test-wallet')
    expect(events.splice(0)).toEqual([])
    await adapter.disconnect()
    expect(events.splice(0)).toEqual(['disconnect code 4900', 'accountsChanged []'])
    await adapter.disconnect()
    expect(events).toEqual([])
  })

  it('the wallet ending the connection is a disconnect for the host', async () => {
    const provider = await connected()
    const events = recordEvents(provider)
    wallet.endConnection()
    expect(events).toEqual(['disconnect code 4900', 'accountsChanged []'])
    expect(adapter.walletProvider()).toBeUndefined()
  })

  it('once calls its listener once; removeListener and off stop a listener', async () => {
    const provider = await connected()
    const seen: unknown[] = []
    const onceListener = (payload: unknown) => void seen.push(`once ${String(payload)}`)
    const removed = (payload: unknown) => void seen.push(`removed ${String(payload)}`)
    provider.once('chainChanged', onceListener).on('chainChanged', removed).off('chainChanged', removed)
    const forgotten = (payload: unknown) => void seen.push(`forgotten ${String(payload)}`)
    provider.once('chainChanged', forgotten).removeListener('chainChanged', forgotten)
    await adapter.switchNetwork(networkB)
    await adapter.switchNetwork(networkA)
    expect(seen).toEqual(['once 0x7a6a'])
  })

  it('a host listener that throws is logged and breaks neither the adapter nor the other listeners', async () => {
    const provider = await connected()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const seen: unknown[] = []
      provider.on('chainChanged', () => {
        throw new Error('host bug')
      })
      provider.on('chainChanged', (chainId) => void seen.push(chainId))
      await expect(adapter.switchNetwork(networkB)).resolves.toBeUndefined()
      expect(seen).toEqual(['0x7a6a'])
      expect(logged).toHaveBeenCalledWith('[Portico] a wallet provider (eip155) chainChanged listener failed', expect.any(Error))
      expect(context.events).toEqual(['network eip155 eip155:31338'])
    } finally {
      logged.mockRestore()
    }
  })
})
