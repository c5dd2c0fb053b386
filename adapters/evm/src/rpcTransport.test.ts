import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BaseError } from '@portico/kernel'
import { createPublicClient } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rpcSettings } from './rpcSettings.ts'
import { rpcTransport } from './rpcTransport.ts'

/** How the server answers: an HTTP status with a text body, or JSON-RPC results or errors (one per request of a batch). */
type Answer = { status: number; text?: string; error?: { code: number; message: string }; headers?: Record<string, string> }

interface RpcServer {
  url: string
  /** The JSON-RPC bodies received, in order. */
  received: unknown[]
  /** When each arrived, by `Date.now()` (the fake clock when timers are fake). */
  arrivals: number[]
  close(): Promise<void>
}

const servers: Server[] = []
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

/** A JSON-RPC server on 127.0.0.1 answering its n-th request with `answers[n]` (the last one after that). */
async function rpcServer(answers: Answer[]): Promise<RpcServer> {
  const received: unknown[] = []
  const arrivals: number[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => {
      const body: unknown = JSON.parse(text)
      received.push(body)
      arrivals.push(Date.now())
      const answer = answers[Math.min(received.length - 1, answers.length - 1)] as Answer
      const reply = (single: unknown) => ({ jsonrpc: '2.0', id: (single as { id?: unknown }).id, ...(answer.error ? { error: answer.error } : { result: '0x7a69' }) })
      const payload = answer.text ?? JSON.stringify(Array.isArray(body) ? body.map(reply) : reply(body))
      response.writeHead(answer.status, { 'content-type': answer.text ? 'text/plain' : 'application/json', ...answer.headers }).end(payload)
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, received, arrivals, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

// Each HTTP request carries a JSON-RPC batch (batching is on): these count the eth_chainId calls.
const methodsOf = (bodies: unknown[]) => bodies.flatMap((body) => (Array.isArray(body) ? body : [body])).map((call) => (call as { method?: string }).method)
/**
 * Settles a promise under fake timers: the fake clock moves 1 ms at a time and real I/O runs in
 * between, so what a server records with `Date.now()` shows the waits viem chose.
 */
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
const chainIdOf = (urls: string[]) => createPublicClient({ transport: rpcTransport(urls) }).getChainId()
const ok: Answer = { status: 200 }

describe('SPEC §9 RPC: rpcTransport with viem\'s transports', () => {
  it('has SPEC §9\'s constants', () => {
    expect(rpcSettings).toEqual({
      timeout: 10_000,
      retryCount: 3,
      retryDelay: 150,
      batchSize: 1000,
      requestCacheSize: 8192,
      rank: { interval: 4_000, sampleCount: 10, timeout: 1_000, weights: { stability: 0.7, latency: 0.3 } },
    })
  })

  it('retries a 503 and gives the answer that follows', async () => {
    const server = await rpcServer([{ status: 503, text: 'busy' }, ok])
    await expect(chainIdOf([server.url])).resolves.toBe(31337)
    expect(server.received).toHaveLength(2)
  })

  it.each([403, 408, 413, 429, 500, 502, 504])('retries HTTP %i', async (status) => {
    const server = await rpcServer([{ status, text: 'no' }, ok])
    await expect(chainIdOf([server.url])).resolves.toBe(31337)
    expect(server.received).toHaveLength(2)
  })

  it.each([-1, -32005, -32603])('retries the RPC error code %i', async (code) => {
    const server = await rpcServer([{ status: 200, error: { code, message: 'try again' } }, ok])
    await expect(chainIdOf([server.url])).resolves.toBe(31337)
    expect(server.received).toHaveLength(2)
  })

  it('does not retry a 404 nor an invalid-params error', async () => {
    const notFound = await rpcServer([{ status: 404, text: 'no' }, ok])
    await expect(chainIdOf([notFound.url])).rejects.toThrow(/HTTP request failed/)
    expect(notFound.received).toHaveLength(1)
    const invalid = await rpcServer([{ status: 200, error: { code: -32602, message: 'bad' } }, ok])
    await expect(chainIdOf([invalid.url])).rejects.toThrow()
    expect(invalid.received).toHaveLength(1)
  })

  it('gives up after 3 retries, waiting 150, 300 and 600 ms (150 ms doubled each time)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const server = await rpcServer([{ status: 503, text: 'busy' }])
    const result = await settleOnFakeClock(chainIdOf([server.url]))
    expect(result.status === 'rejected' && (result.reason as Error).message).toMatch(/HTTP request failed/)
    expect(server.received).toHaveLength(4)
    // The request and its answer take a few 1 ms steps of the fake clock too.
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
    const result = await settleOnFakeClock(chainIdOf([server.url]))
    expect(result).toEqual({ status: 'fulfilled', value: 31337 })
    const [gap] = gaps(server.arrivals) as [number]
    expect(gap).toBeGreaterThanOrEqual(5_000)
    expect(gap).toBeLessThan(5_000 + 50)
  })

  it('batches concurrent requests into one JSON-RPC batch', async () => {
    const server = await rpcServer([ok])
    const client = createPublicClient({ transport: rpcTransport([server.url]) })
    await Promise.all([client.getChainId(), client.getBlockNumber({ cacheTime: 0 })])
    expect(Array.isArray(server.received[0])).toBe(true)
    expect(server.received[0]).toHaveLength(2)
  })

  it('sends identical requests in flight once (the request cache), each caller getting the answer', async () => {
    const server = await rpcServer([ok])
    const transport = rpcTransport([server.url])({})
    const balance = { method: 'eth_getBalance', params: ['0x52908400098527886E0F7030069857D2E4169EE7', 'latest'] } as const
    expect(await Promise.all([transport.request(balance), transport.request(balance), transport.request({ method: 'eth_chainId' })])).toEqual(['0x7a69', '0x7a69', '0x7a69'])
    expect(methodsOf(server.received)).toEqual(['eth_getBalance', 'eth_chainId'])
  })

  it('falls back to the next url once one has used its retries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const down = await rpcServer([{ status: 502, text: 'down' }])
    const up = await rpcServer([ok])
    const transport = rpcTransport([down.url, up.url])({})
    expect(transport.config.type).toBe('fallback')
    expect(await settleOnFakeClock(transport.request({ method: 'eth_chainId' }))).toEqual({ status: 'fulfilled', value: '0x7a69' })
    // The ranking also pings both with net_listening: only the request itself is counted.
    expect(methodsOf(down.received).filter((method) => method === 'eth_chainId')).toHaveLength(4)
    expect(methodsOf(up.received).filter((method) => method === 'eth_chainId')).toHaveLength(1)
  })

  it('refuses an empty list of urls with SPEC §8\'s text', () => {
    expect(() => rpcTransport([])).toThrow(BaseError)
    expect(() => rpcTransport([])).toThrow('No URL was provided to the Transport')
  })
})
