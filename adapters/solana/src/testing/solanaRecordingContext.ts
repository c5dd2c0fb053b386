import { Logger, Storage } from '@portico/kernel/extend'
import type { AdapterContext } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'
import { memoryStorageBackend } from '../../../../kernel/src/services/memoryStorageBackend.ts'

/** An adapter context for tests: the networks given, and every wallet event written down in order. */
export interface SolanaRecordingContext extends AdapterContext {
  events: string[]
  /** What `getProvider` hands out, by connector id (as a connector adapter would). */
  providers: Map<string, unknown>
}

/** Makes a recording context over some networks. */
export function solanaRecordingContext(networks: Network[]): SolanaRecordingContext {
  const events: string[] = []
  const providers = new Map<string, unknown>()
  return {
    events,
    providers,
    networks,
    storage: new Storage(memoryStorageBackend()),
    logger: new Logger(),
    onAccountsChanged: (namespace, accounts) => void events.push(`accounts ${namespace} ${accounts.map((account) => account.address).join(',')}`),
    onNetworkChanged: (namespace, caipNetworkId) => void events.push(`network ${namespace} ${caipNetworkId}`),
    onDisconnect: (namespace) => void events.push(`disconnect ${namespace}`),
    onConnectorsChanged: () => void events.push('connectors'),
    onUserChanged: () => void events.push('user'),
    defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa', bip122: 'payment', polkadot: 'eoa' },
    projectId: 'test-project',
    metadata: undefined,
    getProvider: (connectorId, namespace) => (namespace === 'solana' ? providers.get(connectorId) : undefined),
    switchNetwork: async (caipNetworkId) => void events.push(`switch ${caipNetworkId}`),
    disconnect: async (namespace) => void events.push(`end ${namespace}`),
    requestApproval: async (request) => void events.push(`approval ${request.namespace} ${request.method}`),
    showSnack: (variant, message) => void events.push(`snack ${variant} ${message}`),
    showAlert: (alert) => void events.push(`alert ${alert.id}`),
    track: (event) => void events.push(`track ${event}`),
    watchTheme: () => () => undefined,
  }
}
