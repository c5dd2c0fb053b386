import { getObserverTree, runInAction } from 'mobx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import type { ChainAdapterDefinition } from '../contracts/AdapterDefinition.ts'
import { AdapterRegistry } from './AdapterRegistry.ts'

/** An EVM-like definition whose discovery finds nothing and whose load only records that it ran. */
function recordingEvm() {
  const calls: string[] = []
  const definition: ChainAdapterDefinition = {
    kind: 'chain',
    id: 'evm',
    namespace: 'eip155',
    discover: async () => {
      calls.push('discover')
      return { connectors: () => [], stop: () => {} }
    },
    load: async () => {
      calls.push('load')
      return { namespace: 'eip155', capabilities: [], getConnectors: () => [], connect: () => new Promise(() => {}), disconnect: async () => {} }
    },
  }
  return { definition, calls }
}

/** Fake timers, a recording EVM definition and its registry on a test root; `opening` marks an open preparing its frame. */
function setUp({ opening }: { opening: boolean }) {
  vi.useFakeTimers()
  const evm = recordingEvm()
  const root = createTestRoot({ adapters: [evm.definition] })
  const registry = new AdapterRegistry([evm.definition], root)
  if (opening) runInAction(() => root.modal.setLoading(true))
  return { calls: evm.calls, root, registry }
}

afterEach(() => {
  vi.useRealTimers()
})

// On a settled page the SDKs load when the browser is idle after the wallets are listed (issue 15):
// never while an open prepares the dialog's first frame, whose evaluation they would hold back.
describe('AdapterRegistry: the SDKs load once the page has settled, after an opening modal shows', () => {
  it('loads the adapters when the page is idle after the wallets are listed', async () => {
    const { calls, registry } = setUp({ opening: false })
    await registry.discover()
    expect(calls).toEqual(['discover'])
    await vi.advanceTimersByTimeAsync(3_500)
    expect(calls).toEqual(['discover', 'load'])
    registry.destroy()
  })

  it('waits while an open prepares its first frame, then loads once the dialog shows and the page is idle again', async () => {
    const { calls, root, registry } = setUp({ opening: true })
    await registry.discover()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(calls).toEqual(['discover'])
    runInAction(() => root.modal.setLoading(false))
    await vi.advanceTimersByTimeAsync(3_500)
    expect(calls).toEqual(['discover', 'load'])
    registry.destroy()
  })

  it('loads nothing once destroyed while it waited for the dialog', async () => {
    const { calls, root, registry } = setUp({ opening: true })
    await registry.discover()
    await vi.advanceTimersByTimeAsync(1_000)
    registry.destroy()
    runInAction(() => root.modal.setLoading(false))
    await vi.advanceTimersByTimeAsync(3_500)
    expect(calls).toEqual(['discover'])
  })
  // The wait for the dialog is a MobX reaction on the modal's loading: one left behind would hold
  // the registry until the modal's next open ends. The live registry is the control.
  const observersOfLoading = (root: ReturnType<typeof createTestRoot>) => getObserverTree(root.modal, 'loading').observers?.length ?? 0

  it('waits for the dialog with a reaction on the modal\'s loading while live (the control)', async () => {
    const { root, registry } = setUp({ opening: true })
    await registry.discover()
    await vi.advanceTimersByTimeAsync(3_500)
    expect(observersOfLoading(root)).toBe(1)
    registry.destroy()
    expect(observersOfLoading(root)).toBe(0)
  })

  it('leaves no reaction behind when destroyed while the wallets were being listed', async () => {
    const { calls, root, registry } = setUp({ opening: true })
    const discovering = registry.discover()
    registry.destroy()
    await discovering
    await vi.advanceTimersByTimeAsync(3_500)
    expect(observersOfLoading(root)).toBe(0)
    runInAction(() => root.modal.setLoading(false))
    await vi.advanceTimersByTimeAsync(3_500)
    expect(calls).toEqual(['discover'])
  })
})
