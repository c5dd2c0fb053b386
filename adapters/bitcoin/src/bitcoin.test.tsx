import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { bitcoin } from './bitcoin.ts'
import { bitcoinMainnet } from './networks/bitcoinMainnet.ts'
import { bitcoinRecordingContext } from './testing/bitcoinRecordingContext.ts'
import { bitcoinTestWallet } from './testing/bitcoinTestWallet.ts'

type RegisterApi = { register: (...wallets: Wallet[]) => () => void }

describe('bitcoin()', () => {
  it('is a plain chain definition of the bip122 namespace', () => {
    const { load, discover, ...rest } = bitcoin()
    expect(rest).toEqual({ kind: 'chain', id: 'bitcoin', namespace: 'bip122' })
    expect(typeof load).toBe('function')
    expect(typeof discover).toBe('function')
  })

  it('loads an adapter that offers a wallet registered in the page, tells the kernel, and connects through it', async () => {
    const context = bitcoinRecordingContext([bitcoinMainnet])
    const adapter = await bitcoin().load(context)
    const test = bitcoinTestWallet({ name: 'Page Bitcoin Wallet' })
    window.dispatchEvent(new CustomEvent<(api: RegisterApi) => void>('wallet-standard:register-wallet', { detail: (api) => api.register(test.wallet) }))
    expect(context.events).toEqual(['connectors'])
    expect(adapter.getConnectors().find(({ id }) => id === 'page-bitcoin-wallet')?.type).toBe('ANNOUNCED')
    const { accounts } = await adapter.connect('page-bitcoin-wallet')
    expect(accounts[0]?.address).toBe(test.address)
    adapter.destroy?.()
  })
})
