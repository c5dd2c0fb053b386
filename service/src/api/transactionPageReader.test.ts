import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployCollection } from '../../../tests/harness/deployCollection.ts'
import type { Database, Queryable } from '../Database.ts'
import { startIndexer } from '../index/startIndexer.ts'
import type { Indexer } from '../index/startIndexer.ts'
import { senderOn } from '../index/testing/scriptHistory.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../openDatabase.ts'
import { transactionPageReader } from './transactionPageReader.ts'
import type { TransactionPageReader } from './transactionPageReader.ts'

const chainId = 31337
const [sender, owner] = anvilAccounts()
const account = owner!.address.toLowerCase()

describe('transactionPageReader: pages kept per indexed block, never older than the index', () => {
  let chain: AnvilChain
  let database: Database
  let indexer: Indexer
  let queries: string[] = []
  let read: TransactionPageReader
  let tokenId: bigint
  let collection: string

  beforeAll(async () => {
    chain = await startAnvil({ chainId })
    database = await openDatabase({ memory: true })
    await migrate(database)
    const deployed = await deployCollection(chain.rpcUrl)
    collection = deployed.address.toLowerCase()
    tokenId = await deployed.mint(owner!.address)
    await (await senderOn(chain.rpcUrl))(sender!).sendEth(owner!.address, parseEther('1'))
    indexer = startIndexer({ database, chains: [{ chainId, rpcUrl: chain.rpcUrl }], pollIntervalMs: 50 })
    await indexer.caughtUp()
    // The reader's queries are counted.
    const counting: Queryable = {
      query: (sql, values) => {
        queries.push(sql)
        return database.query(sql, values)
      },
    }
    read = transactionPageReader(counting)
  }, 120_000)

  afterAll(async () => {
    await indexer?.stop()
    await database?.close()
    await chain?.stop()
  })

  const page = () => read({ chainId, account, cursor: undefined, limit: 20 })

  it('reads a page from the index once per indexed block: again at the same block, only the head is read', async () => {
    queries = []
    const first = await page()
    expect(first.rows.length).toBe(2)
    expect(queries.length).toBeGreaterThan(1)
    queries = []
    expect(await page()).toEqual(first)
    expect(queries).toEqual(['SELECT hash FROM index_heads WHERE chain_id = $1'])
  })

  it('answers a transaction indexed after the page was kept', async () => {
    const before = await page()
    const hash = await (await senderOn(chain.rpcUrl))(sender!).sendEth(owner!.address, parseEther('2'))
    await indexer.caughtUp()
    const after = await page()
    expect(after.rows.map((row) => row.hash)).toEqual([hash, ...before.rows.map((row) => row.hash)])
  })

  it('does not keep a page whose NFT metadata is still pending: the name stored later is answered at the same block', async () => {
    const nft = (rows: Awaited<ReturnType<typeof page>>) => rows.transfers.find((transfer) => transfer.kind === 'erc721')
    // Stopped, so that it does not fetch the metadata made pending again: the test stores it.
    await indexer.stop()
    await database.query("UPDATE index_nft_metadata SET state = 'pending', name = NULL WHERE chain_id = $1 AND contract = $2 AND token_id = $3", [chainId, collection, tokenId.toString()])
    // A reader that has kept nothing yet, as when the block had just been indexed.
    read = transactionPageReader(database)
    expect(nft(await page())).toMatchObject({ nft_state: 'pending', nft_name: null })
    await database.query("UPDATE index_nft_metadata SET state = 'done', name = 'Stored later' WHERE chain_id = $1 AND contract = $2 AND token_id = $3", [chainId, collection, tokenId.toString()])
    expect(nft(await page())).toMatchObject({ nft_state: 'done', nft_name: 'Stored later' })
  })
})
