/** Options of the error telemetry. */
export interface TelemetryOptions {
  /** The analytics endpoint; without it nothing is ever sent (no call-home). */
  endpoint?: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: typeof fetch
}

/**
 * Error telemetry (SPEC §7): POST /e, at most 5 error events per 60 s, only when an endpoint
 * is configured. TODO(services helper): implement.
 */
export class Telemetry {
  readonly options: TelemetryOptions

  constructor(options: TelemetryOptions) {
    this.options = options
  }

  /** Reports an error event; dropped past the rate limit or without an endpoint. */
  sendError(error: unknown, event: string): void {
    void error
    void event
  }
}
