import * as t from 'io-ts'

const NativeCurrency = t.type({ name: t.string, symbol: t.string, decimals: t.number }, 'a currency { name, symbol, decimals }')

/**
 * An EVM chain the service indexes and answers for: its id, an RPC url, the block to start from
 * (default 0), and optionally its native currency (default Ether, ETH, 18) and block explorer.
 */
export const IndexedChain = t.intersection(
  [
    t.type({ chainId: t.number, rpcUrl: t.string }),
    t.partial({ startBlock: t.number, name: t.string, nativeCurrency: NativeCurrency, blockExplorerUrl: t.string }),
  ],
  'a chain { chainId, rpcUrl, startBlock?, name?, nativeCurrency?, blockExplorerUrl? }',
)
/** An EVM chain the service indexes. */
export type IndexedChain = t.TypeOf<typeof IndexedChain>
