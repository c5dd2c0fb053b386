import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PluginDefinition } from './plugins/PluginDefinition.ts'
import { createAppKit } from './createAppKit.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const projectServiceUrl = 'http://service.test'

/** The project service on a fake fetch: hung (answers nothing, honours aborts) until it comes back 'up'. */
let mode: 'hang' | 'up' = 'hang'
let requests: string[] = []
function serviceFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input))
  requests.push(url.pathname)
  if (mode === 'hang') return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
  const bodies: Record<string, unknown> = {
    '/projects/p/config': { features: [{ id: 'social_login', isEnabled: true, config: { email: false, providers: ['github'] } }] },
    '/projects/p/origins': { allowedOrigins: ['*'] },
    '/wallets': { count: 1, data: [{ id: 'wallet-1', name: 'Wallet 1' }] },
  }
  return Promise.resolve(new Response(JSON.stringify(bodies[url.pathname] ?? {}), { status: bodies[url.pathname] ? 200 : 404 }))
}

/** A plugin that records its setup and teardown. */
function recordingPlugin(id: string, feature?: string): PluginDefinition & { log: string[] } {
  const log: string[] = []
  return { id, ...(feature ? { feature } : {}), log, load: async () => ({ setup: () => (log.push('setup'), () => void log.push('teardown')) }) }
}

beforeAll(async () => {
  // The deferred half loaded first, so only the fake clock decides when things happen.
  await import('./kernelRuntime.ts')
})

beforeEach(() => {
  mode = 'hang'
  requests = []
  vi.useFakeTimers()
  vi.stubGlobal('fetch', serviceFetch)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('createAppKit with the project service hung at page load', () => {
  it('settles ready within the 10 s timeout, initialized, with the plugins the local configuration enables', async () => {
    const start = Date.now()
    const send = recordingPlugin('send')
    const email = recordingPlugin('email', 'email')
    const appKit = createAppKit({ projectId: 'p', networks, projectServiceUrl, features: { email: true }, plugins: [send, email] })
    let ready = false
    void appKit.ready.then(() => (ready = true))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(ready).toBe(false)
    expect(appKit.store.modal.initialized).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await appKit.ready
    expect(Date.now() - start).toBe(10_000)
    expect(appKit.store.modal.initialized).toBe(true)
    expect(appKit.plugins.state('send')).toBe('ready')
    expect(appKit.plugins.state('email')).toBe('ready')
    expect(send.log).toEqual(['setup'])
    expect(email.log).toEqual(['setup'])
    expect(requests.sort()).toEqual(['/projects/p/config', '/projects/p/origins'])
    appKit.destroy()
  })

  it('applies the remote configuration once the service is back: its warning shown, the plugins it turns off torn down', async () => {
    const send = recordingPlugin('send')
    const email = recordingPlugin('email', 'email')
    const appKit = createAppKit({ projectId: 'p', networks, projectServiceUrl, features: { email: true }, plugins: [send, email] })
    await vi.advanceTimersByTimeAsync(10_000)
    await appKit.ready
    expect(appKit.store.config.remoteStatus).toBe('failed')

    mode = 'up'
    // Asked again 30 s after the first attempt timed out.
    await vi.advanceTimersByTimeAsync(30_000)
    await vi.waitUntil(() => email.log.includes('teardown'), { interval: 0 })
    expect(appKit.store.config.remoteStatus).toBe('loaded')
    expect(appKit.store.config.features.email).toBe(false)
    expect(appKit.plugins.state('email')).toBe('disabled')
    expect(appKit.plugins.state('send')).toBe('ready')
    expect(appKit.store.alerts.alerts.map((alert) => alert.id)).toEqual(['local-configuration-ignored'])
    appKit.destroy()
  })

  it('asks nothing more once destroyed', async () => {
    const appKit = createAppKit({ projectId: 'p', networks, projectServiceUrl })
    await vi.advanceTimersByTimeAsync(10_000)
    await appKit.ready
    appKit.destroy()
    const asked = requests.length
    mode = 'up'
    await vi.advanceTimersByTimeAsync(600_000)
    expect(requests).toHaveLength(asked)
  })

  it('fails the wallet list after the timeout instead of loading forever', async () => {
    const appKit = createAppKit({ projectId: 'p', networks, projectServiceUrl })
    const page = appKit.store.wallets.fetchNextPage()
    await vi.advanceTimersByTimeAsync(0)
    expect(appKit.store.wallets.loading).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    await page
    expect(appKit.store.wallets.loading).toBe(false)
    expect(appKit.store.wallets.error).toBe('The request took too long to respond')
    appKit.destroy()
  })
})
