import type { ChainNamespace } from '@portico/kernel'

/** A namespace of the WalletConnect session as the wallet approved it. */
export interface ApprovedNamespace {
  /** CAIP-10 accounts, such as `eip155:1:0xab…`. */
  accounts: string[]
  methods: string[]
}

/** What a namespace provider reads of the WalletConnect session, and how it sends a request. */
export interface SessionAccess {
  /** The namespace as approved; undefined without a session or when the wallet left it out. */
  approved(namespace: ChainNamespace): ApprovedNamespace | undefined
  /** The CAIP-2 chain requests of the namespace go to now. */
  currentChain(namespace: ChainNamespace): string | undefined
  /** Whether reads on a chain have a configured RPC url (else they must not go out at all). */
  hasRpc(caipNetworkId: string): boolean
  /** Sends a request on a CAIP-2 chain: to the wallet when it approved the method, else to the chain's RPC. */
  request(args: { method: string; params?: unknown }, caipNetworkId: string): Promise<unknown>
}
