import { createAppKit } from '@portico/kernel'
import type { AnalyticsEvent, AppKit } from '@portico/kernel'
import { vi } from 'vitest'
import { testChainAdapter } from '../../../../kernel/src/testing/testChainAdapter.ts'
import { activity } from '../activity.ts'
import type { ActivityStore } from '../ActivityStore.ts'
import type { Transaction } from '../Transaction.ts'

/** How the service stand-in answers one transactions request. */
export type ServiceAnswer = { data: Transaction[]; next: string | null } | { status: number; body?: unknown } | 'pending'

/** A test instance with the activity plugin over a project-service stand-in, and what the stand-in was asked. */
export interface ActivityTestKit {
  appKit: AppKit
  store: ActivityStore
  /** The transactions requests made, as URLs. */
  requests: URL[]
  analytics: AnalyticsEvent[]
  connect(): Promise<void>
  destroy(): void
}

const networks = [
  { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/1'] } }, blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } } },
  { id: 8453, name: 'Base', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/8453'] } } },
]

/**
 * A real instance (`createAppKit`, the kernel's test chain adapter) with the activity plugin and
 * a project service at http://service.test answered by `answer` for `/transactions/...` (the
 * real HttpClient over a fetch stand-in). The project's remote configuration lists `remoteFeatures`;
 * other paths get 404.
 */
export async function activityTestKit(answer: (url: URL) => ServiceAnswer, options: { service?: boolean; remoteFeatures?: unknown[] } = {}): Promise<ActivityTestKit> {
  const requests: URL[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    if (url.pathname.endsWith('/config')) return json({ features: options.remoteFeatures ?? [] })
    if (url.pathname.endsWith('/origins')) return json({ allowedOrigins: [] })
    if (!url.pathname.startsWith('/transactions/')) return new Response(JSON.stringify({ error: 'not found' }), { status: 404 })
    requests.push(url)
    const reply = answer(url)
    if (reply === 'pending') return new Promise<Response>(() => {})
    if ('status' in reply) return new Response(JSON.stringify(reply.body ?? { error: 'failed' }), { status: reply.status })
    return json(reply)
  })
  const appKit = createAppKit({
    projectId: 'activity-test',
    networks,
    adapters: [testChainAdapter({ connectors: [{ id: 'harbor', type: 'ANNOUNCED', name: 'Harbor Wallet', namespaces: ['eip155'] }] })],
    plugins: [activity()],
    ...(options.service === false ? {} : { projectServiceUrl: 'http://service.test' }),
  })
  await appKit.ready
  const analytics: AnalyticsEvent[] = []
  const stop = appKit.on('analytics', (event) => analytics.push(event))
  return {
    appKit,
    get store() {
      const store = appKit.store.plugins.get('activity')
      if (!store) throw new Error('The activity plugin is not set up')
      return store
    },
    requests,
    analytics,
    connect: () => appKit.store.adapters.connect('harbor'),
    destroy() {
      stop()
      appKit.destroy()
      vi.unstubAllGlobals()
    },
  }
}
