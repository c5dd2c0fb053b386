import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import type { Hash, PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { localChainOf } from '../../../tests/harness/localChainOf.ts'
import { depositOf } from './depositOf.ts'

const payer = anvilAccounts()[3]!
const recipient = anvilAccounts()[5]!.address
const amount = parseEther('0.25')

/**
 * anvil's answer in the moment after it mines a transaction: `eth_getTransactionByHash` looks in
 * the pool first, and the pool still holds the transaction (no block) until anvil has stored the
 * block and its receipts. That moment cannot be held open from outside, so this client gives the
 * real node's transaction as the pool gives it, and the real node's receipt.
 */
function answeringFromItsPool(client: PublicClient): Pick<PublicClient, 'getTransaction' | 'getTransactionReceipt'> {
  return {
    getTransaction: (async (parameters: Parameters<PublicClient['getTransaction']>[0]) => ({ ...(await client.getTransaction(parameters)), blockHash: null, blockNumber: null, transactionIndex: null })) as PublicClient['getTransaction'],
    getTransactionReceipt: (parameters) => client.getTransactionReceipt(parameters),
  }
}

describe('depositOf on anvil', () => {
  let anvil: AnvilChain
  let client: PublicClient
  let hash: Hash
  let sentIn: bigint

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const wallet = createWalletClient({ account: payer, chain: await localChainOf(anvil.rpcUrl), transport: http(anvil.rpcUrl) })
    hash = await wallet.sendTransaction({ to: recipient, value: amount })
    sentIn = (await client.waitForTransactionReceipt({ hash })).blockNumber
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  })

  const expected = (afterBlock: bigint) => ({ asset: 'native', recipient, amount, match: 'at least', afterBlock }) as const

  it('judges a mined transfer by the chain: it pays after the block it was asked for, not before', async () => {
    expect(await depositOf(client, expected(sentIn - 1n), hash)).toBe('pays')
    expect(await depositOf(client, expected(sentIn), hash)).toBe('does not pay')
  })

  it('a mined transfer the node answers as pending (from its pool) is judged by its receipt, not unknown', async () => {
    const node = answeringFromItsPool(client)
    expect((await node.getTransaction({ hash })).blockNumber).toBeNull()
    expect(await depositOf(node, expected(sentIn - 1n), hash)).toBe('pays')
    expect(await depositOf(node, expected(sentIn), hash)).toBe('does not pay')
  })

  it('a transaction the node does not know is unknown', async () => {
    expect(await depositOf(client, expected(0n), `0x${'ab'.repeat(32)}`)).toBe('unknown')
  })
})
