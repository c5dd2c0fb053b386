import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import type { Database } from '../Database.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../openDatabase.ts'
import { startIndexer } from './startIndexer.ts'
import type { Indexer, IndexerOptions } from './startIndexer.ts'
import { tokensOfAccount } from './tokensOfAccount.ts'
import { readIndexedTransfers } from './testing/readIndexedTransfers.ts'
import { expectedTransfer, scriptHistory, senderOn } from './testing/scriptHistory.ts'
import { testBackends } from './testing/testDatabases.ts'

const chainId = 31337
const accounts = anvilAccounts()
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function anvil(): Promise<AnvilChain> {
  const chain = await startAnvil({ chainId })
  cleanups.push(() => chain.stop())
  return chain
}

/** A loopback HTTP proxy to the node at `rpcUrl` that counts the requests it forwards. */
async function countingProxy(rpcUrl: string): Promise<{ url: string; count(): number; close(): Promise<void> }> {
  const target = new URL(rpcUrl)
  let count = 0
  const server = createServer((incoming, outgoing) => {
    count += 1
    const forwarded = httpRequest({ host: target.hostname, port: target.port, path: target.pathname, method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    })
    forwarded.on('error', () => outgoing.destroy())
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function indexer(options: Omit<IndexerOptions, 'chains'> & { rpcUrl: string }): Indexer {
  const started = startIndexer({ pollIntervalMs: 50, ...options, chains: [{ chainId, rpcUrl: options.rpcUrl }] })
  cleanups.push(() => started.stop())
  return started
}

const rpc = async (rpcUrl: string, method: string, params: unknown[] = []) => {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: unknown }).result
}

describe.each(testBackends())('the indexer on $name', (backend) => {
  const open = async (): Promise<Database> => {
    const database = await backend.open()
    cleanups.push(() => database.close())
    return database
  }

  it.skipIf(!backend.available)('indexes every transfer of a scripted history once, with exact amounts, NFT owners and images', async () => {
    const chain = await anvil()
    const database = await open()
    const history = await scriptHistory(chain.rpcUrl)
    const errors: unknown[] = []
    const running = indexer({ database, rpcUrl: chain.rpcUrl, batchSize: 4, onError: (error) => errors.push(error) })
    await running.caughtUp()
    expect(database.kind).toBe(backend.name)
    expect(running.writes(chainId)).toBe(true)

    expect((await readIndexedTransfers(database, chainId)).sort()).toEqual([...history.transfers].sort())
    const [failed] = await database.query<{ status: string; value: string }>('SELECT status, value::text AS value FROM index_transactions WHERE chain_id = $1 AND hash = $2', [chainId, history.failedHash.toLowerCase()])
    expect(failed).toEqual({ status: 'failed', value: parseEther('1').toString() })
    const owners = await database.query<{ token_id: string; owner: string }>('SELECT token_id::text AS token_id, owner FROM index_nft_owners WHERE chain_id = $1 ORDER BY token_id', [chainId])
    expect(owners).toEqual([
      { token_id: '1', owner: accounts[3]!.address.toLowerCase() },
      { token_id: '2', owner: accounts[2]!.address.toLowerCase() },
      { token_id: '3', owner: accounts[1]!.address.toLowerCase() },
      { token_id: '4', owner: accounts[0]!.address.toLowerCase() },
      { token_id: '5', owner: accounts[0]!.address.toLowerCase() },
    ])
    const tokens = await database.query('SELECT address, kind, name, symbol, decimals FROM index_tokens WHERE chain_id = $1 ORDER BY kind', [chainId])
    expect(tokens).toEqual([
      { address: history.token.toLowerCase(), kind: 'erc20', name: 'Portico Test Token', symbol: 'PTT', decimals: 18 },
      { address: history.collection.address.toLowerCase(), kind: 'erc721', name: 'Portico Collection', symbol: 'PCOL', decimals: 0 },
    ])
    const [metadata] = await database.query<{ state: string; name: string; image: Uint8Array; image_type: string }>(
      "SELECT state, name, image, image_type FROM index_nft_metadata WHERE chain_id = $1 AND token_id = 2", [chainId])
    expect(metadata).toMatchObject({ state: 'done', name: 'Portico Collection #2', image_type: 'image/svg+xml' })
    expect(new TextDecoder().decode(metadata!.image)).toMatch(/^<svg [\s\S]*#2<\/text><\/svg>$/)
    expect(await tokensOfAccount(database, chainId, accounts[3]!.address)).toEqual([history.token])
    expect(await tokensOfAccount(database, chainId, '0x000000000000000000000000000000000000dEaD')).toEqual([])
    expect(errors).toEqual([])
  }, 120_000)

  it.skipIf(!backend.available)('resumes after a stop part-way through, on the same database, losing and repeating nothing', async () => {
    const chain = await anvil()
    const history = await scriptHistory(chain.rpcUrl)
    const options = await backend.options()
    const dataDir = 'memory' in options ? mkdtempSync(join(tmpdir(), 'portico-index-')) : undefined
    if (dataDir) cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const reopen = async () => {
      const database = await openDatabase(dataDir ? { dataDir } : options)
      await migrate(database)
      return database
    }
    const first = await reopen()
    let stopping: Promise<void> | undefined
    const firstIndexer = startIndexer({ database: first, chains: [{ chainId, rpcUrl: chain.rpcUrl }], batchSize: 3, pollIntervalMs: 50,
      onIndexed: (_, blockNumber) => {
        if (blockNumber >= 6n) stopping ??= firstIndexer.stop()
      } })
    await expect(firstIndexer.caughtUp()).rejects.toThrow('stopped')
    await stopping
    const [head] = await first.query<{ number: unknown }>('SELECT number FROM index_heads WHERE chain_id = $1', [chainId])
    expect(Number(head!.number)).toBe(8)
    const partial = await readIndexedTransfers(first, chainId)
    expect(partial.length).toBeGreaterThan(0)
    expect(partial.length).toBeLessThan(history.transfers.length)
    await first.close()

    const second = await reopen()
    cleanups.push(() => second.close())
    await indexer({ database: second, rpcUrl: chain.rpcUrl, batchSize: 3 }).caughtUp()
    expect((await readIndexedTransfers(second, chainId)).sort()).toEqual([...history.transfers].sort())
  }, 120_000)

  it.skipIf(!backend.available)('two indexers on one database: one writes, the other only reads (and reads the node only while a caughtUp waits) until the writer stops, then takes over', async () => {
    const chain = await anvil()
    const database = await open()
    const history = await scriptHistory(chain.rpcUrl)
    const batches = { first: 0, second: 0 }
    const first = indexer({ database, rpcUrl: chain.rpcUrl, batchSize: 4, onIndexed: () => (batches.first += 1) })
    await first.caughtUp()
    // The reader's node requests counted: it polls every 50 ms.
    const proxy = await countingProxy(chain.rpcUrl)
    const second = indexer({ database, rpcUrl: proxy.url, batchSize: 4, onIndexed: () => (batches.second += 1) })
    await second.caughtUp()
    expect([first.writes(chainId), second.writes(chainId)]).toEqual([true, false])
    expect(batches.first).toBeGreaterThan(0)
    expect(batches.second).toBe(0)
    // An idle reader (nobody waits for it) asks the node nothing through 10 polls...
    const idleFrom = proxy.count()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(proxy.count()).toBe(idleFrom)
    // ...and reads the node again when asked whether the index caught up.
    await second.caughtUp()
    expect(proxy.count()).toBeGreaterThan(idleFrom)

    await first.stop()
    const as = await senderOn(chain.rpcUrl)
    const later = await as(accounts[5]!).sendEth(accounts[6]!.address, 4321n)
    await second.caughtUp()
    expect(second.writes(chainId)).toBe(true)
    expect(batches.second).toBeGreaterThan(0)
    expect((await readIndexedTransfers(database, chainId)).sort()).toEqual([...history.transfers, expectedTransfer(later, 'native', null, accounts[5]!.address, accounts[6]!.address, 4321n)].sort())
    await second.stop()
    await proxy.close()
  }, 120_000)

  it.skipIf(!backend.available)('detects an anvil reset and indexes the new history from the start', async () => {
    const chain = await anvil()
    const database = await open()
    const rollBacks: string[] = []
    const running = indexer({ database, rpcUrl: chain.rpcUrl, onRollBack: (_, kind) => rollBacks.push(kind) })
    await scriptHistory(chain.rpcUrl)
    await running.caughtUp()
    await rpc(chain.rpcUrl, 'anvil_reset')
    await running.caughtUp()
    // The chain is back at its genesis, below the indexed head: nothing of the old history is left.
    expect(await readIndexedTransfers(database, chainId)).toEqual([])

    const as = await senderOn(chain.rpcUrl)
    const made: string[] = []
    for (let index = 0; index < 25; index += 1) {
      const value = BigInt(index + 1) * 1000n
      made.push(expectedTransfer(await as(accounts[5]!).sendEth(accounts[6]!.address, value), 'native', null, accounts[5]!.address, accounts[6]!.address, value))
    }
    await running.caughtUp()
    expect((await readIndexedTransfers(database, chainId)).sort()).toEqual(made.sort())
    expect(rollBacks).toContain('reset')
  }, 120_000)

  it.skipIf(!backend.available)('detects a restarted anvil with another history on the same port', async () => {
    const first = await startAnvil({ chainId })
    const database = await open()
    const rollBacks: string[] = []
    const running = indexer({ database, rpcUrl: first.rpcUrl, onRollBack: (_, kind, ancestor) => rollBacks.push(`${kind} to ${ancestor}`) })
    await scriptHistory(first.rpcUrl)
    await running.caughtUp()
    await first.stop()

    // A fresh node on the same port (as after `npm start` again, the service's data kept), with one
    // more transaction first: the same signed transactions land one block later, in blocks of other hashes.
    const second = await startAnvil({ chainId, port: first.port })
    cleanups.push(() => second.stop())
    const as = await senderOn(second.rpcUrl)
    const extra = await as(accounts[8]!).sendEth(accounts[9]!.address, 7n)
    const history = await scriptHistory(second.rpcUrl)
    await running.caughtUp()
    // Two nodes started within the same second share their genesis block: then only block 0 is kept.
    expect(rollBacks.length === 1 && ['reset to null', 'reorg to 0'].includes(rollBacks[0]!)).toBe(true)
    expect((await readIndexedTransfers(database, chainId)).sort()).toEqual([...history.transfers, expectedTransfer(extra, 'native', null, accounts[8]!.address, accounts[9]!.address, 7n)].sort())
    const receipt = await as(accounts[0]!).client.getTransactionReceipt({ hash: history.failedHash })
    const [indexed] = await database.query<{ block_number: unknown }>('SELECT block_number FROM index_transactions WHERE chain_id = $1 AND hash = $2', [chainId, history.failedHash.toLowerCase()])
    expect(BigInt(String(indexed!.block_number))).toBe(receipt.blockNumber)
  }, 120_000)

  it.skipIf(!backend.available)('rolls a reorganisation back to the common ancestor', async () => {
    const chain = await anvil()
    const database = await open()
    const history = await scriptHistory(chain.rpcUrl)
    const running = indexer({ database, rpcUrl: chain.rpcUrl })
    await running.caughtUp()
    const snapshot = await rpc(chain.rpcUrl, 'evm_snapshot')
    const [ancestor] = await database.query<{ number: unknown }>('SELECT number FROM index_heads WHERE chain_id = $1', [chainId])
    const as = await senderOn(chain.rpcUrl)
    const dropped = await as(accounts[4]!).sendEth(accounts[5]!.address, parseEther('1'))
    await history.collection.transfer(accounts[3]!, accounts[7]!.address, 1n)
    await running.caughtUp()
    expect((await readIndexedTransfers(database, chainId)).some((line) => line.startsWith(dropped.toLowerCase()))).toBe(true)

    await rpc(chain.rpcUrl, 'evm_revert', [snapshot])
    const kept = await as(accounts[4]!).sendEth(accounts[6]!.address, parseEther('2'))
    await rpc(chain.rpcUrl, 'anvil_mine', ['0x3'])
    await running.caughtUp()
    const indexed = await readIndexedTransfers(database, chainId)
    expect(indexed.sort()).toEqual([...history.transfers, expectedTransfer(kept, 'native', null, accounts[4]!.address, accounts[6]!.address, parseEther('2'))].sort())
    const [owner] = await database.query<{ owner: string }>('SELECT owner FROM index_nft_owners WHERE chain_id = $1 AND token_id = 1', [chainId])
    expect(owner!.owner).toBe(accounts[3]!.address.toLowerCase())
    const blocks = await database.query<{ count: unknown }>('SELECT count(*) AS count FROM index_blocks WHERE chain_id = $1', [chainId])
    expect(Number(blocks[0]!.count)).toBe(Number(ancestor!.number) + 1 + 4)
  }, 120_000)

  it.skipIf(!backend.available)('reports RPC errors while the node is down and catches up once it is back', async () => {
    const chain = await anvil()
    const database = await open()
    const errors: unknown[] = []
    const running = indexer({ database, rpcUrl: chain.rpcUrl, onError: (error) => errors.push(error) })
    await running.caughtUp()
    await chain.halt()
    await expect.poll(() => errors.length, { timeout: 30_000 }).toBeGreaterThan(0)
    await chain.resume()
    const history = await scriptHistory(chain.rpcUrl)
    await running.caughtUp()
    expect((await readIndexedTransfers(database, chainId)).sort()).toEqual([...history.transfers].sort())
  }, 120_000)
})
