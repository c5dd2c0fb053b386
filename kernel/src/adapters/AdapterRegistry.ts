import { action, makeAutoObservable, observableRef, runInAction } from 'mobx'
import { BaseError } from '../errors/BaseError.ts'
import { errorText } from '../errors/errorText.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { Network } from '../model/Network.ts'
import type { Wallet } from '../model/Wallet.ts'
import type { Storage } from '../services/Storage.ts'
import type { Telemetry } from '../services/Telemetry.ts'
import type { ConnectionsStore } from '../store/ConnectionsStore.ts'
import type { NetworksStore } from '../store/NetworksStore.ts'
import type { WalletsStore } from '../store/WalletsStore.ts'
import type { AdapterContext } from './AdapterContext.ts'
import type { AdapterDefinition } from './AdapterDefinition.ts'
import type { ChainAdapter } from './ChainAdapter.ts'
import type { ConnectorAdapter } from './ConnectorAdapter.ts'
import type { AdapterRuntime } from './adapterRuntime.ts'

/** Where the registry stands: nothing loaded, loading, or every adapter settled. */
export type AdapterRegistryStatus = 'idle' | 'loading' | 'ready'

/** An adapter that failed to load, and why. */
export interface AdapterFailure {
  adapterId: string
  message: string
}

/** The stores and services the registry updates. */
export interface AdapterRegistryRoot {
  connections: ConnectionsStore
  networks: NetworksStore
  wallets: WalletsStore
  storage: Storage
}

interface LoadedConnectorAdapter {
  id: string
  instance: ConnectorAdapter
}

/**
 * The host's adapters: loads them once on demand, gathers their connectors and capabilities,
 * and connects, disconnects, switches networks and reconnects stored connections (SPEC §4),
 * keeping the connections and networks stores in step.
 */
export class AdapterRegistry {
  status: AdapterRegistryStatus = 'idle'
  connectors: Connector[] = []
  failures: AdapterFailure[] = []
  /** The capabilities of every loaded adapter, such as `eip155:switchChain`. */
  capabilities: string[] = []
  private chains = new Map<ChainNamespace, ChainAdapter>()
  private connectorAdapters: LoadedConnectorAdapter[] = []
  /** Which connector adapter owns a connector, for `getProvider`. */
  private connectorOwners = new Map<string, ConnectorAdapter>()
  private loading: Promise<void> | undefined
  /** The code that runs once adapters are needed, loaded with them. */
  private runtime: AdapterRuntime | undefined
  private destroyed = false
  private readonly definitions: readonly AdapterDefinition[]
  private readonly root: AdapterRegistryRoot
  private readonly telemetry: Telemetry | undefined

  constructor(definitions: readonly AdapterDefinition[], root: AdapterRegistryRoot, telemetry?: Telemetry) {
    this.definitions = definitions
    this.root = root
    this.telemetry = telemetry
    makeAutoObservable<AdapterRegistry, 'chains' | 'connectorAdapters' | 'connectorOwners' | 'loading' | 'runtime' | 'destroyed' | 'definitions' | 'root' | 'telemetry'>(
      this,
      {
        connectors: observableRef,
        failures: observableRef,
        capabilities: observableRef,
        chains: observableRef,
        connectorAdapters: observableRef,
        connectorOwners: false,
        loading: false,
        runtime: false,
        destroyed: false,
        definitions: false,
        root: false,
        telemetry: false,
      },
      { autoBind: true },
    )
  }

  /** Whether some loaded adapter offers a capability, such as `eip155:signMessage`. */
  has(capability: string): boolean {
    return this.capabilities.includes(capability)
  }

  /** The loaded chain adapter of a namespace. */
  chainAdapter(namespace: ChainNamespace): ChainAdapter | undefined {
    return this.chains.get(namespace)
  }

  /** Loads every adapter once, concurrently; one failing is reported and the others still load. */
  ensureLoaded(): Promise<void> {
    this.loading ??= this.loadAll()
    return this.loading
  }

