import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitForPopupResult } from './waitForPopupResult.ts'

afterEach(() => vi.useRealTimers())

const origin = 'http://127.0.0.1:8557'
const result = { type: '@portico/social/RESULT', uri: `${origin}/oauth/callback?code=abc&state=xyz` }

function popupStub(): { closed: boolean } {
  return { closed: false }
}

function post(data: unknown, from: { origin: string; source: unknown }): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin: from.origin, source: from.source as MessageEventSource }))
}

describe('waitForPopupResult', () => {
  it('takes the result only from the popup, from the origin it was sent to, and of the right shape', async () => {
    const popup = popupStub()
    const waiting = waitForPopupResult(popup, origin, new AbortController().signal)
    post(result, { origin: 'http://127.0.0.1:9999', source: popup })
    post(result, { origin, source: popupStub() })
    post({ type: '@portico/social/RESULT', uri: 42 }, { origin, source: popup })
    post({ ...result, uri: `${origin}/oauth/callback?code=right` }, { origin, source: popup })
    await expect(waiting).resolves.toBe(`${origin}/oauth/callback?code=right`)
  })

  it('a popup closed before the result is a user rejection (4001)', async () => {
    vi.useFakeTimers()
    const popup = popupStub()
    const waiting = waitForPopupResult(popup, origin, new AbortController().signal)
    popup.closed = true
    vi.advanceTimersByTime(500)
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
  })

  it('stops waiting when the view is left', async () => {
    const controller = new AbortController()
    const waiting = waitForPopupResult(popupStub(), origin, controller.signal)
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ code: 'SOCIAL_ABORTED' })
  })
})
