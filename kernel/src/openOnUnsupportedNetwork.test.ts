import { runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { createAppKit } from './createAppKit.ts'

const ethereum = { id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
const account = { namespace: 'eip155' as const, address: '0x0000000000000000000000000000000000000001', type: 'eoa' as const }

function connectedOn(options: { allowUnsupportedChain?: boolean; enableNetworkSwitch?: boolean }) {
  const appKit = createAppKit({ projectId: 'test', networks: [ethereum], adapters: [], ...options })
  runInAction(() => {
    appKit.store.connections.setConnected('eip155', { accounts: [account], caipNetworkId: 'eip155:1', connectorId: 'test' })
    appKit.store.networks.setActive('eip155', 'eip155:1')
  })
  return appKit
}

describe('UnsupportedChain opens by itself (SPEC §2)', () => {
  it('when the wallet moves to a network the app does not support', () => {
    const appKit = connectedOn({})
    expect(appKit.store.modal.open).toBe(false)
    runInAction(() => appKit.store.networks.setActive('eip155', 'eip155:56'))
    expect(appKit.store.modal.open).toBe(true)
    expect(appKit.store.router.view).toBe('UnsupportedChain')
    appKit.destroy()
  })

  it('not when unsupported networks are allowed', () => {
    const appKit = connectedOn({ allowUnsupportedChain: true })
    runInAction(() => appKit.store.networks.setActive('eip155', 'eip155:56'))
    expect(appKit.store.modal.open).toBe(false)
    appKit.destroy()
  })

  it('not when network switching is off', () => {
    const appKit = connectedOn({ enableNetworkSwitch: false })
    runInAction(() => appKit.store.networks.setActive('eip155', 'eip155:56'))
    expect(appKit.store.modal.open).toBe(false)
    appKit.destroy()
  })
})
