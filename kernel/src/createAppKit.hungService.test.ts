import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PluginDefinition } from './plugins/PluginDefinition.ts'
import { createAppKit } from './createAppKit.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const projectServiceUrl = 'http://service.test'

/**
 * The project service on a fake fetch: hung (answers nothing, honours aborts) until it comes back
 * 'up'; `resume` answers the requests it held, unless aborted meanwhile.
 */
let mode: 'hang' | 'up' = 'hang'
let requests: string[] = []
let held: (() => void)[] = []
const bodies: Record<string, unknown> = {
  '/projects/p/config': { features: [{ id: 'social_login', isEnabled: true, config: { email: false, providers: ['github'] } }] },
  '/projects/p/origins': { allowedOrigins: ['*'] },
  '/wallets': { count: 1, data: [{ id: 'wallet-1', name: 'Wallet 1' }] },
}
const answer = (path: string) => new Response(JSON.stringify(bodies[path] ?? {}), { status: bodies[path] ? 200 : 404 })
function serviceFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input))
  requests.push(url.pathname)
  if (mode === 'up') return Promise.resolve(answer(url.pathname))
  return new Promise((resolve, reject) => {
    held.push(() => resolve(answer(url.pathname)))
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
  })
}
function resume(): void {
  mode = 'up'
  for (const release of held.splice(0)) release()
}

/** A plugin that records its setup and teardown; its code takes `loadMs` to arrive. */
function recordingPlugin(id: string, feature?: string, loadMs = 0): PluginDefinition & { log: string[] } {
  const log: string[] = []
  const load = async () => {
    if (loadMs > 0) await new Promise((resolve) => setTimeout(resolve, loadMs))
    return { setup: () => (log.push('setup'), () => void log.push('teardown')) }
  }
  return { id, ...(feature ? { feature } : {}), log, load }
}

beforeAll(async () => {
  // The deferred half loaded first, so only the fake clock decides when things happen.
  await import('./kernelRuntime.ts')
})

beforeEach(() => {
  mode = 'hang'
  requests = []
  held = []
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
  it('loads the plugins the local configuration enables at once, and settles ready, initialized, by the 10 s timeout', async () => {
    const start = Date.now()
    const send = recordingPlugin('send')
    const email = recordingPlugin('email', 'email')
    const appKit = createAppKit({ projectId: 'p', networks, projectServiceUrl, features: { email: true }, plugins: [send, email] })
    let ready = false
    void appKit.ready.then(() => (ready = true))
    // No timer has run: the plugins did not wait on the service.
    await vi.waitUntil(() => appKit.plugins.state('send') === 'ready' && appKit.plugins.state('email') === 'ready', { interval: 0 })
    expect(Date.now() - start).toBe(0)
    expect(send.log).toEqual(['setup'])
    expect(email.log).toEqual(['setup'])
    await vi.advanceTimersByTimeAsync(9_999)
    expect(ready).toBe(false)
    expect(appKit.store.modal.initialized).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await appKit.ready
    expect(Date.now() - start).toBe(10_000)
    expect(appKit.store.modal.initialized).toBe(true)
    expect(send.log).toEqual(['setup'])
    expect(email.log).toEqual(['setup'])
    expect(requests.sort()).toEqual(['/projects/p/config', '/projects/p/origins'])
    appKit.destroy()
  })

  it('applies a configuration the hung request brings before the timeout: a plugin it turns off torn down, one it turns on loaded before ready', async () => {
    const start = Date.now()
    const email = recordingPlugin('email', 'email')
    const socials = recordingPlugin('socials', 'socials', 1_000)
    const appKit = createAppKit({ projectId: 'p', networks, projectServiceUrl, features: { email: true, socials: false }, plugins: [email, socials] })
    let ready = false
    void appKit.ready.then(() => (ready = true))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(email.log).toEqual(['setup'])
    expect(appKit.plugins.state('socials')).toBe('disabled')
    resume()
    await vi.waitUntil(() => email.log.includes('teardown'), { interval: 0 })
    expect(appKit.plugins.state('email')).toBe('disabled')
    expect(appKit.plugins.state('socials')).toBe('loading')
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1_000)
    await appKit.ready
    expect(Date.now() - start).toBe(6_000)
    expect(appKit.plugins.state('socials')).toBe('ready')
    // Nothing loaded twice.
    expect(email.log).toEqual(['setup', 'teardown'])
    expect(socials.log).toEqual(['setup'])
    expect(appKit.store.alerts.alerts.map((alert) => alert.id)).toEqual(['local-configuration-ignored'])
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
