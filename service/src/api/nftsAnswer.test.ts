import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployCollection } from '../../../tests/harness/deployCollection.ts'
import type { Database } from '../Database.ts'
import { startIndexer } from '../index/startIndexer.ts'
import type { Indexer } from '../index/startIndexer.ts'
import { scriptHistory } from '../index/testing/scriptHistory.ts'
import type { ScriptedHistory } from '../index/testing/scriptHistory.ts'
import { testBackends } from '../index/testing/testDatabases.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import { nftImageAnswer } from './nftImageAnswer.ts'
import { nftsAnswer } from './nftsAnswer.ts'
import type { Nft } from './nftsAnswer.ts'

const chainId = 31337
const caip2 = `eip155:${chainId}`
const [a0, a1, , a3] = anvilAccounts()

describe.each(testBackends())('nftsAnswer and nftImageAnswer on $name', (backend) => {
  let chain: AnvilChain
  let database: Database
  let indexer: Indexer
  let history: ScriptedHistory
  let spam: Address
  let context: ServiceContext
  const page = async (address: string, parameters: Record<string, string> = {}) => {
    const answer = await nftsAnswer(context, address, new URLSearchParams({ chainId: caip2, ...parameters }))
    expect(answer.status).toBe(200)
    return answer.body as { data: Nft[]; next: string | null }
  }

  beforeAll(async () => {
    if (!backend.available) return
    chain = await startAnvil({ chainId })
    database = await backend.open()
    history = await scriptHistory(chain.rpcUrl)
    const spamCollection = await deployCollection(chain.rpcUrl, { name: 'Free Airdrop', symbol: 'SPAM' })
    await spamCollection.mint(a1!.address)
    spam = spamCollection.address
    indexer = startIndexer({ database, chains: [{ chainId, rpcUrl: chain.rpcUrl }], pollIntervalMs: 50 })
    await indexer.caughtUp()
    context = { database, chains: [{ chainId, rpcUrl: chain.rpcUrl }], prices: { prices: async (assets) => assets.map(() => undefined) }, spam: new Set([`${caip2}:${spam.toLowerCase()}`]), baseUrl: 'http://service.test' }
  }, 120_000)
  afterAll(async () => {
    await indexer?.stop()
    await database?.close()
    await chain?.stop()
  })

  it.skipIf(!backend.available)('lists the NFTs an account owns after mints and transfers, by contract and token id, spam flagged', async () => {
    const collection = history.collection.address
    expect((await page(a0!.address)).data.map((nft) => nft.id)).toEqual([`${caip2}:${collection}:4`, `${caip2}:${collection}:5`])
    expect((await page(a3!.address)).data.map((nft) => nft.tokenId)).toEqual(['1'])
    const owned = (await page(a1!.address)).data
    const expectedOrder = [collection, spam].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    expect(owned.map((nft) => nft.contract)).toEqual(expectedOrder)
    expect(owned.find((nft) => nft.contract === collection)).toEqual({
      id: `${caip2}:${collection}:3`,
      chainId: caip2,
      contract: collection,
      tokenId: '3',
      name: 'Portico Collection #3',
      description: 'Token 3 of Portico Collection, a test collection of Portico.',
      collection: { name: 'Portico Collection', symbol: 'PCOL' },
      imageUrl: `http://service.test/images/nfts/${caip2}/${collection}/3`,
      flags: { is_spam: false },
    })
    expect(owned.find((nft) => nft.contract === spam)).toMatchObject({ name: 'Free Airdrop #1', collection: { name: 'Free Airdrop', symbol: 'SPAM' }, flags: { is_spam: true } })
  })

  it.skipIf(!backend.available)('pages by cursor and answers 400 for bad input', async () => {
    const first = await page(a0!.address, { limit: '1' })
    expect(first.data.map((nft) => nft.tokenId)).toEqual(['4'])
    const second = await page(a0!.address, { limit: '1', cursor: first.next! })
    expect(second).toEqual({ data: [expect.objectContaining({ tokenId: '5' })], next: null })
    for (const parameters of [{ chainId: 'eip155:5' }, { chainId: caip2, limit: '500' }, { chainId: caip2, cursor: 'bad' }] as Record<string, string>[]) {
      expect((await nftsAnswer(context, a0!.address, new URLSearchParams(parameters))).status).toBe(400)
    }
    expect((await nftsAnswer(context, 'me', new URLSearchParams({ chainId: caip2 }))).status).toBe(400)
  })

  it.skipIf(!backend.available)("serves a token's stored image bytes with their content type, 404 when unknown", async () => {
    const answer = await nftImageAnswer(context, caip2, history.collection.address, '2')
    expect(answer).toMatchObject({ status: 200, contentType: 'image/svg+xml', headers: { 'x-content-type-options': 'nosniff' } })
    const svg = new TextDecoder().decode(answer.body as Uint8Array)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*>#2<\/text><\/svg>$/)
    expect(await nftImageAnswer(context, caip2, history.collection.address.toLowerCase(), '2')).toMatchObject({ status: 200 })
    for (const [chainIdPart, contract, tokenId] of [[caip2, history.collection.address, '99'], ['eip155:1', history.collection.address, '2'], [caip2, '0xnope', '2'], [caip2, history.collection.address, '-1']]) {
      expect(await nftImageAnswer(context, chainIdPart!, contract!, tokenId!)).toEqual({ status: 404, body: { error: expect.any(String) } })
    }
  })
})
