import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PluginDefinition } from './plugins/PluginDefinition.ts'
import { createAppKit } from './createAppKit.ts'
import { fakeChainAdapter } from './adapters/testing/fakeChainAdapter.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

afterEach(() => {
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
