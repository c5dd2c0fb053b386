import { afterEach, describe, expect, it, vi } from 'vitest'
import { Analytics } from './Analytics.ts'
import { EventBus } from './EventBus.ts'
import type { AnalyticsEvent, PorticoEvents } from './PorticoEvents.ts'

function setup() {
  const events = new EventBus<PorticoEvents>()
  const seen: AnalyticsEvent[] = []
  events.on('analytics', (event) => seen.push(event))
  return { analytics: new Analytics(events), events, seen }
}

afterEach(() => {
  vi.useRealTimers()
})

// SPEC §7: "Analytics events: SEND_INITIATED, SEND_SUCCESS, ERROR_FETCH_TRANSACTIONS,
// SIWX_AUTH_SUCCESS, SIWX_AUTH_ERROR, CLICK_CANCEL_SIWX."
const specEvents: string[] = ['SEND_INITIATED', 'SEND_SUCCESS', 'ERROR_FETCH_TRANSACTIONS', 'SIWX_AUTH_SUCCESS', 'SIWX_AUTH_ERROR', 'CLICK_CANCEL_SIWX']

describe('Analytics', () => {
  it.each(specEvents)('emits %s as a track event with its time and properties', (name) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_700_000_000_000)
    const { analytics, seen } = setup()
    analytics.track(name, { network: 'eip155:1' })
    expect(seen).toEqual([{ timestamp: 1_700_000_000_000, data: { type: 'track', event: name, properties: { network: 'eip155:1' } } }])
  })

  it('leaves properties out when none are given', () => {
    const { analytics, seen } = setup()
    analytics.track('SEND_SUCCESS')
    expect(seen[0]?.data).toEqual({ type: 'track', event: 'SEND_SUCCESS' })
    expect(seen[0]?.data).not.toHaveProperty('properties')
  })

  it("accepts a plugin's own event name", () => {
    const { analytics, seen } = setup()
    analytics.track('SWAP_QUOTE_REQUESTED', { amount: 1 })
    expect(seen[0]?.data.event).toBe('SWAP_QUOTE_REQUESTED')
  })

  it('emits nothing on other event types', () => {
    const { analytics, events } = setup()
    const other = vi.fn()
    events.on('modal:close', other)
    analytics.track('SEND_INITIATED')
    expect(other).not.toHaveBeenCalled()
  })
})
