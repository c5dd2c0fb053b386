import pg from 'pg'
import { createPublicClient, getContractAddress, http } from 'viem'
import type { Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { porticoToken } from '../../../tests/harness/porticoToken.ts'
import type { Database } from '../Database.ts'
import { openDatabase } from '../openDatabase.ts'
import { startServiceProcess } from '../testing/startServiceProcess.ts'
import type { ServiceProcess } from '../testing/startServiceProcess.ts'
import { readIndexedTransfers } from './testing/readIndexedTransfers.ts'
import { expectedTransfer, senderOn } from './testing/scriptHistory.ts'
import type { ExpectedTransfer } from './testing/scriptHistory.ts'
import { postgresAvailable, startPostgres } from './testing/startPostgres.ts'
import type { TestPostgres } from './testing/startPostgres.ts'

const chainId = 31337
const accounts = anvilAccounts()
const zero = '0x0000000000000000000000000000000000000000'

interface ReadyChain {
  chainId: number
  indexed: number | null
  writer: boolean
}

describe.skipIf(!postgresAvailable)('one indexer writer per chain across service processes on one PostgreSQL', () => {
  let postgres: TestPostgres
  let anvil: AnvilChain
  let processes: ServiceProcess[] = []
  let database: Database | undefined

  beforeAll(async () => {
    ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ chainId })])
    processes = await Promise.all([startServiceProcess(), startServiceProcess()])
  }, 180_000)

  afterAll(async () => {
    await database?.close()
    await Promise.all(processes.map((each) => each.exit()))
    await anvil?.stop()
    await postgres?.stop()
  }, 60_000)

  it('only one process writes; the writer killed inside its indexing transaction leaves no trace, and the other takes over and indexes every transfer exactly once', { timeout: 600_000 }, async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const as = await senderOn(anvil.rpcUrl)
    const made: ExpectedTransfer[] = []
    const blockOf = new Map<string, bigint>()
    const record = async (hash: Hash, lines: ExpectedTransfer[]) => {
      blockOf.set(hash.toLowerCase(), (await client.getTransactionReceipt({ hash })).blockNumber)
      made.push(...lines)
    }
    const sendEth = async (index: number) => {
      const from = accounts[1 + (index % 4)]!
      const to = accounts[6]!.address
      const value = BigInt(index + 1) * 1000n
      const hash = await as(from).sendEth(to, value)
      await record(hash, [expectedTransfer(hash, 'native', null, from.address, to, value)])
    }
    for (let index = 0; index < 12; index++) await sendEth(index)

    const url = await postgres.createDatabase()
    database = await openDatabase({ url })
    const indexed = database
    const config = { database: { url }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [{ chainId, rpcUrl: anvil.rpcUrl }] }
    const urls = await Promise.all(processes.map((each) => each.start({ config, port: 0, indexerPollIntervalMs: 100 })))
    const readyOf = async (serviceUrl: string) => ((await (await fetch(`${serviceUrl}/ready`)).json()) as { chains: ReadyChain[] }).chains[0]!
    const batchesOf = async (serviceUrl: string) => Number(/^portico_indexer_batches_total\{chain="31337"\} (\d+)$/m.exec(await (await fetch(`${serviceUrl}/metrics`)).text())?.[1])
    const indexedHead = async () => {
      const [row] = await indexed.query<{ number: string | null }>('SELECT number::text AS number FROM index_heads WHERE chain_id = $1', [chainId])
      return row?.number == null ? -1 : Number(row.number)
    }
    const lockHolders = async () => {
      const [row] = await indexed.query<{ count: string }>("SELECT count(*)::text AS count FROM pg_locks WHERE locktype = 'advisory' AND granted")
      return Number(row!.count)
    }
    // What is indexed is exactly the chain's transfers up to the indexed head: no batch in part.
    const expectIndexExact = async () => {
      const head = BigInt(await indexedHead())
      const lines = await readIndexedTransfers(indexed, chainId)
      expect(lines.sort()).toEqual(made.filter((line) => (blockOf.get(line.split(':')[0]!) ?? head + 1n) <= head).sort())
      return lines.length
    }

    await expect.poll(indexedHead, { timeout: 60_000 }).toBe(Number(await client.getBlockNumber({ cacheTime: 0 })))
    const chains = await Promise.all(urls.map(readyOf))
    expect(chains.map((chain) => chain.writer).sort()).toEqual([false, true])
    const writer = chains.findIndex((chain) => chain.writer)
    const survivor = 1 - writer
    expect(await batchesOf(urls[writer]!)).toBeGreaterThan(0)
    expect(await batchesOf(urls[survivor]!)).toBe(0)
    expect(await lockHolders()).toBe(1)
    expect(await expectIndexExact()).toBe(12)

    // A transaction of the test's holds the row the writer's batch with the token's deployment
    // inserts last but two (index_tokens), so the writer waits there, inside its transaction,
    // having written the batch's blocks, transactions and transfers; then it is killed.
    const token = getContractAddress({ from: accounts[0]!.address, nonce: BigInt(await client.getTransactionCount({ address: accounts[0]!.address })) })
    const blocker = new pg.Client({ connectionString: url })
    await blocker.connect()
    await blocker.query('BEGIN')
    await blocker.query("INSERT INTO index_tokens (chain_id, address, kind, name, symbol, decimals) VALUES ($1, $2, 'erc20', 'held by the test', 'HELD', 0)", [chainId, token.toLowerCase()])
    await sendEth(12)
    const deployed = await deployToken(anvil.rpcUrl)
    expect(deployed).toBe(token)
    const [deployment] = (await client.getBlock({ includeTransactions: true })).transactions
    await record(deployment!.hash, accounts.map((account) => expectedTransfer(deployment!.hash, 'erc20', token, zero, account.address, porticoToken.amountPerHolder)))
    const waiting = async () =>
      (await indexed.query("SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO index_tokens%'")).length
    await expect.poll(waiting, { timeout: 60_000 }).toBe(1)
    const headBefore = await indexedHead()
    await processes[writer]!.kill()
    await blocker.query('ROLLBACK')
    await blocker.end()
    for (let index = 13; index < 20; index++) await sendEth(index)

    // The killed batch was never committed: its blocks were indexed again by the survivor, once.
    await expect.poll(async () => (await readyOf(urls[survivor]!)).writer, { timeout: 60_000 }).toBe(true)
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }))
    await expect.poll(indexedHead, { timeout: 60_000 }).toBe(head)
    expect(headBefore).toBeLessThan(Number(blockOf.get(deployment!.hash.toLowerCase())))
    expect(await expectIndexExact()).toBe(made.length)
    expect(made).toHaveLength(30)
    expect(await batchesOf(urls[survivor]!)).toBeGreaterThan(0)
    expect(await lockHolders()).toBe(1)
    const [tokenRow] = await indexed.query<{ symbol: string }>('SELECT symbol FROM index_tokens WHERE chain_id = $1 AND address = $2', [chainId, token.toLowerCase()])
    expect(tokenRow?.symbol).toBe('PTT')
  })
})
