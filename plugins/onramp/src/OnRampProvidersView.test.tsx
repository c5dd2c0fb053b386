import { act, screen } from '@testing-library/react'
import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { onramp } from './onramp.ts'
import type { OnRampProvider } from './OnRampProvider.ts'

const networks = [{ id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }]

/** An in-memory on-ramp: one provider on Ethereum, quoting 0.5 ETH for any amount. */
const provider: OnRampProvider = {
  providers: (chainId) =>
    Promise.resolve([
      {
        id: 'harbor',
        name: 'Harbor Ramp',
        logoUrl: 'javascript:alert(1)',
        feeRange: { min: 1, max: 2 },
        namespaces: ['eip155'],
        paymentMethods: ['card'],
        fiatCurrencies: ['USD'],
        chains: [chainId],
        assets: [{ chainId, symbol: 'ETH', name: 'Ether', decimals: 18 }],
      },
    ]),
  quote: (request) =>
    Promise.resolve({ ...request, fiatCurrency: 'USD', feeAmount: '2', cryptoAmount: '500000000000000000', decimals: 18 }),
  checkout: () => Promise.resolve('https://ramp.invalid/checkout'),
  order: (_provider, id) => Promise.resolve({ id, status: 'pending' }),
}

let appKit: AppKit

afterEach(() => {
  appKit.destroy()
  localStorage.clear()
})

describe('open({ view: "OnRampProviders" })', () => {
  it('opens the providers view, each provider quoted; an unsafe logo is not shown', async () => {
    appKit = createAppKit({ projectId: 'test', networks, plugins: [onramp({ provider, timeZone: 'Europe/Paris' })] })
    await appKit.ready
    await act(() => appKit.open({ view: 'OnRampProviders' }))
    expect(appKit.store.router.view).toBe('OnRampProviders')
    const row = await screen.findByRole('button', { name: /Buy with Harbor Ramp.*You get 0\.500 ETH · Fee 2\.00 USD/ }, { timeout: 15_000 })
    expect(row.textContent).toContain('Fees 1–2 % · EVM · Card')
    expect(document.querySelector('img[src^="javascript:"]')).toBeNull()
  }, 30_000)

  it('says why in a restricted time zone (Asia/Hong_Kong), and lists nothing', async () => {
    appKit = createAppKit({ projectId: 'test', networks, plugins: [onramp({ provider, timeZone: 'Asia/Hong_Kong' })] })
    await appKit.ready
    await act(() => appKit.open({ view: 'OnRampProviders' }))
    await screen.findByText(/Buying crypto is not available in your region\./, undefined, { timeout: 15_000 })
    expect(screen.getByText(/do not serve your time zone \(Asia\/Hong_Kong\)/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Buy with/ })).toBeNull()
  })
})

describe('the BuyInProgress view', () => {
  it('shows the amounts with 3 decimals and fiat with 2, and once the funds arrived a final title', async () => {
    appKit = createAppKit({ projectId: 'test', networks, plugins: [onramp({ provider, timeZone: 'Europe/Paris' })] })
    await appKit.ready
    await act(() => appKit.open({ view: 'OnRampProviders' }))
    const store = appKit.store.plugins.get('onramp')
    if (!store) throw new Error('no on-ramp store')
    const info = (await provider.providers('eip155:1'))[0]
    if (!info) throw new Error('no provider')
    const quote = { provider: 'harbor', chainId: 'eip155:1', asset: 'ETH', fiatCurrency: 'USD', fiatAmount: '100', feeAmount: '2', paymentMethod: 'card', cryptoAmount: '32676666666666666', decimals: 18 }
    act(() => store.setPurchase({ provider: info, quote, orderId: 'order-1', state: 'processing', popupBlocked: false }))
    act(() => appKit.store.router.push('BuyInProgress'))
    await screen.findByRole('heading', { name: 'Buy in Progress' }, { timeout: 15_000 })
    await screen.findByText('100.00 USD for 0.033 ETH', undefined, { timeout: 15_000 })
    act(() => store.setPurchase({ provider: info, quote, orderId: 'order-1', state: 'completed', popupBlocked: false }))
    await screen.findByRole('heading', { name: 'Purchase Complete' })
    expect(screen.getByText('0.033 ETH arrived in your wallet.')).toBeTruthy()
  }, 30_000)
})
