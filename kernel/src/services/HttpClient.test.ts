import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as t from 'io-ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../errors.ts'
import { BaseError } from '../errors/BaseError.ts'
import { errorText } from '../errors/errorText.ts'
import { HttpClient } from './HttpClient.ts'

/** What the test server saw of a request. */
const Echo = t.type({
  method: t.string,
  path: t.string,
  query: t.record(t.string, t.string),
  contentType: t.union([t.string, t.null]),
  body: t.unknown,
})

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (text += chunk))
    request.on('end', () => resolve(text))
  })
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  const text = await readBody(request)
  const status = url.pathname.match(/^\/status\/(\d+)$/)
  if (status) {
    response.writeHead(Number(status[1]), { 'content-type': 'application/json' })
    response.end('{"error":"no"}')
    return
  }
  if (url.pathname === '/not-json') {
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end('<html>')
    return
  }
  if (url.pathname === '/empty') {
    response.writeHead(204)
    response.end()
    return
  }
  if (url.pathname === '/slow') return // never answers; the client aborts
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      contentType: request.headers['content-type'] ?? null,
      body: text.length > 0 ? JSON.parse(text) : null,
    }),
  )
}

let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the request to fail')
}

describe('HttpClient', () => {
  it('GETs JSON and returns the decoded value', async () => {
    const client = new HttpClient({ baseUrl })
    const echo = await client.get('/items', { codec: Echo, params: { page: 2, search: 'a b', skip: undefined, all: true } })
    expect(echo).toEqual({ method: 'GET', path: '/items', query: { page: '2', search: 'a b', all: 'true' }, contentType: null, body: null })
  })

  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
    ['delete', 'DELETE'],
  ] as const)('%s sends a JSON body with its content type', async (method, name) => {
    const client = new HttpClient({ baseUrl })
    const echo = await client[method]('/things/1', { codec: Echo, body: { name: 'x', list: [1, 2] } })
    expect(echo).toMatchObject({ method: name, path: '/things/1', contentType: 'application/json', body: { name: 'x', list: [1, 2] } })
  })

  it('sends no body and no content type without a body', async () => {
    const echo = await new HttpClient({ baseUrl }).delete('/things/1', { codec: Echo })
    expect(echo).toMatchObject({ method: 'DELETE', contentType: null, body: null })
  })

  it('appends the clientId query parameter when present (SPEC §7)', async () => {
    const client = new HttpClient({ baseUrl, clientId: 'project-1' })
    const echo = await client.post('/getWallets', { codec: Echo, params: { page: 1 }, body: {} })
    expect(echo.query).toEqual({ page: '1', clientId: 'project-1' })
  })

  it('keeps a path prefix of the base URL', async () => {
    const echo = await new HttpClient({ baseUrl: `${baseUrl}/api/` }).get('v1/config', { codec: Echo })
    expect(echo.path).toBe('/api/v1/config')
    expect(echo.query).toEqual({})
  })

  it.each([403, 404, 500, 503])('throws an HttpError "HTTP status code: %i" outside 2xx (SPEC §8)', async (status) => {
    const error = await rejection(new HttpClient({ baseUrl, retry: { delay: 1 } }).get(`/status/${status}`, { codec: t.unknown }))
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toBeInstanceOf(BaseError)
    expect((error as HttpError).message).toBe(`HTTP status code: ${status}`)
    expect((error as HttpError).status).toBe(status)
    expect((error as HttpError).body).toBe('{"error":"no"}')
    expect(errorText(error)).toBe(`HTTP status code: ${status}`)
  })

  it('throws RESPONSE_INVALID when the response fails its codec', async () => {
    const error = await rejection(new HttpClient({ baseUrl }).get('/items', { codec: t.type({ wallets: t.array(t.string) }) }))
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).code).toBe('RESPONSE_INVALID')
    expect((error as BaseError).shortMessage).toBe('The response of GET /items does not have the expected shape')
    expect((error as BaseError).details).toContain('wallets: expected Array<string>, got undefined')
  })

  it('throws RESPONSE_INVALID when the response is not JSON', async () => {
    const error = await rejection(new HttpClient({ baseUrl }).get('/not-json', { codec: t.unknown }))
    expect((error as BaseError).code).toBe('RESPONSE_INVALID')
    expect((error as BaseError).cause).toBeInstanceOf(SyntaxError)
  })

  it('decodes an empty response as undefined', async () => {
    await expect(new HttpClient({ baseUrl }).delete('/empty', { codec: t.undefined })).resolves.toBeUndefined()
  })

  it('throws a BaseError with the cause when the network fails', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    const error = await rejection(new HttpClient({ baseUrl: `http://127.0.0.1:${port}`, retry: { delay: 1 } }).get('/x', { codec: t.unknown }))
    expect(error).toBeInstanceOf(BaseError)
    expect(error).not.toBeInstanceOf(HttpError)
    expect((error as BaseError).code).toBe('NETWORK_ERROR')
    expect((error as BaseError).shortMessage).toBe('HTTP request failed')
    expect((error as BaseError).cause).toBeInstanceOf(Error)
  })

  it('throws REQUEST_ABORTED when its signal aborts', async () => {
    const controller = new AbortController()
    const pending = rejection(new HttpClient({ baseUrl }).get('/slow', { codec: t.unknown, signal: controller.signal }))
    controller.abort()
    const error = await pending
    expect((error as BaseError).code).toBe('REQUEST_ABORTED')
  })

  it('uses the fetch it is given, called without a this', async () => {
    const calls: string[] = []
    const client = new HttpClient({
      baseUrl,
      fetch: function (this: unknown, input: string | URL | Request, init?: RequestInit) {
        expect(this).toBeUndefined()
        calls.push(String(input))
        return fetch(input, init)
      },
    })
    await client.get('/items', { codec: Echo })
    expect(calls).toEqual([`${baseUrl}/items`])
  })
})
