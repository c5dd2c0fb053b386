import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { ActionConfig } from '../actions/ActionConfig.ts'
import { errorText } from '../errors/errorText.ts'
import { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { NetworkInput } from '../model/NetworkInput.ts'
import type { Telemetry } from '../services/Telemetry.ts'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ChainExtensionRegistry } from '../contracts/ChainExtensionRegistry.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import type { Pairing } from '../contracts/Pairing.ts'
import type { PairingAuthenticator } from '../contracts/PairingAuthentication.ts'
import type { AdapterWork } from './AdapterWork.ts'
import type { LoadedConnectorAdapter } from './LoadedConnectorAdapter.ts'
import type { AdapterActions } from './AdapterActions.ts'
import type { AdapterRegistryRoot } from '../store/AdapterRegistryRoot.ts'
import type { ConnectOptions } from './ConnectOptions.ts'
import type { StartedDiscoveries } from './StartedDiscoveries.ts'
import type { ConnectorExtension } from './ConnectorExtension.ts'
import type { ConnectorExtensionRegistry } from '../contracts/ConnectorExtensionRegistry.ts'

/** Where the registry stands: nothing loaded, loading, or every adapter settled. */
export type AdapterRegistryStatus = 'idle' | 'loading' | 'ready'

/** An adapter that failed to load, and why. */
export interface AdapterFailure {
  adapterId: string
  message: string
}

/**
 * The host's adapters: lists the wallets found without their SDKs, loads them once on demand (on
 * intent: pointer-over, focus, idle, a click) and gathers their connectors and capabilities. The
 * registry holds the state and the API; the work is done by the adapter actions in the kernel's
 * deferred half (`kernelRuntime`: `startAdapterWork`, `loadAdapters`, `loadOffering`,
 * `refreshConnectors`, `stopAdapterWork`), and connecting, disconnecting, switching networks and
 * reconnecting (SPEC §4) by the actions in `src/actions/`, each loaded when first called.
 */
export class AdapterRegistry {
  status: AdapterRegistryStatus = 'idle'
  failures: AdapterFailure[] = []
  /** The pairing a connector adapter offers while it connects (WalletConnect's URI); undefined otherwise. */
  pairing: Pairing | undefined = undefined
  /** Asked for a sign-in to do during pairing (set by a SIWX plugin); none by default. */
  authenticator: PairingAuthenticator | undefined = undefined
  /** The connectors of every listed adapter: a loaded adapter's own, else those discovered or announced. */
  connectors: Connector[] = []
  /** The capabilities of every loaded adapter, such as `eip155:switchChain`. */
  capabilities: string[] = []
  /** Changes each time a loaded connector adapter says its user changed; read it where `user()` is read. */
  userRevision = 0
  /** The loaded chain adapters, by namespace. */
  chains: ReadonlyMap<ChainNamespace, ChainAdapter> = new Map()
  /** The loaded connector adapters, in the order they loaded. */
  connectorAdapters: readonly LoadedConnectorAdapter[] = []
  /** What the adapters' work keeps beside this state, once the kernel's deferred half has started it (not observed). */
  work: AdapterWork | undefined = undefined
  readonly definitions: readonly AdapterDefinition[]
  readonly root: AdapterRegistryRoot
  private runtime: AdapterActions | undefined
  private loadingCode: Promise<AdapterActions> | undefined
  private loading: Promise<void> | undefined
  private discovering: Promise<void> | undefined
  /** The chain adapters' discoveries, by definition, started by the first `discover` (not observed: set after construction). */
  private declare found: StartedDiscoveries
  private destroyed = false
  private readonly telemetry: Telemetry | undefined
  /** What the actions work on: the stores and this registry. */
  private readonly config: ActionConfig

