import { Storage } from '../services/Storage.ts'
import { Telemetry } from '../services/Telemetry.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import { describe, expect, it } from 'vitest'
import { AdapterRegistry } from './AdapterRegistry.ts'
import { fakeChainAdapter } from './testing/fakeChainAdapter.ts'

const telemetry = new Telemetry({ projectId: 'p', sdkType: 'portico', sdkVersion: '1.7.7' })

describe('SPEC §7 chain RPC: the adapters learn the project service', () => {
  it('gives each adapter the host\'s projectServiceUrl (without a trailing slash) beside the project id', { timeout: 20_000 }, async () => {
    const evm = fakeChainAdapter()
    const root = createTestRoot({ adapters: [evm.definition], projectId: 'p', projectServiceUrl: 'http://service.test/base/' }, new Storage(memoryStorageBackend()))
    await new AdapterRegistry([evm.definition], root, telemetry).ensureLoaded()
    expect(evm.context()).toMatchObject({ projectId: 'p', projectServiceUrl: 'http://service.test/base' })
  })

  it('gives none without a project service', { timeout: 20_000 }, async () => {
    const evm = fakeChainAdapter()
    const root = createTestRoot({ adapters: [evm.definition] }, new Storage(memoryStorageBackend()))
    await new AdapterRegistry([evm.definition], root, telemetry).ensureLoaded()
    expect(evm.context().projectServiceUrl).toBeUndefined()
    expect(evm.context().locale).toBeUndefined()
  })

  it("gives each adapter the host's locale (the secure frame shows its texts in it)", { timeout: 20_000 }, async () => {
    const evm = fakeChainAdapter()
    const root = createTestRoot({ adapters: [evm.definition], locale: 'ja' }, new Storage(memoryStorageBackend()))
    await new AdapterRegistry([evm.definition], root, telemetry).ensureLoaded()
    expect(evm.context().locale).toBe('ja')
  })
})
