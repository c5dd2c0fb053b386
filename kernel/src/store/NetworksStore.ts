import { makeAutoObservable } from 'mobx'
import { CaipNetworkId } from '../model/CaipNetworkId.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Network } from '../model/Network.ts'
import { parseCaipNetworkId } from '../model/parseCaipNetworkId.ts'
import { placeholderNetwork } from '../model/placeholderNetwork.ts'
import type { Storage } from '../services/Storage.ts'
import { InvalidCaipNetworkIdError } from '../errors.ts'

/** The options that decide about unsupported networks, the default one, and where to remember. */
export interface NetworksOptions {
  /** Let the user stay on a network that is not configured; default false. */
  allowUnsupportedChain?: boolean
  /** Network switching enabled; default true. */
  enableNetworkSwitch?: boolean
  /** The network to start on; else the first configured one of each namespace. */
  defaultNetwork?: Network
  /** Where the active network id is remembered (`activeCaipNetworkId`). */
  storage?: Storage
}

/** Configured networks, the active one per namespace, and whether it is unsupported (SPEC §2, §3). */
export class NetworksStore {
  readonly configured: Network[]
  activeByNamespace = new Map<ChainNamespace, string>()
  readonly allowUnsupportedChain: boolean
  readonly enableNetworkSwitch: boolean
  private readonly getActiveNamespace: () => ChainNamespace | undefined
  private readonly defaultNetwork: Network | undefined
  private readonly storage: Storage | undefined

  constructor(configured: Network[], getActiveNamespace: () => ChainNamespace | undefined, options: NetworksOptions = {}) {
    this.configured = configured
    this.getActiveNamespace = getActiveNamespace
    this.allowUnsupportedChain = options.allowUnsupportedChain ?? false
    this.enableNetworkSwitch = options.enableNetworkSwitch ?? true
    this.defaultNetwork = options.defaultNetwork
    this.storage = options.storage
    for (const network of configured) {
      if (!this.activeByNamespace.has(network.chainNamespace)) this.activeByNamespace.set(network.chainNamespace, network.caipNetworkId)
    }
    if (this.defaultNetwork) this.activeByNamespace.set(this.defaultNetwork.chainNamespace, this.defaultNetwork.caipNetworkId)
    const stored = this.storage?.get('activeCaipNetworkId')
    const remembered = stored ? this.find(stored) : undefined
    if (remembered) this.activeByNamespace.set(remembered.chainNamespace, remembered.caipNetworkId)
    makeAutoObservable<NetworksStore, 'getActiveNamespace' | 'defaultNetwork' | 'storage'>(
      this,
      { configured: false, getActiveNamespace: false, defaultNetwork: false, storage: false },
      { autoBind: true },
    )
  }

  /** The configured networks of one namespace. */
  forNamespace(namespace: ChainNamespace): Network[] {
    return this.configured.filter((network) => network.chainNamespace === namespace)
  }

  /** The namespace whose network is active: the active namespace, else the default network's. */
  get activeNamespace(): ChainNamespace | undefined {
    return this.getActiveNamespace() ?? this.defaultNetwork?.chainNamespace ?? this.configured[0]?.chainNamespace
  }

  /** The active network; a placeholder (SPEC §3) when its id is not configured. */
  get active(): Network | undefined {
    const namespace = this.activeNamespace
    const caipNetworkId = namespace ? this.activeByNamespace.get(namespace) : undefined
    if (!caipNetworkId) return undefined
    return this.find(caipNetworkId) ?? (CaipNetworkId.is(caipNetworkId) ? placeholderNetwork(caipNetworkId) : undefined)
  }

  /** Whether the active network is not one of the configured networks. */
  get isUnsupported(): boolean {
    const namespace = this.activeNamespace
    const caipNetworkId = namespace ? this.activeByNamespace.get(namespace) : undefined
    return caipNetworkId !== undefined && this.find(caipNetworkId) === undefined
  }

  /** Whether to show UnsupportedChain (SPEC §2): switching on, unsupported not allowed, active unsupported. */
  get showUnsupportedView(): boolean {
    return this.enableNetworkSwitch && !this.allowUnsupportedChain && this.isUnsupported
  }

  /** Makes a network the active one of its namespace and remembers it; it may be unsupported. */
  setActive(namespace: ChainNamespace, caipNetworkId: string): void {
    if (parseCaipNetworkId(caipNetworkId)?.namespace !== namespace) {
      throw new InvalidCaipNetworkIdError(`${caipNetworkId} is not a ${namespace} network id`)
    }
    this.activeByNamespace.set(namespace, caipNetworkId)
    this.storage?.set('activeCaipNetworkId', caipNetworkId)
  }

  /** The configured network with that CAIP-2 id. */
  find(caipNetworkId: string): Network | undefined {
    return this.configured.find((network) => network.caipNetworkId === caipNetworkId)
  }
}