  /**
   * Connects through a connector, in every namespace it serves that has a chain adapter; `wallet`
   * is the registry wallet chosen, remembered as recent. Throws a BaseError (code 4001 when the
   * user declined) when no namespace connected.
   */
  async connect(connectorId: string, options: { wallet?: Wallet } = {}): Promise<void> {
    await this.ensureLoaded()
    const { connectAcross } = await this.loadRuntime()
    const connector = this.connectors.find((candidate) => candidate.id === connectorId)
    if (!connector) throw new BaseError('Connector not found', { code: 'CONNECTOR_NOT_FOUND', details: connectorId })
    const namespaces = connector.namespaces.filter((namespace) => this.chains.has(namespace))
    if (namespaces.length === 0) throw new BaseError('Adapter not found', { code: 'ADAPTER_NOT_FOUND', details: connectorId })
    const { connections, wallets } = this.root
    const active = connections.activeNamespace
    const ordered = active && namespaces.includes(active) ? [active, ...namespaces.filter((namespace) => namespace !== active)] : namespaces
    const connected = await connectAcross(ordered, {
      connect: (namespace) => {
        const chain = this.chains.get(namespace) as ChainAdapter
        return chain.connect(connectorId, this.networkFor(namespace))
      },
      setConnecting: action((namespace: ChainNamespace) => connections.setConnecting(namespace, connectorId)),
      setConnected: action((namespace: ChainNamespace, result: unknown) => this.applyConnected(namespace, connectorId, result)),
      setDisconnected: action((namespace: ChainNamespace) => connections.setDisconnected(namespace)),
      report: (error) => this.report('ADAPTER_CONNECT_FAILED', connectorId, error),
    })
    runInAction(() => {
      const first = connected[0]
      if (first && !(active && connected.includes(active))) connections.setActiveNamespace(first)
      const wallet = options.wallet ?? this.walletOf(connector)
      if (wallet) wallets.addRecent(wallet)
    })
  }

  /** Disconnects one namespace, or every connected one; the state is cleared even if the wallet fails. */
  async disconnect(namespace?: ChainNamespace): Promise<void> {
    const { connections } = this.root
    const namespaces = namespace ? [namespace] : [...connections.byNamespace].filter(([, c]) => c.status !== 'disconnected').map(([ns]) => ns)
    const errors: unknown[] = []
    await Promise.all(
      namespaces.map(async (each) => {
        try {
          await this.chains.get(each)?.disconnect()
        } catch (error) {
          errors.push(error)
        } finally {
          runInAction(() => connections.setDisconnected(each))
        }
      }),
    )
    runInAction(() => {
      const remaining = connections.connectedNamespaces[0]
      if (remaining && !connections.isConnected) connections.setActiveNamespace(remaining)
    })
    if (errors.length > 0) throw (await this.loadRuntime()).toAdapterError(errors[0])
  }

  /**
   * Switches network (SPEC §4): on the active, connected namespace the adapter switches the
   * wallet; on another namespace the network is set and its account resynced to it.
   */
  async switchNetwork(network: Network): Promise<void> {
    const { connections, networks } = this.root
    const namespace = network.chainNamespace
    const onActiveChain = namespace === connections.activeNamespace && connections.connectionOf(namespace).status === 'connected'
    if (onActiveChain) {
      const chain = this.chains.get(namespace)
      if (!chain?.switchNetwork) throw new BaseError('Chain is not supported', { code: 'SWITCH_UNSUPPORTED', details: `${namespace} cannot switch networks` })
      try {
        await chain.switchNetwork(network)
      } catch (error) {
        throw (await this.loadRuntime()).toAdapterError(error)
      }
    }
    runInAction(() => {
      networks.setActive(namespace, network.caipNetworkId)
      if (!onActiveChain) connections.setActiveNamespace(namespace)
      connections.setNetwork(namespace, network.caipNetworkId)
    })
  }

  /** Syncs the connections stored from the last visit; each that fails becomes disconnected (SPEC §4). */
  async reconnect(): Promise<void> {
    const pending = [...this.root.connections.byNamespace].filter(([, connection]) => connection.status === 'connecting' && connection.connectorId)
    if (pending.length === 0) return
    await this.ensureLoaded()
    await Promise.all(
      pending.map(async ([namespace, { connectorId }]) => {
        const id = connectorId as string
        const stillPending = () => {
          const now = this.root.connections.connectionOf(namespace)
          return now.status === 'connecting' && now.connectorId === id
        }
        try {
          const chain = this.chains.get(namespace)
          const result = chain?.reconnect ? await chain.reconnect(id) : undefined
          runInAction(() => {
            if (!stillPending()) return
            if (result) this.applyConnected(namespace, id, result)
            else this.root.connections.setDisconnected(namespace)
          })
        } catch (error) {
          runInAction(() => {
            if (stillPending()) this.root.connections.setDisconnected(namespace)
          })
          this.report('ADAPTER_RECONNECT_FAILED', id, error)
        }
      }),
    )
  }

  /** Tears every loaded adapter down; later wallet events are ignored. */
  destroy(): void {
    this.destroyed = true
    for (const chain of this.chains.values()) this.safely(() => chain.destroy?.())
    for (const { instance } of this.connectorAdapters) this.safely(() => instance.destroy?.())
  }

  private async loadRuntime(): Promise<AdapterRuntime> {
    this.runtime ??= (await import('./adapterRuntime.ts')).adapterRuntime
    return this.runtime
  }

  private applyConnected(namespace: ChainNamespace, connectorId: string, result: unknown): void {
    const checked = (this.runtime as AdapterRuntime).checkConnectResult(namespace, result)
    this.root.connections.setConnected(namespace, { ...checked, connectorId })
    this.root.networks.setActive(namespace, checked.caipNetworkId)
  }

