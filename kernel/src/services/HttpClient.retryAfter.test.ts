import * as t from 'io-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../errors.ts'
import { BaseError } from '../errors/BaseError.ts'
import { HttpClient } from './HttpClient.ts'
import { postTelemetryError } from './postTelemetryError.ts'
import { RetryAfterHolds } from './RetryAfterHolds.ts'

const Item = t.type({ id: t.number })
const ok = (): Response => new Response('{"id":1}', { status: 200, headers: { 'content-type': 'application/json' } })
const status = (code: number, headers: Record<string, string> = {}): Response => new Response('{"error":"no"}', { status: code, headers })

/** A fetch that answers from a script, one entry a call (the last repeats), and notes each call's time and url. */
function scriptedFetch(script: (() => Response)[]): { fetch: typeof fetch; calls: { at: number; url: string }[] } {
  const calls: { at: number; url: string }[] = []
  const fetch = (input: string | URL | Request): Promise<Response> => {
    calls.push({ at: Date.now() - start, url: String(input) })
    return Promise.resolve(script[Math.min(calls.length - 1, script.length - 1)]!())
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
let holds: RetryAfterHolds

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
  start = Date.now()
  holds = new RetryAfterHolds()
})

afterEach(() => {
  vi.useRealTimers()
})

const client = (fetchFunction: typeof fetch, baseUrl = 'http://service.test') => new HttpClient({ baseUrl, fetch: fetchFunction, holds })

