import { afterEach, describe, expect, it, vi } from 'vitest'
import { EventBus } from './EventBus.ts'

interface TestEvents {
  ping: { count: number }
  pong: undefined
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('EventBus', () => {
  it('calls every listener of the type with the payload, in order', () => {
    const bus = new EventBus<TestEvents>()
    const calls: string[] = []
    bus.on('ping', ({ count }) => calls.push(`first ${count}`))
    bus.on('ping', ({ count }) => calls.push(`second ${count}`))
    bus.on('pong', () => calls.push('pong'))
    bus.emit('ping', { count: 1 })
    expect(calls).toEqual(['first 1', 'second 1'])
  })

  it('does not let a listener that throws stop the others', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const bus = new EventBus<TestEvents>()
    const after = vi.fn()
    const failure = new Error('listener failed')
    bus.on('ping', () => {
      throw failure
    })
    bus.on('ping', after)
    expect(() => bus.emit('ping', { count: 2 })).not.toThrow()
    expect(after).toHaveBeenCalledWith({ count: 2 })
    expect(consoleError).toHaveBeenCalledWith('[Portico] an event listener threw', failure)
  })

  it('stops calling a listener once unsubscribed, and keeps the others', () => {
    const bus = new EventBus<TestEvents>()
    const removed = vi.fn()
    const kept = vi.fn()
    const unsubscribe = bus.on('ping', removed)
    bus.on('ping', kept)
    unsubscribe()
    unsubscribe()
    bus.emit('ping', { count: 3 })
    expect(removed).not.toHaveBeenCalled()
    expect(kept).toHaveBeenCalledTimes(1)
  })

  it('lets a listener unsubscribe itself during an emit without skipping the next one', () => {
    const bus = new EventBus<TestEvents>()
    const calls: string[] = []
    const unsubscribe = bus.on('ping', () => {
      calls.push('once')
      unsubscribe()
    })
    bus.on('ping', () => calls.push('always'))
    bus.emit('ping', { count: 1 })
    bus.emit('ping', { count: 2 })
    expect(calls).toEqual(['once', 'always', 'always'])
  })

  it('emits to nobody without listeners, and clear drops every listener', () => {
    const bus = new EventBus<TestEvents>()
    expect(() => bus.emit('pong', undefined)).not.toThrow()
    const listener = vi.fn()
    bus.on('pong', listener)
    bus.clear()
    bus.emit('pong', undefined)
    expect(listener).not.toHaveBeenCalled()
  })
})
