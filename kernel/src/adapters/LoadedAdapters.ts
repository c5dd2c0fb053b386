import { Analytics } from '../services/Analytics.ts'
import { action, makeAutoObservable, observableRef, runInAction } from 'mobx'
import { BaseError } from '../errors/BaseError.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { Network } from '../model/Network.ts'
import type { AdapterContext } from './AdapterContext.ts'
import type { AdapterDefinition } from './AdapterDefinition.ts'
import type { AdapterRegistryRoot } from './AdapterRegistryRoot.ts'
import type { ChainAdapter } from './ChainAdapter.ts'
import type { ConnectorAdapter } from './ConnectorAdapter.ts'
import type { Pairing } from './Pairing.ts'
import type { PairingAuthenticator } from './PairingAuthentication.ts'
import type { ConnectOptions } from './ConnectOptions.ts'
import { checkAdapterInstance } from './checkAdapterInstance.ts'
import { checkConnectResult } from './checkConnectResult.ts'
import { connectAcross } from './connectAcross.ts'
import { createAdapterContext } from './createAdapterContext.ts'
import { gatherConnectors } from './gatherConnectors.ts'
import { connectorSourcesOf } from './connectorSourcesOf.ts'
import { reconnectPending } from './reconnectPending.ts'
import type { PendingConnection } from './PendingConnection.ts'
import { listAdapters } from './listAdapters.ts'
import { AdapterDiscoveries } from './AdapterDiscoveries.ts'
import { whenPageSettledAndShown } from './whenPageSettledAndShown.ts'
import { registryWalletOf } from './registryWalletOf.ts'
import { toAdapterError } from './toAdapterError.ts'
import { trackConnectionEvents } from './trackConnectionEvents.ts'
import { withConnectorImage } from './withConnectorImage.ts'
import { networkToSwitchTo } from './networkToSwitchTo.ts'
import type { NetworkInput } from '../host/NetworkInput.ts'
import type { ConnectorExtension } from './ConnectorExtension.ts'
import type { ConnectorExtensionRegistry } from './ConnectorExtensionRegistry.ts'

/** What the adapter registry hands its loaded half. */
export interface LoadedAdaptersInput {
  definitions: readonly AdapterDefinition[]
  root: AdapterRegistryRoot
  /** Reports a failure: console, telemetry, and the registry's failures for load failures. */
  report: (event: string, id: string, error: unknown) => void
  /** False once the registry is destroyed: later wallet events are ignored. */
  isLive: () => boolean
  /** Shows the pairing of a connector that pairs first, and clears it (undefined) once done. */
  onPairing: (pairing: Pairing | undefined) => void
  /** What asks for a sign-in during pairing, if anything does now. */
  authenticator: () => PairingAuthenticator | undefined
}

interface LoadedConnectorAdapter {
  id: string
  instance: ConnectorAdapter
}

/**
 * The adapter registry's working half, loaded on demand so a host pays for it only once
 * adapters are needed: it loads the adapters, gathers their connectors and capabilities, and
 * connects, disconnects, switches networks and reconnects stored connections (SPEC §4), keeping
 * the connections and networks stores in step.
 */
export class LoadedAdapters {
  connectors: Connector[] = []
  /** The capabilities of every loaded adapter, such as `eip155:switchChain`. */
  capabilities: string[] = []
  /** Counts what connectors said of their users (`onUserChanged`): reading it makes a derivation follow `user()`. */
  userRevision = 0
  private chains = new Map<ChainNamespace, ChainAdapter>()
  private connectorAdapters: LoadedConnectorAdapter[] = []
  /** Which connector adapter owns a connector, for `getProvider`. */
  private connectorOwners = new Map<string, ConnectorAdapter>()
  /** The adapters that failed to load, by id: a connect through one of theirs tries again. */
  private failed = new Set<string>()
  /** The ids of the connectors a loaded adapter offers (the others are discovered or announced by definitions). */
  private offered = new Set<string>()
  private readonly listed: readonly AdapterDefinition[]
  private readonly discoveries: AdapterDiscoveries
  private cancelSettledLoad: () => void = () => {}
  private readonly input: LoadedAdaptersInput
  private readonly stopTracking: () => void

