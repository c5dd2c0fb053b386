import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '../model/Account.ts'
import { Storage } from '../services/Storage.ts'
import type { StorageBackend } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { connectionListOf } from '../store/connectionListOf.ts'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import { AdapterRegistry } from './AdapterRegistry.ts'
import { fakeChainAdapter } from './testing/fakeChainAdapter.ts'
import type { FakeChainAdapterOptions } from './testing/fakeChainAdapter.ts'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const otherAddress = '0x000000000000000000000000000000000000dEaD'

type Change = Pick<StorageEvent, 'key' | 'oldValue' | 'newValue' | 'storageArea'>

interface Tab {
  registry: AdapterRegistry
  root: ReturnType<typeof createTestRoot>
  wallet: ReturnType<typeof fakeChainAdapter>
  /** The `storage` events this tab received. */
  received: Change[]
}

/**
 * Tabs of one origin over one storage, as a browser has them: each tab writes through its own
 * storage object (its `storageArea`), and a write that changes a value reaches every other tab
 * as a `storage` event, later (never the tab that wrote).
 */
function browser() {
  const shared = memoryStorageBackend()
  const tabs: Tab[] = []
  const open = (options: FakeChainAdapterOptions = {}, enableReconnect = true): Tab => {
    const area: StorageBackend = {
      getItem: (key) => shared.getItem(key),
      removeItem: (key) => shared.removeItem(key),
      setItem: (key, newValue) => {
        const oldValue = shared.getItem(key)
        shared.setItem(key, newValue)
        if (oldValue === newValue) return
        for (const other of tabs) {
          if (other === tab) continue
          const change: Change = { key, oldValue, newValue, storageArea: other.root.storage.backend as globalThis.Storage }
          setTimeout(() => {
            other.received.push(change)
            other.registry.followOtherTab(change)
          })
        }
      },
    }
    const wallet = fakeChainAdapter(options)
    const root = createTestRoot({ adapters: [wallet.definition], enableReconnect }, new Storage(area))
    const tab: Tab = { registry: new AdapterRegistry([wallet.definition], root), root, wallet, received: [] }
    tabs.push(tab)
    return tab
  }
  /** Waits until no `storage` event is on its way (each tab's reaction included). */
  const settle = async () => {
    for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { open, settle, shared }
}

const accountOf = (value: string): Account => ({ namespace: 'eip155', address: value, type: 'eoa' })

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('followOtherTab: tabs of one origin agree', () => {
  it('a connect in one tab reconnects the other silently, and the other writes nothing back', async () => {
    const { open, settle } = browser()
    const a = open()
    const b = open()
    const followedInB: unknown[] = []
    const followedInA: unknown[] = []
    b.root.events.on('connection:followed', (payload) => followedInB.push(payload))
    a.root.events.on('connection:followed', (payload) => followedInA.push(payload))
    await a.registry.connect('eip155-wallet')
    await settle()
    await vi.waitFor(() => expect(b.root.connections.status).toBe('connected'))
    // Told once the follow is done, for a connecting view here to end as connected; not in the tab that connected.
    expect(followedInB).toEqual([{ namespace: 'eip155', connectorId: 'eip155-wallet' }])
    expect(followedInA).toEqual([])
    expect(b.wallet.calls).toContain('reconnect eip155-wallet')
    expect(b.wallet.calls.filter((call) => call.startsWith('connect'))).toEqual([])
    expect(b.root.connections.activeCaipAddress).toBe(`eip155:1:${address}`)
    await settle()
    // Positive control: the follower stored nothing, so tab A heard nothing.
    expect(a.received).toEqual([])
    expect(a.root.connections.status).toBe('connected')
  })

  it('a disconnect in one tab disconnects the other: its state at once, then its adapter; nothing echoes back', async () => {
    const { open, settle } = browser()
    const a = open()
    const b = open()
    await a.registry.connect('eip155-wallet')
    await settle()
    await vi.waitFor(() => expect(b.root.connections.status).toBe('connected'))
    const heardBefore = a.received.length
    await b.registry.disconnect()
    expect(b.wallet.calls).toContain('disconnect')
    await settle()
    expect(a.root.connections.status).toBe('disconnected')
    expect(a.root.connections.activeAddress).toBeUndefined()
    expect(a.wallet.calls).toContain('disconnect')
    expect(a.root.storage.get('connectionStatus')).toBe('disconnected')
    expect(a.received.length).toBeGreaterThan(heardBefore)
    // B's disconnect reached A; A's following wrote nothing, so B heard nothing back.
    expect(b.received.filter((change) => change.key === '@portico/connections')).toHaveLength(1)
  })

  it('and the reverse: a tab that connects second is followed, and its disconnect reaches the first', async () => {
    const { open, settle } = browser()
    const a = open()
    const b = open()
    await b.registry.connect('eip155-wallet')
    await settle()
    await vi.waitFor(() => expect(a.root.connections.status).toBe('connected'))
    await a.registry.disconnect()
    await settle()
    expect(b.root.connections.status).toBe('disconnected')
    expect(b.wallet.calls.filter((call) => call === 'disconnect')).toHaveLength(1)
  })

  it('a tab whose wallet cannot reconnect stays disconnected itself and leaves the other tab connected', async () => {
    const { open, settle } = browser()
    const a = open()
    const b = open({ reconnect: 'none' })
    const followedInB: unknown[] = []
    b.root.events.on('connection:followed', (payload) => followedInB.push(payload))
    await a.registry.connect('eip155-wallet')
    await settle()
    await vi.waitFor(() => expect(b.wallet.calls).toContain('reconnect eip155-wallet'))
    await settle()
    expect(b.root.connections.status).toBe('disconnected')
    expect(followedInB).toEqual([])
    expect(a.root.connections.status).toBe('connected')
    expect(a.root.storage.get('connectedNamespaces')).toEqual(['eip155'])
    expect(a.received).toEqual([])
  })

  it("follows another tab's account and network changes without storing them back", async () => {
    const { open, settle } = browser()
    const a = open()
    const b = open()
    await a.registry.connect('eip155-wallet')
    await settle()
    await vi.waitFor(() => expect(b.root.connections.status).toBe('connected'))
    const heardBefore = a.received.length
    a.wallet.context().onAccountsChanged('eip155', [accountOf(otherAddress)])
    a.wallet.context().onNetworkChanged('eip155', 'eip155:137')
    await settle()
    expect(b.root.connections.activeCaipAddress).toBe(`eip155:137:${otherAddress}`)
    expect(b.root.networks.active?.caipNetworkId).toBe('eip155:137')
    expect(a.received.length).toBe(heardBefore)
  })

  it('two tabs whose wallets disagree on the network do not ping-pong: the follower stores nothing back', async () => {
    const { open, settle } = browser()
    const a = open()
    const b = open({ walletNetworkId: 'eip155:137' })
    await a.registry.connect('eip155-wallet')
    await settle()
    await vi.waitFor(() => expect(b.root.connections.status).toBe('connected'))
    await settle()
    expect(b.wallet.calls).toContain('reconnect eip155-wallet')
    expect(a.root.connections.connectionOf('eip155').caipNetworkId).toBe('eip155:1')
    expect(a.root.storage.get('activeCaipNetworkId')).toBe('eip155:1')
    expect(a.received).toEqual([])
  })

  it('ignores foreign keys, another storage area, removals and values that do not decode', async () => {
    const { open, settle, shared } = browser()
    const a = open()
    await a.registry.connect('eip155-wallet')
    const area = a.root.storage.backend as globalThis.Storage
    const disconnectAll = JSON.stringify({})
    const connected = shared.getItem('@portico/connections')
    for (const change of [
      { key: 'connections', oldValue: connected, newValue: disconnectAll, storageArea: area },
      { key: '@other/connections', oldValue: connected, newValue: disconnectAll, storageArea: area },
      { key: '@portico/connections', oldValue: connected, newValue: disconnectAll, storageArea: null },
      { key: '@portico/connections', oldValue: connected, newValue: null, storageArea: area },
      { key: '@portico/connections', oldValue: connected, newValue: '{"eip155":', storageArea: area },
      { key: '@portico/connections', oldValue: connected, newValue: '{"eip155":[{"connectorId":7}]}', storageArea: area },
      { key: null, oldValue: null, newValue: null, storageArea: area },
    ]) {
      a.registry.followOtherTab(change)
    }
    await settle()
    expect(a.root.connections.status).toBe('connected')
    expect(a.wallet.calls).not.toContain('disconnect')
    // Positive control: the same change, well formed, does disconnect.
    a.registry.followOtherTab({ key: '@portico/connections', oldValue: connected, newValue: disconnectAll, storageArea: area })
    await settle()
    expect(a.root.connections.status).toBe('disconnected')
    expect(a.wallet.calls).toContain('disconnect')
  })

  it('a host that turned reconnecting off follows disconnects, never connects', async () => {
    const { open, settle } = browser()
    const a = open()
    const b = open({}, false)
    await a.registry.connect('eip155-wallet')
    await settle()
    expect(b.wallet.calls).toEqual([])
    expect(b.root.connections.connectionOf('eip155').status).toBe('disconnected')
  })

  it('leaves a connect under way in this tab alone', async () => {
    const { open, settle } = browser()
    const a = open()
    const b = open()
    b.root.connections.setConnecting('eip155', 'eip155-wallet')
    await a.registry.connect('eip155-wallet')
    await settle()
    expect(b.wallet.calls).toEqual([])
    expect(b.root.connections.connectionOf('eip155').status).toBe('connecting')
  })
})

describe('followOtherTab: several wallets at once', () => {
  it("a switch to another connection in one tab makes it the active one in the other, which lists the same connections", async () => {
    const { open, settle } = browser()
    const options: FakeChainAdapterOptions = {
      connectors: [
        { id: 'ada-wallet', type: 'ANNOUNCED', name: 'Ada Wallet', namespaces: ['eip155'] },
        { id: 'bob-wallet', type: 'ANNOUNCED', name: 'Bob Wallet', namespaces: ['eip155'] },
      ],
      addresses: { 'ada-wallet': address, 'bob-wallet': otherAddress },
    }
    const a = open(options)
    const b = open(options)
    await a.registry.connect('ada-wallet')
    await a.registry.connect('bob-wallet')
    await settle()
    await vi.waitFor(() => expect(b.root.connections.activeAddress).toBe(otherAddress))
    const { switchConnection } = await import('../actions/switchConnection.ts')
    await switchConnection({ root: a.root, adapters: a.registry }, { namespace: 'eip155', connectorId: 'ada-wallet' })
    await settle()
    await vi.waitFor(() => expect(b.root.connections.activeAddress).toBe(address))
    expect(b.wallet.calls).toContain('reconnect ada-wallet')
    const listed = (tab: Tab) => connectionListOf(tab.root).connectionsOf('eip155').map((each) => each.connectorId)
    expect(listed(a)).toEqual(['ada-wallet', 'bob-wallet'])
    expect(listed(b)).toEqual(['ada-wallet', 'bob-wallet'])
    expect(connectionListOf(b.root).recent).toEqual([])
  })
})
