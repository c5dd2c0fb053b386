import type { InvalidProjectIdRoot } from '../config/showInvalidProjectId.ts'
import type { RetryAfterHolds } from './RetryAfterHolds.ts'

/** Options of the error telemetry. */
export interface TelemetryOptions {
  /** The analytics endpoint; without it nothing is ever sent (no call-home). */
  endpoint?: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
  /** How long a POST may take before it is given up (ms); 10 s by default. */
  timeout?: number
  /** Where a 403 from the endpoint raises "Invalid App Configuration" (SPEC §8): the instance's stores. */
  root?: () => InvalidProjectIdRoot
  /** Where Retry-After holds on the endpoint's origin are kept (events are dropped meanwhile); by default the page's. */
  holds?: RetryAfterHolds
}

/** The body of an error event (SPEC §7). */
export interface TelemetryErrorEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'error'; event: string; errorType: string; errorMessage: string; stackTrace: string }
}

/** SPEC §8: at most 5 error events per rolling 60 s. */
const maxErrorEvents = 5
const windowMilliseconds = 60_000

/**
 * Error telemetry (SPEC §7): POST `${endpoint}/e?projectId&st&sv`, at most 5 error events per
 * rolling 60 s, only when an endpoint is configured. It never throws; a failed or timed-out POST is
 * dropped, never retried.
 * The sending code (`postTelemetryError`) loads on demand: a host without an endpoint never needs it.
 */
export class Telemetry {
  readonly options: TelemetryOptions
  private sentAt: number[] = []

  constructor(options: TelemetryOptions) {
    this.options = options
  }

  /**
   * Reports an error event; dropped past the rate limit or without an endpoint. The promise
   * settles when the POST has (and never rejects).
   */
  async sendError(error: unknown, event: string): Promise<void> {
    const { endpoint } = this.options
    if (!endpoint) return
    const now = Date.now()
    this.sentAt = this.sentAt.filter((time) => now - time < windowMilliseconds)
    if (this.sentAt.length >= maxErrorEvents) return
    this.sentAt.push(now)
    try {
      const { postTelemetryError } = await import('./postTelemetryError.ts')
      await postTelemetryError({ ...this.options, endpoint }, error, event, now)
    } catch {
      // Telemetry must never break the app: an unreachable endpoint or a strange error is dropped.
    }
  }
}
