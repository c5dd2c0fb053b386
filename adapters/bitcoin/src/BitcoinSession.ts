import { decode } from '@portico/kernel/extend'
import type { AdapterContext } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as t from 'io-ts'
import { BitcoinWalletAccount } from './BitcoinWalletAccount.ts'
import { toBitcoinAccounts } from './toBitcoinAccounts.ts'
import { walletFeature } from './walletFeature.ts'

const ChangedAccounts = t.readonlyArray(BitcoinWalletAccount, 'the accounts of a change event')

/**
 * One Bitcoin wallet connection: the wallet, the accounts it granted (kept up to date by its
 * `standard:events` changes) and the network the app works on.
 */
export class BitcoinSession {
  readonly connectorId: string
  readonly wallet: Wallet
  accounts: readonly WalletAccount[]
  network: Network
  private stopListening: (() => void) | undefined

  constructor(connectorId: string, wallet: Wallet, accounts: readonly WalletAccount[], network: Network) {
    this.connectorId = connectorId
    this.wallet = wallet
    this.accounts = accounts
    this.network = network
  }

  /** The wallet account of an address; undefined when the connection has no such account. */
  account(address: string): WalletAccount | undefined {
    return this.accounts.find((account) => account.address === address)
  }

  /**
   * Reports the wallet's account changes; no accounts left ends the connection (`onEnd`, then
   * onDisconnect). A change with an account that is not valid Bitcoin is ignored.
   */
  listen(context: AdapterContext, onEnd: () => void): void {
    const events = walletFeature(this.wallet, 'standard:events')
    if (typeof events?.on !== 'function') return
    this.stopListening = events.on('change', ({ accounts }) => {
      if (accounts === undefined) return
      const decoded = decode(ChangedAccounts, accounts)
      if (!decoded.ok) return
      let bitcoinAccounts
      try {
        bitcoinAccounts = toBitcoinAccounts(decoded.value)
      } catch {
        return
      }
      this.accounts = accounts.filter((account) => bitcoinAccounts.some(({ address }) => address === account.address))
      context.onAccountsChanged('bip122', bitcoinAccounts)
      if (bitcoinAccounts.length > 0) return
      onEnd()
      context.onDisconnect('bip122')
    })
  }

  /** Stops reporting the wallet's events. */
  close(): void {
    this.stopListening?.()
    this.stopListening = undefined
  }
}
