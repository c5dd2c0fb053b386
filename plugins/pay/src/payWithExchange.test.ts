import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { getExchanges } from './getExchanges.ts'
import { pay } from './pay.ts'
import { payPlugin } from './payPlugin.ts'
import { pendingExchangeSlot } from './pendingExchangeSlot.ts'
import { pendingPaymentSlot } from './pendingPaymentSlot.ts'
import { testExchangeSource } from './testing/testExchangeSource.ts'
import type { TestExchangeSource } from './testing/testExchangeSource.ts'
import { testPayWallet } from './testing/testPayWallet.ts'
import type { TestPayWallet } from './testing/testPayWallet.ts'

const networks = [{ id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/31337'] } } }]
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const payment = { recipient, amount: 5, paymentAsset: { network: 'eip155:31337', asset: token, metadata: { name: 'Portico Test Token', symbol: 'PTT', decimals: 18 } } }
const hash = `0x${'5'.repeat(64)}`

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

/** A popup as the Pay view opens it on the click. */
function popup() {
  return { location: { href: 'about:blank' }, closed: false, close() {
    this.closed = true
  } }
}

async function start(exchange: TestExchangeSource, before?: (appKit: AppKit) => void): Promise<TestPayWallet> {
  const wallet = testPayWallet({ hold: true })
  appKit = createAppKit({ projectId: 'pay-test', networks, adapters: [wallet.adapter], plugins: [payPlugin({ exchanges: exchange.source })] })
  before?.(appKit)
  await appKit.ready
  return wallet
}

const storeOf = () => appKit!.store.plugins.get('pay')!

describe('paying from an exchange', () => {
  it('lists the exchanges, opens the payment there, and resolves its hash only once the deposit is confirmed on chain', async () => {
    const exchange = testExchangeSource()
    const wallet = await start(exchange)
    const result = pay(payment)
    const store = storeOf()
    await expect.poll(() => store.exchanges.state).toBe('ready')
    expect(getExchanges()).toEqual([{ id: 'cove', name: 'Cove', imageUrl: 'https://cove.example/logo.png' }])
    store.pollMs = 5
    const window = popup()
    await store.payWithExchange('cove', window)
    expect(exchange.opened).toEqual([{ exchangeId: 'cove', params: { network: 'eip155:31337', asset: token, amount: '5', recipient } }])
    expect(window.location.href).toBe('https://cove.example/w/session-1')
    expect(store.phase).toBe('depositing')
    expect(appKit!.store.router.view).toBe('PayLoading')
    expect(appKit!.store.storage.read(pendingExchangeSlot)).toMatchObject({ exchangeId: 'cove', sessionId: 'session-1' })
    // Another exchange payment, or the wallet's, while this one is under way: nothing more is opened or sent.
    const second = popup()
    await store.payWithExchange('cove', second)
    await store.pay()
    expect(second.closed).toBe(true)
    expect(exchange.opened).toHaveLength(1)
    exchange.report({ status: 'IN_PROGRESS' })
    await expect.poll(() => store.exchangePayment?.status).toBe('IN_PROGRESS')
    exchange.report({ status: 'SUCCESS', txHash: hash })
    // Sent by the exchange, not yet confirmed: pending, not paid.
    await expect.poll(() => store.phase).toBe('pending')
    expect(store.result).toBeUndefined()
    expect(appKit!.store.storage.read(pendingExchangeSlot)).toBeUndefined()
    expect(appKit!.store.storage.read(pendingPaymentSlot)?.hash).toBe(hash)
    wallet.confirm()
    await expect(result).resolves.toEqual({ success: true, result: hash })
    expect(wallet.sent).toEqual([])
    expect(appKit!.store.storage.read(pendingPaymentSlot)).toBeUndefined()
  })

  it('resolves as not paid when the exchange reports the withdrawal failed', async () => {
    const exchange = testExchangeSource()
    await start(exchange)
    const result = pay(payment)
    const store = storeOf()
    await expect.poll(() => store.exchanges.state).toBe('ready')
    store.pollMs = 5
    await store.payWithExchange('cove', popup())
    exchange.report({ status: 'FAILED' })
    await expect(result).resolves.toEqual({ success: false, error: 'The payment from the exchange failed' })
    expect(store.failure).toBe('pay.error.exchange')
    expect(appKit!.store.storage.read(pendingExchangeSlot)).toBeUndefined()
  })

  it('gives up a payment the exchange has not started: resolves cancelled, shows Pay again, and a new one can be opened', async () => {
    const exchange = testExchangeSource()
    await start(exchange)
    const result = pay(payment)
    const store = storeOf()
    await expect.poll(() => store.exchanges.state).toBe('ready')
    await store.payWithExchange('cove', popup())
    await expect.poll(() => store.exchangePayment?.status).toBe('UNKNOWN')
    store.abandonExchange()
    await expect(result).resolves.toEqual({ success: false, error: 'The payment was cancelled' })
    expect(store.phase).toBe('ready')
    expect(appKit!.store.router.view).toBe('Pay')
    expect(appKit!.store.storage.read(pendingExchangeSlot)).toBeUndefined()
    await store.payWithExchange('cove', popup())
    expect(exchange.opened).toHaveLength(2)
  })

  it('does not give up a payment the exchange is withdrawing', async () => {
    const exchange = testExchangeSource()
    await start(exchange)
    void pay(payment)
    const store = storeOf()
    await expect.poll(() => store.exchanges.state).toBe('ready')
    store.pollMs = 5
    await store.payWithExchange('cove', popup())
    exchange.report({ status: 'IN_PROGRESS' })
    await expect.poll(() => store.exchangePayment?.status).toBe('IN_PROGRESS')
    store.abandonExchange()
    expect(store.phase).toBe('depositing')
    expect(appKit!.store.storage.read(pendingExchangeSlot)).toBeDefined()
  })

  it('does not open an exchange page that is not safe, and closes the popup', async () => {
    const exchange = testExchangeSource({ url: 'javascript:alert(1)' })
    await start(exchange)
    const result = pay(payment)
    const store = storeOf()
    await expect.poll(() => store.exchanges.state).toBe('ready')
    const window = popup()
    await store.payWithExchange('cove', window)
    expect(window.closed).toBe(true)
    expect(window.location.href).toBe('about:blank')
    expect(store.failure).toBe('pay.error.exchangeUnavailable')
    await expect(result).resolves.toMatchObject({ success: false })
  })

  it('follows a payment opened at an exchange before a reload: PayLoading, then confirmed on chain', async () => {
    const exchange = testExchangeSource()
    exchange.report({ status: 'SUCCESS', txHash: hash })
    const wallet = await start(exchange, (instance) =>
      instance.store.storage.write(pendingExchangeSlot, { exchangeId: 'cove', exchangeName: 'Cove', sessionId: 'session-9', url: 'https://cove.example/w/session-9', ...payment }),
    )
    const store = storeOf()
    await expect.poll(() => appKit!.store.router.view).toBe('PayLoading')
    await expect.poll(() => store.phase).toBe('pending')
    wallet.confirm()
    await expect.poll(() => store.phase).toBe('success')
    expect(store.result).toBe(hash)
    expect(exchange.opened).toEqual([])
    expect(appKit!.store.storage.read(pendingExchangeSlot)).toBeUndefined()
  })

  it('forgets a payment opened before a reload on a network the host no longer has, as not confirmed, and opens nothing', async () => {
    const exchange = testExchangeSource()
    await start(exchange, (instance) =>
      instance.store.storage.write(pendingExchangeSlot, {
        exchangeId: 'cove',
        exchangeName: 'Cove',
        sessionId: 'session-9',
        url: 'https://cove.example/w/session-9',
        ...payment,
        paymentAsset: { ...payment.paymentAsset, network: 'eip155:8453' },
      }),
    )
    const store = storeOf()
    expect(store.phase).toBe('failed')
    expect(store.failure).toBe('pay.error.unconfirmed')
    expect(appKit!.store.storage.read(pendingExchangeSlot)).toBeUndefined()
    expect(exchange.opened).toEqual([])
  })
})
