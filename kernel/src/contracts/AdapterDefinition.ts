import type { HostOptions } from '../config/HostOptions.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { AdapterContext } from './AdapterContext.ts'
import type { ChainAdapter } from './ChainAdapter.ts'
import type { ConnectorAdapter } from './ConnectorAdapter.ts'
import type { ConnectorDiscovery } from './ConnectorDiscovery.ts'
import type { Connector } from '../model/Connector.ts'

/** A boolean option of `createAppKit`, such as `enableWalletConnect`. */
type BooleanHostOption = { [K in keyof HostOptions]-?: boolean extends HostOptions[K] ? K : never }[keyof HostOptions]

/**
 * An adapter that another brings along (AppKit's chain adapters bring WalletConnect): it loads
 * unless the host lists one with the same id (the host's wins) or sets `option` to false.
 */
export interface BundledAdapter {
  definition: AdapterDefinition
  /** The host's option that, set to false, leaves it out, such as `enableWalletConnect`. */
  option?: BooleanHostOption
}

/** A chain adapter as the host lists it: `evm()`, `solana()`, `bitcoin()`. Its SDK loads in `load`. */
export interface ChainAdapterDefinition {
  kind: 'chain'
  id: string
  namespace: ChainNamespace
  load: (context: AdapterContext) => Promise<ChainAdapter>
  /**
   * Starts finding the namespace's wallets without the SDK (a small chunk of its own), so the
   * Connect view lists them before the adapter loads; `onChange` is called when the list changes.
   * The adapter gets it back in `load` as `context.discovery`. None: its wallets show once loaded.
   */
  discover?: (onChange: () => void) => Promise<ConnectorDiscovery>
  /** Adapters it brings along; none by default. */
  bundles?: readonly BundledAdapter[]
}

/** A connector adapter, across namespaces: `walletConnect()`, `embeddedWallet()`. */
export interface ConnectorAdapterDefinition {
  kind: 'connector'
  id: string
  namespaces: ChainNamespace[]
  load: (context: AdapterContext) => Promise<ConnectorAdapter>
  /**
   * The connectors it will offer, known without loading it (WalletConnect's one, the embedded
   * wallet's AUTH one): listed from the first frame, in the namespaces that have networks.
   */
  connectors?: readonly Connector[]
  /** Adapters it brings along; none by default. */
  bundles?: readonly BundledAdapter[]
}

/** Either kind of adapter definition. */
export type AdapterDefinition = ChainAdapterDefinition | ConnectorAdapterDefinition
