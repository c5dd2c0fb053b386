import type { RootStore } from '../RootStore.ts'
import { HeadlessConnection } from './HeadlessConnection.ts'

const byStore = new WeakMap<RootStore, HeadlessConnection>()

/** The headless connection state of an instance's store, made on first use (a host with the modal never makes one). */
export function headlessConnectionOf(store: RootStore): HeadlessConnection {
  let connection = byStore.get(store)
  if (!connection) {
    connection = new HeadlessConnection()
    byStore.set(store, connection)
  }
  return connection
}
