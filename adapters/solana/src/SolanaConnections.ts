import type { Network } from '@portico/kernel'
import type { Connection } from '@solana/web3.js'

/** The Solana adapter's web3.js Connections (extension `solana:connection`). */
export interface SolanaConnections {
  /**
   * The Connection (commitment `confirmed`) to a Solana network's RPC, the adapter's `rpcUrls`
   * first: one per URL, shared with the adapter. Throws a ConfigError when the network has no RPC url.
   */
  connection(network: Network): Connection
}
