import * as t from 'io-ts'
import { makeAutoObservable, reaction } from 'mobx'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import { StoredConnection } from '../model/StoredConnection.ts'
import { defineStorageSlot } from '../services/defineStorageSlot.ts'
import type { Storage } from '../services/Storage.ts'
import type { ConnectionsStore, NamespaceConnection } from './ConnectionsStore.ts'

const heldSlot = defineStorageSlot('heldConnections', t.array(StoredConnection))
const recentSlot = defineStorageSlot('recentConnections', t.array(StoredConnection))

function sameWallet(one: StoredConnection, other: { namespace: ChainNamespace; connectorId: string }): boolean {
  return one.namespace === other.namespace && one.connectorId === other.connectorId
}

/**
 * Several wallets per namespace (AppKit's multi-wallet): the connections store holds each
 * namespace's active connection; this store holds the other connected ones (`held`, inactive until
 * switched to) and the recent ones (`recent`, newest first, at most `recentLimit`), both stored so a
 * reload restores them and other tabs read them. An active connection that ends without being held
 * (disconnected, or replaced by another wallet's) becomes recent. Loaded with the actions that use
 * it, never on the first load.
 */
export class ConnectionListStore {
  /** How many recent connections are kept. */
  static readonly recentLimit = 5
  /** Connected wallets other than their namespace's active one, oldest first. */
  held: StoredConnection[] = []
  /** Connections that ended, newest first. */
  recent: StoredConnection[] = []
  private readonly connections: ConnectionsStore
  private readonly storage: Storage
  private readonly stops: (() => void)[] = []

  constructor(connections: ConnectionsStore, storage: Storage) {
    this.connections = connections
    this.storage = storage
    this.held = storage.read(heldSlot) ?? []
    this.recent = storage.read(recentSlot) ?? []
    makeAutoObservable<ConnectionListStore, 'connections' | 'storage' | 'stops'>(this, { connections: false, storage: false, stops: false }, { autoBind: true })
    this.stops.push(reaction(() => new Map(connections.byNamespace), (now, before) => this.recordEnded(now, before)))
    if (typeof window === 'undefined') return
    const follow = (event: StorageEvent) => {
      if (event.storageArea === storage.backend && (event.key === storage.prefix + heldSlot.key || event.key === storage.prefix + recentSlot.key)) this.read()
    }
    window.addEventListener('storage', follow)
    this.stops.push(() => window.removeEventListener('storage', follow))
  }

  /** The active connection of a namespace, while connected, as it would be held. */
  activeOf(namespace: ChainNamespace): StoredConnection | undefined {
    const { status, connectorId, accounts, caipNetworkId } = this.connections.connectionOf(namespace)
    if (status !== 'connected' || connectorId === undefined || caipNetworkId === undefined) return undefined
    return { namespace, connectorId, accounts: accounts.map((account) => ({ ...account })), caipNetworkId }
  }

  /** A namespace's connections: the active one first (while connected), then the held ones. */
  connectionsOf(namespace: ChainNamespace): StoredConnection[] {
    const active = this.activeOf(namespace)
    return [...(active ? [active] : []), ...this.held.filter((each) => each.namespace === namespace)]
  }

  /** The recent connections of a namespace (of all when none is given), leaving out those connected again. */
  recentOf(namespace?: ChainNamespace): StoredConnection[] {
    return this.recent.filter(
      (each) => (namespace === undefined || each.namespace === namespace) && !this.connectionsOf(each.namespace).some((connected) => sameWallet(connected, each)),
    )
  }

  /** Keeps a connection beside its namespace's active one (it replaces one of the same wallet). */
  hold(connection: StoredConnection): void {
    this.held = [...this.held.filter((each) => !sameWallet(each, connection)), connection]
    this.write()
  }

  /** Takes a held connection out (to make it active, or to end it); undefined when none is held. */
  release(namespace: ChainNamespace, connectorId: string): StoredConnection | undefined {
    const released = this.held.find((each) => sameWallet(each, { namespace, connectorId }))
    if (!released) return undefined
    this.held = this.held.filter((each) => each !== released)
    this.write()
    return released
  }

  /** Records an ended connection as the newest recent one. */
  remember(connection: StoredConnection): void {
    this.recent = [connection, ...this.recent.filter((each) => !sameWallet(each, connection))].slice(0, ConnectionListStore.recentLimit)
    this.write()
  }

  /** Removes a recent connection; false when there was none. */
  forget(namespace: ChainNamespace, connectorId: string): boolean {
    const kept = this.recent.filter((each) => !sameWallet(each, { namespace, connectorId }))
    if (kept.length === this.recent.length) return false
    this.recent = kept
    this.write()
    return true
  }

  /** Reads both lists again, as another tab stored them; nothing is written back. */
  read(): void {
    this.held = this.storage.read(heldSlot) ?? []
    this.recent = this.storage.read(recentSlot) ?? []
  }

  /** Stops following the connections store and the other tabs. */
  dispose(): void {
    for (const stop of this.stops.splice(0)) stop()
  }

  private recordEnded(now: ReadonlyMap<ChainNamespace, NamespaceConnection>, before: ReadonlyMap<ChainNamespace, NamespaceConnection>): void {
    for (const [namespace, was] of before) {
      const { status, connectorId, accounts, caipNetworkId } = was
      if (status !== 'connected' || connectorId === undefined || caipNetworkId === undefined) continue
      const next = now.get(namespace)
      // The same wallet still (or again) connecting or connected, or kept as an inactive connection.
      if ((next?.status !== 'disconnected' && next?.connectorId === connectorId) || this.held.some((each) => sameWallet(each, { namespace, connectorId }))) continue
      this.remember({ namespace, connectorId, accounts: accounts.map((account) => ({ ...account })), caipNetworkId })
    }
  }

  private write(): void {
    this.storage.write(heldSlot, this.held)
    this.storage.write(recentSlot, this.recent)
  }
}
