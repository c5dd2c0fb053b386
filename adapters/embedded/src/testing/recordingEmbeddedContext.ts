import { ProviderError } from '@portico/kernel'
import { Logger, Storage } from '@portico/kernel/extend'
import type { AdapterContext, AdapterTheme, Alert, ApprovalRequest } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'

/** An adapter context for the embedded wallet's tests: memory storage, and what the adapter reported. */
export interface RecordingEmbeddedContext extends AdapterContext {
  alerts: Alert[]
  snacks: string[]
  approvals: ApprovalRequest[]
  /** How the next approvals settle: approve (default), reject with 4001, or wait. */
  approve: 'approve' | 'reject' | 'wait'
  /** The values stored, by key. */
  stored: Map<string, string>
  /** The events tracked, with their properties. */
  tracked: { event: string; properties?: Record<string, unknown> | undefined }[]
  /** How many times the adapter said its user changed (account type, deployment). */
  userChanges: number
  /** Changes the host's theme, as `useAppKitTheme` would: the theme watchers hear it. */
  setTheme(theme: AdapterTheme): void
}

const network = (id: number | string, caipNetworkId: string, chainNamespace: 'eip155' | 'solana'): Network => ({
  id,
  caipNetworkId,
  chainNamespace,
  name: caipNetworkId,
  nativeCurrency: { name: 'Coin', symbol: 'C', decimals: chainNamespace === 'eip155' ? 18 : 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

/** Ethereum, Polygon and Solana localnet, as the tests configure them. */
export const testNetworks: Network[] = [network(1, 'eip155:1', 'eip155'), network(137, 'eip155:137', 'eip155'), network('localnet', 'solana:localnet', 'solana')]

/** Builds a recording context; `stored` seeds the storage (values as the kernel writes them). */
export function recordingEmbeddedContext(networks: Network[] = testNetworks, stored: Record<string, unknown> = {}): RecordingEmbeddedContext {
  const values = new Map<string, string>(Object.entries(stored).map(([key, value]) => [`@portico/${key}`, JSON.stringify(value)]))
  let theme: AdapterTheme = { themeMode: 'dark', themeVariables: {} }
  const themeWatchers = new Set<(theme: AdapterTheme) => void>()
  const context: RecordingEmbeddedContext = {
    tracked: [],
    userChanges: 0,
    setTheme: (next) => {
      theme = next
      for (const watcher of [...themeWatchers]) watcher(theme)
    },
    alerts: [],
    snacks: [],
    approvals: [],
    approve: 'approve',
    stored: values,
    networks,
    logger: new Logger(),
    storage: new Storage({
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    }),
    projectId: 'test-project',
    metadata: { name: 'Test App', description: 'A test', url: 'https://app.example', icons: [] },
    onAccountsChanged: () => undefined,
    onNetworkChanged: () => undefined,
    onDisconnect: () => undefined,
    onConnectorsChanged: () => undefined,
    onUserChanged: () => void (context.userChanges += 1),
    defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa', bip122: 'payment', polkadot: 'eoa' },
    switchNetwork: async () => undefined,
    disconnect: async () => undefined,
    getProvider: () => undefined,
    requestApproval: (request) => {
      context.approvals.push(request)
      if (context.approve === 'approve') return Promise.resolve()
      if (context.approve === 'reject') return Promise.reject(new ProviderError('User rejected the request.', { code: 4001 }))
      return new Promise<void>((_resolve, reject) => {
        request.signal?.addEventListener('abort', () => reject(new ProviderError('User rejected the request.', { code: 4001 })))
      })
    },
    showSnack: (variant, message) => void context.snacks.push(`${variant}: ${message}`),
    showAlert: (alert) => void context.alerts.push(alert),
    track: (event, properties) => void context.tracked.push({ event, properties }),
    watchTheme: (listener) => {
      themeWatchers.add(listener)
      listener(theme)
      return () => void themeWatchers.delete(listener)
    },
  }
  return context
}
