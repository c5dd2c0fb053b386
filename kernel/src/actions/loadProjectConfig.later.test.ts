import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EventBus } from '../services/EventBus.ts'
import { HttpClient } from '../services/HttpClient.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { RootStore } from '../RootStore.ts'
import { decodeOptions } from '../config/decodeOptions.ts'
import { loadProjectConfig } from './loadProjectConfig.ts'

const mainnet = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
const emailOff = { features: [{ id: 'social_login', isEnabled: true, config: { email: false, providers: ['github'] } }] }

/** The project service on a fake fetch: 'hang' never answers (until aborted), 'down' fails, 'up' answers. */
let mode: 'hang' | 'down' | 'up' = 'hang'
let requests: { path: string; at: number }[] = []
const serviceFetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const path = new URL(String(input)).pathname
  requests.push({ path, at: Date.now() })
  if (mode === 'down') return Promise.reject(new TypeError('fetch failed'))
  if (mode === 'hang') return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
  const body = path.endsWith('/config') ? emailOff : { allowedOrigins: ['https://app.example.com'] }
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))
}

function rootWith(extra: Record<string, unknown>): RootStore {
  const { options, features } = decodeOptions({ networks: [mainnet], projectId: 'demo', ...extra })
  return new RootStore({ options, features, storage: new Storage(memoryStorageBackend()), events: new EventBus<PorticoEvents>() })
}

const client = (): HttpClient => new HttpClient({ baseUrl: 'http://service.test', clientId: 'demo', fetch: serviceFetch })

let start: number

beforeEach(() => {
  vi.useFakeTimers()
  start = Date.now()
  mode = 'hang'
  requests = []
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('loadProjectConfig with a service that does not answer', () => {
  it('settles after the 10 s timeout with the local flags, then applies the configuration when the service returns', async () => {
    const root = rootWith({ features: { email: true } })
    const stop = new AbortController()
    let settled = false
    void loadProjectConfig(root, client(), { origin: 'https://app.example.com', signal: stop.signal }).then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect(root.config.remoteStatus).toBe('failed')
    expect(root.config.features.email).toBe(true)
    expect(requests).toHaveLength(2)

    mode = 'up'
    await vi.advanceTimersByTimeAsync(30_000)
    expect(root.config.remoteStatus).toBe('loaded')
    expect(root.config.features.email).toBe(false)
    expect(root.alerts.alerts.map((alert) => alert.id)).toEqual(['local-configuration-ignored'])
    expect(requests.map((request) => request.at - start)).toEqual([0, 0, 40_000, 40_000])

    // Both parts answered: nothing is asked again.
    await vi.advanceTimersByTimeAsync(600_000)
    expect(requests).toHaveLength(4)
    stop.abort()
  })

  it('asks again 30 s, then 60 s, 120 s... apart, and only for the part that was not answered', async () => {
    mode = 'down'
    const root = rootWith({})
    const stop = new AbortController()
    await Promise.all([loadProjectConfig(root, new HttpClient({ baseUrl: 'http://service.test', fetch: serviceFetch, retry: false }), { signal: stop.signal }), vi.advanceTimersByTimeAsync(0)])
    await vi.advanceTimersByTimeAsync(30_000 + 60_000 + 120_000)
    const configAsked = requests.filter((request) => request.path.endsWith('/config')).map((request) => request.at - start)
    expect(configAsked).toEqual([0, 30_000, 90_000, 210_000])
    stop.abort()
  })

  it('stops asking, and aborts what is in flight, once its signal aborts', async () => {
    const root = rootWith({})
    const stop = new AbortController()
    void loadProjectConfig(root, client(), { signal: stop.signal })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(requests).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(requests).toHaveLength(4)
    stop.abort()
    mode = 'up'
    await vi.advanceTimersByTimeAsync(600_000)
    expect(requests).toHaveLength(4)
    expect(root.config.remoteStatus).toBe('failed')
  })

  it('settles by the request timeout after startedAt, while the attempt goes on and is applied when it ends', async () => {
    const root = rootWith({})
    let settled = false
    void loadProjectConfig(root, client(), { startedAt: Date.now() - 4_000 }).then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(5_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect(root.config.remoteStatus).toBe('loading')
    await vi.advanceTimersByTimeAsync(4_000)
    expect(root.config.remoteStatus).toBe('failed')
  })

  it('asks again at once when the browser comes back online, then keeps its schedule', async () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    try {
      const root = rootWith({})
      const stop = new AbortController()
      void loadProjectConfig(root, client(), { origin: 'https://app.example.com', signal: stop.signal })
      await vi.advanceTimersByTimeAsync(15_000)
      expect(root.config.remoteStatus).toBe('failed')
      mode = 'up'
      page.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
      expect(root.config.remoteStatus).toBe('loaded')
      expect(root.config.features.email).toBe(false)
      expect(requests.map((request) => request.at - start)).toEqual([0, 0, 15_000, 15_000])
      // Answered: neither the timer nor another online event asks again.
      page.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(600_000)
      expect(requests).toHaveLength(4)
      stop.abort()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('stops listening for online once its signal aborts', async () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    try {
      const root = rootWith({})
      const stop = new AbortController()
      void loadProjectConfig(root, client(), { signal: stop.signal })
      await vi.advanceTimersByTimeAsync(10_000)
      stop.abort()
      page.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(600_000)
      expect(requests).toHaveLength(2)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('makes one attempt without a signal', async () => {
    const root = rootWith({})
    void loadProjectConfig(root, client())
    await vi.advanceTimersByTimeAsync(600_000)
    expect(requests).toHaveLength(2)
  })
})
