import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EventBus } from '../services/EventBus.ts'
import { HttpClient } from '../services/HttpClient.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { RootStore } from '../RootStore.ts'
import { decodeOptions } from '../config/decodeOptions.ts'
import { loadProjectConfig } from './loadProjectConfig.ts'

const mainnet = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }

const allOff = {
  features: [
    { id: 'social_login', isEnabled: true, config: { email: false, providers: ['github'] } },
    { id: 'swap', isEnabled: false, config: null },
    { id: 'onramp', isEnabled: false, config: null },
    { id: 'activity', isEnabled: false, config: null },
    { id: 'reown_branding', isEnabled: false, config: null },
  ],
}

// The project service as the harness serves it: answers set per path, requests recorded.
const answers = new Map<string, { status: number; body: unknown }>()
const requests: string[] = []
let server: Server
let baseUrl: string

function answer(projectId: string, config: unknown, origins: unknown, status = 200): void {
  answers.set(`/projects/${projectId}/config`, { status, body: config })
  answers.set(`/projects/${projectId}/origins`, { status, body: origins })
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(`${request.method} ${url.pathname}${url.search}`)
    const found = answers.get(url.pathname)
    response.writeHead(found?.status ?? 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(found?.body ?? { error: 'not found' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

afterEach(() => {
  answers.clear()
  requests.length = 0
  vi.restoreAllMocks()
})

function rootWith(extra: Record<string, unknown>): RootStore {
  const { options, features } = decodeOptions({ networks: [mainnet], ...extra })
  return new RootStore({ options, features, storage: new Storage(memoryStorageBackend()), events: new EventBus<PorticoEvents>() })
}

function clientFor(root: RootStore, url = baseUrl): HttpClient {
  const projectId = root.config.projectId
  // Retries a few milliseconds apart: the waits themselves are tested on a fake clock.
  return new HttpClient({ baseUrl: url, retry: { delay: 1 }, ...(projectId ? { clientId: projectId } : {}) })
}

describe('loadProjectConfig (SPEC §1)', () => {
  it('fetches the config and the origins of the project', async () => {
    answer('demo', allOff, { allowedOrigins: [] })
    const root = rootWith({ projectId: 'demo' })
    await loadProjectConfig(root, clientFor(root))
    expect(requests.sort()).toEqual(['GET /projects/demo/config?clientId=demo', 'GET /projects/demo/origins?clientId=demo'])
  })

  it('overrides the local email, socials, swaps, onramp, activity and reownBranding with remote flags', async () => {
    answer('demo', allOff, { allowedOrigins: [] })
    const root = rootWith({ projectId: 'demo' })
    await loadProjectConfig(root, clientFor(root))
    expect(root.config.features).toMatchObject({ email: false, socials: ['github'], swaps: false, onramp: false, activity: false, reownBranding: false })
    expect(root.config.features).toMatchObject({ receive: true, send: true, legalCheckbox: false })
    expect(root.config.remoteStatus).toBe('loaded')
    expect(root.alerts.alerts).toEqual([])
  })

  it('marks the remote configuration loading while it is fetched', async () => {
    answer('demo', allOff, { allowedOrigins: [] })
    const root = rootWith({ projectId: 'demo' })
    const loading = loadProjectConfig(root, clientFor(root))
    expect(root.config.remoteStatus).toBe('loading')
    await loading
    expect(root.config.remoteStatus).toBe('loaded')
  })

  it('warns "Local configuration ignored", naming the local keys the remote flags overrode', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answer('demo', { features: allOff.features.slice(0, 2) }, { allowedOrigins: [] })
    const root = rootWith({ projectId: 'demo', logLevel: 'warn', features: { email: true, swaps: true, onramp: false, receive: false } })
    await loadProjectConfig(root, clientFor(root))
    expect(root.alerts.alerts).toHaveLength(1)
    const [alert] = root.alerts.alerts
    expect(alert).toMatchObject({ id: 'local-configuration-ignored', title: 'alert.localConfigurationIgnored.title', values: { keys: 'email, swaps' }, variant: 'warning' })
    expect(root.i18n.t(alert?.message ?? '', alert?.values)).toContain('these local features: email, swaps.')
    // Not listed remotely, so the local value stays.
    expect(root.config.features.onramp).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Local configuration ignored'))
  })

  it('shows "Invalid App Configuration" when the origin is not allowed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer('demo', allOff, { allowedOrigins: ['https://app.example.com', '*.example.org'] })
    const root = rootWith({ projectId: 'demo' })
    await loadProjectConfig(root, clientFor(root), { origin: 'https://evil.example.net' })
    expect(root.alerts.alerts).toHaveLength(1)
    expect(root.alerts.alerts[0]).toMatchObject({ id: 'invalid-app-configuration', title: 'alert.invalidAppConfiguration.title', variant: 'error' })
    expect(root.i18n.t(root.alerts.alerts[0]?.message ?? '', root.alerts.alerts[0]?.values)).toContain('https://evil.example.net is not allowed')
    // The configuration itself still applies.
    expect(root.config.features.swaps).toBe(false)
  })

  it('shows nothing when the origin is allowed', async () => {
    answer('demo', allOff, { allowedOrigins: ['https://app.example.com', '*.example.org', 'localhost'] })
    for (const origin of ['https://app.example.com', 'https://shop.example.org', 'http://localhost:5173']) {
      const root = rootWith({ projectId: 'demo' })
      await loadProjectConfig(root, clientFor(root), { origin })
      expect(root.alerts.alerts).toEqual([])
    }
  })

  it('skips the origin check on a server, where there is no page origin', async () => {
    answer('demo', allOff, { allowedOrigins: ['https://app.example.com'] })
    const root = rootWith({ projectId: 'demo' })
    await loadProjectConfig(root, clientFor(root))
    expect(root.alerts.alerts).toEqual([])
  })

  it('shows "Invalid App Configuration" (invalid project id) on a 403, and keeps the local flags', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer('unknown', { error: 'invalid key' }, { error: 'invalid key' }, 403)
    const root = rootWith({ projectId: 'unknown', features: { swaps: false } })
    await loadProjectConfig(root, clientFor(root), { origin: 'https://app.example.com' })
    expect(root.alerts.alerts).toHaveLength(1)
    expect(root.alerts.alerts[0]).toMatchObject({ title: 'alert.invalidAppConfiguration.title', variant: 'error' })
    expect(root.i18n.t(root.alerts.alerts[0]?.message ?? '', root.alerts.alerts[0]?.values)).toContain('project id unknown')
    expect(root.config.remoteStatus).toBe('failed')
    expect(root.config.features).toMatchObject({ swaps: false, email: true, onramp: true })
  })

  it('keeps the local flags and logs, never throws, when the service cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((resolve) => closed.close(resolve))
    const root = rootWith({ projectId: 'demo', logLevel: 'warn', features: { email: false } })
    await expect(loadProjectConfig(root, clientFor(root, unreachable), { origin: 'https://app.example.com' })).resolves.toBeUndefined()
    expect(root.config.remoteStatus).toBe('failed')
    expect(root.config.features).toMatchObject({ email: false, swaps: true, socials: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] })
    expect(root.alerts.alerts).toEqual([])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('project configuration could not be loaded'), expect.anything())
  })

  it('keeps the local flags when the answer has the wrong shape', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answer('demo', { features: [{ id: 'swap', isEnabled: 'no', config: null }] }, { allowedOrigins: [] })
    const root = rootWith({ projectId: 'demo' })
    await loadProjectConfig(root, clientFor(root))
    expect(root.config.remoteStatus).toBe('failed')
    expect(root.config.features.swaps).toBe(true)
  })

  it('still applies the configuration when only the origins cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    answers.set('/projects/demo/config', { status: 200, body: allOff })
    answers.set('/projects/demo/origins', { status: 503, body: {} })
    const root = rootWith({ projectId: 'demo' })
    await loadProjectConfig(root, clientFor(root), { origin: 'https://app.example.com' })
    expect(root.config.remoteStatus).toBe('loaded')
    expect(root.config.features.swaps).toBe(false)
    expect(root.alerts.alerts).toEqual([])
  })

  it('encodes the project id in the path', async () => {
    answer(encodeURIComponent('a/b'), allOff, { allowedOrigins: [] })
    const root = rootWith({ projectId: 'a/b' })
    await loadProjectConfig(root, clientFor(root))
    expect(root.config.remoteStatus).toBe('loaded')
  })

  it('does nothing without a project service or without a project id', async () => {
    const withoutService = rootWith({ projectId: 'demo' })
    await loadProjectConfig(withoutService, undefined)
    const withoutId = rootWith({})
    await loadProjectConfig(withoutId, clientFor(withoutId))
    expect(requests).toEqual([])
    expect(withoutService.config.remoteStatus).toBe('idle')
    expect(withoutId.config.remoteStatus).toBe('idle')
  })
})
