import { ProviderEvents } from '@portico/kernel/extend'
import type { Logger } from '@portico/kernel/extend'
import type { ProviderListener } from '@portico/kernel/extend'
import { accountsOn } from './accountsOn.ts'
import { ChainDisconnectedError, NotConnectedError } from './errors.ts'
import type { SessionAccess } from './SessionAccess.ts'

// The universal provider answers these itself (from the session, or by asking the wallet); any other unapproved method is a read for the chain's RPC.
const answeredByUniversalProvider = new Set(['wallet_switchEthereumChain', 'wallet_getCapabilities', 'wallet_getCallsStatus'])

/**
 * The EIP-1193 provider the EVM adapter drives over a WalletConnect session: requests go on the
 * session's current eip155 chain; `eth_accounts`, `eth_requestAccounts` and `eth_chainId` are
 * answered from the session; `wallet_switchEthereumChain` moves the current chain (the wallet is
 * asked when the chain was not approved); the adapter emits `accountsChanged`, `chainChanged`
 * and `disconnect` through `events`.
 */
export class Eip155SessionProvider {
  readonly events: ProviderEvents
  private readonly session: SessionAccess

  constructor(session: SessionAccess, logger?: Logger) {
    this.events = new ProviderEvents('WalletConnect', logger)
    this.session = session
  }

  /** EIP-1193 `request`. */
  async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const approved = this.session.approved('eip155')
    const chain = this.session.currentChain('eip155')
    if (!approved || chain === undefined) throw new NotConnectedError()
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return accountsOn(approved.accounts, chain)
      case 'eth_chainId':
        return `0x${BigInt(chain.slice('eip155:'.length)).toString(16)}`
      case 'wallet_revokePermissions':
        // The session serves other namespaces too: the kernel ends it once none uses it.
        return null
    }
    if (!approved.methods.includes(method) && !answeredByUniversalProvider.has(method) && !this.session.hasRpc(chain)) {
      throw new ChainDisconnectedError(`${method} on ${chain}: no RPC url is configured for it`)
    }
    return this.session.request(params === undefined ? { method } : { method, params }, chain)
  }

  /** EIP-1193 `on`. */
  on(event: string, listener: ProviderListener): void {
    this.events.on(event, listener)
  }

  /** EIP-1193 `removeListener`. */
  removeListener(event: string, listener: ProviderListener): void {
    this.events.removeListener(event, listener)
  }
}
