import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ChainExtensionRegistry } from '../contracts/ChainExtensionRegistry.ts'
import type { ConnectOptions } from '../adapters/ConnectOptions.ts'
import type { ConnectorExtension } from '../adapters/ConnectorExtension.ts'
import type { ConnectorExtensionRegistry } from '../contracts/ConnectorExtensionRegistry.ts'
import type { PairingAuthenticator } from '../contracts/PairingAuthentication.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'
import type { Network } from '../model/Network.ts'

/** The host's adapters as a plugin drives them: what they offer, connecting, and their extensions. */
export interface PluginAdapters {
  /** The connectors of every loaded adapter. */
  readonly connectors: readonly Connector[]
  /** Whether some loaded adapter offers a capability, such as `eip155:signMessage`. */
  has(capability: string): boolean
  /** The loaded chain adapter of a namespace. */
  chainAdapter(namespace: ChainNamespace): ChainAdapter | undefined
  /** What the chain adapter of the key's namespace offers under a key of ChainExtensionRegistry (`'eip155:transfer'`); undefined when it does not. */
  chainExtension<K extends keyof ChainExtensionRegistry>(key: K): ChainExtensionRegistry[K] | undefined
  /**
   * Loads every adapter once (their SDKs); settles when each has loaded or failed. A connector is
   * listed before its adapter loads (the embedded wallet's AUTH one), its extension only after.
   */
  ensureLoaded(): Promise<void>
  /** Connects through a connector (SPEC §4); throws a BaseError, code 4001 when the user declined. */
  connect(connectorId: string, options?: ConnectOptions): Promise<void>
  /** Switches network as the Networks view does (SPEC §4): the wallet on the active, connected namespace; throws a BaseError, code 4001 when the user declined. */
  switchNetwork(network: Network): Promise<void>
  /** Disconnects one namespace, or every connected one. */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** What a loaded connector adapter offers under a key of ConnectorExtensionRegistry; undefined when none does. */
  extension<K extends keyof ConnectorExtensionRegistry>(key: K): ConnectorExtension<K> | undefined
  /** Sets what asks for a sign-in during pairing (SIWX); cleared on teardown, or earlier by the function returned. */
  setAuthenticator(authenticator: PairingAuthenticator): () => void
}
