import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { WalletStandardDirectory } from '@portico/wallet-standard'
import { isSolanaWallet } from './isSolanaWallet.ts'
import { solanaTestWallet } from './testing/solanaTestWallet.ts'

const directoryOf = (hostWallets: readonly unknown[], onChange: () => void) =>
  new WalletStandardDirectory({ namespace: 'solana', accepts: isSolanaWallet, hostWallets, onChange })

type RegisterApi = { register: (...wallets: Wallet[]) => () => void }

describe('The Solana wallet directory in a page (Wallet Standard window events)', () => {
  it('takes a wallet that was waiting for the app, and one that registers later, with one change each after the first read', () => {
    const early = solanaTestWallet({ name: 'Early Wallet' }).wallet
    const late = solanaTestWallet({ name: 'Late Wallet' }).wallet
    window.addEventListener('wallet-standard:app-ready', (event) => (event as CustomEvent<RegisterApi>).detail.register(early), { once: true })
    let changes = 0
    const directory = directoryOf([], () => (changes += 1))
    directory.discover()
    expect(directory.connectors().map(({ id, type }) => `${type} ${id}`)).toEqual(['ANNOUNCED early-wallet'])
    expect(changes).toBe(0)
    window.dispatchEvent(new CustomEvent<(api: RegisterApi) => void>('wallet-standard:register-wallet', { detail: (api) => api.register(late) }))
    expect(directory.connectors().map(({ id }) => id)).toEqual(['early-wallet', 'late-wallet'])
    expect(changes).toBe(1)
    expect(directory.wallet('late-wallet')).toBe(late)
    directory.stop()
  })

  it("a host wallet wins over the same wallet registered, and over another with the host's id", () => {
    const hosted = solanaTestWallet({ name: 'Shared' }).wallet
    const namesake = solanaTestWallet({ name: 'Shared' }).wallet
    window.dispatchEvent(new CustomEvent<(api: RegisterApi) => void>('wallet-standard:register-wallet', { detail: (api) => api.register(hosted, namesake) }))
    const directory = directoryOf([hosted, { not: 'a wallet' }], () => undefined)
    directory.discover()
    expect(directory.connectors().filter(({ name }) => name === 'Shared')).toEqual([
      { id: 'shared', type: 'EXTERNAL', name: 'Shared', namespaces: ['solana'], imageUrl: hosted.icon },
    ])
    expect(directory.wallet('shared')).toBe(hosted)
    directory.stop()
  })
})
