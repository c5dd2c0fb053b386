import { afterEach, describe, expect, it } from 'vitest'
import type { AppKit } from './AppKit.ts'
import { createAppKit } from './createAppKit.ts'
import { fakeChainAdapter } from './adapters/testing/fakeChainAdapter.ts'
import { Storage } from './services/Storage.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
let appKit: AppKit | undefined

/** What a page remembers of an EVM connection from the last visit. */
function rememberConnection(): void {
  const storage = new Storage(window.localStorage)
  storage.set('connectionStatus', 'connected')
  storage.set('connectedNamespaces', ['eip155'])
  storage.set('connectedConnectorIds', { eip155: 'eip155-wallet' })
  storage.set('activeNamespace', 'eip155')
}

afterEach(() => {
  appKit?.destroy()
  localStorage.clear()
})

describe("AppKit's enableReconnect", () => {
  it('by default, restores the connection remembered from the last visit', async () => {
    rememberConnection()
    const fake = fakeChainAdapter()
    appKit = createAppKit({ projectId: 'reconnect', networks, adapters: [fake.definition] })
    // The reconnect loads the adapter and the deferred runtime first: seconds on a busy machine (poll's default is 1 s).
    await expect.poll(() => appKit?.getIsConnectedState(), { timeout: 15_000 }).toBe(true)
    expect(fake.calls).toContain('reconnect eip155-wallet')
  })

  it('false: starts disconnected and asks no wallet', async () => {
    rememberConnection()
    const fake = fakeChainAdapter()
    appKit = createAppKit({ projectId: 'reconnect', networks, adapters: [fake.definition], enableReconnect: false })
    await appKit.ready
    expect(appKit.getAccount().status).toBe('disconnected')
    expect(fake.calls.filter((call) => call.startsWith('reconnect'))).toEqual([])
  })
})
