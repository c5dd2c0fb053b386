import { afterEach, describe, expect, it, vi } from 'vitest'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
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

  it('gives a stored connection disconnected when the chunk cannot arrive to sync it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.doMock('../kernelRuntime.ts', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    vi.resetModules()
    const { AdapterRegistry } = await import('./AdapterRegistry.ts')
    const storage = new Storage(memoryStorageBackend())
    storage.set('connectionStatus', 'connected')
    storage.set('connectedNamespaces', ['eip155'])
    storage.set('connectedConnectorIds', { eip155: 'eip155-wallet' })
    storage.set('activeNamespace', 'eip155')
    const evm = fakeChainAdapter()
    const root = createTestRoot({}, storage)
    const registry = new AdapterRegistry([evm.definition], root)
    expect(root.connections.status).toBe('connecting')
    await registry.reconnect()
    expect(root.connections.status).toBe('disconnected')
    expect(storage.get('connectionStatus')).toBe('disconnected')
    expect(registry.failures.map((failure) => failure.adapterId)).toEqual(['kernel'])
  })
})
