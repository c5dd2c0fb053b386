import type { AdapterContext } from '@portico/kernel/extend'
import type { Network } from '@portico/kernel'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaWalletProviderEvents } from './SolanaWalletProviderEvents.ts'
import { toSolanaAccounts } from './toSolanaAccounts.ts'
import { walletFeature } from './walletFeature.ts'

/**
 * One Solana wallet connection: the wallet, the accounts it granted (kept up to date by its
 * `standard:events` changes) and the network the app works on (Solana wallets have no current
 * chain of their own: the app picks it).
 */
export class SolanaSession {
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

  /** The wallet account of an address, or the first one when no address is given. */
  account(address?: string): WalletAccount | undefined {
    return address === undefined ? this.accounts[0] : this.accounts.find((account) => account.address === address)
  }

  /**
   * Reports the wallet's account changes to the kernel and to the host's wallet provider; no
   * accounts left ends the connection (`onEnd`, then onDisconnect).
   */
  listen(context: AdapterContext, host: SolanaWalletProviderEvents, onEnd: () => void): void {
    const events = walletFeature(this.wallet, 'standard:events')
    if (typeof events?.on !== 'function') return
    this.stopListening = events.on('change', ({ accounts }) => {
      if (accounts === undefined) return
      const solanaAccounts = toSolanaAccounts(accounts)
      this.accounts = accounts.filter((account) => solanaAccounts.some(({ address }) => address === account.address))
      context.onAccountsChanged('solana', solanaAccounts)
      const [first] = solanaAccounts
      if (first) {
        host.accountsChanged(first.address)
        return
      }
      onEnd()
      context.onDisconnect('solana')
      host.disconnect()
    })
  }

  /** Stops reporting the wallet's events. */
  close(): void {
    this.stopListening?.()
    this.stopListening = undefined
  }
}