describe("HttpClient: a Retry-After holds the client's later requests to the service", () => {
  it('a 429 with Retry-After 5 s holds a later GET until the 5 s have passed, then sends it', async () => {
    const service = scriptedFetch([() => status(429, { 'retry-after': '5' }), ok])
    const http = client(service.fetch)
    const first = outcome(http.get('/wallets', { codec: Item, retry: false }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect((first.error as HttpError).status).toBe(429)
    const later = outcome(http.get('/balances', { codec: Item }))
    await vi.advanceTimersByTimeAsync(3_999)
    expect(later.settled).toBe(false)
    expect(service.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(later.value).toEqual({ id: 1 })
    expect(service.calls.map((call) => call.at)).toEqual([0, 5_000])
  })

  it('the retried request and a request made meanwhile both go once the Retry-After has passed, not before', async () => {
    const service = scriptedFetch([() => status(503, { 'retry-after': '8' }), ok])
    const http = client(service.fetch)
    const retried = outcome(http.get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(2_000)
    const meanwhile = outcome(http.post('/names', { codec: Item, body: { name: 'ada' } }))
    await vi.advanceTimersByTimeAsync(5_999)
    expect(service.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(retried.value).toEqual({ id: 1 })
    expect(meanwhile.value).toEqual({ id: 1 })
    expect(service.calls.map((call) => call.at)).toEqual([0, 8_000, 8_000])
  })

  it('beyond the 30 s limit, later requests fail at once with the status that asked, and nothing is sent until it has passed', async () => {
    const service = scriptedFetch([() => status(503, { 'retry-after': '120' }), ok])
    const http = client(service.fetch)
    const first = outcome(http.get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(0)
    expect((first.error as HttpError).status).toBe(503)

    await vi.advanceTimersByTimeAsync(10_000)
    const held = outcome(http.post('/names', { codec: Item, body: {} }))
    await vi.advanceTimersByTimeAsync(0)
    expect(held.error).toBeInstanceOf(HttpError)
    expect((held.error as HttpError).message).toBe('HTTP status code: 503')
    const cause = (held.error as HttpError).cause as BaseError
    expect(cause.code).toBe('RETRY_AFTER')
    expect(cause.shortMessage).toBe('Not sent: the service asked to wait')
    expect(cause.details).toBe('POST http://service.test/names: http://service.test asked for no request before 2025-01-01T00:02:00.000Z (Retry-After)')
    expect(service.calls).toHaveLength(1)

    // Within the limit now (30 s left): a request waits the rest, then goes.
    await vi.advanceTimersByTimeAsync(80_000)
    const waiting = outcome(http.get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(waiting.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waiting.value).toEqual({ id: 1 })
    expect(service.calls.map((call) => call.at)).toEqual([0, 120_000])
  })

  it("takes the limit from the request's retry, and holds a request with retry off all the same", async () => {
    const service = scriptedFetch([() => status(429, { 'retry-after': '10' }), ok])
    const http = client(service.fetch)
    outcome(http.get('/wallets', { codec: Item, retry: false }))
    await vi.advanceTimersByTimeAsync(0)
    const impatient = outcome(http.get('/wallets', { codec: Item, retry: { maxDelay: 5_000 } }))
    const once = outcome(http.get('/wallets', { codec: Item, retry: false }))
    await vi.advanceTimersByTimeAsync(0)
    expect(((impatient.error as HttpError).cause as BaseError).code).toBe('RETRY_AFTER')
    expect(once.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(once.value).toEqual({ id: 1 })
    expect(service.calls).toHaveLength(2)
  })

  it('holds the origin only: another service is asked at once, and every client of the held origin waits', async () => {
    const service = scriptedFetch([() => status(429, { 'retry-after': '5' }), ok])
    const other = scriptedFetch([ok])
    outcome(client(service.fetch, 'http://service.test/v1').get('/wallets', { codec: Item, retry: false }))
    await vi.advanceTimersByTimeAsync(0)
    const elsewhere = outcome(client(other.fetch, 'http://other.test').get('/wallets', { codec: Item }))
    const sameOrigin = outcome(client(service.fetch, 'http://service.test/v2').get('/wallets', { codec: Item }))
    await vi.advanceTimersByTimeAsync(0)
    expect(elsewhere.value).toEqual({ id: 1 })
    expect(sameOrigin.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(sameOrigin.value).toEqual({ id: 1 })
    expect(service.calls.map((call) => [call.at, call.url])).toEqual([
      [0, 'http://service.test/v1/wallets'],
      [5_000, 'http://service.test/v2/wallets'],
    ])
  })

  it('ends a held wait at once when the caller aborts, sending nothing', async () => {
    const service = scriptedFetch([() => status(503, { 'retry-after': '20' }), ok])
    const http = client(service.fetch)
    outcome(http.get('/wallets', { codec: Item, retry: false }))
    await vi.advanceTimersByTimeAsync(0)
    const controller = new AbortController()
    const held = outcome(http.get('/wallets', { codec: Item, signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(1_000)
    controller.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect((held.error as BaseError).code).toBe('REQUEST_ABORTED')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(service.calls).toHaveLength(1)
  })

  it('a 429 or 503 without Retry-After, or another status with it, holds nothing', async () => {
    const service = scriptedFetch([() => status(429), () => status(500, { 'retry-after': '60' }), ok])
    const http = client(service.fetch)
    outcome(http.get('/a', { codec: Item, retry: false }))
    outcome(http.get('/b', { codec: Item, retry: false }))
    await vi.advanceTimersByTimeAsync(0)
    const next = outcome(http.get('/c', { codec: Item }))
    await vi.advanceTimersByTimeAsync(0)
    expect(next.value).toEqual({ id: 1 })
    expect(service.calls.map((call) => call.at)).toEqual([0, 0, 0])
  })
})

describe('telemetry while the endpoint holds requests', () => {
  const options = (fetchFunction: typeof fetch) => ({ endpoint: 'http://service.test', projectId: 'p', sdkType: 'appkit', sdkVersion: '1.7.7', fetch: fetchFunction, holds })

  it('an event is dropped, not kept for later, while a Retry-After of the endpoint lasts; the next one after it goes', async () => {
    const endpoint = scriptedFetch([() => status(429, { 'retry-after': '60' }), () => new Response(null, { status: 204 })])
    await postTelemetryError(options(endpoint.fetch), new Error('first'), 'E', Date.now())
    await vi.advanceTimersByTimeAsync(30_000)
    await postTelemetryError(options(endpoint.fetch), new Error('dropped'), 'E', Date.now())
    await vi.advanceTimersByTimeAsync(30_000)
    expect(endpoint.calls.map((call) => call.at)).toEqual([0])
    await postTelemetryError(options(endpoint.fetch), new Error('after'), 'E', Date.now())
    expect(endpoint.calls.map((call) => call.at)).toEqual([0, 60_000])
  })

  it("is dropped too while the service's origin holds the kernel's requests", async () => {
    const service = scriptedFetch([() => status(503, { 'retry-after': '10' })])
    outcome(client(service.fetch).get('/wallets', { codec: Item, retry: false }))
    await vi.advanceTimersByTimeAsync(0)
    const endpoint = scriptedFetch([() => new Response(null, { status: 204 })])
    await postTelemetryError(options(endpoint.fetch), new Error('held'), 'E', Date.now())
    expect(endpoint.calls).toEqual([])
  })
})
