import { errorText } from '../errors/errorText.ts'

/** Options of the error telemetry. */
export interface TelemetryOptions {
  /** The analytics endpoint; without it nothing is ever sent (no call-home). */
  endpoint?: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
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

function randomEventId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // randomUUID exists only in secure contexts; build the same version-4 shape from random bytes.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function describeError(error: unknown): Pick<TelemetryErrorEvent['props'], 'errorType' | 'errorMessage' | 'stackTrace'> {
  const isError = error instanceof Error
  return {
    errorType: isError ? error.name : 'UnknownError',
    errorMessage: errorText(error),
    stackTrace: isError ? (error.stack ?? '') : '',
  }
}

/**
 * Error telemetry (SPEC §7): POST `${endpoint}/e?projectId&st&sv`, at most 5 error events per
 * rolling 60 s, only when an endpoint is configured. It never throws; a failed POST is dropped.
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
    try {
      const { endpoint } = this.options
      if (!endpoint) return
      const now = Date.now()
      this.sentAt = this.sentAt.filter((time) => now - time < windowMilliseconds)
      if (this.sentAt.length >= maxErrorEvents) return
      this.sentAt.push(now)

      const body: TelemetryErrorEvent = {
        eventId: randomEventId(),
        url: typeof location === 'undefined' ? '' : location.href,
        domain: typeof location === 'undefined' ? '' : location.hostname,
        timestamp: now,
        props: { type: 'error', event, ...describeError(error) },
      }
      const query = new URLSearchParams({ projectId: this.options.projectId, st: this.options.sdkType, sv: this.options.sdkVersion })
      const fetchFunction = this.options.fetch ?? globalThis.fetch
      const response = await fetchFunction(`${endpoint.replace(/\/+$/, '')}/e?${query.toString()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      })
      // Drain the body so the connection is released; the response itself says nothing we use.
      await response.text()
    } catch {
      // Telemetry must never break the app: an unreachable endpoint or a strange error is dropped.
    }
  }
}
