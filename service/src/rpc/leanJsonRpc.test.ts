import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilChain } from '../../../tests/harness/anvil.ts'
import { watchTimers } from '../testing/watchTimers.ts'
import { leanJsonRpc } from './leanJsonRpc.ts'

describe('leanJsonRpc', () => {
  let anvil: AnvilChain
  let answer: (request: IncomingMessage, response: ServerResponse) => void = () => undefined
  const received: unknown[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ method: request.method, contentType: request.headers['content-type'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown })
      answer(request, response)
    })
  })
  let url = ''

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`
  }, 60_000)

  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await anvil?.stop()
  })

  it('keeps a timer only while a call waits: none is left once it is answered', async () => {
    const timers = watchTimers('rpc/leanJsonRpc.ts')
    try {
      await leanJsonRpc(anvil.rpcUrl, 'eth_chainId', [], 60_000)
      expect(await timers.live()).toBe(0)
      // The control: a call the node does not answer keeps its timer until it times out.
      answer = () => undefined
      const waiting = leanJsonRpc(url, 'eth_chainId', [], 300)
      expect(await timers.live()).toBe(1)
      await expect(waiting).rejects.toThrow('gave no answer within 300 ms')
      expect(await timers.live()).toBe(0)
    } finally {
      timers.stop()
    }
  })

  it('gives the result of a call to a real node, over one kept-alive connection for calls in turn', async () => {
    const block = (await leanJsonRpc(anvil.rpcUrl, 'eth_getBlockByNumber', ['latest', false], 5_000)) as { number: string; hash: string }
    expect(block.number).toMatch(/^0x[0-9a-f]+$/)
    expect(block.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await leanJsonRpc(anvil.rpcUrl, 'eth_chainId', [], 5_000)).toBe('0x7a69')
    const sockets = new Set<unknown>()
    answer = (request, response) => {
      sockets.add(request.socket)
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: null }))
    }
    for (let call = 0; call < 3; call += 1) expect(await leanJsonRpc(url, 'eth_getBlockByNumber', ['latest', false], 5_000)).toBeNull()
    expect(sockets.size).toBe(1)
    expect(received.at(-1)).toEqual({ method: 'POST', contentType: 'application/json', body: { jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: ['latest', false] } })
  })

  it('fails with the node\'s JSON-RPC error, an HTTP status other than 200, an answer that is not JSON, not JSON-RPC or too large, and no answer in time', async () => {
    answer = (_request, response) => response.writeHead(200).end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } }))
    await expect(leanJsonRpc(url, 'eth_nothing', [], 5_000)).rejects.toThrow('eth_nothing at http://127.0.0.1:')
    await expect(leanJsonRpc(url, 'eth_nothing', [], 5_000)).rejects.toThrow('failed: Method not found (-32601)')
    answer = (_request, response) => response.writeHead(429).end('{"error":"slow down"}')
    await expect(leanJsonRpc(url, 'eth_blockNumber', [], 5_000)).rejects.toThrow('answered HTTP 429')
    answer = (_request, response) => response.writeHead(200).end('<html>')
    await expect(leanJsonRpc(url, 'eth_blockNumber', [], 5_000)).rejects.toThrow('answered with no JSON')
    answer = (_request, response) => response.writeHead(200).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'x'.repeat(9 * 1024 * 1024) }))
    await expect(leanJsonRpc(url, 'eth_blockNumber', [], 5_000)).rejects.toThrow('answered more than 8388608 bytes')
    answer = (_request, response) => response.writeHead(200).end('{"jsonrpc":"2.0","id":1}')
    await expect(leanJsonRpc(url, 'eth_blockNumber', [], 5_000)).rejects.toThrow('The answer of eth_blockNumber at http://127.0.0.1:')
    answer = () => undefined
    await expect(leanJsonRpc(url, 'eth_blockNumber', [], 200)).rejects.toThrow(/eth_blockNumber at http:\/\/127\.0\.0\.1:\d+ gave no answer within 200 ms/)
    // An answer begun and never finished ends the same way.
    answer = (_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).write('{"jsonrpc":"2.0",')
    await expect(leanJsonRpc(url, 'eth_blockNumber', [], 300)).rejects.toThrow(/eth_blockNumber at http:\/\/127\.0\.0\.1:\d+ gave no answer within 300 ms/)
  })
})
