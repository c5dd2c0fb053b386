import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { payPlugin } from '../payPlugin.ts'
import { testPayWallet } from '../testing/testPayWallet.ts'
import type { TestPayWalletOptions } from '../testing/testPayWallet.ts'
import { usePay } from './usePay.ts'

const networks = [{ id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]
const payment = { recipient: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', amount: 0.5, paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } } }

let appKit: AppKit | undefined
afterEach(() => {
  cleanup()
  appKit?.destroy()
})

async function start(options: TestPayWalletOptions = {}) {
  const wallet = testPayWallet(options)
  appKit = createAppKit({ projectId: 'pay-hook', networks, adapters: [wallet.adapter], plugins: [payPlugin()] })
  await appKit.ready
  await appKit.store.adapters.connect('harbor')
  return { wallet, store: appKit.store.plugins.get('pay')! }
}

describe('usePay', () => {
  it('is pending while the payment waits for its confirmation, then succeeds with its hash, calling onSuccess once', async () => {
    const { wallet, store } = await start({ hold: true })
    const onSuccess = vi.fn()
    const { result } = renderHook(() => usePay({ onSuccess }))
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, isError: false, data: null, error: null })
    act(() => store.begin(payment))
    await act(async () => {
      void store.pay()
      await Promise.resolve()
    })
    await waitFor(() => expect(result.current.isPending).toBe(true))
    expect(wallet.sent).toEqual([{ to: payment.recipient, value: 5n * 10n ** 17n }])
    act(() => wallet.confirm())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current).toMatchObject({ isPending: false, isError: false, data: `0x${'1'.padStart(64, '0')}` })
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(`0x${'1'.padStart(64, '0')}`)
  })

  it('reports a decline as an error, calling onError', async () => {
    const { store } = await start({ answer: 'decline' })
    const onError = vi.fn()
    const { result } = renderHook(() => usePay({ onError }))
    act(() => store.begin(payment))
    await act(async () => {
      await store.pay()
    })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBe('The payment was declined in the wallet')
    expect(onError).toHaveBeenCalledExactlyOnceWith('The payment was declined in the wallet')
  })
})
