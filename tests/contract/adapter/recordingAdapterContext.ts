import type { AdapterContext } from '@portico/kernel/extend'
import { Logger, Storage } from '@portico/kernel/extend'
import type { ChainNamespace, Network } from '@portico/kernel'
import { memoryStorageBackend } from '../../../kernel/src/services/memoryStorageBackend.ts'

/** An adapter context for the contract: the wallet events an adapter reported through it, in order. */
export interface RecordingAdapterContext extends AdapterContext {
  events: string[]
}

/** A context with the networks of `namespaces` and `storage` (default a fresh one in memory) that records what the adapter reports. */
export function recordingAdapterContext(networks: Network[], namespaces: readonly ChainNamespace[], storage = new Storage(memoryStorageBackend())): RecordingAdapterContext {
  const events: string[] = []
  return {
    events,
    networks: networks.filter((network) => namespaces.includes(network.chainNamespace)),
    storage,
    logger: new Logger(),
    onAccountsChanged: (namespace, accounts) => void events.push(`accounts ${namespace} ${accounts.length}`),
    onNetworkChanged: (namespace, caipNetworkId) => void events.push(`network ${namespace} ${caipNetworkId}`),
    onDisconnect: (namespace) => void events.push(`disconnect ${namespace}`),
    onConnectorsChanged: () => void events.push('connectors'),
    onUserChanged: () => void events.push('user'),
    defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa', bip122: 'payment', polkadot: 'eoa' },
    projectId: 'test-project',
    metadata: undefined,
    getProvider: () => undefined,
    switchNetwork: async (caipNetworkId) => void events.push(`switch ${caipNetworkId}`),
    disconnect: async (namespace) => void events.push(`end ${namespace}`),
    requestApproval: async (request) => void events.push(`approval ${request.namespace} ${request.method}`),
    showSnack: (variant, message) => void events.push(`snack ${variant} ${message}`),
    showAlert: (alert) => void events.push(`alert ${alert.id}`),
    track: (event) => void events.push(`track ${event}`),
    watchTheme: () => () => undefined,
  }
}
