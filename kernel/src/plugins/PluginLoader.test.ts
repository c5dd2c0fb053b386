import { afterEach, describe, expect, it, vi } from 'vitest'
import { Telemetry } from '../services/Telemetry.ts'
import type { RootStore } from '../RootStore.ts'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import type { PluginDefinition } from './PluginDefinition.ts'
import { PluginLoader } from './PluginLoader.ts'

function loaderFor(root: RootStore = createTestRoot()): PluginLoader {
  return new PluginLoader(root, { http: undefined, telemetry: new Telemetry({ projectId: 'p', sdkType: 'portico', sdkVersion: '1.7.7' }), open: async () => {} })
}

function plugin(id: string, extra: Partial<PluginDefinition> = {}) {
  const teardown = vi.fn()
  const setup = vi.fn(() => teardown)
  const definition: PluginDefinition = { id, load: async () => ({ setup }), ...extra }
  return { definition, setup, teardown }
}

afterEach(() => {
  vi.doUnmock('../kernelRuntime.ts')
  vi.restoreAllMocks()
})

describe('PluginLoader: loading through the loadPlugins action', () => {
  it("loads nothing, not even the action's code, when no plugin is listed", async () => {
    vi.doMock('../kernelRuntime.ts', () => {
      throw new Error('the loadPlugins code must not load')
    })
    vi.resetModules()
    const { PluginLoader: FreshLoader } = await import('./PluginLoader.ts')
    const loader = new FreshLoader(createTestRoot(), { http: undefined, telemetry: new Telemetry({ projectId: 'p', sdkType: 'portico', sdkVersion: '1.7.7' }), open: async () => {} })
    await expect(loader.loadEnabled([])).resolves.toBeUndefined()
    expect(loader.state('anything')).toBeUndefined()
    loader.teardown('anything')
    loader.teardownAll()
  })

  it('sets the listed plugins up, reports their states and tears them down', async () => {
    const root = createTestRoot({ features: { swaps: false } })
    const email = plugin('email')
    const swaps = plugin('swaps', { feature: 'swaps' })
    const loader = loaderFor(root)
    expect(loader.state('email')).toBeUndefined()
    await loader.loadEnabled([email.definition, swaps.definition])
    expect(loader.state('email')).toBe('ready')
    expect(loader.state('swaps')).toBe('disabled')
    expect(email.setup).toHaveBeenCalledTimes(1)
    loader.teardown('email')
    expect(email.teardown).toHaveBeenCalledTimes(1)
    expect(loader.state('email')).toBe('disabled')
  })

  it('teardownAll tears every plugin down, and drops a load still on its way', async () => {
    const first = plugin('first')
    const loader = loaderFor()
    await loader.loadEnabled([first.definition])
    loader.teardownAll()
    expect(first.teardown).toHaveBeenCalledTimes(1)

    const late = plugin('late')
    const other = loaderFor()
    const loading = other.loadEnabled([late.definition])
    other.teardownAll()
    await loading
    expect(late.setup).not.toHaveBeenCalled()
    expect(other.state('late')).toBeUndefined()
  })
})