  constructor(definitions: readonly AdapterDefinition[], root: AdapterRegistryRoot, telemetry?: Telemetry) {
    this.definitions = definitions
    this.root = root
    this.telemetry = telemetry
    this.config = { root, adapters: this }
    makeAutoObservable<AdapterRegistry, 'runtime' | 'loadingCode' | 'loading' | 'discovering' | 'destroyed' | 'telemetry' | 'config'>(
      this,
      // prettier-ignore
      { failures: observableRef, authenticator: observableRef, connectors: observableRef, capabilities: observableRef, chains: observableRef, connectorAdapters: observableRef, work: false, definitions: false, root: false, runtime: false, loadingCode: false, loading: false, discovering: false, destroyed: false, telemetry: false, config: false },
      { autoBind: true },
    )
  }

  /** Sets (or clears) what asks for a sign-in during pairing; returns the function that clears it. */
  setAuthenticator(authenticator: PairingAuthenticator | undefined): () => void {
    this.authenticator = authenticator
    return () => {
      if (this.authenticator === authenticator) this.setAuthenticator(undefined)
    }
  }

  /** Shows (or clears) the pairing of a connector that pairs first. */
  setPairing(pairing: Pairing | undefined): void {
    this.pairing = pairing
  }

  /** False once destroyed: later wallet events are ignored. */
  isLive(): boolean {
    return !this.destroyed
  }

  /** Whether some loaded adapter offers a capability, such as `eip155:signMessage`. */
  has(capability: string): boolean {
    return this.capabilities.includes(capability)
  }

  /** The loaded chain adapter of a namespace. */
  chainAdapter(namespace: ChainNamespace): ChainAdapter | undefined {
    return this.chains.get(namespace)
  }

  /**
   * The loaded connector adapter that offers a connector, for the plugins that drive it beyond
   * the adapter contract (the e-mail plugin and the embedded wallet's login).
   */
  connectorAdapter(connectorId: string): ConnectorAdapter | undefined {
    return this.work?.owners.get(connectorId)
  }

  /** What the loaded chain adapter of the key's namespace offers under a key of ChainExtensionRegistry, when it announces it. */
  chainExtension<K extends keyof ChainExtensionRegistry>(key: K): ChainExtensionRegistry[K] | undefined {
    const name = String(key)
    const namespace = name.slice(0, name.indexOf(':'))
    if (!ChainNamespace.is(namespace) || !this.has(name)) return undefined
    return this.chainAdapter(namespace)?.extensions?.[key]
  }

  /** What the first loaded connector adapter offering it has under a key of ConnectorExtensionRegistry, with its first connector; undefined when none does. */
  extension<K extends keyof ConnectorExtensionRegistry>(key: K): ConnectorExtension<K> | undefined {
    for (const { instance } of this.connectorAdapters) {
      const value = instance.extensions?.[key]
      const connectorId = instance.getConnectors()[0]?.id
      if (value !== undefined && connectorId !== undefined) return { value, connectorId }
    }
    return undefined
  }

  /**
   * Lists the wallets known without loading any SDK, once: what the chain adapters' discoveries
   * find (EIP-6963, Wallet Standard) and the connectors the connector adapters announce. Settles
   * once listed; a failure is logged and a later call tries again. The SDKs then load once the
   * page has settled (loaded, then idle), unless intent loaded them first.
   */
  discover(): Promise<void> {
    // The discoveries start at once, so their chunks load beside the kernel's deferred half, not
    // after it; a failure is reported when the work takes them over, not as unhandled.
    this.found ??= new Map(
      this.definitions.map((definition) => {
        const started = definition.kind === 'chain' ? definition.discover?.(() => this.runtime?.refreshConnectors(this)) : undefined
        started?.catch(() => undefined)
        return [definition, started]
      }),
    )
    this.discovering ??= this.code().then(
      async (runtime) => {
        // The SDKs follow on their own once the page has settled, if intent has not loaded them yet.
        runtime.loadWhenPageSettled(this)
        await this.work?.discoveries.start(this.found)
        runtime.refreshConnectors(this)
      },
      (error: unknown) => {
        this.discovering = undefined
        this.root.logger.error('the wallets could not be listed', error)
      },
    )
    return this.discovering
  }

  /** Loads every adapter once, concurrently; one failing is reported and the others still load. */
  ensureLoaded(): Promise<void> {
    this.loading ??= this.loadAll()
    return this.loading
  }

