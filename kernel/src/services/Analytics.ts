import type { AnalyticsEventRegistry } from './AnalyticsEventRegistry.ts'
import type { EventBus } from './EventBus.ts'
import type { PorticoEvents } from './PorticoEvents.ts'

/** The analytics event names plugins declared in AnalyticsEventRegistry. */
export type AnalyticsEventName = keyof AnalyticsEventRegistry

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
  // `string & {}` keeps the declared names offered by autocompletion while any string is accepted.
  track<E extends AnalyticsEventName>(event: E, properties?: AnalyticsEventRegistry[E]): void
  track(event: string, properties?: Record<string, unknown>): void
  track(event: string, properties?: object): void {
    this.events.emit('analytics', {
      timestamp: Date.now(),
      data: { type: 'track', event, ...(properties === undefined ? {} : { properties: { ...properties } }) },
    })
  }
}
