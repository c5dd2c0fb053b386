import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import { fakeChainAdapter } from './testing/fakeChainAdapter.ts'

afterEach(() => {
  vi.doUnmock('../kernelRuntime.ts')
  vi.restoreAllMocks()
})

describe('AdapterRegistry when its runtime chunk cannot load (offline)', () => {
  it('reports it, goes back to idle and loads on a later call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    vi.doMock('../kernelRuntime.ts', async (importOriginal) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module')
      return importOriginal()
    })
    vi.resetModules()
    const { AdapterRegistry } = await import('./AdapterRegistry.ts')
    const evm = fakeChainAdapter()
    const root = createTestRoot()
    const registry = new AdapterRegistry([evm.definition], root)
    await registry.ensureLoaded()
    expect(registry.status).toBe('idle')
    expect(registry.failures.map((failure) => failure.adapterId)).toEqual(['kernel'])
    expect(evm.calls).toEqual([])
    fail = false
    vi.resetModules()
    await registry.ensureLoaded()
    expect(registry.status).toBe('ready')
    expect(evm.calls).toEqual(['load'])
  })
})