  /**
   * Makes sure a loaded adapter offers a connector (the `loadOffering` action): adapters that
   * failed to load are tried again; a BaseError ADAPTER_UNAVAILABLE when none does. Undefined
   * while the adapters' code has not arrived (offline).
   */
  loadOffering(connectorId: string): Promise<void> | undefined {
    return this.runtime?.loadOffering(this, connectorId)
  }

  /** Connects through a connector (the `connect` action): `wallet` is the registry wallet chosen, `signal` gives a pairing up. */
  async connect(connectorId: string, options: ConnectOptions = {}): Promise<void> {
    // The kernel's deferred half loads beside the action's code, not after it (the action reports a failure).
    void this.code().catch(() => undefined)
    return (await import('../actions/connect.ts')).connect(this.config, { connectorId, ...options })
  }

  /** Disconnects one namespace, or every connected one (the `disconnect` action). */
  async disconnect(namespace?: ChainNamespace): Promise<void> {
    return (await import('../actions/disconnect.ts')).disconnect(this.config, { namespace })
  }

  /** Switches to a configured network (the `switchNetwork` action). */
  async switchNetwork(network: NetworkInput): Promise<void> {
    return (await import('../actions/switchNetwork.ts')).switchNetwork(this.config, { network })
  }

  /** Syncs the connections stored from the last visit (the `reconnect` action). */
  async reconnect(): Promise<void> {
    // With nothing stored pending, nothing loads; else the kernel's deferred half loads beside the action's code.
    if (![...this.root.connections.byNamespace.values()].some(({ status, connectorId }) => status === 'connecting' && connectorId)) return
    void this.code().catch(() => undefined)
    return (await import('../actions/reconnect.ts')).reconnect(this.config)
  }

  /**
   * Follows a change another tab of the origin made to the stored connections (a window
   * `storage` event): its work is in the kernel's deferred half, loaded only for the keys it follows.
   */
  followOtherTab(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue' | 'storageArea'>): void {
    const { prefix } = this.root.storage
    // The keys followOtherTab follows: any other change (caches, recent wallets) loads nothing.
    if (this.destroyed || (event.key !== `${prefix}connections` && event.key !== `${prefix}activeCaipNetworkId`)) return
    const input = { root: this.root, adapters: this, report: this.report, isLive: this.isLive }
    import('../kernelRuntime.ts').then(
      ({ kernelRuntime }) => kernelRuntime.followOtherTab(event, input),
      () => undefined,
    )
  }

  /** Tears every loaded adapter down; later wallet events are ignored. */
  destroy(): void {
    this.destroyed = true
    this.runtime?.stopAdapterWork(this)
  }

  private code(): Promise<AdapterActions> {
    this.loadingCode ??= import('../kernelRuntime.ts').then(
      ({ kernelRuntime: runtime }) => {
        this.work ??= runtime.startAdapterWork(this)
        this.runtime = runtime
        // Destroyed while the code was on its way: what the work started stops at once.
        if (this.destroyed) runtime.stopAdapterWork(this)
        return runtime
      },
      (error: unknown) => {
        // A later call retries: the kernel's own chunk may arrive once back online.
        this.loadingCode = undefined
        throw error
      },
    )
    return this.loadingCode
  }

  private async loadAll(): Promise<void> {
    this.status = 'loading'
    let runtime: AdapterActions
    try {
      runtime = await this.code()
    } catch (error) {
      // The kernel's own chunk did not arrive (offline): report it and let a later call retry.
      this.report('ADAPTER_LOAD_FAILED', 'kernel', error)
      runInAction(() => {
        this.status = 'idle'
      })
      this.loading = undefined
      return
    }
    await runtime.loadAdapters(this)
    runInAction(() => {
      this.status = 'ready'
      runtime.refreshConnectors(this)
    })
  }

  /** Reports a failure: to the console, to telemetry, and among `failures` for a load failure. */
  report(event: string, id: string, error: unknown): void {
    if (event === 'ADAPTER_LOAD_FAILED') this.failures = [...this.failures, { adapterId: id, message: errorText(error) }]
    this.root.logger.error(`${event} (${id})`, error)
    void this.telemetry?.sendError(error, event)
  }
}
