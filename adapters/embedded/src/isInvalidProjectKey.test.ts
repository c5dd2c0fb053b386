import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadEmbeddedWallet } from './testing/loadEmbeddedWallet.ts'

describe("SPEC §8 provider error 'Unauthorized: invalid key'", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('raises Invalid App Configuration when the frame refuses the project id (its refusal code INVALID_KEY)', async () => {
    const { adapter, context } = await loadEmbeddedWallet({
      frame: { answer: (request, host) => (host.fail(request, 'Unauthorized: invalid key', 4100, 'INVALID_KEY'), 'handled') },
    })
    const answer = adapter.connectEmail('ada@example.com').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(500)
    await expect(answer).resolves.toMatchObject({ shortMessage: 'Unauthorized: invalid key', reason: 'INVALID_KEY' })
    expect(context.alerts.map((alert) => [alert.id, alert.title])).toEqual([['invalid-app-configuration', 'Invalid App Configuration']])
  })

  it('tells the refusal by its code, not its text: the same text without the code raises no alert', async () => {
    const { adapter, context } = await loadEmbeddedWallet({
      frame: { answer: (request, host) => (host.fail(request, 'Unauthorized: invalid key', 4100), 'handled') },
    })
    const answer = adapter.connectEmail('ada@example.com').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(500)
    await expect(answer).resolves.toMatchObject({ shortMessage: 'Unauthorized: invalid key' })
    expect(context.alerts).toEqual([])
  })
})
