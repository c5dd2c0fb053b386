import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpClient } from '../services/HttpClient.ts'
import { ProjectWalletRegistry } from './ProjectWalletRegistry.ts'

let server: Server
let baseUrl: string
const requests: URL[] = []
let answer: (url: URL, response: ServerResponse) => void = () => {}

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    answer(url, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function json(response: ServerResponse, body: unknown, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

describe('ProjectWalletRegistry over a real HTTP service', () => {
  it('GETs /wallets with page, entries, include and exclude, and decodes { count, data }', async () => {
    answer = (_url, response) => json(response, { count: 2, data: [{ id: 'a', name: 'Alpha', rdns: 'io.alpha' }, { id: 'b', name: 'Beta' }] })
    const registry = new ProjectWalletRegistry(new HttpClient({ baseUrl, clientId: 'project-1' }))
    const page = await registry.fetchPage({ page: 2, entries: 40, include: ['a', 'b'], exclude: ['c'] })
    expect(page).toEqual({ count: 2, data: [{ id: 'a', name: 'Alpha', rdns: 'io.alpha' }, { id: 'b', name: 'Beta' }] })
    const url = requests[requests.length - 1]!
    expect(url.pathname).toBe('/wallets')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: '2', entries: '40', include: 'a,b', exclude: 'c', clientId: 'project-1' })
  })

  it('sends the search query with 100 entries', async () => {
    answer = (_url, response) => json(response, { count: 0, data: [] })
    const registry = new ProjectWalletRegistry(new HttpClient({ baseUrl }))
    await registry.search({ query: 'rain', entries: 100 })
    const url = requests[requests.length - 1]!
    expect(url.searchParams.get('search')).toBe('rain')
    expect(url.searchParams.get('entries')).toBe('100')
    expect(url.searchParams.has('include')).toBe(false)
  })

  it('refuses an answer that does not decode', async () => {
    answer = (_url, response) => json(response, { count: 'many', data: [] })
    const registry = new ProjectWalletRegistry(new HttpClient({ baseUrl }))
    await expect(registry.fetchPage({ page: 1, entries: 40 })).rejects.toThrow()
  })

  it('fails with the HTTP status text', async () => {
    answer = (_url, response) => json(response, { error: 'down' }, 503)
    const registry = new ProjectWalletRegistry(new HttpClient({ baseUrl }))
    await expect(registry.fetchPage({ page: 1, entries: 40 })).rejects.toThrow('HTTP status code: 503')
  })
})
