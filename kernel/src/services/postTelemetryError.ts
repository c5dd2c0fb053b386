import { showInvalidProjectId } from '../config/showInvalidProjectId.ts'
import { errorText } from '../errors/errorText.ts'
import type { TelemetryErrorEvent, TelemetryOptions } from './Telemetry.ts'
import { fetchWithTimeout } from './fetchWithTimeout.ts'
import { pageRetryAfterHolds } from './pageRetryAfterHolds.ts'
import { requestTimeout } from './requestTimeout.ts'
import { retryAfterDelay } from './retryAfterDelay.ts'

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
 * POSTs one error event (SPEC §7) to `${endpoint}/e?projectId&st&sv`. Loaded on demand, apart:
 * `Telemetry` asks for it only with an analytics endpoint
 * configured, and catches whatever it throws. Sent once, never retried, and given up after the
 * timeout (`REQUEST_TIMEOUT`): an event lost is better than a connection held. Dropped, unsent,
 * while the endpoint's origin holds requests (a Retry-After on a 429 or 503, its own or another
 * client's). A 403 raises "Invalid App Configuration" (SPEC §8) in `options.root`.
 */
export async function postTelemetryError(options: TelemetryOptions & { endpoint: string }, error: unknown, event: string, timestamp: number): Promise<void> {
  const body: TelemetryErrorEvent = {
    eventId: randomEventId(),
    url: typeof location === 'undefined' ? '' : location.href,
    domain: typeof location === 'undefined' ? '' : location.hostname,
    timestamp,
    props: { type: 'error', event, ...describeError(error) },
  }
  const query = new URLSearchParams({ projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion })
  const fetchFunction = options.fetch ?? globalThis.fetch
  const url = `${options.endpoint.replace(/\/+$/, '')}/e?${query.toString()}`
  const init: RequestInit = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }
  const holds = options.holds ?? pageRetryAfterHolds
  // The endpoint's origin asked to wait (Retry-After): the event is dropped, not kept for later.
  if (holds.remaining(url)) return
  // The body is drained so the connection is released; only a 403 says something: the project id is refused (SPEC §8).
  const { response } = await fetchWithTimeout(fetchFunction, url, init, { timeout: options.timeout ?? requestTimeout })
  const retryAfter = response.status === 429 || response.status === 503 ? retryAfterDelay(response.headers.get('retry-after')) : undefined
  if (retryAfter !== undefined) holds.hold(url, retryAfter, response.status)
  const root = response.status === 403 ? options.root?.() : undefined
  if (root) showInvalidProjectId(root)
}
