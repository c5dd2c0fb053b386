import type * as t from 'io-ts'
import { decode } from '../decode.ts'
import { HttpError } from '../errors.ts'
import { NetworkError } from '../errors/NetworkError.ts'
import { RequestAbortedError } from '../errors/RequestAbortedError.ts'
import { ResponseInvalidError } from '../errors/ResponseInvalidError.ts'
import { RetryAfterError } from '../errors/RetryAfterError.ts'
import { BaseError } from '../errors/BaseError.ts'
import { fetchWithTimeout } from './fetchWithTimeout.ts'
import { pageRetryAfterHolds } from './pageRetryAfterHolds.ts'
import type { RetryAfterHolds } from './RetryAfterHolds.ts'
import { requestTimeout } from './requestTimeout.ts'
import { retryAfterDelay } from './retryAfterDelay.ts'

/** Options of an HTTP client. */
export interface HttpClientOptions {
  /** The service's base URL, such as `http://127.0.0.1:4100`; a path prefix is kept. */
  baseUrl: string
  /** Appended as the `clientId` query parameter when present (SPEC §7). */
  clientId?: string
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch
  /** How long one attempt may take, answer read included, before `REQUEST_TIMEOUT` (ms); 10 s by default. */
  timeout?: number
  /**
   * How a GET is tried again after a network error or HTTP 408, 429, 500, 502, 503, 504: at most
   * `attempts` in all (3), waiting `delay` ms (1 s) doubled each time, or longer when Retry-After
   * asks (429, 503); a wait beyond `maxDelay` (30 s) gives up instead. `false` sends once.
   */
  retry?: { attempts?: number; delay?: number; maxDelay?: number } | false
  /**
   * Where a Retry-After on a 429 or 503 holds later requests to the service's origin: they wait
   * until it passes, or fail at once when that is beyond `maxDelay`. By default the page's,
   * shared with every other client and the telemetry.
   */
  holds?: RetryAfterHolds
}

/** Options of one request. */
export interface RequestOptions<A> {
  /** The codec the JSON response must pass; its decoded value is returned. */
  codec: t.Type<A, unknown, unknown>
  /** Query parameters; undefined ones are left out. */
  params?: Record<string, string | number | boolean | undefined>
  /** Sent as JSON with `content-type: application/json`. */
  body?: unknown
  /** Aborts the request, a wait between attempts included, at once (`REQUEST_ABORTED`). */
  signal?: AbortSignal
  /** This request's timeout (ms), instead of the client's. */
  timeout?: number
  /** This request's retry, instead of the client's. */
  retry?: HttpClientOptions['retry']
  /** The fetch cache mode (`no-cache` revalidates whatever the browser kept); the browser's default when absent. */
  cache?: RequestCache
}

/** An HTTP method the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

const maxBodyText = 1000
/** Statuses a GET is tried again after (as viem's HTTP transport does). */
const retriedStatuses = new Set([408, 429, 500, 502, 503, 504])
/** Statuses whose Retry-After header is honoured. */
const retryAfterStatuses = new Set([429, 503])

/** Waits `milliseconds`; a signal that aborts ends the wait at once with `REQUEST_ABORTED`. */
function pause(milliseconds: number, signal: AbortSignal | undefined, request: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = (): void => {
      clearTimeout(timer)
      reject(new RequestAbortedError({ cause: signal?.reason, details: request }))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }, milliseconds)
    if (signal?.aborted) abort()
    else signal?.addEventListener('abort', abort, { once: true })
  })
}

/** A failed attempt: its error, and the wait a retry must respect, if it may be retried. */
interface Failure {
  error: BaseError
  retryable: boolean
  retryAfter?: number | undefined
}

/**
 * A JSON HTTP client for Portico's services (SPEC §7): GET, POST, PUT, DELETE. A status outside
 * 2xx throws an HttpError ("HTTP status code: N"); a response that fails its codec throws a
 * BaseError with code `RESPONSE_INVALID`; a failed, aborted or timed-out request throws a
 * BaseError with code `NETWORK_ERROR`, `REQUEST_ABORTED` or `REQUEST_TIMEOUT` and the original
 * error as its cause. Every attempt has a timeout; a GET is retried a bounded number of times
 * (see `HttpClientOptions.retry`). A timeout is not retried: a service that hangs costs the
 * caller one timeout, and is not asked again by this request. A Retry-After on a 429 or 503
 * holds every later request to the service's origin too (see `HttpClientOptions.holds`).
 */
export class HttpClient {
  readonly options: HttpClientOptions

  constructor(options: HttpClientOptions) {
    this.options = options
  }

  /** GET `path`. */
  get<A>(path: string, options: RequestOptions<A>): Promise<A> {
    return this.request('GET', path, options)
  }

