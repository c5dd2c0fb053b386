import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { postgresAvailable, startPostgres } from '../index/testing/startPostgres.ts'
import type { TestPostgres } from '../index/testing/startPostgres.ts'
import { onRampDeliveries } from '../onramp/testing/onRampDeliveries.ts'
import type { OnRampDeliveries } from '../onramp/testing/onRampDeliveries.ts'
import { onRampStandIn } from '../onramp/testing/onRampStandIn.ts'
import type { OnRampStandIn } from '../onramp/testing/onRampStandIn.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const buyer = anvilAccounts()[4]!.address
const someoneElse = anvilAccounts()[2]!.address
const chainId = 'eip155:31337'

describe.skipIf(!postgresAvailable)('an on-ramp order opened on one service process and polled on another, on one PostgreSQL', () => {
  let postgres: TestPostgres
  let anvil: AnvilChain
  let standIn: OnRampStandIn
  let deliveries: OnRampDeliveries
  let processes: Service[] = []
  let orders = 0

  beforeAll(async () => {
    ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ chainId: 31337 })])
    deliveries = await onRampDeliveries(anvil.rpcUrl, someoneElse)
    standIn = await onRampStandIn({
      name: 'Harbor Ramp (stand-in)',
      publishableKey: 'pk_test_harbor',
      secretKey: 'sk_test_harbor',
      assets: [{ chainId, symbol: 'ETH', decimals: 18, priceCents: { USD: 300_000n } }],
      feeBps: { card: 200 },
      payOut: (chain, address, amount) => deliveries.payOut(chain, address, amount),
    })
    const url = await postgres.createDatabase()
    const provider = {
      id: 'harbor',
      name: 'Harbor Ramp (stand-in)',
      logoUrl: 'https://harbor.example/logo.svg',
      url: standIn.url,
      publishableKey: 'pk_test_harbor',
      secretKey: 'sk_test_harbor',
      feeRange: { min: 1, max: 2 },
      paymentMethods: ['card'],
      fiatCurrencies: ['USD'],
      assets: [{ chainId, symbol: 'ETH', name: 'Ether', decimals: 18 }],
    }
    const config = { database: { url }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], onramp: { providers: [provider] } }
    processes = await Promise.all([startService({ config, port: 0, onIndexerError: () => undefined }), startService({ config, port: 0, onIndexerError: () => undefined })])
  }, 120_000)

  afterAll(async () => {
    await Promise.all(processes.map((each) => each.stop()))
    await standIn?.stop()
    await anvil?.stop()
    await postgres?.stop()
  })

  const orderOn = async (service: Service, orderId: string) => (await (await fetch(`${service.url}/onramp/orders/harbor/${orderId}`)).json()) as Record<string, unknown>
  /** Opens the checkout on process A and pays it with the test card at the stand-in. */
  const buyOnA = async () => {
    const orderId = `order-processes-${String(++orders).padStart(3, '0')}`
    const query = new URLSearchParams({ provider: 'harbor', chainId, asset: 'ETH', fiat: 'USD', amount: '1530', paymentMethod: 'card', address: buyer, orderId, network: 'ethereum' })
    const { url } = (await (await fetch(`${processes[0]!.url}/onramp/checkout?${query}`)).json()) as { url: string }
    const form = new URL(url).searchParams
    form.set('card', '4242424242424242')
    await fetch(new URL('/v1/checkout/pay', url), { method: 'POST', body: form })
    expect(standIn.orders.get(orderId)).toMatchObject({ status: 'completed' })
    return orderId
  }

  it('an order the provider reports completed whose funds never arrived is not completed on either process', async () => {
    deliveries.earlier = await deliveries.send(buyer, parseEther('1'))
    for (const delivery of ['not on chain', 'pays someone else', 'replays an earlier transfer'] as const) {
      deliveries.delivery = delivery
      const orderId = await buyOnA()
      const [a, b] = processes
      const onB = await orderOn(b!, orderId)
      expect(onB).toMatchObject({ status: delivery === 'not on chain' ? 'processing' : 'failed' })
      expect(await orderOn(a!, orderId)).toEqual(onB)
    }
  })

  it('an order whose funds arrived is completed on both, with its hash', async () => {
    deliveries.delivery = 'delivers'
    const orderId = await buyOnA()
    const [a, b] = processes
    const onB = await orderOn(b!, orderId)
    expect(onB).toMatchObject({ status: 'completed', address: buyer, cryptoAmount: parseEther('0.5').toString(), transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect(await orderOn(a!, orderId)).toEqual(onB)
  })
})
