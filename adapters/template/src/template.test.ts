import { createAppKit } from '@portico/kernel'
import { describe, expect, it } from 'vitest'
import { template } from './template.ts'
import { polkadotTestNetwork } from './testing/polkadotTestNetwork.ts'
import { templateTestWallet } from './testing/templateTestWallet.ts'

describe('template()', () => {
  it('is a plain chain definition of the polkadot namespace', () => {
    const { load, ...rest } = template({ connector: { id: 'test-wallet', name: 'Test Wallet', wallet: templateTestWallet().wallet } })
    expect(rest).toEqual({ kind: 'chain', id: 'template', namespace: 'polkadot' })
    expect(typeof load).toBe('function')
  })

  it('connects through the kernel: the connection store holds the polkadot account and network', async () => {
    const test = templateTestWallet()
    const appKit = createAppKit({
      projectId: 'template',
      networks: [polkadotTestNetwork],
      adapters: [template({ connector: { id: 'test-wallet', name: 'Test Wallet', wallet: test.wallet } })],
    })
    await appKit.store.adapters.connect('test-wallet')
    expect(appKit.store.connections.activeCaipAddress).toBe(`${polkadotTestNetwork.caipNetworkId}:${test.address}`)
    appKit.destroy()
  })
})
