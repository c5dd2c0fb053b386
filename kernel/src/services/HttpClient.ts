import type * as t from 'io-ts'

/** Options of an HTTP client. */
export interface HttpClientOptions {
  /** The service's base URL, such as `http://127.0.0.1:4100`. */
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
  params?: Record<string, string | number | boolean | undefined>
  body?: unknown
  signal?: AbortSignal
}

/**
 * A JSON HTTP client for Portico's services (SPEC §7): GET, POST, PUT, DELETE.
 * TODO(services helper): implement, with "HTTP status code: N" errors and decoded responses.
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

  private request<A>(method: string, path: string, options: RequestOptions<A>): Promise<A> {
    void method
    void path
    void options
    return Promise.reject(new Error('not implemented'))
  }
}
