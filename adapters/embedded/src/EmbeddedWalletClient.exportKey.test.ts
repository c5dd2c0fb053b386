import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { frameMessageTypes as types } from './frameMessageTypes.ts'
import type { FrameHost } from './FrameHost.ts'
import type { AppToFrameMessage } from './AppToFrameMessage.ts'
import { loadEmbeddedWallet } from './testing/loadEmbeddedWallet.ts'

type ExportRequest = Extract<AppToFrameMessage, { type: typeof types.EXPORT_PRIVATE_KEY }>

describe('the embedded wallet key export', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks the frame with no timeout (the user takes their time in it) and resolves with its outcome only', async () => {
    const held: { request?: ExportRequest; host?: FrameHost } = {}
    const { adapter, frame, context, events } = await loadEmbeddedWallet({
      frame: {
        answer: (request, host) => {
          if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
          Object.assign(held, { request, host })
          return 'hold'
        },
      },
    })
    let settled = false
    const exported = adapter.exportPrivateKey().finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(500)
    expect(frame.requests.map((request) => request.type)).toContain(types.EXPORT_PRIVATE_KEY)
    expect(held.request).toEqual({ type: types.EXPORT_PRIVATE_KEY, id: held.request?.id })
    // Far past the 30 s of the login requests: still waiting, no alert, no event.
    await vi.advanceTimersByTimeAsync(30 * 60_000)
    expect(settled).toBe(false)
    expect(context.alerts).toEqual([])
    expect(events).toEqual([])
    if (held.request === undefined || held.host === undefined) throw new Error('The frame got no export request')
    held.host.succeed(held.request, { outcome: 'EXPORTED' })
    await expect(exported).resolves.toEqual({ outcome: 'EXPORTED' })
  })

  it('is offered to plugins as the embeddedWalletKeys extension, and says CANCELLED or the frame\'s error as the frame answers', async () => {
    let answer: 'cancel' | 'fail' = 'cancel'
    const { adapter } = await loadEmbeddedWallet({
      frame: {
        answer: (request, host) => {
          if (request.type !== types.EXPORT_PRIVATE_KEY) return undefined
          if (answer === 'cancel') host.succeed(request, { outcome: 'CANCELLED' })
          else host.fail(request, 'Unauthorized', 4100)
          return 'handled'
        },
      },
    })
    const keys = adapter.extensions?.embeddedWalletKeys
    expect(keys).toBeDefined()
    const cancelled = keys?.exportPrivateKey()
    await vi.advanceTimersByTimeAsync(500)
    await expect(cancelled).resolves.toEqual({ outcome: 'CANCELLED' })
    answer = 'fail'
    await expect(adapter.exportPrivateKey()).rejects.toMatchObject({ shortMessage: 'Unauthorized' })
  })
})
