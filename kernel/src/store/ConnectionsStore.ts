import { makeAutoObservable } from 'mobx'
import type { Account } from '../model/Account.ts'
import { CaipAddress } from '../model/CaipAddress.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Storage } from '../services/Storage.ts'

/** Connection status per namespace (SPEC §4). */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected'

/** One namespace's connection. */
export interface NamespaceConnection {
  status: ConnectionStatus
  accounts: Account[]
  /** `namespace:reference:address`, such as `eip155:1:0xabc...`; set while connected. */
  caipAddress: CaipAddress | undefined
  connectorId: string | undefined
  /** The CAIP-2 id of the network the wallet is on, such as `eip155:1`. */
  caipNetworkId: string | undefined
}

/** What `setConnected` records. */
export interface ConnectedInput {
  accounts: Account[]
  caipNetworkId: string
  connectorId: string
}

function disconnected(): NamespaceConnection {
  return { status: 'disconnected', accounts: [], caipAddress: undefined, connectorId: undefined, caipNetworkId: undefined }
}

function caipAddressOf(caipNetworkId: string | undefined, accounts: Account[]): CaipAddress | undefined {
  const address = accounts[0]?.address
  if (!caipNetworkId || !address) return undefined
  const value = `${caipNetworkId}:${address}`
  return CaipAddress.is(value) ? value : undefined
}

/**
 * Connections per namespace and the active namespace. At start a stored connection is
 * 'connecting' when the stored status is connected, else the stored status (SPEC §4); storage
 * only ever holds connected or disconnected.
 */
export class ConnectionsStore {
  byNamespace = new Map<ChainNamespace, NamespaceConnection>()
  activeNamespace: ChainNamespace | undefined = undefined
  /** Accounts' names (an ENS or registered name) by lower-case CAIP address, as a plugin looked them up; shown instead of the address. */
  accountNames = new Map<string, string>()
  private readonly storage: Storage
  /** Stored connections not yet synced: they stay in storage until they resolve. */
  private readonly restoring = new Set<ChainNamespace>()
  /** True while applying what another tab stored: nothing is written back. */
  private quiet = false

  constructor(storage: Storage) {
    this.storage = storage
    this.activeNamespace = storage.get('activeNamespace')
    const storedStatus = storage.get('connectionStatus') ?? 'disconnected'
    const connectorIds = storage.get('connectedConnectorIds') ?? {}
    for (const namespace of storage.get('connectedNamespaces') ?? []) {
      const connectorId = connectorIds[namespace]
      if (!connectorId) continue
      const status = storedStatus === 'connected' ? 'connecting' : storedStatus
      this.byNamespace.set(namespace, { ...disconnected(), status, connectorId })
      if (status === 'connecting') this.restoring.add(namespace)
    }
    makeAutoObservable<ConnectionsStore, 'storage' | 'restoring' | 'quiet'>(this, { storage: false, restoring: false, quiet: false }, { autoBind: true })
  }

  /** The active namespace's connection. */
  get active(): NamespaceConnection | undefined {
    return this.activeNamespace ? this.byNamespace.get(this.activeNamespace) : undefined
  }

  /** The active account's address. */
  get activeAddress(): string | undefined {
    return this.active?.status === 'connected' ? this.active.accounts[0]?.address : undefined
  }

  /** The active account's CAIP address. */
  get activeCaipAddress(): CaipAddress | undefined {
    return this.active?.status === 'connected' ? this.active.caipAddress : undefined
  }

  /** The active account's name on its network (such as `ada-42.portico`), when a plugin found one. */
  get activeAccountName(): string | undefined {
    const caipAddress = this.activeCaipAddress
    return caipAddress === undefined ? undefined : this.accountNames.get(caipAddress.toLowerCase())
  }

  /** Records an account's name on a network (`undefined`: it has none), for Account and the connect button. */
  setAccountName(caipAddress: string, name: string | undefined): void {
    if (name === undefined) this.accountNames.delete(caipAddress.toLowerCase())
    else this.accountNames.set(caipAddress.toLowerCase(), name)
  }

  /** Whether the active namespace is connected. */
  get isConnected(): boolean {
    return this.active?.status === 'connected'
  }

  /** The active namespace's status; 'disconnected' when there is none. */
  get status(): ConnectionStatus {
    return this.active?.status ?? 'disconnected'
  }

