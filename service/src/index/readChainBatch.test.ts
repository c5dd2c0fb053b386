import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, http } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import type { ChainBatch } from './ChainBatch.ts'
import { ChainMovedError } from './ChainMovedError.ts'
import { readChainBatch } from './readChainBatch.ts'
import { expectedTransfer, scriptHistory } from './testing/scriptHistory.ts'
import type { ScriptedHistory } from './testing/scriptHistory.ts'

/** A node's JSON-RPC answer. */
interface Answer {
  jsonrpc: string
  id: number
  result?: unknown
  error?: unknown
}
/** What the proxy sends back instead of the node's answer to a method: a status and a body. */
type Rewrite = (answer: Answer) => { status?: number; body: string }

/**
 * A loopback JSON-RPC proxy to the real node at `rpcUrl` that counts the methods asked, and sends
 * back, for a method given a rewrite, what the rewrite makes of the node's answer: a node that
 * answers malformed data, an error of its own, or nothing usable.
 */
async function rewritingProxy(rpcUrl: string) {
  const asked = new Map<string, number>()
  const rewrites = new Map<string, Rewrite>()
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const { method } = JSON.parse(text) as { method: string }
      asked.set(method, (asked.get(method) ?? 0) + 1)
      void fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })
        .then(async (response) => {
          const answer = (await response.json()) as Answer
          const rewrite = rewrites.get(method)
          const sent = rewrite ? rewrite(answer) : { body: JSON.stringify(answer) }
          outgoing.writeHead(sent.status ?? 200, { 'content-type': sent.status && sent.status >= 400 ? 'text/plain' : 'application/json' })
          outgoing.end(sent.body)
        })
        .catch(() => outgoing.destroy())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    asked: (method: string) => asked.get(method) ?? 0,
    rewrites,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

const withResult = (answer: Answer, result: unknown) => ({ body: JSON.stringify({ jsonrpc: answer.jsonrpc, id: answer.id, result }) })
const withError = (answer: Answer, code: number, message: string) => ({ body: JSON.stringify({ jsonrpc: answer.jsonrpc, id: answer.id, error: { code, message } }) })
const transfersOf = (batch: ChainBatch) =>
  batch.transfers.map((each) => expectedTransfer(each.transactionHash, each.kind, each.contract, each.from, each.to, each.amount ?? each.tokenId ?? 0n)).sort()

describe('reading a batch of the chain: what the node answers is decoded at the edge', () => {
  let chain: AnvilChain
  let proxy: Awaited<ReturnType<typeof rewritingProxy>>
  let history: ScriptedHistory
  let head: bigint
  const read = () => readChainBatch(createPublicClient({ transport: http(proxy.url, { retryCount: 0 }) }), 1n, head)

  beforeAll(async () => {
    chain = await startAnvil({ chainId: 31337 })
    history = await scriptHistory(chain.rpcUrl)
    head = await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber()
  }, 120_000)
  afterAll(async () => {
    await chain?.stop()
  })
  // A proxy of its own for each test: the requests a refused read left in flight reach the last one, never the next test's.
  beforeEach(async () => {
    proxy = await rewritingProxy(chain.rpcUrl)
  })
  afterEach(async () => {
    await proxy.close()
  })

  it('reads every transfer of the scripted history, once each, the failed transaction as failed (through the proxy, unchanged)', async () => {
    const batch = await read()
    expect(transfersOf(batch)).toEqual([...history.transfers].sort())
    expect(batch.transactions.find((each) => each.hash === history.failedHash.toLowerCase())?.status).toBe('failed')
    expect(proxy.asked('eth_getBlockReceipts')).toBeGreaterThan(0)
    expect(proxy.asked('eth_getTransactionReceipt')).toBe(0)
  })

  it('refuses a block without its parent hash, naming the method and the field, instead of indexing it', async () => {
    proxy.rewrites.set('eth_getBlockByNumber', (answer) => {
      const { parentHash: _dropped, ...block } = answer.result as Record<string, unknown>
      return withResult(answer, block)
    })
    await expect(read()).rejects.toThrow(/the answer to eth_getBlockByNumber of block \d+ is not valid:\n {2}- parentHash: expected a 0x-prefixed hex string, got nothing/)
  })

  it('refuses logs whose topics are not a list, naming the method and the field', async () => {
    proxy.rewrites.set('eth_getLogs', (answer) => withResult(answer, (answer.result as Record<string, unknown>[]).map((log) => ({ ...log, topics: 'not a list' }))))
    await expect(read()).rejects.toThrow(/the answer to eth_getLogs of blocks 1\.\.\d+ is not valid:\n {2}- 0\.topics: expected Array<a 0x-prefixed hex string>, got "not a list"/)
  })

  it('refuses a receipt whose status is not a hex quantity', async () => {
    proxy.rewrites.set('eth_getBlockReceipts', (answer) => withResult(answer, (answer.result as Record<string, unknown>[]).map((receipt) => ({ ...receipt, status: 'success' }))))
    await expect(read()).rejects.toThrow(/the answer to eth_getBlockReceipts of block 0x[0-9a-f]+ is not valid:\n {2}- 0\.status: expected a 0x-prefixed hex string, got "success"/)
  })

  it.each([
    [-32601, 'the method eth_getBlockReceipts does not exist/is not available'],
    [-32000, 'upstream said something unrelated'],
  ])('asks for the receipts one by one when the node answers eth_getBlockReceipts with an error of its own (%i, %s), whatever its text', async (code, message) => {
    proxy.rewrites.set('eth_getBlockReceipts', (answer) => withError(answer, code, message))
    const batch = await read()
    expect(transfersOf(batch)).toEqual([...history.transfers].sort())
    expect(proxy.asked('eth_getTransactionReceipt')).toBe(batch.transactions.length)
  })

  it('fails the batch, asking nothing one by one, when the node gives no answer to eth_getBlockReceipts', async () => {
    proxy.rewrites.set('eth_getBlockReceipts', () => ({ status: 503, body: 'Service Unavailable' }))
    await expect(read()).rejects.toThrow(/HTTP request failed/)
    expect(proxy.asked('eth_getBlockReceipts')).toBeGreaterThan(0)
    expect(proxy.asked('eth_getTransactionReceipt')).toBe(0)
  })

  it('says the chain moved when, read one by one, a receipt is not there', async () => {
    proxy.rewrites.set('eth_getBlockReceipts', (answer) => withError(answer, -32601, 'no such method'))
    proxy.rewrites.set('eth_getTransactionReceipt', (answer) => withResult(answer, null))
    await expect(read()).rejects.toThrow(ChainMovedError)
  })
})