  private networkFor(namespace: ChainNamespace): Network | undefined {
    const { networks } = this.root
    const activeId = networks.activeByNamespace.get(namespace)
    return (activeId ? networks.find(activeId) : undefined) ?? networks.forNamespace(namespace)[0]
  }

  private walletOf(connector: Connector): Wallet | undefined {
    if (!connector.explorerId) return undefined
    return {
      id: connector.explorerId,
      name: connector.name,
      ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
      ...(connector.imageUrl ? { image_url: connector.imageUrl } : {}),
      ...(connector.imageId ? { image_id: connector.imageId } : {}),
    }
  }

  private async loadAll(): Promise<void> {
    this.status = 'loading'
    try {
      await this.loadRuntime()
    } catch (error) {
      // The kernel's own chunk did not arrive (offline): report it and let a later call retry.
      this.report('ADAPTER_LOAD_FAILED', 'kernel', error)
      runInAction(() => {
        this.status = 'idle'
      })
      this.loading = undefined
      return
    }
    const seenIds = new Set<string>()
    const seenNamespaces = new Set<ChainNamespace>()
    const loads: Promise<void>[] = []
    for (const definition of this.definitions) {
      // Duplicates are refused in the host's order, so the first one wins whatever loads first.
      if (seenIds.has(definition.id)) {
        this.report('ADAPTER_LOAD_FAILED', definition.id, new BaseError(`Two adapters share the id "${definition.id}"`, { code: 'ADAPTER_DUPLICATE' }))
        continue
      }
      seenIds.add(definition.id)
      if (definition.kind === 'chain') {
        if (seenNamespaces.has(definition.namespace)) {
          this.report('ADAPTER_LOAD_FAILED', definition.id, new BaseError(`A second chain adapter for ${definition.namespace}`, { code: 'ADAPTER_DUPLICATE' }))
          continue
        }
        seenNamespaces.add(definition.namespace)
      }
      loads.push(this.loadOne(definition))
    }
    await Promise.all(loads)
    runInAction(() => {
      this.status = 'ready'
      this.refreshConnectors()
    })
  }

  private async loadOne(definition: AdapterDefinition): Promise<void> {
    try {
      const runtime = this.runtime as AdapterRuntime
      const instance = await definition.load(this.contextFor(runtime, definition))
      const problems = runtime.checkAdapterInstance(definition, instance)
      if (problems.length > 0) {
        this.safely(() => instance.destroy?.())
        throw new BaseError(`Adapter "${definition.id}" breaks the adapter contract`, { code: 'ADAPTER_INVALID', details: problems.join('; ') })
      }
      if (this.destroyed) {
        this.safely(() => instance.destroy?.())
        return
      }
      runInAction(() => {
        if (definition.kind === 'chain') this.chains = new Map(this.chains).set(definition.namespace, instance as ChainAdapter)
        else this.connectorAdapters = [...this.connectorAdapters, { id: definition.id, instance: instance as ConnectorAdapter }]
        this.capabilities = [...new Set([...this.capabilities, ...instance.capabilities])]
      })
    } catch (error) {
      this.report('ADAPTER_LOAD_FAILED', definition.id, error)
    }
  }

  private contextFor(runtime: AdapterRuntime, definition: AdapterDefinition): AdapterContext {
    return runtime.createAdapterContext({
      namespaces: definition.kind === 'chain' ? [definition.namespace] : definition.namespaces,
      connections: this.root.connections,
      networks: this.root.networks,
      storage: this.root.storage,
      isLive: () => !this.destroyed,
      refreshConnectors: () => this.refreshConnectors(),
      getProvider: (connectorId, namespace) => this.connectorOwners.get(connectorId)?.getProvider(namespace),
    })
  }

  private refreshConnectors(): void {
    if (!this.runtime) return
    const gathered = this.runtime.gatherConnectors([
      ...[...this.chains].map(([namespace, instance]) => ({ id: namespace, instance })),
      ...this.connectorAdapters.map(({ id, instance }) => ({ id, instance, owner: instance })),
    ])
    for (const problem of gathered.problems) this.report('ADAPTER_CONNECTORS_FAILED', problem.sourceId, problem.error)
    this.connectorOwners = gathered.owners
    this.connectors = gathered.connectors
  }

  private report(event: string, id: string, error: unknown): void {
    if (event === 'ADAPTER_LOAD_FAILED') this.failures = [...this.failures, { adapterId: id, message: errorText(error) }]
    console.error(`[Portico] ${event} (${id})`, error)
    void this.telemetry?.sendError(error, event)
  }

  private safely(run: () => void): void {
    try {
      run()
    } catch (error) {
      console.error('[Portico] an adapter failed to tear down', error)
    }
  }
}
