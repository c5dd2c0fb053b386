import { describe, expect, it } from 'vitest'
import type { Account } from '../model/Account.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { ConnectionsStore } from './ConnectionsStore.ts'

const address = '0x52908400098527886E0F7030069857D2E4169EE7'
const account: Account = { namespace: 'eip155', address, type: 'eoa' }
const solanaAccount: Account = { namespace: 'solana', address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', type: 'eoa' }

function storage(): Storage {
  return new Storage(memoryStorageBackend())
}

describe('ConnectionsStore: status at start (SPEC §4)', () => {
  it('is connecting for a stored connection when the stored status is connected', () => {
    const stored = storage()
    stored.set('connectionStatus', 'connected')
    stored.set('connectedNamespaces', ['eip155'])
    stored.set('connectedConnectorIds', { eip155: 'io.metamask' })
    stored.set('activeNamespace', 'eip155')
    const store = new ConnectionsStore(stored)
    expect(store.connectionOf('eip155')).toMatchObject({ status: 'connecting', connectorId: 'io.metamask', accounts: [] })
    expect(store.status).toBe('connecting')
    expect(store.isConnected).toBe(false)
    expect(store.activeAddress).toBeUndefined()
  })

  it('is the stored status otherwise', () => {
    const stored = storage()
    stored.set('connectionStatus', 'disconnected')
    stored.set('connectedNamespaces', ['eip155'])
    stored.set('connectedConnectorIds', { eip155: 'io.metamask' })
    stored.set('activeNamespace', 'eip155')
    const store = new ConnectionsStore(stored)
    expect(store.connectionOf('eip155').status).toBe('disconnected')
    expect(store.status).toBe('disconnected')
  })

  it('is disconnected with nothing stored, or with a corrupt value', () => {
    expect(new ConnectionsStore(storage()).status).toBe('disconnected')
    const backend = memoryStorageBackend()
    backend.setItem('@portico/connectionStatus', '"connecting"')
    backend.setItem('@portico/connectedNamespaces', '["eip155"]')
    backend.setItem('@portico/connectedConnectorIds', '{"eip155":"io.metamask"}')
    const store = new ConnectionsStore(new Storage(backend))
    expect(store.connectionOf('eip155').status).toBe('disconnected')
  })

  it('restores the active namespace', () => {
    const stored = storage()
    stored.set('activeNamespace', 'solana')
    expect(new ConnectionsStore(stored).activeNamespace).toBe('solana')
  })
})

describe('ConnectionsStore: transitions and what is stored', () => {
  it('setConnecting marks connecting and stores nothing (only connected or disconnected are stored)', () => {
    const stored = storage()
    const store = new ConnectionsStore(stored)
    store.setConnecting('eip155', 'io.metamask')
    expect(store.connectionOf('eip155')).toMatchObject({ status: 'connecting', connectorId: 'io.metamask' })
    expect(stored.get('connectionStatus')).toBeUndefined()
    expect(stored.get('connectedNamespaces')).toBeUndefined()
  })

  it('setConnected records accounts, caipAddress and connector, makes the first namespace active and stores it', () => {
    const stored = storage()
    const store = new ConnectionsStore(stored)
    store.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'io.metamask' })
    expect(store.activeNamespace).toBe('eip155')
    expect(store.isConnected).toBe(true)
    expect(store.status).toBe('connected')
    expect(store.activeAddress).toBe(address)
    expect(store.activeCaipAddress).toBe(`eip155:1:${address}`)
    expect(store.active).toMatchObject({ connectorId: 'io.metamask', caipNetworkId: 'eip155:1' })
    expect(store.connectedNamespaces).toEqual(['eip155'])
    expect(stored.get('connectionStatus')).toBe('connected')
    expect(stored.get('connectedNamespaces')).toEqual(['eip155'])
    expect(stored.get('connectedConnectorIds')).toEqual({ eip155: 'io.metamask' })
    expect(stored.get('activeNamespace')).toBe('eip155')
  })

  it('keeps the active namespace when a second one connects', () => {
    const store = new ConnectionsStore(storage())
    store.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'io.metamask' })
    store.setConnected('solana', { accounts: [solanaAccount], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'phantom' })
    expect(store.activeNamespace).toBe('eip155')
    expect(store.connectedNamespaces).toEqual(['eip155', 'solana'])
    store.setActiveNamespace('solana')
    expect(store.activeAddress).toBe(solanaAccount.address)
  })

  it('setAccounts replaces the accounts and the caipAddress; an empty list disconnects', () => {
    const stored = storage()
    const store = new ConnectionsStore(stored)
    store.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'io.metamask' })
    const other = `0x${'b'.repeat(40)}`
    store.setAccounts('eip155', [{ namespace: 'eip155', address: other, type: 'smartAccount' }])
    expect(store.activeCaipAddress).toBe(`eip155:1:${other}`)
    store.setAccounts('eip155', [])
    expect(store.status).toBe('disconnected')
    expect(stored.get('connectionStatus')).toBe('disconnected')
  })

  it('setAccounts and setNetwork do nothing for a namespace that is not connected', () => {
    const store = new ConnectionsStore(storage())
    store.setAccounts('eip155', [account])
    store.setNetwork('eip155', 'eip155:10')
    expect(store.byNamespace.has('eip155')).toBe(false)
  })

  it('setNetwork moves the caipAddress to the new network', () => {
    const store = new ConnectionsStore(storage())
    store.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'io.metamask' })
    store.setNetwork('eip155', 'eip155:137')
    expect(store.activeCaipAddress).toBe(`eip155:137:${address}`)
  })

  it('leaves caipAddress undefined when the parts would not make a valid CAIP address (SPEC §5)', () => {
    const store = new ConnectionsStore(storage())
    store.setConnected('eip155', { accounts: [{ ...account, address: 'a:b' }], caipNetworkId: 'eip155:1', connectorId: 'x' })
    expect(store.activeCaipAddress).toBeUndefined()
  })

  it('setDisconnected clears the namespace and stores disconnected once none is connected', () => {
    const stored = storage()
    const store = new ConnectionsStore(stored)
    store.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'io.metamask' })
    store.setConnected('solana', { accounts: [solanaAccount], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', connectorId: 'phantom' })
    store.setDisconnected('eip155')
    expect(store.connectionOf('eip155')).toEqual({ status: 'disconnected', accounts: [], caipAddress: undefined, connectorId: undefined, caipNetworkId: undefined })
    expect(stored.get('connectionStatus')).toBe('connected')
    expect(stored.get('connectedNamespaces')).toEqual(['solana'])
    expect(stored.get('connectedConnectorIds')).toEqual({ solana: 'phantom' })
    store.setDisconnected('solana')
    expect(stored.get('connectionStatus')).toBe('disconnected')
    expect(stored.get('connectedNamespaces')).toEqual([])
  })

  it('keeps stored connections still syncing when another one fails to sync', () => {
    const stored = storage()
    stored.set('connectionStatus', 'connected')
    stored.set('connectedNamespaces', ['eip155', 'solana'])
    stored.set('connectedConnectorIds', { eip155: 'io.metamask', solana: 'phantom' })
    const store = new ConnectionsStore(stored)
    store.setDisconnected('eip155')
    expect(store.connectionOf('solana').status).toBe('connecting')
    expect(stored.get('connectedNamespaces')).toEqual(['solana'])
    expect(stored.get('connectionStatus')).toBe('connected')
  })

  it('is disconnected with no active namespace', () => {
    const store = new ConnectionsStore(storage())
    store.setConnecting('eip155', 'x')
    expect(store.activeNamespace).toBeUndefined()
    expect(store.active).toBeUndefined()
    expect(store.status).toBe('disconnected')
  })
})
