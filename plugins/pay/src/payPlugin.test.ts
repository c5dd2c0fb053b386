import { createAppKit } from '@portico/kernel'
import type { AppKit } from '@portico/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { PayError } from './errors.ts'
import { openPay } from './openPay.ts'
import { payPlugin } from './payPlugin.ts'

const networks = [{ id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545/31337'] } } }]
const payment = { recipient: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', amount: 1, paymentAsset: { network: 'eip155:31337', asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } } }

let appKit: AppKit | undefined
afterEach(() => appKit?.destroy())

describe('payPlugin', () => {
  it('SPEC §2: Pay loads by its feature flag: on by default, left out with features.pay false', async () => {
    appKit = createAppKit({ projectId: 'pay-flag', networks, plugins: [payPlugin()] })
    await appKit.ready
    expect(appKit.store.plugins.get('pay')).toBeDefined()
    appKit.destroy()

    appKit = createAppKit({ projectId: 'pay-flag', networks, features: { pay: false }, plugins: [payPlugin()] })
    await appKit.ready
    expect(appKit.store.plugins.get('pay')).toBeUndefined()
    const refused = await openPay(payment).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PayError)
    expect((refused as PayError).code).toBe('PAY_NOT_SET_UP')
  })
})
