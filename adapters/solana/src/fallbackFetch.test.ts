import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TransportUrlMissingError } from './errors.ts'
import { fallbackFetch } from './fallbackFetch.ts'
import { rpcSettings } from './rpcSettings.ts'

/** How the server answers: an HTTP status with a text body, or a JSON-RPC result or error. */
type Answer = { status: number; text?: string; error?: { code: number; message: string }; headers?: Record<string, string> }

interface RpcServer {
  url: string
  /** The JSON-RPC bodies received, in order. */
  received: unknown[]
  /** When each arrived, by `Date.now()` (the fake clock when timers are fake). */
  arrivals: number[]
}

const servers: Server[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A real JSON-RPC server on 127.0.0.1 answering its n-th request with `answers[n]` (the last one after that). */
async function rpcServer(answers: Answer[]): Promise<RpcServer> {
  const received: unknown[] = []
  const arrivals: number[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => {
      const body = JSON.parse(text) as { id?: unknown }
      received.push(body)
      arrivals.push(Date.now())
      const answer = answers[Math.min(received.length - 1, answers.length - 1)] as Answer
      const payload = answer.text ?? JSON.stringify({ jsonrpc: '2.0', id: body.id, ...(answer.error ? { error: answer.error } : { result: { context: { slot: 1 }, value: 42 } }) })
      response.writeHead(answer.status, { 'content-type': answer.text ? 'text/plain' : 'application/json', ...answer.headers }).end(payload)
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received, arrivals }
}

/** Settles a promise under fake timers, the fake clock moving 1 ms at a time with real I/O in between. */
async function settleOnFakeClock<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  let settled: PromiseSettledResult<T> | undefined
  void promise.then(
    (value) => (settled = { status: 'fulfilled', value }),
    (reason: unknown) => (settled = { status: 'rejected', reason }),
  )
  while (!settled) {
    await new Promise((resolve) => setImmediate(resolve))
    await vi.advanceTimersByTimeAsync(1)
  }
  return settled
}
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] as number))
const getBalance = { jsonrpc: '2.0', id: 'a', method: 'getBalance', params: ['11111111111111111111111111111111'] }
/** What web3.js does with its fetch: POSTs a JSON-RPC body to its endpoint (the first url), reads the answer's text. */
async function ask(urls: string[]): Promise<{ status: number; body: unknown }> {
  const response = await fallbackFetch(urls)(urls[0] as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(getBalance) })
  const text = await response.text()
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text }
}
const ok: Answer = { status: 200 }
const answered = { status: 200, body: { jsonrpc: '2.0', id: 'a', result: { context: { slot: 1 }, value: 42 } } }

describe('SPEC §9 RPC: the Solana adapter\'s requests, over every RPC url', () => {
  it('with no url, rejects with its typed error (code RPC_URL_MISSING), not a plain Error', async () => {
    const failure = await fallbackFetch([])('https://ignored.invalid', { method: 'POST', body: '{}' }).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(TransportUrlMissingError)
    expect(failure).toMatchObject({ code: 'RPC_URL_MISSING', shortMessage: 'No URL was provided to the Transport' })
  })

  it('has SPEC §9\'s constants', () => {
    expect(rpcSettings).toEqual({
      timeout: 10_000,
      retryCount: 3,
      retryDelay: 150,
      retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
      retryCodes: [-1, -32005, -32603],
    })
  })

  it.each([403, 408, 413, 429, 500, 502, 503, 504])('retries HTTP %i and gives the answer that follows', async (status) => {
    const server = await rpcServer([{ status, text: 'no' }, ok])
    expect(await ask([server.url])).toEqual(answered)
    expect(server.received).toHaveLength(2)
  })

  it.each([-1, -32005, -32603])('retries the RPC error code %i', async (code) => {
    const server = await rpcServer([{ status: 200, error: { code, message: 'try again' } }, ok])
    expect(await ask([server.url])).toEqual(answered)
    expect(server.received).toHaveLength(2)
  })

  it('gives an RPC error it does not retry as it is (a failed simulation, invalid params)', async () => {
    const server = await rpcServer([{ status: 200, error: { code: -32602, message: 'bad' } }, ok])
    expect(await ask([server.url])).toMatchObject({ status: 200, body: { error: { code: -32602 } } })
    expect(server.received).toHaveLength(1)
  })

  it('gives up on a url after 3 retries, waiting 150, 300 and 600 ms, and gives its last answer when it is the only one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const server = await rpcServer([{ status: 503, text: 'busy' }])
    expect(await settleOnFakeClock(ask([server.url]))).toEqual({ status: 'fulfilled', value: { status: 503, body: 'busy' } })
    expect(server.received).toHaveLength(4)
    const [first, second, third] = gaps(server.arrivals) as [number, number, number]
    expect(first).toBeGreaterThanOrEqual(150)
    expect(first).toBeLessThan(150 + 50)
    expect(second).toBeGreaterThanOrEqual(300)
    expect(second).toBeLessThan(300 + 50)
    expect(third).toBeGreaterThanOrEqual(600)
    expect(third).toBeLessThan(600 + 50)
  })

  it('honours Retry-After: the retry waits the seconds the server asks for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const server = await rpcServer([{ status: 429, text: 'slow down', headers: { 'retry-after': '5' } }, ok])
    expect(await settleOnFakeClock(ask([server.url]))).toEqual({ status: 'fulfilled', value: answered })
    const [gap] = gaps(server.arrivals) as [number]
    expect(gap).toBeGreaterThanOrEqual(5_000)
    expect(gap).toBeLessThan(5_000 + 50)
  })

  it('asks the next url once one has used its retries, and the next at once after a status it does not retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const down = await rpcServer([{ status: 502, text: 'down' }])
    const missing = await rpcServer([{ status: 404, text: 'no such path' }])
    const up = await rpcServer([ok])
    expect(await settleOnFakeClock(ask([down.url, missing.url, up.url]))).toEqual({ status: 'fulfilled', value: answered })
    expect([down.received.length, missing.received.length, up.received.length]).toEqual([4, 1, 1])
  })

  it('asks the next url when one cannot be reached', async () => {
    const closed = await rpcServer([ok])
    await new Promise((resolve) => servers.pop()!.close(resolve))
    const up = await rpcServer([ok])
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    expect(await settleOnFakeClock(ask([closed.url, up.url]))).toEqual({ status: 'fulfilled', value: answered })
  })
})
