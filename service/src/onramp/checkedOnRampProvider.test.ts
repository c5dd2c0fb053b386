import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'
import { onRampDeliveries } from './testing/onRampDeliveries.ts'
import type { OnRampDeliveries } from './testing/onRampDeliveries.ts'
import { onRampStandIn } from './testing/onRampStandIn.ts'
import type { OnRampStandIn } from './testing/onRampStandIn.ts'

const buyer = anvilAccounts()[4]!.address
const someoneElse = anvilAccounts()[2]!.address
const chainId = 'eip155:31337'
// 1530 USD by card at 2 % buys 0.5 ETH.
const bought = parseEther('0.5')

describe('on-ramp orders checked on chain (PGlite): a completed order is completed only when the funds arrived', () => {
  let anvil: AnvilChain
  let standIn: OnRampStandIn
  let deliveries: OnRampDeliveries
  let service: Service
  let orders = 0

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    deliveries = await onRampDeliveries(anvil.rpcUrl, someoneElse)
    standIn = await onRampStandIn({
      name: 'Harbor Ramp (stand-in)',
      publishableKey: 'pk_test_harbor',
      secretKey: 'sk_test_harbor',
      assets: [{ chainId, symbol: 'ETH', decimals: 18, priceCents: { USD: 300_000n } }],
      feeBps: { card: 200 },
      payOut: (chain, address, amount) => deliveries.payOut(chain, address, amount),
    })
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
      assets: [
        { chainId, symbol: 'ETH', name: 'Ether', decimals: 18 },
        { chainId: 'eip155:8453', symbol: 'ETH', name: 'Ether', decimals: 18 },
      ],
    }
    service = await startService({
      port: 0,
      onIndexerError: () => undefined,
      config: { database: { memory: true }, projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }], chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], onramp: { providers: [provider] } },
    })
  }, 180_000)

  afterAll(async () => {
    await service?.stop()
    await standIn?.stop()
    await anvil?.stop()
  })

  const get = async (path: string) => (await (await fetch(`${service.url}${path}`)).json()) as Record<string, unknown>
  /** Opens a checkout through the service and pays it with the test card; resolves with the order id. */
  const buy = async () => {
    const orderId = `order-checked-${String(++orders).padStart(4, '0')}`
    const query = new URLSearchParams({ provider: 'harbor', chainId, asset: 'ETH', fiat: 'USD', amount: '1530', paymentMethod: 'card', address: buyer, orderId, network: 'ethereum' })
    const { url } = (await get(`/onramp/checkout?${query}`)) as { url: string }
    const form = new URL(url).searchParams
    form.set('card', '4242424242424242')
    const page = await (await fetch(new URL('/v1/checkout/pay', url), { method: 'POST', body: form })).text()
    expect(page).toContain('data-status="completed"')
    return orderId
  }
  const reported = (orderId: string) => standIn.orders.get(orderId)

  it('passes on a completed order whose transaction delivered the amount to the address after the checkout', async () => {
    deliveries.delivery = 'delivers'
    const orderId = await buy()
    expect(await get(`/onramp/orders/harbor/${orderId}`)).toEqual({ ...reported(orderId), id: orderId, status: 'completed', chainId, asset: 'ETH', address: buyer, cryptoAmount: bought.toString() })
  })

  it('fails a completed order whose transaction pays someone else, less, or is a transfer made before the checkout', async () => {
    deliveries.earlier = await deliveries.send(buyer, parseEther('1'))
    for (const delivery of ['pays someone else', 'pays less', 'replays an earlier transfer'] as const) {
      deliveries.delivery = delivery
      const orderId = await buy()
      expect(reported(orderId)).toMatchObject({ status: 'completed' })
      expect(await get(`/onramp/orders/harbor/${orderId}`)).toMatchObject({
        status: 'failed',
        transactionHash: reported(orderId)?.transactionHash,
        failureReason: expect.stringContaining(`does not deliver ${bought} of ETH to ${buyer}`),
      })
    }
  })

  it('keeps the verdict it reached, and says processing while the chain does not know the reported transaction', async () => {
    deliveries.delivery = 'not on chain'
    const orderId = await buy()
    expect(await get(`/onramp/orders/harbor/${orderId}`)).toEqual({ id: orderId, status: 'processing', chainId, asset: 'ETH', address: buyer, cryptoAmount: bought.toString() })
    deliveries.delivery = 'pays someone else'
    const failed = await buy()
    const verdict = await get(`/onramp/orders/harbor/${failed}`)
    expect(verdict).toMatchObject({ status: 'failed' })
    // The provider changing its story afterwards changes nothing.
    const order = standIn.orders as Map<string, unknown>
    order.set(failed, { ...reported(failed), transactionHash: deliveries.earlier })
    expect(await get(`/onramp/orders/harbor/${failed}`)).toEqual(verdict)
  })

  it('answers pending for an order opened at the provider, not through the service, though the provider reports it completed', async () => {
    deliveries.delivery = 'delivers'
    const orderId = 'order-elsewhere-01'
    const query = new URLSearchParams({ apiKey: 'pk_test_harbor', orderId, chainId, asset: 'ETH', fiat: 'USD', fiatAmount: '1530', paymentMethod: 'card', address: buyer, network: 'ethereum', card: '4242424242424242' })
    await fetch(new URL('/v1/checkout/pay', standIn.url), { method: 'POST', body: query })
    expect(reported(orderId)).toMatchObject({ status: 'completed' })
    expect(await get(`/onramp/orders/harbor/${orderId}`)).toEqual({ id: orderId, status: 'pending' })
  })

  it('offers only the chains it reads, refuses a checkout it could not check, and an order id reused for another purchase', async () => {
    const { providers } = (await get('/onramp/providers')) as { providers: { chains: string[] }[] }
    expect(providers.map((provider) => provider.chains)).toEqual([[chainId]])
    const on8453 = new URLSearchParams({ provider: 'harbor', chainId: 'eip155:8453', asset: 'ETH', fiat: 'USD', amount: '1530', address: buyer, orderId: 'order-base-0001' })
    expect(await get(`/onramp/checkout?${on8453}`)).toMatchObject({ code: 'UNSUPPORTED' })
    deliveries.delivery = 'delivers'
    const orderId = await buy()
    const reused = new URLSearchParams({ provider: 'harbor', chainId, asset: 'ETH', fiat: 'USD', amount: '1530', address: someoneElse, orderId })
    expect(await get(`/onramp/checkout?${reused}`)).toMatchObject({ code: 'INVALID_REQUEST' })
  })
})
