import type { Storage } from '../services/Storage.ts'
import type { ConnectionsStore } from './ConnectionsStore.ts'
import { ConnectionListStore } from './ConnectionListStore.ts'

const lists = new WeakMap<ConnectionsStore, ConnectionListStore>()

/** The connection list beside an instance's connections store, made (and read from storage) on first use. */
export function connectionListOf(root: { connections: ConnectionsStore; storage: Storage }): ConnectionListStore {
  let list = lists.get(root.connections)
  if (!list) {
    list = new ConnectionListStore(root.connections, root.storage)
    lists.set(root.connections, list)
  }
  return list
}
