import type { EventBus } from './EventBus.ts'
import type { PorticoEvents } from './PorticoEvents.ts'

/** The analytics events SPEC §7 names; plugins may track other names too. */
export type AnalyticsEventName =
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'

/**
 * The analytics event bus: `track` emits an 'analytics' event on the instance's EventBus, which
 * `useAppKitEvents` and `appKit.on('analytics', ...)` report. Nothing leaves the page from here.
 */
export class Analytics {
  private readonly events: EventBus<PorticoEvents>

  constructor(events: EventBus<PorticoEvents>) {
    this.events = events
  }

  /** Emits `{ timestamp, data: { type: 'track', event, properties } }` under 'analytics'. */
  // `string & {}` keeps the SPEC names offered by autocompletion while any string is accepted.
  track(event: AnalyticsEventName | (string & {}), properties?: Record<string, unknown>): void {
    this.events.emit('analytics', {
      timestamp: Date.now(),
      data: { type: 'track', event, ...(properties === undefined ? {} : { properties }) },
    })
  }
}
