import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpClient } from '@portico/kernel/extend'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceTransactionSource } from './serviceTransactionSource.ts'
import { testAccount } from './testing/testTransaction.ts'

const seen: URL[] = []
const server = createServer((request, response) => {
  seen.push(new URL(request.url ?? '/', 'http://127.0.0.1'))
  response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  response.end(JSON.stringify({ data: [], next: null }))
})
let baseUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('serviceTransactionSource', () => {
  it('SPEC §7: the transactions call sends account, cursor, onramp, cache and chainId', async () => {
    const source = serviceTransactionSource(new HttpClient({ baseUrl, clientId: 'activity-test', retry: false }))
    await expect(source.fetchPage({ address: testAccount, chainId: 'eip155:1', cursor: 'c2', onramp: 'ramp', cache: 'no-cache' })).resolves.toEqual({ data: [], next: null })
    await source.fetchPage({ address: testAccount, chainId: 'eip155:8453' })
    expect(seen.map((url) => url.pathname)).toEqual([`/transactions/${testAccount}`, `/transactions/${testAccount}`])
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({ chainId: 'eip155:1', cursor: 'c2', onramp: 'ramp', cache: 'no-cache', clientId: 'activity-test' })
    // Inputs not given are left out.
    expect(Object.fromEntries(seen[1]!.searchParams)).toEqual({ chainId: 'eip155:8453', clientId: 'activity-test' })
  })
})
