import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BaseError } from '../errors/BaseError.ts'
import { createTestRoot } from '../store/testing/createTestRoot.ts'
import { Telemetry } from './Telemetry.ts'
import type { TelemetryOptions } from './Telemetry.ts'

interface Received {
  method: string
  path: string
  query: Record<string, string>
  contentType: string | undefined
  body: unknown
}

let server: Server
let endpoint: string
let received: Received[] = []
let answerStatus = 200

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        contentType: request.headers['content-type'],
        body: JSON.parse(text),
      })
      response.writeHead(answerStatus)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
  answerStatus = 200
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function telemetry(options: Partial<TelemetryOptions> = {}): Telemetry {
  return new Telemetry({ endpoint, projectId: 'project-1', sdkType: 'portico', sdkVersion: '1.7.7', ...options })
}

describe('Telemetry', () => {
  it('POSTs an error event to /e with projectId, st and sv, in SPEC §7 shape', async () => {
    vi.stubGlobal('location', new URL('https://host.example/shop?x=1'))
    const error = new BaseError('Failed to fetch transactions', { code: 'X' })
    await telemetry().sendError(error, 'ERROR_FETCH_TRANSACTIONS')
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request).toMatchObject({
      method: 'POST',
      path: '/e',
      query: { projectId: 'project-1', st: 'portico', sv: '1.7.7' },
      contentType: 'application/json',
    })
    expect(request?.body).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: 'https://host.example/shop?x=1',
      domain: 'host.example',
      timestamp: expect.any(Number),
      props: {
        type: 'error',
        event: 'ERROR_FETCH_TRANSACTIONS',
        errorType: 'PorticoError',
        errorMessage: 'Failed to fetch transactions',
        stackTrace: error.stack,
      },
    })
  })

  it('gives each event its own id', async () => {
    const client = telemetry({ endpoint: `${endpoint}/` })
    await client.sendError(new Error('a'), 'E')
    await client.sendError(new Error('b'), 'E')
    const ids = received.map((request) => (request.body as { eventId: string }).eventId)
    expect(received.map((request) => request.path)).toEqual(['/e', '/e'])
    expect(new Set(ids).size).toBe(2)
  })

  it('builds a version-4 id from getRandomValues where randomUUID is missing', async () => {
    const realCrypto = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => realCrypto.getRandomValues(bytes) })
    await telemetry().sendError('text', 'E')
    expect((received[0]?.body as { eventId: string }).eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('describes something other than an Error with its text and no stack', async () => {
    await telemetry().sendError('Signature declined', 'SIWX_AUTH_ERROR')
    expect((received[0]?.body as { props: unknown }).props).toEqual({
      type: 'error',
      event: 'SIWX_AUTH_ERROR',
      errorType: 'UnknownError',
      errorMessage: 'Signature declined',
      stackTrace: '',
    })
  })

  it('sends nothing without an endpoint', async () => {
    const fetchSpy = vi.fn<typeof fetch>()
    const client = telemetry({ endpoint: undefined, fetch: fetchSpy })
    await client.sendError(new Error('x'), 'E')
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(received).toHaveLength(0)
  })

  it('sends at most 5 error events per rolling 60 s (SPEC §8)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    const client = telemetry()
    for (let index = 0; index < 7; index += 1) await client.sendError(new Error(`e${index}`), 'E')
    expect(received).toHaveLength(5)

    vi.setSystemTime(1_000_000 + 59_999)
    await client.sendError(new Error('still inside the window'), 'E')
    expect(received).toHaveLength(5)

    vi.setSystemTime(1_000_000 + 60_000)
    for (let index = 0; index < 6; index += 1) await client.sendError(new Error(`later${index}`), 'E')
    expect(received).toHaveLength(10)
  })

  it('frees one slot per event that leaves the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(0)
    const client = telemetry()
    for (let second = 0; second < 5; second += 1) {
      vi.setSystemTime(second * 10_000)
      await client.sendError(new Error(`at ${second}`), 'E')
    }
    vi.setSystemTime(60_000)
    await client.sendError(new Error('first slot free'), 'E')
    await client.sendError(new Error('no second slot yet'), 'E')
    expect(received).toHaveLength(6)
    vi.setSystemTime(70_000)
    await client.sendError(new Error('second slot free'), 'E')
    expect(received).toHaveLength(7)
  })

  it('swallows a failed POST: an error status or an unreachable endpoint', async () => {
    answerStatus = 500
    await expect(telemetry().sendError(new Error('x'), 'E')).resolves.toBeUndefined()
    expect(received).toHaveLength(1)

    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(telemetry({ endpoint: `http://127.0.0.1:${port}` }).sendError(new Error('x'), 'E')).resolves.toBeUndefined()
  })

  it('gives up a POST the endpoint never answers after 10 s, sent once and not retried', async () => {
    // The sending code loaded first, so only the fake clock decides when the POST is given up.
    await import('../kernelRuntime.ts')
    vi.useFakeTimers()
    const calls: RequestInit[] = []
    const hung = ((_input: string, init: RequestInit) => {
      calls.push(init)
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    }) as unknown as typeof fetch
    let settled = false
    void telemetry({ fetch: hung }).sendError(new Error('x'), 'E').then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.signal?.aborted).toBe(false)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
    expect(calls[0]?.signal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
  })

  it('never throws, even for a fetch that throws at once or an error that throws when read', async () => {
    const throwingFetch = (() => {
      throw new TypeError('blocked')
    }) as unknown as typeof fetch
    const hostile = new Proxy(new Error('x'), {
      get() {
        throw new Error('do not read me')
      },
    })
    const client = telemetry({ fetch: throwingFetch })
    expect(() => client.sendError(new Error('x'), 'E')).not.toThrow()
    await expect(client.sendError(new Error('x'), 'E')).resolves.toBeUndefined()
    await expect(telemetry().sendError(hostile, 'E')).resolves.toBeUndefined()
  })
})

describe('SPEC §8 analytics 403', () => {
  it('raises Invalid App Configuration in the instance\'s stores when the analytics endpoint answers 403, and not otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const root = createTestRoot({ projectId: 'project-1' })
    const client = telemetry({ root: () => root })
    await client.sendError(new Error('x'), 'E')
    expect(root.alerts.alerts).toEqual([])
    answerStatus = 403
    await client.sendError(new Error('x'), 'E')
    expect(root.alerts.alerts).toEqual([
      {
        id: 'invalid-app-configuration',
        title: 'alert.invalidAppConfiguration.title',
        message: 'alert.invalidAppConfiguration.invalidProjectId',
        values: { projectId: 'project-1' },
        variant: 'error',
      },
    ])
    expect(root.i18n.t('alert.invalidAppConfiguration.invalidProjectId', { projectId: 'project-1' })).toBe(
      'The project service does not accept project id project-1. Check the projectId passed to createAppKit.',
    )
    vi.restoreAllMocks()
  })
})
