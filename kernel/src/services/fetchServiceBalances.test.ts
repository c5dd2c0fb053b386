import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { HttpError } from '../errors.ts'
import { HttpClient } from './HttpClient.ts'
import { fetchServiceBalances } from './fetchServiceBalances.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ether = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', quantity: { decimals: '18', numeric: '1.5' }, price: 3000, value: 4500 }
const requests: string[] = []
// A project service on loopback answering /balances as @portico/service does.
const server = createServer((request, response) => {
  requests.push(request.url ?? '')
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/chains') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ chains: ['eip155:31337', 'eip155:5', 'eip155:6', 'eip155:7'] }))
    return
  }
  const chainId = url.searchParams.get('chainId')
  const [status, body] =
    chainId === 'eip155:31337' ? [200, { balances: [ether, { ...ether, symbol: 'PTT', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', price: undefined, value: undefined }] }]
    : chainId === 'eip155:5' ? [200, { balances: [{ symbol: 'broken' }] }]
    : chainId === 'eip155:6' ? [500, { error: 'Internal' }]
    : [400, { error: `Unknown chainId "${chainId}"` }]
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
const http = new HttpClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, clientId: 'portico-demo', retry: false })

describe('fetchServiceBalances', () => {
  it('reads /balances/{address}?chainId= and decodes each balance, a price only where the service knows one', async () => {
    const balances = await fetchServiceBalances(http, owner, 'eip155:31337')
    expect(balances).toEqual([ether, { name: 'Ether', symbol: 'PTT', chainId: 'eip155:31337', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', quantity: { decimals: '18', numeric: '1.5' } }])
    expect(requests.at(-1)).toBe(`/balances/${owner}?chainId=eip155%3A31337&clientId=portico-demo`)
  })

  it('is undefined for a network the service does not list in /chains, without asking for its balances, so the adapter reads it', async () => {
    const before = requests.length
    expect(await fetchServiceBalances(http, owner, 'solana:localnet')).toBeUndefined()
    expect(requests.slice(before).filter((url) => url.startsWith('/balances/'))).toEqual([])
    // /chains is asked once per client.
    expect(requests.filter((url) => url.startsWith('/chains'))).toHaveLength(1)
  })

  it('is undefined when a network it lists is refused with 400 all the same', async () => {
    expect(await fetchServiceBalances(http, owner, 'eip155:7')).toBeUndefined()
  })

  it('throws for an answer of the wrong shape and for a failing service', async () => {
    await expect(fetchServiceBalances(http, owner, 'eip155:5')).rejects.toMatchObject({ code: 'RESPONSE_INVALID' })
    await expect(fetchServiceBalances(http, owner, 'eip155:6')).rejects.toBeInstanceOf(HttpError)
  })
})
