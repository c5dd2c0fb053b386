/** One namespace of a WalletConnect session proposal, as `UniversalProvider.connect` takes it. */
export interface ProposalNamespace {
  /** CAIP-2 chain ids, such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chains: string[]
  methods: string[]
  events: string[]
  /** RPC urls by chain reference (`1`, `localnet`): the universal provider reads through these, never its own RPC. */
  rpcMap: Record<string, string>
}
