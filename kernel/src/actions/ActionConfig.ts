import type { AdapterRegistryRoot } from '../store/AdapterRegistryRoot.ts'
import type { ChainAdapter } from '../contracts/ChainAdapter.ts'
import type { ConnectorAdapter } from '../contracts/ConnectorAdapter.ts'
import type { Pairing } from '../contracts/Pairing.ts'
import type { PairingAuthenticator } from '../contracts/PairingAuthentication.ts'
import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { Connector } from '../model/Connector.ts'

/**
 * What an action works on (wagmi's `config`): the stores it reads and updates, and the host's
 * adapters. The adapters' part is written out here, not picked from AdapterRegistry, so the actions
 * import nothing of the registry that loads them (no type-import cycle).
 */
export interface ActionConfig {
  root: AdapterRegistryRoot
  adapters: {
    readonly connectors: Connector[]
    readonly authenticator: PairingAuthenticator | undefined
    chainAdapter(namespace: ChainNamespace): ChainAdapter | undefined
    connectorAdapter(connectorId: string): ConnectorAdapter | undefined
    setPairing(pairing: Pairing | undefined): void
    ensureLoaded(): Promise<void>
    /** Makes sure a loaded adapter offers a connector (ADAPTER_UNAVAILABLE when none does); undefined while the adapters' code has not arrived. */
    loadOffering(connectorId: string): Promise<void> | undefined
    report(event: string, id: string, error: unknown): void
  }
}
