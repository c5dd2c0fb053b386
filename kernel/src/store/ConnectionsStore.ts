import { makeAutoObservable } from 'mobx'
import type { Account } from '../model/Account.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Storage } from '../services/Storage.ts'

/** Connection status per namespace (SPEC §4). */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected'

/** One namespace's connection. */
export interface NamespaceConnection {
  status: ConnectionStatus
  accounts: Account[]
  /** `namespace:reference:address`, such as `eip155:1:0xabc...`. */
  caipAddress: string | undefined
  connectorId: string | undefined
}

/**
 * Connections per namespace and the active namespace.
 * TODO(stores helper): SPEC §4 start rule from storage, per-namespace storage keys, tests.
 */
export class ConnectionsStore {
  byNamespace = new Map<ChainNamespace, NamespaceConnection>()
  activeNamespace: ChainNamespace | undefined = undefined
  private readonly storage: Storage

  constructor(storage: Storage) {
    this.storage = storage
    makeAutoObservable<ConnectionsStore, 'storage'>(this, { storage: false }, { autoBind: true })
  }

  /** The active namespace's connection. */
  get active(): NamespaceConnection | undefined {
    return this.activeNamespace ? this.byNamespace.get(this.activeNamespace) : undefined
  }

  /** The active account's address. */
  get activeAddress(): string | undefined {
    return this.active?.accounts[0]?.address
  }

  /** Makes a namespace the active one. */
  setActiveNamespace(namespace: ChainNamespace): void {
    this.activeNamespace = namespace
  }

  /** Whether the active namespace is connected. */
  get isConnected(): boolean {
    return this.active?.status === 'connected'
  }
}
