import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { WalletStandardDirectory } from '@portico/wallet-standard'
import { isBitcoinWallet } from './isBitcoinWallet.ts'
import { bitcoinTestWallet } from './testing/bitcoinTestWallet.ts'

const directoryOf = (hostWallets: readonly unknown[], onChange: () => void) =>
  new WalletStandardDirectory({ namespace: 'bip122', accepts: isBitcoinWallet, hostWallets, onChange })

type RegisterApi = { register: (...wallets: Wallet[]) => () => void }

const registerThroughWindow = (...wallets: Wallet[]): (() => void) => {
  let unregister: () => void = () => undefined
  window.dispatchEvent(new CustomEvent<(api: RegisterApi) => void>('wallet-standard:register-wallet', { detail: (api) => (unregister = api.register(...wallets)) }))
  return unregister
}

describe('The Bitcoin wallet directory in a page (Wallet Standard window events)', () => {
  it('takes a wallet that was waiting for the app and one that registers later, and drops an unregistered one', () => {
    const early = bitcoinTestWallet({ name: 'Early Bitcoin' }).wallet
    const late = bitcoinTestWallet({ name: 'Late Bitcoin' }).wallet
    window.addEventListener('wallet-standard:app-ready', (event) => (event as CustomEvent<RegisterApi>).detail.register(early), { once: true })
    let changes = 0
    const directory = directoryOf([], () => (changes += 1))
    directory.discover()
    expect(directory.connectors().map(({ id, type }) => `${type} ${id}`)).toEqual(['ANNOUNCED early-bitcoin'])
    expect(changes).toBe(0)
    const unregister = registerThroughWindow(late)
    expect(directory.connectors().map(({ id }) => id)).toEqual(['early-bitcoin', 'late-bitcoin'])
    expect(changes).toBe(1)
    expect(directory.wallet('late-bitcoin')).toBe(late)
    unregister()
    expect(directory.connectors().map(({ id }) => id)).toEqual(['early-bitcoin'])
    expect(changes).toBe(2)
    directory.stop()
  })

  it('leaves out wallets without bitcoin:connect or a bitcoin: chain', () => {
    const { wallet } = bitcoinTestWallet({ name: 'Solana Only' })
    const solanaOnly: Wallet = { ...wallet, chains: ['solana:mainnet'] }
    const noConnect: Wallet = { ...bitcoinTestWallet({ name: 'No Connect' }).wallet, features: {} }
    registerThroughWindow(solanaOnly, noConnect)
    const directory = directoryOf([noConnect], () => undefined)
    directory.discover()
    expect(directory.connectors().map(({ id }) => id)).not.toContain('solana-only')
    expect(directory.connectors().map(({ id }) => id)).not.toContain('no-connect')
    directory.stop()
  })

  it("a host wallet is EXTERNAL and wins over the same wallet registered, and over another with the host's id", () => {
    const hosted = bitcoinTestWallet({ name: 'Shared Bitcoin' }).wallet
    const namesake = bitcoinTestWallet({ name: 'Shared Bitcoin' }).wallet
    registerThroughWindow(hosted, namesake)
    const directory = directoryOf([hosted, { not: 'a wallet' }], () => undefined)
    directory.discover()
    expect(directory.connectors().filter(({ name }) => name === 'Shared Bitcoin')).toEqual([
      { id: 'shared-bitcoin', type: 'EXTERNAL', name: 'Shared Bitcoin', namespaces: ['bip122'], imageUrl: hosted.icon },
    ])
    expect(directory.wallet('shared-bitcoin')).toBe(hosted)
    directory.stop()
  })

  it('leaves out an icon that is not a safe image url', () => {
    const wallet: Wallet = { ...bitcoinTestWallet({ name: 'Scripted' }).wallet, icon: 'javascript:alert(1)' as Wallet['icon'] }
    const directory = directoryOf([wallet], () => undefined)
    expect(directory.connectors()).toEqual([{ id: 'scripted', type: 'EXTERNAL', name: 'Scripted', namespaces: ['bip122'] }])
  })
})
