import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const quiet = () => undefined
const call = (id: number, method: string, params: unknown[] = []) => ({ jsonrpc: '2.0', id, method, params })

describe('SPEC §7 chain RPC: the service\'s proxy POST /v1/?chainId&projectId, forwarding to anvil', () => {
  let anvil: AnvilChain
  let busy: Server
  let silent: Server
  let service: Service
  const [first, second] = anvilAccounts()

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    // A real HTTP server standing for an RPC node that is rate limiting: every request is a 429 asking for 7 s.
    busy = createServer((_request, response) => response.writeHead(429, { 'content-type': 'text/plain', 'retry-after': '7' }).end('slow down'))
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    // One that takes every request and never answers.
    silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    service = await startService({
      port: 0,
      upstreamTimeoutMs: 2_000,
      onIndexerError: quiet,
      config: {
        database: { memory: true },
        projects: [
          { id: 'rpc-test', config: { features: [] }, allowedOrigins: ['https://app.example'] },
        ],
        chains: [
          { chainId: 31337, rpcUrl: anvil.rpcUrl },
          { chainId: 5, rpcUrl: `http://127.0.0.1:${(busy.address() as AddressInfo).port}` },
          { chainId: 6, rpcUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
        ],
      },
    })
  }, 60_000)
  afterAll(async () => {
    // The silent node goes first: the indexer's call waiting on it ends at once.
    silent?.closeAllConnections()
    await new Promise((resolve) => silent?.close(resolve))
    await service?.stop()
    await new Promise((resolve) => busy?.close(resolve))
    await anvil?.stop()
  })

  const proxyUrl = (chainId = 'eip155:31337', projectId = 'rpc-test') => `${service.url}/v1/?chainId=${chainId}&projectId=${projectId}`
  const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
    return { status: response.status, headers: response.headers, body: (await response.json().catch(() => undefined)) as unknown }
  }

  it('answers a JSON-RPC call from the chain, and serves viem\'s http transport as an RPC url', async () => {
    expect(await post(proxyUrl(), call(1, 'eth_chainId'))).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: 1, result: '0x7a69' } })
    const client = createPublicClient({ transport: http(proxyUrl(), { batch: true }) })
    const [balance, chainId] = await Promise.all([client.getBalance({ address: first!.address }), client.getChainId()])
    expect(chainId).toBe(31337)
    expect(balance).toBe(await createPublicClient({ transport: http(anvil.rpcUrl) }).getBalance({ address: first!.address }))
  })

  it('answers a batch of 1000 calls, one answer per call, and refuses 1001 with a 413', async () => {
    const batch = Array.from({ length: 1000 }, (_, index) => call(index, 'eth_blockNumber'))
    const answered = await post(proxyUrl(), batch)
    expect(answered.status).toBe(200)
    expect((answered.body as { id: number }[]).map((answer) => answer.id).sort((a, b) => a - b)).toEqual(batch.map((each) => each.id))
    expect(await post(proxyUrl(), [...batch, call(1000, 'eth_blockNumber')])).toMatchObject({ status: 413 })
  })

  it('never forwards a call that uses the node\'s accounts: "Requested RPC call is not allowed", the rest of the batch answered', async () => {
    const send = call(2, 'eth_sendTransaction', [{ from: first!.address, to: second!.address, value: '0x1' }])
    const answered = await post(proxyUrl(), [call(1, 'eth_chainId'), send])
    expect(answered.status).toBe(200)
    expect(answered.body).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: 1, result: '0x7a69' }),
      { jsonrpc: '2.0', id: 2, error: { code: -32004, message: 'Requested RPC call is not allowed' } },
    ]))
    expect(await post(proxyUrl(), call(3, 'anvil_setBalance', [second!.address, '0x0']))).toMatchObject({ body: { id: 3, error: { message: 'Requested RPC call is not allowed' } } })
    expect(await createPublicClient({ transport: http(anvil.rpcUrl) }).getTransactionCount({ address: first!.address })).toBe(0)
  })

  it('refuses an unknown project, an origin the project does not allow, a chain it is not configured with, and a body that is not JSON-RPC', async () => {
    expect(await post(proxyUrl('eip155:31337', 'other'), call(1, 'eth_chainId'))).toEqual(expect.objectContaining({ status: 403, body: { error: 'Unauthorized: invalid key', code: 'INVALID_KEY' } }))
    expect(await post(proxyUrl(), call(1, 'eth_chainId'), { origin: 'https://evil.example' })).toEqual(expect.objectContaining({ status: 403, body: { error: 'Unauthorized: origin not allowed', code: 'ORIGIN_NOT_ALLOWED' } }))
    expect(await post(proxyUrl(), call(1, 'eth_chainId'), { origin: 'https://app.example' })).toMatchObject({ status: 200, body: { result: '0x7a69' } })
    expect(await post(proxyUrl('eip155:1'), call(1, 'eth_chainId'))).toMatchObject({ status: 400 })
    expect(await post(proxyUrl(), { method: 'eth_chainId' })).toMatchObject({ status: 400 })
    expect(await post(proxyUrl(), [])).toMatchObject({ status: 400 })
  })

  it('gives the chain\'s HTTP status and Retry-After back as they are, for the client to retry by SPEC §9', async () => {
    const answered = await post(proxyUrl('eip155:5'), call(1, 'eth_chainId'))
    expect(answered.status).toBe(429)
    expect(answered.headers.get('retry-after')).toBe('7')
  })

  it('answers a 502 naming the chain when its node does not answer in time', async () => {
    expect(await post(proxyUrl('eip155:6'), call(1, 'eth_chainId'))).toMatchObject({ status: 502, body: { error: 'The chain eip155:6 did not answer within 2000 ms' } })
  })

  it('answers a browser\'s preflight for POST from an allowed origin', async () => {
    const response = await fetch(proxyUrl(), { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })
})