  constructor(input: LoadedAdaptersInput) {
    this.input = input
    this.listed = listAdapters(input.definitions, input.root.config.options, (id, error) => input.report('ADAPTER_LOAD_FAILED', id, error))
    this.discoveries = new AdapterDiscoveries({
      definitions: this.listed,
      onChange: () => this.refreshConnectors(),
      report: (id, error) => input.report('ADAPTER_DISCOVERY_FAILED', id, error),
      isLive: input.isLive,
    })
    this.stopTracking = trackConnectionEvents(input.root, (connectorId) => this.connectors.find((connector) => connector.id === connectorId))
    makeAutoObservable<LoadedAdapters, 'chains' | 'connectorAdapters' | 'connectorOwners' | 'failed' | 'offered' | 'listed' | 'discoveries' | 'cancelSettledLoad' | 'input' | 'stopTracking'>(
      this,
      // prettier-ignore
      { connectors: observableRef, capabilities: observableRef, chains: observableRef, connectorAdapters: observableRef, connectorOwners: false, failed: false, offered: false, listed: false, discoveries: false, cancelSettledLoad: false, input: false, stopTracking: false },
      { autoBind: true },
    )
  }

  /** The loaded chain adapter of a namespace. */
  chainAdapter(namespace: ChainNamespace): ChainAdapter | undefined {
    return this.chains.get(namespace)
  }

  /** The connector adapter that offers a connector (WalletConnect's, the embedded wallet's AUTH one). */
  connectorAdapter(connectorId: string): ConnectorAdapter | undefined {
    return this.connectorOwners.get(connectorId)
  }

  /** The first loaded connector adapter offering an extension under `key`, with its first connector. */
  extension<K extends keyof ConnectorExtensionRegistry>(key: K): ConnectorExtension<K> | undefined {
    for (const { instance } of this.connectorAdapters) {
      const value = instance.extensions?.[key]
      const connectorId = instance.getConnectors()[0]?.id
      if (value !== undefined && connectorId !== undefined) return { value, connectorId }
    }
    return undefined
  }

  /**
   * Starts the wallet discoveries of the listed chain adapters (taking over those `found` started;
   * no SDK loads) and lists their connectors, with the connector adapters' own; done once.
   */
  async discover(found?: Parameters<AdapterDiscoveries['start']>[0]): Promise<void> {
    await this.discoveries.start(found)
    this.refreshConnectors()
  }

  /** Runs `load` (the registry's `ensureLoaded`) once the page has settled and no open is preparing its first frame; cancelled on destroy. */
  loadWhenPageSettled(load: () => void): void {
    this.cancelSettledLoad()
    this.cancelSettledLoad = whenPageSettledAndShown(this.input.root.modal, () => {
      if (this.input.isLive()) load()
    })
  }

  /**
   * Loads every listed adapter, the host's and those they bring along, concurrently; one failing
   * is reported and the others still load. The registry gathers the connectors once all have settled.
   */
  async loadAll(): Promise<void> {
    await Promise.all(this.listed.map((definition) => this.loadOne(definition)))
  }

  /**
   * Connects through a connector, in every namespace it serves that has a chain adapter; `wallet`
   * is the registry wallet chosen, remembered as recent. Throws a BaseError (code 4001 when the
   * user declined) when no namespace connected. Tracks AppKit's USER_REJECTED ({ message }) for a
   * declined prompt and CONNECT_ERROR ({ message }) for any other failure; a pairing given up
   * through `signal` (the view was left) is neither.
   */
  async connect(connectorId: string, options: ConnectOptions): Promise<void> {
    await this.connectOnce(connectorId, options).catch((error: unknown) => {
      const failure = toAdapterError(error)
      if (!options.signal?.aborted) new Analytics(this.input.root.events).track(failure.code === 4001 ? 'USER_REJECTED' : 'CONNECT_ERROR', { message: failure.shortMessage })
      throw error
    })
  }

