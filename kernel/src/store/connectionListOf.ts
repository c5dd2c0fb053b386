import type { Storage } from '../services/Storage.ts'
import type { ConnectionsStore } from './ConnectionsStore.ts'
import { ConnectionListStore } from './ConnectionListStore.ts'
import { connectionLists } from './connectionLists.ts'

/**
 * The connection list beside an instance's connections store, made (and read from storage) on
 * first use; the instance's `destroy` stops it following the store and the other tabs.
 */
export function connectionListOf(root: { connections: ConnectionsStore; storage: Storage }): ConnectionListStore {
  let list = connectionLists.get(root.connections)
  if (!list) {
    list = new ConnectionListStore(root.connections, root.storage)
    connectionLists.set(root.connections, list)
  }
  return list
}
