import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PluginContext } from './plugins/PluginContext.ts'
import type { PluginDefinition } from './plugins/PluginDefinition.ts'
import { HttpClient } from './services/HttpClient.ts'
import { createAppKit } from './createAppKit.ts'
import { fakeChainAdapter } from './adapters/testing/fakeChainAdapter.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

// A project service on 127.0.0.1: project config, allowed origins and the wallet registry.
const requests: string[] = []
let server: Server
let projectServiceUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(`${url.pathname}${url.search}`)
    const bodies: Record<string, unknown> = {
      '/projects/p/config': { features: [] },
      '/projects/p/origins': { allowedOrigins: [] },
      '/wallets': { count: 1, data: [{ id: 'wallet-1', name: 'Wallet 1' }] },
    }
    const body = bodies[url.pathname]
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  projectServiceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

afterEach(() => {
  requests.length = 0
  vi.restoreAllMocks()
})

describe('createAppKit: plugins and adapters', () => {
  it('resolves ready once the enabled plugins are set up', async () => {
    let setUp = false
    const plugin: PluginDefinition = {
      id: 'late',
      load: async () => ({
        setup: async (context) => {
          await new Promise((resolve) => setTimeout(resolve, 5))
          context.registerView('LateView', async () => ({ default: () => null }), { title: 'late.title' })
          setUp = true
        },
      }),
    }
    const appKit = createAppKit({ projectId: 'p', networks, plugins: [plugin] })
    expect(setUp).toBe(false)
    await appKit.ready
    expect(setUp).toBe(true)
    expect(appKit.plugins.state('late')).toBe('ready')
    expect(appKit.store.registry.views.has('LateView')).toBe(true)
    appKit.destroy()
  })

  it('does not load a plugin whose feature the host turned off', async () => {
    const load = vi.fn(async () => ({ setup: () => {} }))
    const appKit = createAppKit({ projectId: 'p', networks, features: { swaps: false }, plugins: [{ id: 'swaps', feature: 'swaps', load }] })
    await appKit.ready
    expect(load).not.toHaveBeenCalled()
    appKit.destroy()
  })

  it('throws at once for two plugins with one id', () => {
    const plugin: PluginDefinition = { id: 'twice', load: async () => ({ setup: () => {} }) }
    expect(() => createAppKit({ projectId: 'p', networks, plugins: [plugin, { ...plugin }] })).toThrow(/twice/)
  })

  it('destroy tears plugins and adapters down', async () => {
    const teardown = vi.fn()
    const evm = fakeChainAdapter()
    const appKit = createAppKit({ projectId: 'p', networks, adapters: [evm.definition], plugins: [{ id: 'p1', load: async () => ({ setup: () => teardown }) }] })
    await appKit.ready
    await appKit.store.adapters.ensureLoaded()
    appKit.destroy()
    expect(teardown).toHaveBeenCalledTimes(1)
    expect(evm.calls).toContain('destroy')
  })

  it('with no adapters and no project service touches no network and loads no adapter', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const appKit = createAppKit({ projectId: 'p', networks, adapters: [] })
    await appKit.ready
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(appKit.store.adapters.status).toBe('idle')
    appKit.destroy()
  })
})

describe('createAppKit: the project service', () => {
  it('loads its client with the remote configuration, before ready, and hands it to plugins', async () => {
    let context: PluginContext | undefined
    const plugin: PluginDefinition = { id: 'reader', load: async () => ({ setup: (given) => void (context = given) }) }
    const appKit = createAppKit({ projectId: 'p', networks, projectServiceUrl, plugins: [plugin] })
    await appKit.ready
    expect(requests.sort()).toEqual(['/projects/p/config?clientId=p', '/projects/p/origins?clientId=p'])
    expect(appKit.services.http).toBeInstanceOf(HttpClient)
    expect(appKit.services.http?.options).toMatchObject({ baseUrl: projectServiceUrl, clientId: 'p' })
    expect(context?.http).toBe(appKit.services.http)
    appKit.destroy()
  })

  it('reads the wallet registry from it once the wallets are asked for', async () => {
    const appKit = createAppKit({ projectId: 'p', networks, projectServiceUrl })
    await appKit.ready
    expect(requests.some((request) => request.startsWith('/wallets'))).toBe(false)
    await appKit.store.wallets.fetchNextPage()
    expect(requests.filter((request) => request.startsWith('/wallets'))).toEqual(['/wallets?page=1&entries=40&clientId=p'])
    expect(appKit.store.wallets.wallets).toEqual([{ id: 'wallet-1', name: 'Wallet 1' }])
    appKit.destroy()
  })

  it('without one, has no client and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const appKit = createAppKit({ projectId: 'p', networks })
    await appKit.ready
    await appKit.store.wallets.fetchNextPage()
    expect(appKit.services.http).toBeUndefined()
    expect(appKit.store.wallets.hasMore).toBe(false)
    expect(fetchSpy).not.toHaveBeenCalled()
    appKit.destroy()
  })
})