  private async connectOnce(connectorId: string, options: ConnectOptions): Promise<void> {
    const connector = this.connectors.find((candidate) => candidate.id === connectorId)
    if (!connector) throw new BaseError('Connector not found', { code: 'CONNECTOR_NOT_FOUND', details: connectorId })
    await this.loadOffering(connectorId)
    const namespaces = connector.namespaces.filter((namespace) => this.chains.has(namespace))
    if (namespaces.length === 0) throw new BaseError('Adapter not found', { code: 'ADAPTER_NOT_FOUND', details: connectorId })
    await this.pair(connectorId, namespaces, options.signal)
    const { connections, wallets } = this.input.root
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
      report: (error) => this.input.report('ADAPTER_CONNECT_FAILED', connectorId, error),
    })
    runInAction(() => {
      const first = connected[0]
      if (first && !(active && connected.includes(active))) connections.setActiveNamespace(first)
      const wallet = options.wallet ?? registryWalletOf(connector)
      if (wallet) wallets.addRecent(wallet)
    })
  }

  /**
   * Disconnects one namespace, or every connected one; the state is cleared even if the wallet
   * fails. A connector adapter's session ends once no namespace uses its connector. A wallet that
   * fails to disconnect tracks AppKit's DISCONNECT_ERROR ({ message }), besides DISCONNECT_SUCCESS
   * for the state cleared.
   */
  async disconnect(namespace?: ChainNamespace): Promise<void> {
    const { connections } = this.input.root
    const namespaces = namespace ? [namespace] : [...connections.byNamespace].filter(([, c]) => c.status !== 'disconnected').map(([ns]) => ns)
    const connectorIds = new Set(namespaces.flatMap((each) => connections.connectionOf(each).connectorId ?? []))
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
    await this.endUnusedSessions(connectorIds)
    if (errors.length === 0) return
    const failure = toAdapterError(errors[0])
    new Analytics(this.input.root.events).track('DISCONNECT_ERROR', { message: failure.shortMessage })
    throw failure
  }

  /**
   * Switches network (SPEC §4): on the active, connected namespace the adapter switches the
   * wallet; on another namespace the network is set and its account resynced to it. The network
   * must be configured (else the Network Not Found alert, SPEC §8).
   */
  async switchNetwork(input: NetworkInput): Promise<void> {
    const { connections, networks } = this.input.root
    const network = networkToSwitchTo(this.input.root, input)
    const namespace = network.chainNamespace
    const onActiveChain = namespace === connections.activeNamespace && connections.connectionOf(namespace).status === 'connected'
    if (onActiveChain) {
      const chain = this.chains.get(namespace)
      if (!chain?.switchNetwork) throw new BaseError('Chain is not supported', { code: 'SWITCH_UNSUPPORTED', details: `${namespace} cannot switch networks` })
      try {
        await chain.switchNetwork(network)
      } catch (error) {
        throw toAdapterError(error)
      }
    }
    runInAction(() => {
      networks.setActive(namespace, network.caipNetworkId)
      if (!onActiveChain) connections.setActiveNamespace(namespace)
      connections.setNetwork(namespace, network.caipNetworkId)
    })
  }

  /**
   * Syncs the stored connections found pending at start; each that fails becomes disconnected
   * (SPEC §4). One the user changed meanwhile (another connector, or disconnected) is left alone.
   */
  async reconnect(pending: readonly PendingConnection[]): Promise<void> {
    await reconnectPending(pending, { connections: this.input.root.connections, chainAdapter: this.chainAdapter, applyConnected: this.applyConnected, report: this.input.report })
  }

  /** Tears every loaded adapter down. */
  destroy(): void {
    this.stopTracking()
    this.cancelSettledLoad()
    this.discoveries.stop()
    for (const adapter of [...this.chains.values(), ...this.connectorAdapters.map(({ instance }) => instance)]) this.safely(() => adapter.destroy?.())
  }

  /**
   * Pairs first when the connector's adapter pairs (WalletConnect) and has no session yet; with a
   * sign-in asked for (SIWX) and every chain eip155 (SPEC §7), the wallet signs in while pairing.
   */
  private async pair(connectorId: string, namespaces: readonly ChainNamespace[], signal: AbortSignal | undefined): Promise<void> {
    const owner = this.connectorOwners.get(connectorId)
    if (!owner?.pair || owner.hasSession?.(connectorId)) return
    const chains = this.input.root.networks.configured.filter((network) => namespaces.includes(network.chainNamespace)).map((network) => network.caipNetworkId)
    const authenticator = this.input.authenticator()
    const eip155Only = chains.length > 0 && chains.every((chain) => chain.startsWith('eip155:'))
    const authentication = authenticator && eip155Only ? await authenticator(chains) : undefined
    try {
      await owner.pair(connectorId, {
        onPairing: (pairing) => this.input.onPairing(pairing),
        signal: signal ?? new AbortController().signal,
        ...(authentication ? { authentication } : {}),
      })
    } catch (error) {
      throw toAdapterError(error)
    } finally {
      this.input.onPairing(undefined)
    }
  }

  /** Ends the sessions of connector adapters whose connector no namespace uses any more. */
  private async endUnusedSessions(connectorIds: ReadonlySet<string>): Promise<void> {
    const { connections } = this.input.root
    const inUse = new Set([...connections.byNamespace.values()].flatMap((each) => (each.status === 'disconnected' ? [] : (each.connectorId ?? []))))
    for (const connectorId of connectorIds) {
      const owner = this.connectorOwners.get(connectorId)
      if (!owner?.disconnect || inUse.has(connectorId)) continue
      await owner.disconnect(connectorId).catch((error: unknown) => this.input.report('ADAPTER_DISCONNECT_FAILED', connectorId, error))
    }
  }

  private applyConnected(namespace: ChainNamespace, connectorId: string, result: unknown): void {
    const checked = checkConnectResult(namespace, result)
    this.input.root.connections.setConnected(namespace, { ...checked, connectorId })
    this.input.root.networks.setActive(namespace, checked.caipNetworkId)
  }

  private networkFor(namespace: ChainNamespace): Network | undefined {
    const { networks } = this.input.root
    const activeId = networks.activeByNamespace.get(namespace)
    return (activeId ? networks.find(activeId) : undefined) ?? networks.forNamespace(namespace)[0]
  }

  private async loadOne(definition: AdapterDefinition): Promise<void> {
    try {
      const instance = await definition.load(this.contextFor(definition))
      const problems = checkAdapterInstance(definition, instance)
      if (problems.length > 0) {
        this.safely(() => instance.destroy?.())
        // A chain adapter that cannot connect is AppKit's adapter without its clients (SPEC §8).
        const clientless = definition.kind === 'chain' && problems.some((problem) => /^(dis)?connect is not/.test(problem))
        const message = clientless ? 'ConnectionControllerClient and NetworkControllerClient must be set' : `Adapter "${definition.id}" breaks the adapter contract`
        throw new BaseError(message, { code: 'ADAPTER_INVALID', details: problems.join('; ') })
      }
      if (!this.input.isLive()) {
        this.safely(() => instance.destroy?.())
        return
      }
      runInAction(() => {
        if (definition.kind === 'chain') this.chains = new Map(this.chains).set(definition.namespace, instance as ChainAdapter)
        else this.connectorAdapters = [...this.connectorAdapters, { id: definition.id, instance: instance as ConnectorAdapter }]
        this.capabilities = [...new Set([...this.capabilities, ...instance.capabilities])]
      })
      this.failed.delete(definition.id)
    } catch (error) {
      this.failed.add(definition.id)
      this.input.report('ADAPTER_LOAD_FAILED', definition.id, error)
    }
  }

  /**
   * Makes sure a loaded adapter offers a connector listed before its adapter loaded: adapters that
   * failed to load are tried again once; still none offering it, a BaseError ADAPTER_UNAVAILABLE
   * says the wallet cannot be reached now (the user may try again).
   */
  private async loadOffering(connectorId: string): Promise<void> {
    if (this.offered.has(connectorId)) return
    const retried = this.listed.filter((definition) => this.failed.has(definition.id))
    await Promise.all(retried.map((definition) => this.loadOne(definition)))
    this.refreshConnectors()
    if (!this.offered.has(connectorId)) throw new BaseError('The wallet could not be loaded', { code: 'ADAPTER_UNAVAILABLE', details: connectorId })
  }

  private contextFor(definition: AdapterDefinition): AdapterContext {
    const { root, isLive } = this.input
    return createAdapterContext({
      namespaces: definition.kind === 'chain' ? [definition.namespace] : definition.namespaces,
      connections: root.connections,
      networks: root.networks,
      storage: root.storage,
      approvals: root.approvals,
      snack: root.snack,
      alerts: root.alerts,
      analytics: new Analytics(root.events),
      theme: root.theme,
      logger: root.logger,
      options: root.config.options,
      discovery: this.discoveries.of(definition.id),
      isLive,
      refreshConnectors: () => this.refreshConnectors(),
      noteUserChanged: () => runInAction(() => (this.userRevision += 1)),
      getProvider: (connectorId, namespace) => this.connectorOwners.get(connectorId)?.getProvider(namespace),
      switchNetwork: (network) => this.switchNetwork(network),
      disconnect: (namespace) => this.disconnect(namespace),
    })
  }

  /**
   * Gathers the connectors again, in the order the adapters are listed: a loaded adapter's own,
   * else what its discovery found, else what its definition announces (invalid ones reported and
   * left out), with the host's images.
   */
  refreshConnectors(): void {
    const configured = new Set(this.input.root.networks.configured.map((network) => network.chainNamespace))
    const gathered = gatherConnectors(connectorSourcesOf({ listed: this.listed, chains: this.chains, connectorAdapters: this.connectorAdapters, discoveries: this.discoveries, configured }))
    for (const problem of gathered.problems) this.input.report('ADAPTER_CONNECTORS_FAILED', problem.sourceId, problem.error)
    this.connectorOwners = gathered.owners
    this.offered = gathered.offered
    this.connectors = gathered.connectors.map((connector) => withConnectorImage(connector, this.input.root.config.options.connectorImages))
  }

  private safely(run: () => void): void {
    try {
      run()
    } catch (error) {
      this.input.root.logger.error('an adapter failed to tear down', error)
    }
  }
}
