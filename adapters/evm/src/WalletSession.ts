import type { Account } from '@portico/kernel'
import type { AdapterContext } from '@portico/kernel/extend'
import { createClient, custom } from 'viem'
import type { Client } from 'viem'
import type { Eip1193Listener, Eip1193Provider } from './Eip1193Provider.ts'
import type { EvmWalletProviderEvents } from './EvmWalletProviderEvents.ts'
import { readChainId } from './readChainId.ts'
import { toEvmAccounts } from './toEvmAccounts.ts'

// MetaMask emits `disconnect` with 1013 while it reconnects to another chain: not an end.
const reconnectingCode = 1013

/**
 * One wallet connection: the connector's provider behind a bare viem client (no retries: a
 * wallet request may prompt the user; actions are imported one by one, so only those used are
 * bundled), and the wallet's events reported to the kernel.
 */
export class WalletSession {
  readonly connectorId: string
  readonly provider: Eip1193Provider
  readonly client: Client
  /** The accounts the wallet gave, kept up to date by its accountsChanged events. */
  accounts: Account[] = []
  private readonly listeners: [string, Eip1193Listener][] = []

  constructor(connectorId: string, provider: Eip1193Provider) {
    this.connectorId = connectorId
    this.provider = provider
    this.client = createClient({ transport: custom(provider, { retryCount: 0 }) })
  }

  /**
   * Reports the wallet's accountsChanged, chainChanged and disconnect events to the kernel and to
   * the host's wallet provider; `onEnd` runs when it ends the connection.
   */
  listen(context: AdapterContext, host: EvmWalletProviderEvents, onEnd: () => void): void {
    this.on('accountsChanged', (payload) => {
      const accounts = toEvmAccounts(payload)
      if (!accounts) return
      this.accounts = accounts
      if (accounts.length === 0) onEnd()
      context.onAccountsChanged('eip155', accounts)
      host.accountsChanged(accounts.map((account) => account.address))
      if (accounts.length === 0) host.disconnect()
    })
    this.on('chainChanged', (payload) => {
      const chainId = readChainId(payload)
      if (chainId === undefined) return
      context.onNetworkChanged('eip155', `eip155:${chainId}`)
      host.chainChanged(chainId)
    })
    this.on('disconnect', (payload) => {
      if ((payload as { code?: unknown } | undefined)?.code === reconnectingCode) return
      onEnd()
      context.onDisconnect('eip155')
      host.disconnect()
    })
  }

  /** Stops reporting the wallet's events. */
  close(): void {
    for (const [event, listener] of this.listeners.splice(0)) this.provider.removeListener?.(event, listener)
  }

  private on(event: string, listener: Eip1193Listener): void {
    if (!this.provider.on) return
    this.provider.on(event, listener)
    this.listeners.push([event, listener])
  }
}
