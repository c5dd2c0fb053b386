import { runInAction } from 'mobx'
import { afterEach, describe, expect, it } from 'vitest'
import type { StoredConnection } from '../model/StoredConnection.ts'
import { Storage } from '../services/Storage.ts'
import { ConnectionListStore } from './ConnectionListStore.ts'
import { ConnectionsStore } from './ConnectionsStore.ts'

const bob: StoredConnection = { namespace: 'eip155', connectorId: 'bob-wallet', accounts: [{ namespace: 'eip155', address: '0x000000000000000000000000000000000000dEaD', type: 'eoa' }], caipNetworkId: 'eip155:1' }

function tab(): ConnectionListStore {
  const storage = new Storage(localStorage)
  return new ConnectionListStore(new ConnectionsStore(storage), storage)
}

/** What the browser delivers to the other tabs of the origin when one writes a key. */
function deliver(key: string, storageArea: globalThis.Storage = localStorage) {
  window.dispatchEvent(new StorageEvent('storage', { key: `@portico/${key}`, newValue: localStorage.getItem(`@portico/${key}`), storageArea }))
}

afterEach(() => localStorage.clear())

describe('ConnectionListStore across tabs', () => {
  it("follows the held and recent connections another tab stored, and ignores other keys and other storage", () => {
    const a = tab()
    const b = tab()
    runInAction(() => a.hold(bob))
    // Other storage (sessionStorage) and another key change nothing.
    deliver('heldConnections', sessionStorage)
    deliver('recentWallets')
    expect(b.held).toEqual([])
    deliver('heldConnections')
    expect(b.held).toEqual([bob])
    runInAction(() => {
      a.release('eip155', 'bob-wallet')
      a.remember(bob)
    })
    deliver('recentConnections')
    expect(b.held).toEqual([])
    expect(b.recent).toEqual([bob])
    b.dispose()
    runInAction(() => a.forget('eip155', 'bob-wallet'))
    deliver('recentConnections')
    // Disposed: it follows no more.
    expect(b.recent).toEqual([bob])
    a.dispose()
  })
})
