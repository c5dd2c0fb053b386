import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import type { Account } from '../model/Account.ts'
import type { StoredConnection } from '../model/StoredConnection.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { ConnectionListStore } from './ConnectionListStore.ts'
import { ConnectionsStore } from './ConnectionsStore.ts'

const ada: Account = { namespace: 'eip155', address: '0x52908400098527886E0F7030069857D2E4169EE7', type: 'eoa' }
const bob: Account = { namespace: 'eip155', address: '0x000000000000000000000000000000000000dEaD', type: 'eoa' }
const heldBob: StoredConnection = { namespace: 'eip155', connectorId: 'bob-wallet', accounts: [bob], caipNetworkId: 'eip155:1' }

function stores(storage = new Storage(memoryStorageBackend())) {
  const connections = new ConnectionsStore(storage)
  return { connections, list: new ConnectionListStore(connections, storage), storage }
}

describe('ConnectionListStore: several wallets per namespace, one active', () => {
  it('lists the active connection first, then the held ones of the namespace only', () => {
    const { connections, list } = stores()
    runInAction(() => {
      connections.setConnected('eip155', { accounts: [ada], caipNetworkId: 'eip155:1', connectorId: 'ada-wallet' })
      list.hold(heldBob)
      list.hold({ ...heldBob, namespace: 'solana', connectorId: 'phantom' })
    })
    expect(list.connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['ada-wallet', 'bob-wallet'])
    expect(list.activeOf('eip155')).toEqual({ namespace: 'eip155', connectorId: 'ada-wallet', accounts: [ada], caipNetworkId: 'eip155:1' })
    expect(list.connectionsOf('solana').map((each) => each.connectorId)).toEqual(['phantom'])
  })

  it('holds a wallet once (holding it again replaces it) and releases it', () => {
    const { list } = stores()
    runInAction(() => {
      list.hold(heldBob)
      list.hold({ ...heldBob, caipNetworkId: 'eip155:137' })
    })
    expect(list.held).toEqual([{ ...heldBob, caipNetworkId: 'eip155:137' }])
    expect(runInAction(() => list.release('eip155', 'bob-wallet'))).toEqual({ ...heldBob, caipNetworkId: 'eip155:137' })
    expect(list.held).toEqual([])
    expect(runInAction(() => list.release('eip155', 'bob-wallet'))).toBeUndefined()
  })

  it('makes an active connection that ends recent; one replaced while held, or connecting again through the same wallet, is not', () => {
    const { connections, list } = stores()
    runInAction(() => connections.setConnected('eip155', { accounts: [ada], caipNetworkId: 'eip155:1', connectorId: 'ada-wallet' }))
    // The same wallet connecting again (a reconnect) is no end.
    runInAction(() => connections.setConnecting('eip155', 'ada-wallet'))
    expect(list.recent).toEqual([])
    runInAction(() => connections.setConnected('eip155', { accounts: [ada], caipNetworkId: 'eip155:1', connectorId: 'ada-wallet' }))
    // Replaced by another wallet while held: inactive, not recent.
    runInAction(() => {
      list.hold(list.activeOf('eip155') as StoredConnection)
      connections.setConnected('eip155', { accounts: [bob], caipNetworkId: 'eip155:1', connectorId: 'bob-wallet' })
    })
    expect(list.recent).toEqual([])
    expect(list.connectionsOf('eip155').map((each) => each.connectorId)).toEqual(['bob-wallet', 'ada-wallet'])
    runInAction(() => connections.setDisconnected('eip155'))
    expect(list.recent).toEqual([heldBob])
  })

  it('keeps at most recentLimit recent connections, newest first, each wallet once, and leaves out those connected again', () => {
    const { connections, list } = stores()
    runInAction(() => {
      for (let index = 0; index < ConnectionListStore.recentLimit + 2; index += 1) list.remember({ ...heldBob, connectorId: `wallet-${index}` })
      list.remember({ ...heldBob, connectorId: 'wallet-3' })
    })
    expect(list.recent.map((each) => each.connectorId)).toEqual(['wallet-3', 'wallet-6', 'wallet-5', 'wallet-4', 'wallet-2'])
    runInAction(() => connections.setConnected('eip155', { accounts: [bob], caipNetworkId: 'eip155:1', connectorId: 'wallet-6' }))
    expect(list.recentOf('eip155').map((each) => each.connectorId)).toEqual(['wallet-3', 'wallet-5', 'wallet-4', 'wallet-2'])
    expect(list.recentOf('solana')).toEqual([])
    expect(runInAction(() => list.forget('eip155', 'wallet-5'))).toBe(true)
    expect(runInAction(() => list.forget('eip155', 'wallet-5'))).toBe(false)
    expect(list.recent.map((each) => each.connectorId)).toEqual(['wallet-3', 'wallet-6', 'wallet-4', 'wallet-2'])
  })

  it('stores both lists, so a reload restores them; a corrupt value reads as none', () => {
    const storage = new Storage(memoryStorageBackend())
    const first = stores(storage)
    runInAction(() => {
      first.list.hold(heldBob)
      first.list.remember({ ...heldBob, connectorId: 'old-wallet' })
    })
    const reloaded = stores(storage)
    expect(reloaded.list.held).toEqual([heldBob])
    expect(reloaded.list.recent).toEqual([{ ...heldBob, connectorId: 'old-wallet' }])
    storage.backend.setItem(`${storage.prefix}heldConnections`, '[{"namespace":"eip155"}]')
    expect(stores(storage).list.held).toEqual([])
  })

  it("reads another tab's lists again without writing them back", () => {
    const backend = memoryStorageBackend()
    const tabA = stores(new Storage(backend))
    const tabB = stores(new Storage(backend))
    runInAction(() => tabA.list.hold(heldBob))
    expect(tabB.list.held).toEqual([])
    const writes: string[] = []
    const setItem = backend.setItem.bind(backend)
    backend.setItem = (key, value) => {
      writes.push(key)
      setItem(key, value)
    }
    runInAction(() => tabB.list.read())
    expect(tabB.list.held).toEqual([heldBob])
    expect(writes).toEqual([])
  })
})
