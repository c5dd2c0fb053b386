import { parseEther } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployCollection } from '../../../tests/harness/deployCollection.ts'
import type { Database } from '../Database.ts'
import { httpOnRampProvider } from '../onramp/httpOnRampProvider.ts'
import { startIndexer } from '../index/startIndexer.ts'
import type { Indexer } from '../index/startIndexer.ts'
import { scriptHistory, senderOn } from '../index/testing/scriptHistory.ts'
import type { ScriptedHistory } from '../index/testing/scriptHistory.ts'
import { testBackends } from '../index/testing/testDatabases.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import type { Transaction } from './transactionOf.ts'
import { transactionsAnswer } from './transactionsAnswer.ts'

const chainId = 31337
const [a0, a1, a2, a3, , a5, a6] = anvilAccounts()
const zero = '0x0000000000000000000000000000000000000000'

describe.each(testBackends())('transactionsAnswer on $name', (backend) => {
  let chain: AnvilChain
  let database: Database
  let indexer: Indexer
  let history: ScriptedHistory
  let spam: Address
  let context: ServiceContext
  const page = async (address: string, parameters: Record<string, string> = {}) => {
    const answer = await transactionsAnswer(context, address, new URLSearchParams({ chainId: `eip155:${chainId}`, ...parameters }))
    expect(answer.status).toBe(200)
    return answer.body as { data: Transaction[]; next: string | null }
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
    context = {
      database,
      chains: [{ chainId, rpcUrl: chain.rpcUrl }],
      prices: { prices: async (assets) => assets.map((asset) => (asset.address === undefined ? 2000 : undefined)) },
      spam: new Set([`eip155:${chainId}:${spam.toLowerCase()}`]),
      baseUrl: 'http://service.test',
    }
  }, 120_000)
  afterAll(async () => {
    await indexer?.stop()
    await database?.close()
    await chain?.stop()
  })

  it.skipIf(!backend.available)("lists an account's transactions newest first, with the transfers that involve it", async () => {
    const { data, next } = await page(a1!.address)
    expect(next).toBeNull()
    expect(data.map((transaction) => transaction.metadata.blockNumber)).toEqual([...data.map((transaction) => transaction.metadata.blockNumber)].sort((a, b) => b - a))
    const byHash = new Map(data.map((transaction) => [transaction.metadata.hash, transaction]))
    const [, , , deploy, ethIn, , ptt25, ptt05] = [0, 0, 0, ...history.hashes]
    expect(byHash.get(deploy as string)).toMatchObject({
      metadata: { operationType: 'mint', status: 'confirmed', sentFrom: a0!.address, chain: `eip155:${chainId}` },
      transfers: [{ direction: 'in', quantity: { numeric: '1000000', decimals: 18 }, sender: zero, recipient: a1!.address, fungible_info: { symbol: 'PTT', name: 'Portico Test Token', address: history.token, flags: { is_spam: false } } }],
    })
    expect(byHash.get(ethIn as string)).toEqual({
      id: `eip155:${chainId}:${ethIn}`,
      metadata: expect.objectContaining({ operationType: 'receive', hash: ethIn, sentFrom: a0!.address, sentTo: a1!.address, status: 'confirmed', nonce: 1, minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
      transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://service.test/images/tokens/eth.svg' } }, direction: 'in', quantity: { numeric: '1.5', decimals: 18 }, sender: a0!.address, recipient: a1!.address, price: 2000, value: 3000 }],
    })
    expect(byHash.get(ptt25 as string)?.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: '25', decimals: 18 } })])
    expect(byHash.get(ptt05 as string)).toMatchObject({ metadata: { operationType: 'send', sentFrom: a1!.address, sentTo: history.token, nonce: 0 }, transfers: [{ direction: 'out', quantity: { numeric: '0.5' }, recipient: a3!.address }] })
    expect(byHash.get(ptt05 as string)?.transfers[0]).not.toHaveProperty('price')

    const nfts = data.flatMap((transaction) => transaction.transfers.filter((transfer) => transfer.nft_info).map((transfer) => [transaction.metadata.operationType, transfer.direction, transfer.nft_info!.collection.name, transfer.nft_info!.token_id, transfer.nft_info!.flags.is_spam]))
    expect(nfts).toEqual([
      ['mint', 'in', 'Free Airdrop', '1', true],
      ['receive', 'in', 'Portico Collection', '3', false],
      ['send', 'out', 'Portico Collection', '1', false],
      ['mint', 'in', 'Portico Collection', '1', false],
    ])
    const minted = data.find((transaction) => transaction.transfers[0]?.nft_info?.token_id === '3')!.transfers[0]!
    expect(minted.nft_info).toEqual({ name: 'Portico Collection #3', token_id: '3', collection: { name: 'Portico Collection', address: history.collection.address }, content: { preview: { url: `http://service.test/images/nfts/eip155:${chainId}/${history.collection.address}/3` } }, flags: { is_spam: false } })
    expect(minted.quantity).toEqual({ numeric: '1', decimals: 0 })
  })

  it.skipIf(!backend.available)('lists a failed transaction as failed, without the value it did not move', async () => {
    const { data } = await page(a0!.address, { limit: '100' })
    const failed = data.find((transaction) => transaction.metadata.hash === history.failedHash)
    expect(failed).toMatchObject({ metadata: { status: 'failed', operationType: 'execute', sentTo: history.collection.address }, transfers: [] })
    const self = (await page(a3!.address)).data[0]!
    expect(self).toMatchObject({ metadata: { operationType: 'send' }, transfers: [{ direction: 'self', quantity: { numeric: '0.125' } }] })
    expect((await page(a2!.address)).data.map((transaction) => transaction.metadata.operationType)).toEqual(['mint', 'send', 'mint'])
  })

  it.skipIf(!backend.available)('pages by cursor, stable while new blocks arrive: none twice, none of the older ones missed', async () => {
    const as = await senderOn(chain.rpcUrl)
    for (let index = 0; index < 23; index += 1) await as(index % 2 === 0 ? a5! : a6!).sendEth(index % 2 === 0 ? a6!.address : a5!.address, BigInt(index + 1))
    await indexer.caughtUp()
    const everything = (await page(a5!.address, { limit: '100' })).data.map((transaction) => transaction.id)
    // 23 sends and the PTT mint of the token's deployment.
    expect(everything).toHaveLength(24)

    let answer = await page(a5!.address, { limit: '4' })
    const seen = answer.data.map((transaction) => transaction.id)
    let newer = 0
    while (answer.next) {
      // A new transaction of the account lands between two pages.
      await as(a6!).sendEth(a5!.address, parseEther('0.001') + BigInt(newer++))
      await indexer.caughtUp()
      answer = await page(a5!.address, { limit: '4', cursor: answer.next })
      seen.push(...answer.data.map((transaction) => transaction.id))
    }
    expect(seen).toEqual(everything)
    expect((await page(a5!.address, { limit: '100' })).data).toHaveLength(24 + newer)
    expect((await page(a5!.address)).data).toHaveLength(20)
  })

  it.skipIf(!backend.available)("SPEC §7: onramp keeps the purchases that on-ramp delivered (its senders' ETH and tokens to the account); cache lets the browser keep a page after a cursor", async () => {
    const provider = (id: string, senders?: string[]) =>
      httpOnRampProvider(
        { id, name: id, logoUrl: 'http://service.test/ramp.svg', url: 'http://127.0.0.1:9', publishableKey: 'pk', secretKey: 'sk', feeRange: { min: 1, max: 2 }, paymentMethods: ['card'], fiatCurrencies: ['USD'], assets: [], ...(senders ? { senders } : {}) },
        1_000,
      )
    const withOnRamp: ServiceContext = { ...context, onRamp: [provider('ramp', [a0!.address]), provider('quiet')] }
    const ask = (parameters: Record<string, string>) => transactionsAnswer(withOnRamp, a1!.address, new URLSearchParams({ chainId: `eip155:${chainId}`, ...parameters }))
    const [, ethIn, , ptt25] = history.hashes
    const purchases = await ask({ onramp: 'ramp' })
    expect(purchases.status).toBe(200)
    // Not the PTT mint, the NFT a0 also sent to a1, nor a1's own sends: only what a0 delivered.
    expect((purchases.body as { data: Transaction[] }).data.map((transaction) => transaction.metadata.hash)).toEqual([ptt25, ethIn])
    expect(((await ask({ onramp: 'quiet' })).body as { data: Transaction[] }).data).toEqual([])
    expect(await ask({ onramp: 'elsewhere' })).toEqual({ status: 400, body: { error: 'Unknown on-ramp provider: elsewhere' } })
    expect((await ask({ cache: 'sometimes' })).status).toBe(400)

    const first = await ask({ limit: '2', cache: 'default' })
    expect(first.headers).toEqual({ 'cache-control': 'no-store' })
    const { next } = first.body as { next: string }
    expect((await ask({ limit: '2', cursor: next, cache: 'default' })).headers).toEqual({ 'cache-control': 'private, max-age=60' })
    expect((await ask({ limit: '2', cursor: next, cache: 'no-cache' })).headers).toEqual({ 'cache-control': 'no-store' })
    expect((await ask({ limit: '2', cursor: next })).headers).toEqual({ 'cache-control': 'no-store' })
  })

  it.skipIf(!backend.available)('answers 400 for a bad address, chain, cursor or limit', async () => {
    const ask = (address: string, parameters: Record<string, string>) => transactionsAnswer(context, address, new URLSearchParams(parameters))
    const chainIdParameter = { chainId: `eip155:${chainId}` }
    for (const [address, parameters] of [
      ['0x123', chainIdParameter],
      [a1!.address, { chainId: 'eip155:1' }],
      [a1!.address, {}],
      [a1!.address, { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
      [a1!.address, { ...chainIdParameter, cursor: 'not a cursor!' }],
      [a1!.address, { ...chainIdParameter, cursor: Buffer.from('12:x').toString('base64url') }],
      [a1!.address, { ...chainIdParameter, limit: '0' }],
      [a1!.address, { ...chainIdParameter, limit: '101' }],
      [a1!.address, { ...chainIdParameter, limit: 'ten' }],
    ] as const) {
      const answer = await ask(address, parameters)
      expect(answer.status, JSON.stringify([address, parameters])).toBe(400)
      expect(answer.body).toEqual({ error: expect.any(String) })
    }
    expect((await ask('0x000000000000000000000000000000000000dead', chainIdParameter)).body).toEqual({ data: [], next: null })
  })
})
