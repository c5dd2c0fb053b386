import { afterEach, describe, expect, it } from 'vitest'
import { createAppKit } from './createAppKit.ts'
import type { StoredConnection } from './model/StoredConnection.ts'
import { connectionListOf } from './store/connectionListOf.ts'
import type { ConnectionsStore } from './store/ConnectionsStore.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const connectionOf = (connectorId: string, address: string): StoredConnection => ({ namespace: 'eip155', connectorId, accounts: [{ namespace: 'eip155', address, type: 'eoa' }], caipNetworkId: 'eip155:1' })
const ada = connectionOf('ada-wallet', '0x52908400098527886E0F7030069857D2E4169EE7')
const bob = connectionOf('bob-wallet', '0x000000000000000000000000000000000000dEaD')

/** A wallet connected in this tab that ends: the list records it as recent while it follows the store. */
function connectAndEnd(connections: ConnectionsStore, { connectorId, accounts, caipNetworkId }: StoredConnection) {
  connections.setConnected('eip155', { connectorId, accounts, caipNetworkId })
  connections.setDisconnected('eip155')
}

/** Another tab of the origin stores its held connections, and the browser tells this one. */
function otherTabHolds(held: StoredConnection[]) {
  localStorage.setItem('@portico/heldConnections', JSON.stringify(held))
  window.dispatchEvent(new StorageEvent('storage', { key: '@portico/heldConnections', newValue: JSON.stringify(held), storageArea: localStorage }))
}

afterEach(() => localStorage.clear())

describe("an app kit's connection list and destroy", () => {
  it('follows the connections store and the other tabs until the app kit is destroyed, then neither', () => {
    const appKit = createAppKit({ projectId: 'connection-list', networks })
    const { connections } = appKit.store
    const list = connectionListOf(appKit.store)
    // Before destroy (the control): an ended connection becomes recent, another tab's held list is read.
    connectAndEnd(connections, bob)
    expect(list.recent.map((each) => each.connectorId)).toEqual(['bob-wallet'])
    otherTabHolds([ada])
    expect(list.held).toEqual([ada])
    appKit.destroy()
    connectAndEnd(connections, ada)
    otherTabHolds([bob])
    expect(list.recent.map((each) => each.connectorId)).toEqual(['bob-wallet'])
    expect(list.held).toEqual([ada])
  })
})
