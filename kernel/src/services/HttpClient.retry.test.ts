import * as t from 'io-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../errors.ts'
import { BaseError } from '../errors/BaseError.ts'
import { HttpClient } from './HttpClient.ts'
import { RetryAfterHolds } from './RetryAfterHolds.ts'

const Item = t.type({ id: t.number })
const ok = (): Response => new Response('{"id":1}', { status: 200, headers: { 'content-type': 'application/json' } })
const status = (code: number, headers: Record<string, string> = {}): Response => new Response('{"error":"no"}', { status: code, headers })

/** A fetch that answers from a script, one entry a call; `hang` never answers but honours its signal. */
function scriptedFetch(script: ('hang' | 'network' | (() => Response))[]): { fetch: typeof fetch; calls: number[] } {
  const calls: number[] = []
  const fetch = (_input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push(Date.now())
    const step = script[Math.min(calls.length - 1, script.length - 1)]
    if (step === 'network') return Promise.reject(new TypeError('fetch failed'))
    if (step === 'hang') {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    }
    return Promise.resolve(step!())
  }
  return { fetch, calls }
}

/** The outcome of a promise, read without leaving a rejection unhandled. */
function outcome<A>(promise: Promise<A>): { settled: boolean; value?: A; error?: unknown } {
  const state: { settled: boolean; value?: A; error?: unknown } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  )
  return state
}

let start: number

beforeEach(() => {
  vi.useFakeTimers()
  // A whole second, as HTTP dates have.
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  start = Date.now()
})

afterEach(() => {
  vi.useRealTimers()
})

// Each client its own holds: the page's would carry one test's Retry-After into the next.
const client = (fetchFunction: typeof fetch, extra: Partial<ConstructorParameters<typeof HttpClient>[0]> = {}) =>
  new HttpClient({ baseUrl: 'http://service.test', fetch: fetchFunction, holds: new RetryAfterHolds(), ...extra })

describe('HttpClient: timeout', () => {
  it('fails a hung request with REQUEST_TIMEOUT after 10 s, and does not send it again', async () => {
    const service = scriptedFetch(['hang'])
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(result.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(result.error).toBeInstanceOf(BaseError)
    expect((result.error as BaseError).code).toBe('REQUEST_TIMEOUT')
    expect((result.error as BaseError).shortMessage).toBe('The request took too long to respond')
    expect((result.error as BaseError).details).toBe('GET http://service.test/wallets did not answer within 10000 ms')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(service.calls).toHaveLength(1)
  })

  it('takes its timeout from the client, and from the request over the client', async () => {
    const service = scriptedFetch(['hang'])
    const http = client(service.fetch, { timeout: 5_000 })
    const byClient = outcome(http.get('/a', { codec: Item }))
    const byRequest = outcome(http.get('/b', { codec: Item, timeout: 2_000 }))
    await vi.advanceTimersByTimeAsync(2_000)
    expect((byRequest.error as BaseError).code).toBe('REQUEST_TIMEOUT')
    expect(byClient.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(3_000)
    expect((byClient.error as BaseError).code).toBe('REQUEST_TIMEOUT')
  })

  it('times out a fetch that ignores its signal', async () => {
    const deaf = (): Promise<Response> => new Promise(() => undefined)
    const result = outcome(client(deaf).post('/e', { codec: t.unknown, body: {} }))
    await vi.advanceTimersByTimeAsync(10_000)
    expect((result.error as BaseError).code).toBe('REQUEST_TIMEOUT')
  })

  it('times out a response whose body never ends', async () => {
    const endless = (): Promise<Response> => Promise.resolve(new Response(new ReadableStream({ start: () => undefined }), { status: 200 }))
    const result = outcome(client(endless).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(10_000)
    expect((result.error as BaseError).code).toBe('REQUEST_TIMEOUT')
  })

  it("aborts at once when the caller's signal aborts, without waiting for the timeout", async () => {
    const service = scriptedFetch(['hang'])
    const controller = new AbortController()
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item, signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(100)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect((result.error as BaseError).code).toBe('REQUEST_ABORTED')
    expect(Date.now() - start).toBe(100)
    expect(service.calls).toHaveLength(1)
  })

  it('sends nothing for a signal already aborted', async () => {
    const service = scriptedFetch([ok])
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item, signal: AbortSignal.abort() }))
    await vi.advanceTimersByTimeAsync(0)
    expect((result.error as BaseError).code).toBe('REQUEST_ABORTED')
    expect(service.calls).toHaveLength(0)
  })
})