  /** POST `path` with a JSON body. */
  post<A>(path: string, options: RequestOptions<A>): Promise<A> {
    return this.request('POST', path, options)
  }

  /** PUT `path` with a JSON body. */
  put<A>(path: string, options: RequestOptions<A>): Promise<A> {
    return this.request('PUT', path, options)
  }

  /** DELETE `path`. */
  delete<A>(path: string, options: RequestOptions<A>): Promise<A> {
    return this.request('DELETE', path, options)
  }

  /** The full URL of `path` with its query, `clientId` included when configured. */
  url(path: string, params: RequestOptions<unknown>['params'] = {}): string {
    const base = this.options.baseUrl.replace(/\/+$/, '')
    const url = new URL(`${base}/${path.replace(/^\/+/, '')}`)
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, String(value))
    }
    if (this.options.clientId) url.searchParams.set('clientId', this.options.clientId)
    return url.toString()
  }

  private async request<A>(method: HttpMethod, path: string, options: RequestOptions<A>): Promise<A> {
    const url = this.url(path, options.params)
    const retry = options.retry ?? this.options.retry
    const attempts = method === 'GET' && retry !== false ? Math.max(1, retry?.attempts ?? 3) : 1
    const holds = this.options.holds ?? pageRetryAfterHolds
    for (let attempt = 1; ; attempt += 1) {
      await this.waitForHold(holds, method, url, retry, options.signal)
      const outcome = await this.attempt(method, path, url, options)
      if (!('error' in outcome)) return outcome.value
      if (outcome.retryAfter !== undefined && outcome.error instanceof HttpError) holds.hold(url, outcome.retryAfter, outcome.error.status)
      const wait = attempt < attempts && outcome.retryable ? this.retryWait(outcome, attempt, retry || {}) : undefined
      if (wait === undefined) throw outcome.error
      await pause(wait, options.signal, `${method} ${url}`)
    }
  }

  /**
   * Waits out a Retry-After the service's origin gave (this request's earlier attempt, or any
   * earlier request), as a retry does; when it lasts beyond `maxDelay` the request is not sent and
   * fails at once with the status that asked, its cause saying so.
   */
  private async waitForHold(holds: RetryAfterHolds, method: HttpMethod, url: string, retry: HttpClientOptions['retry'], signal: AbortSignal | undefined): Promise<void> {
    const hold = holds.remaining(url)
    if (!hold) return
    if (hold.wait > ((retry || {}).maxDelay ?? 30_000)) {
      const details = `${method} ${url}: ${new URL(url).origin} asked for no request before ${new Date(hold.until).toISOString()} (Retry-After)`
      throw new HttpError(hold.status, { url, cause: new RetryAfterError({ details }) })
    }
    await pause(hold.wait, signal, `${method} ${url}`)
  }

  /** The wait before the next attempt: the backoff, or Retry-After when longer; undefined past `maxDelay`. */
  private retryWait(failure: Failure, attempt: number, retry: { delay?: number; maxDelay?: number }): number | undefined {
    const backoff = (retry.delay ?? 1000) * 2 ** (attempt - 1)
    const wait = Math.max(backoff, failure.retryAfter ?? 0)
    return wait <= (retry.maxDelay ?? 30_000) ? wait : undefined
  }

  private async attempt<A>(method: HttpMethod, path: string, url: string, options: RequestOptions<A>): Promise<{ value: A } | Failure> {
    const headers: Record<string, string> = { accept: 'application/json' }
    const init: RequestInit = { method, headers }
    if (options.cache) init.cache = options.cache
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(options.body)
    }
    const fetchFunction = this.options.fetch ?? globalThis.fetch
    const timeout = options.timeout ?? this.options.timeout ?? requestTimeout
    let received: { response: Response; text: string }
    try {
      received = await fetchWithTimeout(fetchFunction, url, init, { timeout, signal: options.signal })
    } catch (error) {
      const failure = error instanceof BaseError ? error : new NetworkError({ cause: error })
      return { error: failure, retryable: failure.code === 'NETWORK_ERROR' }
    }
    const { response, text } = received

    if (!response.ok) {
      const error = new HttpError(response.status, { url, body: text.slice(0, maxBodyText) })
      const retryAfter = retryAfterStatuses.has(response.status) ? retryAfterDelay(response.headers.get('retry-after')) : undefined
      return { error, retryable: retriedStatuses.has(response.status), retryAfter }
    }

    let json: unknown
    try {
      json = text.length === 0 ? undefined : JSON.parse(text)
    } catch (error) {
      throw new ResponseInvalidError(`The response of ${method} ${path} is not JSON`, { cause: error, details: text.slice(0, 200) })
    }
    const result = decode(options.codec, json)
    if (!result.ok) {
      throw new ResponseInvalidError(`The response of ${method} ${path} does not have the expected shape`, { details: result.error })
    }
    return { value: result.value }
  }
}
