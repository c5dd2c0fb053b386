import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PluginDefinition } from './plugins/PluginDefinition.ts'
import { createAppKit } from './createAppKit.ts'
import { testNetworks } from './testing/testNetworks.ts'

// In a page (happy-dom): the remote configuration waits for the browser's first idle moment, so
// its code stays out of the page's first load, unless something needs the service's client sooner.
const projectServiceUrl = 'http://service.test'
const bodies: Record<string, unknown> = {
  '/projects/p/config': { features: [{ id: 'social_login', isEnabled: true, config: { email: false, providers: ['github'] } }] },
  '/projects/p/origins': { allowedOrigins: [location.origin] },
  '/wallets': { count: 1, data: [{ id: 'wallet-1', name: 'Wallet 1' }] },
}
let requests: string[] = []
let idle: (() => void)[] = []

beforeEach(() => {
  requests = []
  idle = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    const { pathname } = new URL(String(input))
    requests.push(pathname)
    return Promise.resolve(new Response(JSON.stringify(bodies[pathname] ?? {}), { status: bodies[pathname] ? 200 : 404 }))
  })
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const options = { projectId: 'p', networks: [testNetworks.ethereum], adapters: [], projectServiceUrl, features: { email: true } }
const plugin: PluginDefinition = { id: 'recording', load: () => Promise.resolve({ setup: () => undefined }) }
/** Resolves once the test's real timers have run for `ms`. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('createAppKit with a project service, in a page', () => {
  it('asks for the remote configuration once the browser is idle, then applies it and settles ready', async () => {
    const appKit = createAppKit(options)
    let ready = false
    void appKit.ready.then(() => (ready = true))
    await pause(300)
    expect(requests).toEqual([])
    expect(ready).toBe(false)
    expect(appKit.store.config.remoteStatus).toBe('idle')
    for (const callback of idle.splice(0)) callback()
    await appKit.ready
    expect(requests.sort()).toEqual(['/projects/p/config', '/projects/p/origins'])
    expect(appKit.store.config.features.email).toBe(false)
    expect(appKit.store.modal.initialized).toBe(true)
    appKit.destroy()
  })

  it('asks at once when the plugins listed need the client', async () => {
    const appKit = createAppKit({ ...options, plugins: [plugin] })
    // No idle callback runs in this test.
    await appKit.ready
    expect(requests.sort()).toEqual(['/projects/p/config', '/projects/p/origins'])
    expect(appKit.store.config.features.email).toBe(false)
    appKit.destroy()
  })

  it('asks at once when the modal lists wallets before the browser is idle', async () => {
    const appKit = createAppKit(options)
    await appKit.store.wallets.fetchNextPage()
    await appKit.ready
    expect(requests.sort()).toEqual(['/projects/p/config', '/projects/p/origins', '/wallets'])
    expect(appKit.store.wallets.wallets.map((wallet) => wallet.id)).toEqual(['wallet-1'])
    appKit.destroy()
  })

  it('settles ready, asking nothing, when destroyed before the browser is idle', async () => {
    const appKit = createAppKit(options)
    appKit.destroy()
    await appKit.ready
    for (const callback of idle.splice(0)) callback()
    await pause(50)
    expect(requests).toEqual([])
  })
})
