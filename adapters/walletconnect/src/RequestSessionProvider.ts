import { ProviderEvents } from '@portico/kernel/extend'
import type { Logger } from '@portico/kernel/extend'
import type { ChainNamespace } from '@portico/kernel'
import type { ProviderListener } from '@portico/kernel/extend'
import { accountsOn } from './accountsOn.ts'
import { NotConnectedError, UnsupportedMethodError } from './errors.ts'
import type { SessionAccess } from './SessionAccess.ts'

const accountMethods = new Set(['solana_getAccounts', 'solana_requestAccounts'])

/**
 * The request provider a Solana or Bitcoin adapter drives over a WalletConnect session:
 * `request({ method, params }, caipNetworkId?)` goes to the wallet on that chain (default the
 * session's current one); `solana_getAccounts`/`solana_requestAccounts` are answered from the
 * session as `{ pubkey }`; a method the wallet did not approve is refused here (4200), so nothing
 * reaches a public RPC. The adapter emits `accountsChanged`, `chainChanged` and `disconnect`.
 */
export class RequestSessionProvider {
  readonly events: ProviderEvents
  private readonly namespace: ChainNamespace
  private readonly session: SessionAccess

  constructor(namespace: ChainNamespace, session: SessionAccess, logger?: Logger) {
    this.events = new ProviderEvents('WalletConnect', logger)
    this.namespace = namespace
    this.session = session
  }

  /** Sends a request on a CAIP-2 chain of the namespace. */
  async request({ method, params }: { method: string; params?: unknown }, caipNetworkId?: string): Promise<unknown> {
    const approved = this.session.approved(this.namespace)
    const chain = caipNetworkId ?? this.session.currentChain(this.namespace)
    if (!approved || chain === undefined) throw new NotConnectedError()
    if (this.namespace === 'solana' && accountMethods.has(method)) {
      return accountsOn(approved.accounts, chain).map((pubkey) => ({ pubkey }))
    }
    if (!approved.methods.includes(method)) {
      throw new UnsupportedMethodError(`${method} was not approved in the WalletConnect session`)
    }
    return this.session.request(params === undefined ? { method } : { method, params }, chain)
  }

  /** Adds a listener for `accountsChanged`, `chainChanged` or `disconnect`. */
  on(event: string, listener: ProviderListener): void {
    this.events.on(event, listener)
  }

  /** Removes a listener. */
  removeListener(event: string, listener: ProviderListener): void {
    this.events.removeListener(event, listener)
  }
}
