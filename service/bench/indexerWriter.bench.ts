import { afterAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../tests/harness/anvil.ts'
import type { Database } from '../src/Database.ts'
import { postgresAvailable, startPostgres } from '../src/index/testing/startPostgres.ts'
import { openDatabase } from '../src/openDatabase.ts'
import { startServiceProcess } from '../src/testing/startServiceProcess.ts'
import { buildBenchHistory } from './buildBenchHistory.ts'

// Two service processes on one PostgreSQL index one chain: one writes (the holder of the chain's
// writer lock). Measured: the history indexed by one writer, and by a writer SIGKILLed a third of
// the way and replaced by the other process (which tries the lock every 100 ms here).
const shape = { blocks: 600, nativePerBlock: 4, erc20PerBlock: 4, mintBlocks: 10, mintsPerBatch: 20 }
const chainId = 31337
const pollIntervalMs = 100

const round = (value: number) => Math.round(value * 10) / 10
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!postgresAvailable)('indexer writer benchmark', async () => {
  const [chain, postgres] = await Promise.all([startAnvil({ chainId }), startPostgres()])
  const opened: Database[] = []
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()))
    await postgres.stop()
    await chain.stop()
  })
  const history = await buildBenchHistory(chain.rpcUrl, shape)
  const blocks = Number(history.head) + 1

  /** Two processes on a new database; resolves with them, their URLs, and the database as the bench reads it. */
  const startPair = async () => {
    const url = await postgres.createDatabase()
    const database = await openDatabase({ url })
    opened.push(database)
    const processes = await Promise.all([startServiceProcess(), startServiceProcess()])
    const config = { database: { url }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [{ chainId, rpcUrl: chain.rpcUrl }] }
    const started = performance.now()
    const urls = await Promise.all(processes.map((each) => each.start({ config, port: 0, indexerPollIntervalMs: pollIntervalMs })))
    const indexedHead = async () => {
      const [row] = await database.query<{ number: string | null }>('SELECT number::text AS number FROM index_heads WHERE chain_id = $1', [chainId])
      return row?.number == null ? -1 : Number(row.number)
    }
    const transfers = async () => Number((await database.query<{ count: string }>('SELECT count(*)::text AS count FROM index_transfers WHERE chain_id = $1', [chainId]))[0]?.count)
    const writes = async (index: number) => ((await (await fetch(`${urls[index]}/ready`)).json()) as { chains: { writer: boolean }[] }).chains[0]?.writer === true
    const writerIndex = async () => (await Promise.all(urls.map((_, index) => writes(index)))).indexOf(true)
    return { processes, started, indexedHead, transfers, writes, writerIndex }
  }
  const until = async (done: () => Promise<boolean>) => {
    while (!(await done())) await pause(20)
    return performance.now()
  }

  it('indexes with one writer, and with the writer killed and replaced', { timeout: 900_000 }, async () => {
    const lines = [`${history.transfers} transfers in ${blocks} blocks, 2 processes on one PostgreSQL, batches of 100 blocks`]

    const one = await startPair()
    const done = await until(async () => (await one.indexedHead()) >= Number(history.head))
    const seconds = (done - one.started) / 1000
    expect(await one.transfers()).toBe(history.transfers)
    lines.push(`one writer: ${round(seconds)} s, ${round(blocks / seconds)} blocks/s, ${round(history.transfers / seconds)} transfers/s`)
    await Promise.all(one.processes.map((each) => each.exit()))

    const two = await startPair()
    await until(async () => (await two.indexedHead()) >= Math.floor(blocks / 3))
    const writer = await two.writerIndex()
    const writing = two.processes[writer]
    if (!writing) throw new Error('no process writes the chain')
    const headAtKill = await two.indexedHead()
    const killedAt = performance.now()
    await writing.kill()
    const resumed = await until(async () => (await two.indexedHead()) > headAtKill)
    const finished = await until(async () => (await two.indexedHead()) >= Number(history.head))
    const total = (finished - two.started) / 1000
    expect(await two.transfers()).toBe(history.transfers)
    expect(await two.writes(1 - writer)).toBe(true)
    lines.push(
      `writer killed at block ${headAtKill}: the other's first batch committed ${Math.round(resumed - killedAt)} ms later; whole history ${round(total)} s, ${round(blocks / total)} blocks/s, ${round(history.transfers / total)} transfers/s; ${history.transfers} transfers indexed, each once`,
    )
    await Promise.all(two.processes.map((each) => each.exit()))
    console.log(lines.join('\n'))
  })
})
