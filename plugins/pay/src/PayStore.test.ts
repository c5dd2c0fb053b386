import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { pay } from './pay.ts'
import { payPlugin } from './payPlugin.ts'
import { pendingPaymentSlot } from './pendingPaymentSlot.ts'
import { testPayWallet } from './testing/testPayWallet.ts'
import type { TestPayWallet, TestPayWalletOptions } from './testing/testPayWallet.ts'

const networks = [
  { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/1'] } } },
  { id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/31337'] } } },
]
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955'
const payment = { recipient, amount: 5, paymentAsset: { network: 'eip155:31337', asset: token, metadata: { name: 'Portico Test Token', symbol: 'PTT', decimals: 18 } } }

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

async function start(options: TestPayWalletOptions = {}, before?: (appKit: AppKit) => void): Promise<TestPayWallet> {
  const wallet = testPayWallet(options)
  appKit = createAppKit({ projectId: 'pay-test', networks, adapters: [wallet.adapter], plugins: [payPlugin()] })
  before?.(appKit)
  await appKit.ready
  return wallet
}

/** Waits until Pay shows, then presses Pay as the view does. */
async function pressPay(): Promise<void> {
  const store = appKit!.store.plugins.get('pay')!
  await expect.poll(() => store.phase).toBe('ready')
  void store.pay()
}

describe('pay()', () => {
  it('switches to the asset network, sends an ERC-20 transfer of exactly the amount, and resolves its hash only once confirmed', async () => {
    const wallet = await start({ hold: true })
    await appKit!.store.adapters.connect('harbor')
    expect(appKit!.store.networks.active?.caipNetworkId).toBe('eip155:1')
    const result = pay(payment)
    await pressPay()
    const store = appKit!.store.plugins.get('pay')!
    await expect.poll(() => store.phase).toBe('pending')
    expect(wallet.switched).toEqual(['eip155:31337'])
    expect(wallet.sent).toEqual([{ to: recipient, value: 5n * 10n ** 18n, token }])
    expect(appKit!.store.storage.read(pendingPaymentSlot)?.hash).toBe(store.hash)
    expect(store.result).toBeUndefined()
    // Pay again while it is pending: nothing more is sent.
    await store.pay()
    wallet.confirm()
    await expect(result).resolves.toEqual({ success: true, result: `0x${'1'.padStart(64, '0')}` })
    expect(wallet.sent).toHaveLength(1)
    expect(appKit!.store.storage.read(pendingPaymentSlot)).toBeUndefined()
  })

  it('resolves as cancelled with nothing sent when the wallet declines', async () => {
    const wallet = await start({ answer: 'decline' })
    await appKit!.store.adapters.connect('harbor')
    const result = pay(payment)
    await pressPay()
    await expect(result).resolves.toEqual({ success: false, error: 'The payment was declined in the wallet' })
    expect(wallet.sent).toEqual([])
    expect(appKit!.store.plugins.get('pay')?.failure).toBe('pay.error.declined')
  })

  it('reports a payment that reverted on chain as failed, never paid', async () => {
    await start({ outcome: 'reverted' })
    await appKit!.store.adapters.connect('harbor')
    const result = pay(payment)
    await pressPay()
    await expect(result).resolves.toEqual({ success: false, error: 'The payment reverted on chain' })
    expect(appKit!.store.storage.read(pendingPaymentSlot)).toBeUndefined()
  })

  it('resolves as cancelled when the modal closes before paying', async () => {
    await start()
    const result = pay(payment)
    await expect.poll(() => appKit!.store.modal.open).toBe(true)
    appKit!.close()
    await expect(result).resolves.toEqual({ success: false, error: 'The payment was cancelled' })
  })

  it('without a connection, Connect wallet shows Connect and comes back to Pay once connected', async () => {
    await start()
    const store = appKit!.store.plugins.get('pay')!
    store.begin(payment)
    appKit!.store.router.reset('Pay')
    expect(store.state).toBe('disconnected')
    store.connect()
    expect(appKit!.store.router.view).toBe('Connect')
    await appKit!.store.adapters.connect('harbor')
    // What the Connect view does on success: Account.
    appKit!.store.router.reset('Account')
    expect(appKit!.store.router.view).toBe('Pay')
    expect(store.state).toBe('wrongNetwork')
  })

  it('rejects options naming the wrong field', async () => {
    await start()
    await expect(pay({ ...payment, recipient: 'nobody' })).rejects.toThrow('recipient: expected an address on eip155:31337')
    await expect(pay({ ...payment, amount: -1 })).rejects.toThrow('amount: expected a positive number')
    await expect(pay({ ...payment, paymentAsset: { ...payment.paymentAsset, network: 'eip155:8453' } })).rejects.toThrow('paymentAsset.network')
  })
})

describe('a payment sent before a reload', () => {
  it('is tracked again from storage, opens on PayLoading, is never sent again and ends confirmed', async () => {
    const hash = `0x${'7'.repeat(64)}`
    const wallet = await start({ hold: true }, (instance) => instance.store.storage.write(pendingPaymentSlot, { hash, ...payment }))
    const store = appKit!.store.plugins.get('pay')!
    expect(store.phase).toBe('pending')
    expect(store.hash).toBe(hash)
    await expect.poll(() => appKit!.store.router.view).toBe('PayLoading')
    await expect.poll(() => store.phase).toBe('pending')
    wallet.confirm()
    await expect.poll(() => store.phase).toBe('success')
    expect(store.result).toBe(hash)
    expect(wallet.sent).toEqual([])
    expect(appKit!.store.storage.read(pendingPaymentSlot)).toBeUndefined()
  })
})
