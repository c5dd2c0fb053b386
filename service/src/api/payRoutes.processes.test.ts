import { randomBytes } from 'node:crypto'
import { createWalletClient, erc20Abi, http, publicActions } from 'viem'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { deployToken } from '../../../tests/harness/deployToken.ts'
import { exchangeStandIn } from '../../../tests/harness/exchangeStandIn.ts'
import type { ExchangeStandIn } from '../../../tests/harness/exchangeStandIn.ts'
import { localChainOf } from '../../../tests/harness/localChainOf.ts'
import { postgresAvailable, startPostgres } from '../index/testing/startPostgres.ts'
import type { TestPostgres } from '../index/testing/startPostgres.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const recipient = anvilAccounts()[3]!.address
const someoneElse = anvilAccounts()[2]!.address
const network = 'eip155:31337'

describe.skipIf(!postgresAvailable)('a pay session opened on one service process and polled on another, on one PostgreSQL', () => {
  let postgres: TestPostgres
  let anvil: AnvilChain
  let token: Address
  let standIn: ExchangeStandIn
  let processes: Service[] = []
  let withdrawal: 'pays someone else' | 'not on chain' | 'pays' = 'pays'

  beforeAll(async () => {
    ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ chainId: 31337 })])
    token = await deployToken(anvil.rpcUrl)
    const wallet = createWalletClient({ account: anvilAccounts()[5]!, chain: await localChainOf(anvil.rpcUrl), transport: http(anvil.rpcUrl) }).extend(publicActions)
    const assets = [{ network, asset: token, symbol: 'PTT', decimals: 18 }]
    // The exchange reports what the test chose: a transaction paying someone else, a hash the chain never saw, or the payment.
    standIn = await exchangeStandIn({
      name: 'Cove Exchange (stand-in)',
      apiKey: 'sk_test_cove',
      assets,
      payOut: async (_asset, to, amount) =>
        withdrawal === 'not on chain' ? `0x${randomBytes(32).toString('hex')}` : wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [withdrawal === 'pays' ? (to as Address) : someoneElse, amount] }),
    })
    const url = await postgres.createDatabase()
    const config = {
      database: { url },
      projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
      chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
      pay: { exchanges: [{ id: 'cove', name: 'Cove Exchange (stand-in)', imageUrl: 'https://cove.example/logo.svg', url: standIn.url, apiKey: 'sk_test_cove', assets }] },
    }
    processes = await Promise.all([startService({ config, port: 0, onIndexerError: () => undefined }), startService({ config, port: 0, onIndexerError: () => undefined })])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(processes.map((each) => each.stop()))
    await standIn?.stop()
    await anvil?.stop()
    await postgres?.stop()
  })

  const statusOn = async (service: Service, sessionId: string) => (await (await fetch(`${service.url}/pay/exchanges/cove/status?sessionId=${sessionId}`)).json()) as Record<string, unknown>
  const withdrawOnA = async () => {
    const [a] = processes
    const opened = (await (await fetch(`${a!.url}/pay/exchanges/cove/url?${new URLSearchParams({ network, asset: token, amount: '5', recipient })}`)).json()) as { url: string; sessionId: string }
    await fetch(`${opened.url}/confirm`, { method: 'POST' })
    return opened.sessionId
  }

  it('a transaction that pays someone else is FAILED on both', async () => {
    withdrawal = 'pays someone else'
    const sessionId = await withdrawOnA()
    const [a, b] = processes
    const onB = await statusOn(b!, sessionId)
    expect(onB).toMatchObject({ status: 'FAILED', failureReason: expect.stringContaining(`does not pay 5 to ${recipient}`) })
    expect(await statusOn(a!, sessionId)).toEqual(onB)
  })

  it('a hash the chain does not know is IN_PROGRESS on both', async () => {
    withdrawal = 'not on chain'
    const sessionId = await withdrawOnA()
    const [a, b] = processes
    expect(await statusOn(b!, sessionId)).toEqual({ status: 'IN_PROGRESS' })
    expect(await statusOn(a!, sessionId)).toEqual({ status: 'IN_PROGRESS' })
  })

  it('a transaction that pays is SUCCESS on both, with its hash', async () => {
    withdrawal = 'pays'
    const sessionId = await withdrawOnA()
    const [a, b] = processes
    const onB = await statusOn(b!, sessionId)
    expect(onB).toEqual({ status: 'SUCCESS', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(await statusOn(a!, sessionId)).toEqual(onB)
  })

  it('a session opened at the exchange itself, not through the service, is UNKNOWN on both, though the exchange reports it paid', async () => {
    withdrawal = 'pays'
    const deposit = await fetch(`${standIn.url}/v1/deposits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'sk_test_cove' },
      body: JSON.stringify({ network, asset: token, amount: '5', recipient: someoneElse }),
    })
    const opened = (await deposit.json()) as { id: string; url: string }
    await fetch(`${opened.url}/confirm`, { method: 'POST' })
    const reported = (await (await fetch(`${standIn.url}/v1/deposits/${opened.id}`, { headers: { 'x-api-key': 'sk_test_cove' } })).json()) as { status: string }
    expect(reported.status).toBe('completed')
    for (const service of processes) expect(await statusOn(service, opened.id)).toEqual({ status: 'UNKNOWN' })
  })
})
