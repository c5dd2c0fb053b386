/** One namespace of a WalletConnect session: the CAIP-10 accounts the wallet approved. */
export interface UniversalSessionNamespace {
  accounts: string[]
}

/** The namespaces a proposal asks for, keyed by namespace (`eip155`). */
export type UniversalProposalNamespaces = Record<string, { chains: string[]; methods: string[]; events: string[]; rpcMap?: Record<string, string> }>

/**
 * What the core entry uses of the host's `@walletconnect/universal-provider` instance (typed by
 * its shape, so the kernel loads no WalletConnect code of its own): its session, `connect`,
 * `request`, `disconnect`, the default chain, and its events.
 */
export interface UniversalProviderLike {
  session?: { topic: string; namespaces: Record<string, UniversalSessionNamespace> } | undefined
  connect(params: { optionalNamespaces: UniversalProposalNamespaces }): Promise<unknown>
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
  disconnect(): Promise<void>
  setDefaultChain(chain: string, rpcUrl?: string): void
  on(event: string, listener: (...args: never[]) => void): unknown
  removeListener(event: string, listener: (...args: never[]) => void): unknown
}
