import { afterAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../tests/harness/anvilAccounts.ts'
import { transactionsAnswer } from '../src/api/transactionsAnswer.ts'
import type { Database } from '../src/Database.ts'
import { startIndexer } from '../src/index/startIndexer.ts'
import { testBackends } from '../src/index/testing/testDatabases.ts'
import type { ServiceContext } from '../src/ServiceContext.ts'
import { buildBenchHistory } from './buildBenchHistory.ts'

// 500 blocks of 4 ETH sends and 4 PTT transfers, 60 of them with a batch mint of 100 NFTs:
// 2,000 + 2,000 + 6,000 transfers, plus the 10 PTT mints of the token's deployment.
const shape = { blocks: 500, nativePerBlock: 4, erc20PerBlock: 4, mintBlocks: 60, mintsPerBatch: 100 }
const chainId = 31337
const requests = 400

const percentile = (sorted: readonly number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN
const round = (value: number) => Math.round(value * 10) / 10

describe('indexing benchmark', async () => {
  const chain = await startAnvil({ chainId })
  afterAll(() => chain.stop())
  const started = performance.now()
  const history = await buildBenchHistory(chain.rpcUrl, shape)
  console.log(`history: ${history.transfers} transfers in ${history.head + 1n} blocks, built in ${round((performance.now() - started) / 1000)} s`)

  describe.each(testBackends())('on $name', (backend) => {
    it.skipIf(!backend.available)('indexes the history and answers transaction pages', async () => {
      const database: Database = await backend.open()
      try {
        let blocksDoneAt = 0
        const start = performance.now()
        const indexer = startIndexer({
          database,
          chains: [{ chainId, rpcUrl: chain.rpcUrl }],
          onIndexed: (_, blockNumber) => {
            if (blockNumber === history.head) blocksDoneAt = performance.now()
          },
          onError: (error) => console.error(error),
        })
        await indexer.caughtUp()
        const done = performance.now()
        await indexer.stop()
        const [{ count } = { count: 0 }] = await database.query<{ count: unknown }>('SELECT count(*) AS count FROM index_transfers WHERE chain_id = $1', [chainId])
        expect(Number(count)).toBe(history.transfers)
        const blockSeconds = (blocksDoneAt - start) / 1000
        const allSeconds = (done - start) / 1000
        const blocks = Number(history.head) + 1

        const context: ServiceContext = { database, chains: [{ chainId, rpcUrl: chain.rpcUrl }], prices: { prices: async (assets) => assets.map((asset) => (asset.address ? undefined : 2000)) }, spam: new Set(), baseUrl: 'http://bench' }
        const accounts = anvilAccounts().map((account) => account.address)
        const durations: number[] = []
        const cursors = new Map<string, string | null>()
        for (let index = 0; index < requests; index += 1) {
          const address = accounts[index % accounts.length] as string
          const cursor = cursors.get(address)
          const query = new URLSearchParams({ chainId: `eip155:${chainId}`, ...(cursor && { cursor }) })
          const before = performance.now()
          const answer = await transactionsAnswer(context, address, query)
          durations.push(performance.now() - before)
          expect(answer.status).toBe(200)
          cursors.set(address, (answer.body as { next: string | null }).next)
        }
        durations.sort((a, b) => a - b)
        console.log(
          [
            `${backend.name}: ${blocks} blocks, ${history.transfers} transfers`,
            `  blocks and transfers indexed in ${round(blockSeconds)} s: ${round(blocks / blockSeconds)} blocks/s, ${round(history.transfers / blockSeconds)} transfers/s`,
            `  with the metadata and images of ${shape.mintBlocks * shape.mintsPerBatch} NFTs: ${round(allSeconds)} s, ${round(blocks / allSeconds)} blocks/s, ${round(history.transfers / allSeconds)} transfers/s`,
            `  transactionsAnswer (pages of 20, ${requests} requests walking 10 accounts by cursor): p50 ${round(percentile(durations, 0.5))} ms, p99 ${round(percentile(durations, 0.99))} ms`,
          ].join('\n'),
        )
      } finally {
        await database.close()
      }
    })
  })
})
