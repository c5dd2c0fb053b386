import { Logger, Storage } from '@portico/kernel/extend'
import type { AdapterContext } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'

/** An adapter context for tests: the networks given, and every wallet event written down in order. */
export interface TemplateRecordingContext extends AdapterContext {
  events: string[]
}

/** Makes a recording context over some networks, with storage in memory. */
export function templateRecordingContext(networks: Network[]): TemplateRecordingContext {
  const events: string[] = []
  const values = new Map<string, string>()
  return {
    events,
    networks,
    storage: new Storage({ getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) }),
    logger: new Logger(),
    onAccountsChanged: (namespace, accounts) => void events.push(`accounts ${namespace} ${accounts.map((account) => account.address).join(',')}`),
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
