import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { Account } from '../model/Account.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { ConnectionsStore } from './ConnectionsStore.ts'

const evm: Account = { namespace: 'eip155', address: '0x52908400098527886E0F7030069857D2E4169EE7', type: 'eoa' }
const solana: Account = { namespace: 'solana', address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', type: 'eoa' }

/** Two tabs' stores over one storage. */
function twoTabs() {
  const backend = memoryStorageBackend()
  return { a: new ConnectionsStore(new Storage(backend)), b: new ConnectionsStore(new Storage(backend)), stored: new Storage(backend) }
}

describe('SPEC §3 storage: connections, written per namespace and read by the other tabs (ConnectionsStore across tabs)', () => {
  it('stores the connector and accounts of each connected namespace under `connections`, and account changes too', () => {
    const { a, stored } = twoTabs()
    runInAction(() => a.setConnected('eip155', { accounts: [evm], caipNetworkId: 'eip155:1', connectorId: 'injected' }))
    expect(stored.get('connections')).toEqual({ eip155: [{ connectorId: 'injected', accounts: [{ address: evm.address, type: 'eoa' }] }] })
    const next = { ...evm, address: '0x000000000000000000000000000000000000dEaD' }
    runInAction(() => a.setAccounts('eip155', [next]))
    expect(stored.get('connections')?.eip155?.[0]?.accounts).toEqual([{ address: next.address, type: 'eoa' }])
    runInAction(() => a.setDisconnected('eip155'))
    expect(stored.get('connections')).toEqual({})
  })

  it("a tab's write keeps the namespaces another tab stored", () => {
    const { a, b, stored } = twoTabs()
    runInAction(() => a.setConnected('eip155', { accounts: [evm], caipNetworkId: 'eip155:1', connectorId: 'injected' }))
    // Tab B was opened before, so it knows nothing of eip155; its own write must not drop it.
    runInAction(() => b.setConnected('solana', { accounts: [solana], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'phantom' }))
    expect(stored.get('connectedNamespaces')).toEqual(['eip155', 'solana'])
    expect(stored.get('connectedConnectorIds')).toEqual({ eip155: 'injected', solana: 'phantom' })
    expect(Object.keys(stored.get('connections') ?? {})).toEqual(['eip155', 'solana'])
    runInAction(() => b.setDisconnected('solana'))
    expect(stored.get('connectedNamespaces')).toEqual(['eip155'])
    expect(stored.get('connectionStatus')).toBe('connected')
  })

  it('quietly applies a change without writing it, and writes again afterwards', () => {
    const { a, b, stored } = twoTabs()
    runInAction(() => a.setConnected('eip155', { accounts: [evm], caipNetworkId: 'eip155:1', connectorId: 'injected' }))
    runInAction(() => b.quietly(() => b.setConnected('eip155', { accounts: [evm], caipNetworkId: 'eip155:1', connectorId: 'injected' })))
    runInAction(() => b.quietly(() => b.setDisconnected('eip155')))
    expect(b.connectionOf('eip155').status).toBe('disconnected')
    // Positive control: nothing was written, tab A's connection is still stored.
    expect(stored.get('connectedNamespaces')).toEqual(['eip155'])
    expect(stored.get('activeNamespace')).toBe('eip155')
    runInAction(() => b.setConnected('solana', { accounts: [solana], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'phantom' }))
    expect(stored.get('connectedNamespaces')).toEqual(['eip155', 'solana'])
  })
})