describe('HttpClient: bounded retry of a GET', () => {
  it('retries a 503 after 1 s and returns the 200 that follows', async () => {
    const service = scriptedFetch([() => status(503), ok])
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(999)
    expect(service.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(result.value).toEqual({ id: 1 })
    expect(service.calls.map((time) => time - start)).toEqual([0, 1_000])
  })

  it('retries a network error and returns the 200 that follows', async () => {
    const service = scriptedFetch(['network', ok])
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(result.value).toEqual({ id: 1 })
    expect(service.calls).toHaveLength(2)
  })

  it('honours Retry-After in seconds on a 429', async () => {
    const service = scriptedFetch([() => status(429, { 'retry-after': '5' }), ok])
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(service.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(result.value).toEqual({ id: 1 })
    expect(service.calls.map((time) => time - start)).toEqual([0, 5_000])
  })

  it('honours Retry-After as an HTTP date on a 503', async () => {
    const service = scriptedFetch([() => status(503, { 'retry-after': new Date(Date.now() + 8_000).toUTCString() }), ok])
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(7_999)
    expect(service.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(result.value).toEqual({ id: 1 })
  })

  it('gives up at once when Retry-After asks for more than 30 s', async () => {
    const service = scriptedFetch([() => status(429, { 'retry-after': '120' }), ok])
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(0)
    expect(result.error).toBeInstanceOf(HttpError)
    expect((result.error as HttpError).status).toBe(429)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(service.calls).toHaveLength(1)
  })

  it('makes at most 3 attempts, backing off 1 s then 2 s, then throws the last error', async () => {
    const service = scriptedFetch([() => status(503, { 'retry-after': '0' })])
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(service.calls.map((time) => time - start)).toEqual([0, 1_000, 3_000])
    expect((result.error as HttpError).message).toBe('HTTP status code: 503')
  })

  it('does not retry a POST, a 404, or a request with retry off', async () => {
    const failing = scriptedFetch([() => status(503)])
    const http = client(failing.fetch)
    const post = outcome(http.post('/e', { codec: t.unknown, body: {} }))
    await vi.advanceTimersByTimeAsync(10_000)
    expect((post.error as HttpError).status).toBe(503)
    const once = outcome(http.get('/wallets', { codec: Item, retry: false }))
    await vi.advanceTimersByTimeAsync(10_000)
    expect((once.error as HttpError).status).toBe(503)
    expect(failing.calls).toHaveLength(2)

    const missing = scriptedFetch([() => status(404)])
    const notFound = outcome(client(missing.fetch).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(10_000)
    expect((notFound.error as HttpError).status).toBe(404)
    expect(missing.calls).toHaveLength(1)
  })

  it('takes the attempts and delays a client is given', async () => {
    const service = scriptedFetch(['network'])
    const result = outcome(client(service.fetch, { retry: { attempts: 2, delay: 250 } }).get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(service.calls.map((time) => time - start)).toEqual([0, 250])
    expect((result.error as BaseError).code).toBe('NETWORK_ERROR')
  })

  it('ends the wait between attempts at once when the caller aborts', async () => {
    const service = scriptedFetch([() => status(503, { 'retry-after': '20' }), ok])
    const controller = new AbortController()
    const result = outcome(client(service.fetch).get('/wallets', { codec: Item, signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(1_000)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect((result.error as BaseError).code).toBe('REQUEST_ABORTED')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(service.calls).toHaveLength(1)
  })
})
