import { randomBytes } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { address, getBase58Decoder, lamports } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRampFunder, onRampSolanaFunder } from '../../../tests/harness/onRampFunder.ts'
import { startSolanaRpc } from '../../../tests/harness/solana/startSolanaRpc.ts'
import type { SolanaRpc } from '../../../tests/harness/solana/startSolanaRpc.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'
import { onRampStandIn } from './testing/onRampStandIn.ts'
import type { OnRampStandIn } from './testing/onRampStandIn.ts'

const chainId = 'solana:localnet'
const buyer = Keypair.generate().publicKey.toBase58()
const someoneElse = Keypair.generate().publicKey.toBase58()
// 1530 USD by card at 2 % buys 10 SOL at 150 USD.
const bought = 10_000_000_000n

type Delivery = 'delivers' | 'pays someone else' | 'pays less' | 'not on chain' | 'replays an earlier transfer'

describe('on-ramp orders on Solana checked against the local Solana runtime: completed only when the lamports arrived', () => {
  let solana: SolanaRpc
  let standIn: OnRampStandIn
  let service: Service
  let delivery: Delivery = 'delivers'
  let earlier: string | undefined
  let orders = 0

  beforeAll(async () => {
    solana = await startSolanaRpc()
    solana.svm.airdrop(address(onRampSolanaFunder().publicKey.toBase58()), lamports(1_000_000_000_000n))
    const send = onRampFunder({ evm: {}, solana: { chainId, rpcUrl: solana.rpcUrl } })
    standIn = await onRampStandIn({
      name: 'Harbor Ramp (stand-in)',
      publishableKey: 'pk_test_harbor',
      secretKey: 'sk_test_harbor',
      assets: [{ chainId, symbol: 'SOL', decimals: 9, priceCents: { USD: 15_000n } }],
      feeBps: { card: 200 },
      // TEST ONLY: a provider that lies as the test says.
      async payOut(chain, to, amount) {
        if (delivery === 'delivers') return send(chain, to, amount)
        if (delivery === 'pays someone else') return send(chain, someoneElse, amount)
        if (delivery === 'pays less') return send(chain, to, amount - 1n)
        if (delivery === 'not on chain') return getBase58Decoder().decode(randomBytes(64))
        if (!earlier) throw new Error('No earlier transfer to replay')
        return earlier
      },
    })
    earlier = await send(chainId, buyer, 1_000_000_000n)
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
      assets: [{ chainId, symbol: 'SOL', name: 'Solana', decimals: 9 }],
    }
    service = await startService({
      port: 0,
      onIndexerError: () => undefined,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
        chains: [],
        onramp: { providers: [provider] },
        solana: [{ network: chainId, rpcUrl: solana.rpcUrl }],
      },
    })
  }, 120_000)

  afterAll(async () => {
    await service?.stop()
    await standIn?.stop()
    await solana?.stop()
  })

  const get = async (path: string) => (await (await fetch(`${service.url}${path}`)).json()) as Record<string, unknown>
  /** Opens a checkout through the service and pays it with the test card; resolves with the order id. */
  const buy = async (address = buyer) => {
    const orderId = `order-solana-${String(++orders).padStart(4, '0')}`
    const query = new URLSearchParams({ provider: 'harbor', chainId, asset: 'SOL', fiat: 'USD', amount: '1530', paymentMethod: 'card', address, orderId, network: 'solana' })
    const { url } = (await get(`/onramp/checkout?${query}`)) as { url: string }
    const form = new URL(url).searchParams
    form.set('card', '4242424242424242')
    const page = await (await fetch(new URL('/v1/checkout/pay', url), { method: 'POST', body: form })).text()
    expect(page).toContain('data-status="completed"')
    return orderId
  }
  const reported = (orderId: string) => standIn.orders.get(orderId)

  it('passes on a completed order whose transaction delivered the lamports to the address after the checkout', async () => {
    delivery = 'delivers'
    const orderId = await buy()
    expect(reported(orderId)).toMatchObject({ status: 'completed', cryptoAmount: bought.toString() })
    expect(await get(`/onramp/orders/harbor/${orderId}`)).toEqual({ ...reported(orderId), id: orderId, status: 'completed', chainId, asset: 'SOL', address: buyer })
  })

  it('fails a completed order whose transaction pays someone else, less, or is a transfer landed before the checkout', async () => {
    for (const each of ['pays someone else', 'pays less', 'replays an earlier transfer'] as const) {
      delivery = each
      const orderId = await buy()
      expect(reported(orderId)).toMatchObject({ status: 'completed' })
      expect(await get(`/onramp/orders/harbor/${orderId}`), each).toMatchObject({
        status: 'failed',
        transactionHash: reported(orderId)?.transactionHash,
        failureReason: expect.stringContaining(`does not deliver ${bought} of SOL to ${buyer}`),
      })
    }
  })

  it('says processing while the runtime does not know the reported signature, and fails a report that is not a signature', async () => {
    delivery = 'not on chain'
    const orderId = await buy()
    expect(reported(orderId)).toMatchObject({ status: 'completed' })
    expect(await get(`/onramp/orders/harbor/${orderId}`)).toEqual({ id: orderId, status: 'processing', chainId, asset: 'SOL', address: buyer, cryptoAmount: bought.toString() })
    const order = standIn.orders as Map<string, unknown>
    order.set(orderId, { ...reported(orderId), transactionHash: '0xnot-a-signature' })
    expect(await get(`/onramp/orders/harbor/${orderId}`)).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('not a transaction hash') })
  })

  it('refuses a checkout to an address that is not a Solana address', async () => {
    const query = new URLSearchParams({ provider: 'harbor', chainId, asset: 'SOL', fiat: 'USD', amount: '1530', paymentMethod: 'card', address: '0x0000000000000000000000000000000000000001', orderId: 'order-solana-bad' })
    expect(await get(`/onramp/checkout?${query}`)).toMatchObject({ code: 'INVALID_REQUEST' })
  })
})
