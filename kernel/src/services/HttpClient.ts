import type * as t from 'io-ts'
import { decode } from '../decode.ts'
import { HttpError } from '../errors.ts'
import { BaseError } from '../errors/BaseError.ts'

/** Options of an HTTP client. */
export interface HttpClientOptions {
  /** The service's base URL, such as `http://127.0.0.1:4100`; a path prefix is kept. */
  baseUrl: string
  /** Appended as the `clientId` query parameter when present (SPEC §7). */
  clientId?: string
  /** The fetch to use; defaults to the global one. */
  fetch?: typeof fetch
}

/** Options of one request. */
export interface RequestOptions<A> {
  /** The codec the JSON response must pass; its decoded value is returned. */
  codec: t.Type<A, unknown, unknown>
  /** Query parameters; undefined ones are left out. */
  params?: Record<string, string | number | boolean | undefined>
  /** Sent as JSON with `content-type: application/json`. */
  body?: unknown
  signal?: AbortSignal
}

/** An HTTP method the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

const maxBodyText = 1000

/**
 * A JSON HTTP client for Portico's services (SPEC §7): GET, POST, PUT, DELETE. A status outside
 * 2xx throws an HttpError ("HTTP status code: N"); a response that fails its codec throws a
 * BaseError with code `RESPONSE_INVALID`; a failed or aborted request throws a BaseError with
 * code `NETWORK_ERROR` or `REQUEST_ABORTED` and the original error as its cause.
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
    const headers: Record<string, string> = { accept: 'application/json' }
    const init: RequestInit = { method, headers }
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      init.body = JSON.stringify(options.body)
    }
    if (options.signal) init.signal = options.signal

    const fetchFunction = this.options.fetch ?? globalThis.fetch
    let response: Response
    let text: string
    try {
      response = await fetchFunction(url, init)
      text = await response.text()
    } catch (error) {
      const aborted = options.signal?.aborted === true
      throw new BaseError(aborted ? 'The request was aborted' : 'HTTP request failed', {
        code: aborted ? 'REQUEST_ABORTED' : 'NETWORK_ERROR',
        cause: error,
        details: `${method} ${url}`,
      })
    }

    if (!response.ok) throw new HttpError(response.status, { url, body: text.slice(0, maxBodyText) })

    let json: unknown
    try {
      json = text.length === 0 ? undefined : JSON.parse(text)
    } catch (error) {
      throw new BaseError(`The response of ${method} ${path} is not JSON`, { code: 'RESPONSE_INVALID', cause: error, details: text.slice(0, 200) })
    }
    const result = decode(options.codec, json)
    if (!result.ok) {
      throw new BaseError(`The response of ${method} ${path} does not have the expected shape`, { code: 'RESPONSE_INVALID', details: result.error })
    }
    return result.value
  }
}
