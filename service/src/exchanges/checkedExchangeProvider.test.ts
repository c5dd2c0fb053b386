import { createWalletClient, erc20Abi, http, parseEther, publicActions } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { localChainOf } from '../../../tests/harness/localChainOf.ts'
import type { Database } from '../Database.ts'
import { migrate } from '../migrate.ts'
import { openDatabase } from '../openDatabase.ts'
import { checkedExchangeProvider } from './checkedExchangeProvider.ts'
import type { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'
import type { ExchangeProvider } from './ExchangeProvider.ts'

const recipient = anvilAccounts()[3]!.address
const someoneElse = anvilAccounts()[2]!.address
const network = 'eip155:31337'

describe('checkedExchangeProvider: an exchange’s SUCCESS passed on only when its transaction pays the payment, on anvil', () => {
  let anvil: AnvilChain
  let token: Address
  let reported: ExchangeBuyStatus = { status: 'UNKNOWN' }
  let checked: ExchangeProvider
  let database: Database
  const wallet = async () => createWalletClient({ account: anvilAccounts()[5]!, chain: await localChainOf(anvil.rpcUrl), transport: http(anvil.rpcUrl) }).extend(publicActions)
  const sendPtt = async (to: Address, amount: bigint) => (await wallet()).writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
  const sendEth = async (to: Address, value: bigint) => (await wallet()).sendTransaction({ to, value })
  const open = (asset: string, amount: string) => checked.payUrl({ network, asset, amount, recipient })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    token = await deployToken(anvil.rpcUrl)
    let sessions = 0
    const exchange: ExchangeProvider = {
      info: { id: 'cove', name: 'Cove', imageUrl: '', assets: [{ network, asset: 'native', symbol: 'ETH', decimals: 18 }, { network, asset: token, symbol: 'PTT', decimals: 18 }, { network: 'eip155:8453', asset: 'native', symbol: 'ETH', decimals: 18 }] },
      payUrl: async () => ({ url: 'https://cove.example/w', sessionId: `session-${++sessions}` }),
      status: async () => reported,
    }
    database = await openDatabase({ memory: true })
    await migrate(database)
    checked = checkedExchangeProvider(exchange, [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], 5000, database)
  }, 60_000)

  afterAll(async () => {
    await database?.close()
    await anvil?.stop()
  })

  it('passes on a SUCCESS whose transaction transfers exactly the amount of the token to the recipient', async () => {
    const { sessionId } = await open(token, '5')
    reported = { status: 'SUCCESS', txHash: await sendPtt(recipient, parseEther('5')) }
    expect(await checked.status(sessionId)).toEqual(reported)
  })

  it('passes on a SUCCESS whose transaction sends exactly the native amount to the recipient', async () => {
    const { sessionId } = await open('native', '0.25')
    reported = { status: 'SUCCESS', txHash: await sendEth(recipient, parseEther('0.25')) }
    expect(await checked.status(sessionId)).toEqual(reported)
  })

  it('fails a SUCCESS whose transaction pays another amount, another recipient or another asset', async () => {
    for (const txHash of [await sendPtt(recipient, parseEther('4')), await sendPtt(someoneElse, parseEther('5')), await sendEth(recipient, parseEther('5'))]) {
      const { sessionId } = await open(token, '5')
      reported = { status: 'SUCCESS', txHash }
      expect(await checked.status(sessionId)).toMatchObject({ status: 'FAILED', txHash, failureReason: expect.stringContaining('does not pay 5 to') })
    }
    const { sessionId } = await open(token, '5')
    reported = { status: 'SUCCESS', txHash: 'not-a-hash' }
    expect(await checked.status(sessionId)).toMatchObject({ status: 'FAILED' })
  })

  it('keeps the verdict it reached: an exchange that then reports a paying transaction is still FAILED', async () => {
    const { sessionId } = await open(token, '5')
    const wrong = await sendPtt(someoneElse, parseEther('5'))
    reported = { status: 'SUCCESS', txHash: wrong }
    expect(await checked.status(sessionId)).toMatchObject({ status: 'FAILED', txHash: wrong })
    reported = { status: 'SUCCESS', txHash: await sendPtt(recipient, parseEther('5')) }
    expect(await checked.status(sessionId)).toMatchObject({ status: 'FAILED', txHash: wrong })
  })

  it('says IN_PROGRESS while the chain does not know the reported transaction', async () => {
    const { sessionId } = await open(token, '5')
    reported = { status: 'SUCCESS', txHash: `0x${'9'.repeat(64)}` }
    expect(await checked.status(sessionId)).toEqual({ status: 'IN_PROGRESS' })
  })

  it('answers UNKNOWN for a session it did not open, even one the exchange reports paid, and passes on any status but SUCCESS of one it opened', async () => {
    reported = { status: 'SUCCESS', txHash: await sendPtt(recipient, parseEther('5')) }
    expect(await checked.status('opened-elsewhere')).toEqual({ status: 'UNKNOWN' })
    const { sessionId } = await open(token, '5')
    reported = { status: 'FAILED', failureReason: 'Cancelled' }
    expect(await checked.status(sessionId)).toEqual(reported)
  })

  it('offers only the assets of chains it reads, and refuses to open a payment it could not check', async () => {
    expect(checked.info.assets.map((asset) => asset.network)).toEqual([network, network])
    await expect(checked.payUrl({ network: 'eip155:8453', asset: 'native', amount: '1', recipient })).rejects.toMatchObject({ code: 'UNSUPPORTED' })
  })
})
