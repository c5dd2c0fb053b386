import type { ProviderEvents } from '@portico/kernel/extend'
import { PublicKey } from '@solana/web3.js'

/**
 * What the host's Solana wallet provider tells its listeners, from what the adapter saw:
 * `connect` (the account's PublicKey) when a connection starts, `accountsChanged` (the new
 * account's PublicKey) when the connection's account is another one than last reported, and
 * `disconnect` (no payload) when it ends.
 */
export class SolanaWalletProviderEvents {
  private readonly events: ProviderEvents
  private reportedAddress: string | undefined

  constructor(events: ProviderEvents) {
    this.events = events
  }

  /** A connect or reconnect succeeded with this account. */
  connect(address: string): void {
    if (this.reportedAddress === undefined) {
      this.reportedAddress = address
      this.events.emit('connect', new PublicKey(address))
      return
    }
    this.accountsChanged(address)
  }

  /** The connection's account is now this one. */
  accountsChanged(address: string): void {
    if (this.reportedAddress === undefined || address === this.reportedAddress) return
    this.reportedAddress = address
    this.events.emit('accountsChanged', new PublicKey(address))
  }

  /** The connection ended. */
  disconnect(): void {
    if (this.reportedAddress === undefined) return
    this.reportedAddress = undefined
    this.events.emit('disconnect', undefined)
  }
}
