import { describe, expect, it, vi } from 'vitest'
import { EventBus } from '../services/EventBus.ts'
import type { PorticoEvents } from '../services/PorticoEvents.ts'
import { Storage } from '../services/Storage.ts'
import { memoryStorageBackend } from '../services/memoryStorageBackend.ts'
import { decodeOptions } from '../config/decodeOptions.ts'
import { Stores } from './Stores.ts'
import { runInAction } from 'mobx'

const network = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }

function root() {
  const { options, features } = decodeOptions({ projectId: 'test', networks: [network] })
  const events = new EventBus<PorticoEvents>()
  return new Stores({ options, features, storage: new Storage(memoryStorageBackend()), events })
}

describe('Stores', () => {
  it('closes the modal when going back from the only view, and says so', () => {
    const store = root()
    const closed = vi.fn()
    store.events.on('modal:close', closed)
    runInAction(() => store.modal.setOpen(true))
    store.router.goBack()
    expect(store.modal.open).toBe(false)
    expect(closed).toHaveBeenCalledTimes(1)
  })

  it('keeps the modal open while a close guard forbids closing', () => {
    const store = root()
    runInAction(() => store.modal.setOpen(true))
    const remove = store.modal.addCloseGuard(() => false)
    expect(store.modal.canClose).toBe(false)
    expect(store.requestClose()).toBe(false)
    store.router.goBack()
    expect(store.modal.open).toBe(true)
    remove()
    expect(store.requestClose()).toBe(true)
    expect(store.modal.open).toBe(false)
  })

  it('attaches a plugin store once per id', () => {
    const store = root()
    const mine = { count: 1 }
    expect(store.plugins.attach('kernelTest', mine)).toBe(mine)
    expect(store.plugins.has('kernelTest')).toBe(true)
    expect(store.plugins.ids()).toEqual(['kernelTest'])
    expect(() => store.plugins.attach('kernelTest', {})).toThrow('A store is already attached as "kernelTest"')
    store.plugins.detach('kernelTest')
    expect(store.plugins.has('kernelTest')).toBe(false)
  })
})
