import { Analytics } from '../services/Analytics.ts'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { AdapterContext } from '../contracts/AdapterContext.ts'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { AdapterRegistryRoot } from '../store/AdapterRegistryRoot.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import { checkAdapterInstance } from './checkAdapterInstance.ts'
import { createAdapterContext } from './createAdapterContext.ts'
import { gatherConnectors } from './gatherConnectors.ts'
import { connectorSourcesOf } from './connectorSourcesOf.ts'
import { listAdapters } from './listAdapters.ts'
import { AdapterDiscoveries } from './AdapterDiscoveries.ts'
import { whenPageSettledAndShown } from './whenPageSettledAndShown.ts'
import { trackConnectionEvents } from './trackConnectionEvents.ts'
import { withConnectorImage } from './withConnectorImage.ts'
import type { ActionConfig } from '../actions/ActionConfig.ts'
import type { ConnectorExtension } from './ConnectorExtension.ts'
import type { ConnectorExtensionRegistry } from '../contracts/ConnectorExtensionRegistry.ts'
import { AdapterInvalidError } from '../errors/AdapterInvalidError.ts'
import { AdapterUnavailableError } from '../errors/AdapterUnavailableError.ts'

/** What the adapter registry hands its loaded half. */
export interface LoadedAdaptersInput {
  definitions: readonly AdapterDefinition[]
  root: AdapterRegistryRoot
  /** Reports a failure: console, telemetry, and the registry's failures for load failures. */
  report: (event: string, id: string, error: unknown) => void
  /** False once the registry is destroyed: later wallet events are ignored. */
  isLive: () => boolean
  /** The registry, for the actions the adapters' context runs (switching networks, disconnecting). */
  adapters: ActionConfig['adapters']
}

interface LoadedConnectorAdapter {
  id: string
  instance: ConnectorAdapter
}

/**
 * The adapter registry's loading half, loaded on demand so a host pays for it only once
 * adapters are needed: it loads the adapters, gives each its context, and gathers their
 * connectors and capabilities. Connecting, disconnecting, switching and reconnecting are the
 * actions (`src/actions/`).
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
  private readonly config: ActionConfig

  constructor(input: LoadedAdaptersInput) {
    this.input = input
    this.config = { root: input.root, adapters: input.adapters }
    this.listed = listAdapters(input.definitions, input.root.config.options, (id, error) => input.report('ADAPTER_LOAD_FAILED', id, error))
    this.discoveries = new AdapterDiscoveries({
      definitions: this.listed,
      onChange: () => this.refreshConnectors(),
      report: (id, error) => input.report('ADAPTER_DISCOVERY_FAILED', id, error),
      isLive: input.isLive,
    })
    this.stopTracking = trackConnectionEvents(input.root, (connectorId) => this.connectors.find((connector) => connector.id === connectorId))
    makeAutoObservable<LoadedAdapters, 'chains' | 'connectorAdapters' | 'connectorOwners' | 'failed' | 'offered' | 'listed' | 'discoveries' | 'cancelSettledLoad' | 'input' | 'stopTracking' | 'config'>(
      this,
      // prettier-ignore
      { connectors: observableRef, capabilities: observableRef, chains: observableRef, connectorAdapters: observableRef, connectorOwners: false, failed: false, offered: false, listed: false, discoveries: false, cancelSettledLoad: false, input: false, stopTracking: false, config: false },
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

  /** Tears every loaded adapter down. */
  destroy(): void {
    this.stopTracking()
    this.cancelSettledLoad()
    this.discoveries.stop()
    for (const adapter of [...this.chains.values(), ...this.connectorAdapters.map(({ instance }) => instance)]) this.safely(() => adapter.destroy?.())
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
        throw new AdapterInvalidError(message, problems.join('; '))
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
  async loadOffering(connectorId: string): Promise<void> {
    if (this.offered.has(connectorId)) return
    const retried = this.listed.filter((definition) => this.failed.has(definition.id))
    await Promise.all(retried.map((definition) => this.loadOne(definition)))
    this.refreshConnectors()
    if (!this.offered.has(connectorId)) throw new AdapterUnavailableError(connectorId)
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
      // Loaded as the registry's verbs load them: a static import here closed a type-import cycle
      // (ActionConfig -> AdapterRegistry -> LoadedAdapters -> the actions -> ActionConfig).
      switchNetwork: async (network) => (await import('../actions/switchNetwork.ts')).switchNetwork(this.config, { network }),
      disconnect: async (namespace) => (await import('../actions/disconnect.ts')).disconnect(this.config, { namespace }),
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