  /** The namespaces that are connected now. */
  get connectedNamespaces(): ChainNamespace[] {
    return [...this.byNamespace].filter(([, connection]) => connection.status === 'connected').map(([namespace]) => namespace)
  }

  /** The connection of one namespace; a disconnected one when there is none. */
  connectionOf(namespace: ChainNamespace): NamespaceConnection {
    return this.byNamespace.get(namespace) ?? disconnected()
  }

  /** Makes a namespace the active one, and remembers it. */
  setActiveNamespace(namespace: ChainNamespace): void {
    this.activeNamespace = namespace
    if (!this.quiet) this.storage.set('activeNamespace', namespace)
  }

  /**
   * Applies a change another tab of the origin made and stored: what `run` changes here is not
   * written back, so tabs never echo each other.
   */
  quietly(run: () => void): void {
    const was = this.quiet
    this.quiet = true
    try {
      run()
    } finally {
      this.quiet = was
    }
  }

  /** Marks a namespace as connecting through a connector; storage is untouched. */
  setConnecting(namespace: ChainNamespace, connectorId: string): void {
    this.restoring.delete(namespace)
    this.byNamespace.set(namespace, { ...disconnected(), status: 'connecting', connectorId })
  }

  /** Records a namespace's connection; the first one also becomes the active namespace. */
  setConnected(namespace: ChainNamespace, input: ConnectedInput): void {
    this.restoring.delete(namespace)
    const accounts = input.accounts.map((account) => ({ ...account }))
    this.byNamespace.set(namespace, {
      status: 'connected',
      accounts,
      caipAddress: caipAddressOf(input.caipNetworkId, accounts),
      connectorId: input.connectorId,
      caipNetworkId: input.caipNetworkId,
    })
    if (!this.activeNamespace) this.setActiveNamespace(namespace)
    this.persist(namespace)
  }

  /** Replaces a connected namespace's accounts; an empty list disconnects it. */
  setAccounts(namespace: ChainNamespace, accounts: Account[]): void {
    const current = this.byNamespace.get(namespace)
    if (current?.status !== 'connected') return
    if (accounts.length === 0) {
      this.setDisconnected(namespace)
      return
    }
    const copies = accounts.map((account) => ({ ...account }))
    this.byNamespace.set(namespace, { ...current, accounts: copies, caipAddress: caipAddressOf(current.caipNetworkId, copies) })
    this.persist(namespace)
  }

  /** Records that a connected wallet moved to another network. */
  setNetwork(namespace: ChainNamespace, caipNetworkId: string): void {
    const current = this.byNamespace.get(namespace)
    if (current?.status !== 'connected') return
    this.byNamespace.set(namespace, { ...current, caipNetworkId, caipAddress: caipAddressOf(caipNetworkId, current.accounts) })
  }

  /** Marks a namespace disconnected, also when syncing a stored connection failed (SPEC §4). */
  setDisconnected(namespace: ChainNamespace): void {
    this.restoring.delete(namespace)
    this.byNamespace.set(namespace, disconnected())
    this.persist(namespace)
  }

  /**
   * Stores one namespace's connection, leaving the others as stored: another tab's connections,
   * and connections still syncing, stay. `connections` (connector and accounts per namespace) is
   * written last, so a tab that follows it finds the other keys already written.
   */
  private persist(namespace: ChainNamespace): void {
    if (this.quiet) return
    const { storage } = this
    const connection = this.byNamespace.get(namespace)
    const connectorId = connection?.status === 'connected' || this.restoring.has(namespace) ? connection?.connectorId : undefined
    // An absent value is left out of the JSON written: the namespace goes.
    const connectorIds = { ...storage.get('connectedConnectorIds'), [namespace]: connectorId }
    const connected = (storage.get('connectedNamespaces') ?? []).filter((each) => each !== namespace && connectorIds[each])
    if (connectorId) connected.push(namespace)
    const accounts = connection?.status === 'connected' ? connection.accounts.map(({ address, type }) => ({ address, type })) : undefined
    storage.set('connectedNamespaces', connected)
    storage.set('connectedConnectorIds', connectorIds)
    storage.set('connectionStatus', connected.length > 0 ? 'connected' : 'disconnected')
    storage.set('connections', { ...storage.get('connections'), [namespace]: connectorId && accounts ? [{ connectorId, accounts }] : undefined })
  }
}
