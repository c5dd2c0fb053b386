import type { ProviderEvents } from '@portico/kernel/extend'
import { numberToHex } from 'viem'
import { NotConnectedError } from './errors.ts'

/**
 * What the host's EVM wallet provider tells its listeners, from what the adapter saw: `connect`
 * when a connection starts, `accountsChanged` and `chainChanged` when what was last reported
 * changes (never twice for the same list or chain), `disconnect` (code 4900) when it ends.
 */
export class EvmWalletProviderEvents {
  private readonly events: ProviderEvents
  private connected = false
  private reportedAccounts: readonly string[] = []
  private reportedChainId: number | undefined

  constructor(events: ProviderEvents) {
    this.events = events
  }

  /** A connect or reconnect succeeded: `connect` unless already connected, then the accounts and the chain. */
  connect(addresses: readonly string[], chainId: number): void {
    if (!this.connected) {
      this.connected = true
      this.events.emit('connect', { chainId: numberToHex(chainId) })
    }
    this.accountsChanged(addresses)
    this.chainChanged(chainId)
  }

  /** The connection's accounts are now these. */
  accountsChanged(addresses: readonly string[]): void {
    if (addresses.length === this.reportedAccounts.length && addresses.every((address, index) => address === this.reportedAccounts[index])) return
    this.reportedAccounts = [...addresses]
    this.events.emit('accountsChanged', [...addresses])
  }

  /** The connection is now on this chain. */
  chainChanged(chainId: number): void {
    if (chainId === this.reportedChainId) return
    this.reportedChainId = chainId
    this.events.emit('chainChanged', numberToHex(chainId))
  }

  /** The connection ended: `disconnect` (4900), then no accounts. */
  disconnect(): void {
    if (this.connected) {
      this.connected = false
      this.events.emit('disconnect', new NotConnectedError())
    }
    this.reportedChainId = undefined
    this.accountsChanged([])
  }
}
