import { makeAutoObservable } from 'mobx'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Network } from '../model/Network.ts'

/**
 * Configured networks, the active one per namespace, and which are unsupported.
 * TODO(stores helper): placeholder for unsupported networks (SPEC §3), tests.
 */
export class NetworksStore {
  readonly configured: Network[]
  activeByNamespace = new Map<ChainNamespace, string>()

  constructor(configured: Network[]) {
    this.configured = configured
    makeAutoObservable<NetworksStore>(this, { configured: false }, { autoBind: true })
  }

  /** The configured networks of one namespace. */
  forNamespace(namespace: ChainNamespace): Network[] {
    return this.configured.filter((network) => network.chainNamespace === namespace)
  }
}
