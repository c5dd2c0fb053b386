import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from './AppKit.ts'
import { createAppKit } from './createAppKit.ts'
import { fakeChainAdapter } from './adapters/testing/fakeChainAdapter.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const key = '@portico/connections'
const connected = JSON.stringify({ eip155: [{ connectorId: 'eip155-wallet', accounts: [{ address, type: 'eoa' }] }] })
let appKits: AppKit[] = []

/** Writes as another tab would, and dispatches the `storage` event a browser gives this one. */
function otherTabWrites(value: string, storageArea: globalThis.Storage = localStorage): void {
  const oldValue = storageArea.getItem(key)
  storageArea.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea }))
}

afterEach(() => {
  for (const appKit of appKits) appKit.destroy()
  appKits = []
  localStorage.clear()
  sessionStorage.clear()
})

describe('createAppKit follows the other tabs of the origin', () => {
  it("connects silently when another tab connects, and disconnects (adapter included) when it disconnects", async () => {
    const fake = fakeChainAdapter()
    const appKit = createAppKit({ projectId: 'tabs', networks, adapters: [fake.definition] })
    appKits.push(appKit)
    otherTabWrites(connected)
    await expect.poll(() => appKit.getIsConnectedState(), { timeout: 15_000 }).toBe(true)
    expect(appKit.getAddress()).toBe(address)
    expect(fake.calls).toContain('reconnect eip155-wallet')
    otherTabWrites('{}')
    await expect.poll(() => appKit.getIsConnectedState()).toBe(false)
    expect(fake.calls).toContain('disconnect')
    // Nothing written back: storage holds what the other tab wrote.
    expect(localStorage.getItem(key)).toBe('{}')
  })

  it('ignores sessionStorage, and stops listening once destroyed', async () => {
    const fake = fakeChainAdapter()
    const appKit = createAppKit({ projectId: 'tabs', networks, adapters: [fake.definition] })
    otherTabWrites(connected, sessionStorage)
    appKit.destroy()
    otherTabWrites(connected)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(appKit.getIsConnectedState()).toBe(false)
    expect(fake.calls).toEqual([])
    // Positive control: a live instance given the same event does connect.
    const live = createAppKit({ projectId: 'tabs', networks, adapters: [fakeChainAdapter().definition] })
    appKits.push(live)
    localStorage.clear()
    otherTabWrites(connected)
    await vi.waitFor(() => expect(live.getIsConnectedState()).toBe(true), { timeout: 15_000 })
  })
})
