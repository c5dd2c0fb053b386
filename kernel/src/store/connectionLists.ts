import type { ConnectionListStore } from './ConnectionListStore.ts'
import type { ConnectionsStore } from './ConnectionsStore.ts'

/**
 * Each instance's connection list, by its connections store, as `connectionListOf` made it; apart
 * from the list's code (which stays out of the first load) so that `destroy` can stop it.
 */
export const connectionLists = new WeakMap<ConnectionsStore, ConnectionListStore>()
