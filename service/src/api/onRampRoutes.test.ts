import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { address, lamports } from '@solana/kit'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil } from '../../../tests/harness/anvil.ts'
import type { AnvilChain } from '../../../tests/harness/anvil.ts'
import { anvilAccounts } from '../../../tests/harness/anvilAccounts.ts'
import { onRampEvmFunder, onRampSolanaFunder } from '../../../tests/harness/onRampFunder.ts'
import { startOnRampStandIns } from '../../../tests/harness/onRampStandIns.ts'
import type { HarnessOnRamps } from '../../../tests/harness/onRampStandIns.ts'
import { startSolanaRpc } from '../../../tests/harness/solana/startSolanaRpc.ts'
import type { SolanaRpc } from '../../../tests/harness/solana/startSolanaRpc.ts'
import type { Service } from '../Service.ts'
import { startService } from '../startService.ts'

const buyer = anvilAccounts()[4]!.address
const evmChain = 'eip155:31337'
const solanaChain = 'solana:localnet'

describe('the /onramp routes over two onRampStandIn providers (local stand-ins for hosted on-ramps), paying out on anvil and the Solana runtime', () => {
  let anvil: AnvilChain
  let solana: SolanaRpc
  let onRamps: HarnessOnRamps
  let service: Service
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl, { retryCount: 0 }) })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    solana = await startSolanaRpc()
    solana.svm.airdrop(address(onRampSolanaFunder().publicKey.toBase58()), lamports(100_000_000_000n))
    onRamps = await startOnRampStandIns({ evm: { [evmChain]: anvil.rpcUrl }, solana: { chainId: solanaChain, rpcUrl: solana.rpcUrl } })
    service = await startService({
      port: 0,
      onIndexerError: () => undefined,
      config: {
        database: { memory: true },
        projects: [{ id: 'demo', config: { features: [] }, allowedOrigins: [] }],
        chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
        onramp: onRamps.config,
        solana: [{ network: solanaChain, rpcUrl: solana.rpcUrl }],
      },
    })
  }, 180_000)

  afterAll(async () => {
    await service?.stop()
    await onRamps?.stop()
    await solana?.stop()
    await anvil?.stop()
  })

  const get = async (path: string) => {
    const response = await fetch(`${service.url}${path}`)
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const checkout = async (provider: string, chainId: string, asset: string, amount: string, to: string, orderId: string) => {
    const query = new URLSearchParams({ provider, chainId, asset, fiat: 'USD', amount, paymentMethod: 'card', address: to, orderId, network: 'ethereum' })
    const { status, body } = await get(`/onramp/checkout?${query}`)
    expect(status).toBe(200)
    return String(body.url)
  }
  /** The card form's hidden fields on the checkout page, as a browser would send them. */
  const fieldsOf = async (url: string) => {
    const page = await (await fetch(url)).text()
    const entries = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [match[1]!, match[2]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))])
    return new URLSearchParams(entries.slice(0, entries.length / 2))
  }
  /** Submits the checkout page's card form with `card`. */
  const pay = async (url: string, card: string, fields?: URLSearchParams) => {
    const form = new URLSearchParams(fields ?? (await fieldsOf(url)))
    form.set('card', card)
    form.set('expiry', '12/30')
    form.set('cvc', '123')
    const response = await fetch(new URL('/v1/checkout/pay', url), { method: 'POST', body: form })
    return response.text()
  }

  it('lists both providers with name, logo, fee range, namespaces and payment methods, and only those selling on a chain', async () => {
    const all = await get('/onramp/providers')
    expect(all.body.providers).toEqual([
      expect.objectContaining({ id: 'harbor', name: 'Harbor Ramp (stand-in)', feeRange: { min: 1, max: 2 }, namespaces: ['eip155'], paymentMethods: ['card', 'bank'], chains: [evmChain] }),
      expect.objectContaining({ id: 'meridian', name: 'Meridian Ramp (stand-in)', feeRange: { min: 1, max: 2 }, namespaces: ['eip155', 'solana'], chains: [evmChain, solanaChain] }),
    ])
    expect(String((all.body.providers as { logoUrl: string }[])[0]!.logoUrl)).toMatch(/^data:image\/svg\+xml,/)
    const onSolana = await get(`/onramp/providers?chainId=${solanaChain}`)
    expect((onSolana.body.providers as { id: string }[]).map((provider) => provider.id)).toEqual(['meridian'])
  })

  it("quotes each provider's fee on top: 1530 USD by card buys 0.5 ETH at Harbor (2 %), 1522.50 USD at Meridian (1.5 %)", async () => {
    expect(await get(`/onramp/quote?provider=harbor&chainId=${evmChain}&asset=ETH&fiat=USD&amount=1530&paymentMethod=card`)).toEqual({
      status: 200,
      body: { provider: 'harbor', chainId: evmChain, asset: 'ETH', fiatCurrency: 'USD', fiatAmount: '1530.00', feeAmount: '30.00', paymentMethod: 'card', cryptoAmount: parseEther('0.5').toString(), decimals: 18 },
    })
    const meridian = await get(`/onramp/quote?provider=meridian&chainId=${evmChain}&asset=ETH&fiat=USD&amount=1522.50&paymentMethod=card`)
    expect(meridian.body).toMatchObject({ cryptoAmount: parseEther('0.5').toString(), feeAmount: '22.50' })
    const bank = await get(`/onramp/quote?provider=harbor&chainId=${evmChain}&asset=ETH&fiat=USD&amount=1515&paymentMethod=bank`)
    expect(bank.body).toMatchObject({ cryptoAmount: parseEther('0.5').toString(), feeAmount: '15.00' })
  })

  it('refuses what a provider does not sell or a bad parameter, with a code', async () => {
    expect(await get(`/onramp/quote?provider=harbor&chainId=${solanaChain}&asset=SOL&fiat=USD&amount=100`)).toMatchObject({ status: 422, body: { code: 'UNSUPPORTED' } })
    expect(await get(`/onramp/quote?provider=nobody&chainId=${evmChain}&asset=ETH&fiat=USD&amount=100`)).toMatchObject({ status: 404, body: { code: 'UNKNOWN_PROVIDER' } })
    const badAmount = await get(`/onramp/quote?provider=harbor&chainId=${evmChain}&asset=ETH&fiat=USD&amount=1.234`)
    expect(badAmount).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(String(badAmount.body.error)).toMatch(/^amount: /)
    expect(await get(`/onramp/quote?provider=harbor&chainId=${evmChain}&asset=ETH&fiat=JPY&amount=100`)).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
    expect(await get(`/onramp/checkout?provider=harbor&chainId=${evmChain}&asset=ETH&fiat=USD&amount=100&address=${buyer}&orderId=x`)).toMatchObject({ status: 400, body: { code: 'INVALID_REQUEST' } })
  })

  it('gives the checkout page; paying with the test card sends exactly the bought ETH from the funded account and completes the order', async () => {
    const orderId = 'order-eth-0001'
    expect(await get(`/onramp/orders/harbor/${orderId}`)).toEqual({ status: 200, body: { id: orderId, status: 'pending' } })
    const url = await checkout('harbor', evmChain, 'ETH', '1530', buyer, orderId)
    expect(url.startsWith(onRamps.standIns[0]!.url)).toBe(true)
    expect(url).not.toContain('sk_test')
    const before = await client().getBalance({ address: buyer })
    const funderBefore = await client().getBalance({ address: onRampEvmFunder().address })
    const fields = await fieldsOf(url)
    expect(await pay(url, '4242 4242 4242 4242', fields)).toContain('data-status="completed"')
    expect(await client().getBalance({ address: buyer })).toBe(before + parseEther('0.5'))
    expect(await client().getBalance({ address: onRampEvmFunder().address })).toBeLessThan(funderBefore - parseEther('0.5'))
    const order = await get(`/onramp/orders/harbor/${orderId}`)
    expect(order.body).toMatchObject({ id: orderId, status: 'completed', chainId: evmChain, asset: 'ETH', address: buyer, cryptoAmount: parseEther('0.5').toString() })
    expect(String(order.body.transactionHash)).toMatch(/^0x[0-9a-f]{64}$/)
    // Paid once: the page shows the outcome, a second payment sends nothing.
    const again = await pay(url, '4242 4242 4242 4242', fields)
    expect(again).toContain('data-status="completed"')
    expect(again).not.toContain('name="card"')
    expect(await client().getBalance({ address: buyer })).toBe(before + parseEther('0.5'))
  })

  it('fails the order on the declined test card and sends nothing', async () => {
    const orderId = 'order-declined-01'
    const url = await checkout('meridian', evmChain, 'ETH', '1522.50', buyer, orderId)
    const before = await client().getBalance({ address: buyer })
    const page = await pay(url, '4000 0000 0000 0002')
    expect(page).toContain('data-status="failed"')
    expect(page).toContain('Your card was declined.')
    expect(await get(`/onramp/orders/meridian/${orderId}`)).toMatchObject({ body: { status: 'failed', failureReason: 'Your card was declined.' } })
    expect(await client().getBalance({ address: buyer })).toBe(before)
  })

  it('buys SOL on the local Solana runtime through Meridian', async () => {
    const receiver = Keypair.generate().publicKey.toBase58()
    const url = await checkout('meridian', solanaChain, 'SOL', '152.25', receiver, 'order-sol-000001')
    expect(await pay(url, '4242424242424242')).toContain('data-status="completed"')
    expect(await new Connection(solana.rpcUrl, 'confirmed').getBalance(new PublicKey(receiver))).toBe(1_000_000_000)
    expect(await get('/onramp/orders/meridian/order-sol-000001')).toMatchObject({ body: { status: 'completed', asset: 'SOL', cryptoAmount: '1000000000' } })
  })

  it('cancels an order from the checkout page', async () => {
    const url = await checkout('harbor', evmChain, 'ETH', '100', buyer, 'order-cancel-01')
    await fetch(new URL('/v1/checkout/cancel', url), { method: 'POST', body: await fieldsOf(url) })
    expect(await get('/onramp/orders/harbor/order-cancel-01')).toMatchObject({ body: { status: 'cancelled' } })
  })
})
