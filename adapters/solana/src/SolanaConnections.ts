import type { Network } from '@portico/kernel'
import type { Connection } from '@solana/web3.js'

/** The Solana adapter's web3.js Connections (extension `solana:connection`). */
export interface SolanaConnections {
  /**
   * The Connection (commitment `confirmed`) to a Solana network's RPC urls (the adapter's `rpcUrls`
   * for it, else the network's), asked in turn with SPEC §9's retries: one per list of urls, shared
   * with the adapter. Throws a ConfigError when the network has no RPC url.
   */
  connection(network: Network): Connection
}
