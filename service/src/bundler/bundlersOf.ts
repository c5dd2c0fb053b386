import { isAddress, isHex } from 'viem'
import type { Database } from '../Database.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import type { Bundler } from './Bundler.ts'
import type { BundlerConfig } from './BundlerConfig.ts'
import { bundlerOf } from './bundlerOf.ts'

/** The config's bundlers by chain id, each over its chain's RPC url and storing what it bundles in `database`; throws for a chain not in `chains`, a bad EntryPoint address or key. */
export function bundlersOf(config: BundlerConfig | undefined, chains: readonly IndexedChain[], database: Database): ReadonlyMap<number, Bundler> {
  return new Map(
    (config ?? []).map((entry) => {
      const chain = chains.find((each) => each.chainId === entry.chainId)
      if (!chain) throw new Error(`bundler: chain ${entry.chainId} is not one of the configured chains`)
      if (!isAddress(entry.entryPoint, { strict: false })) throw new Error(`bundler: the EntryPoint of chain ${entry.chainId} is not an address`)
      const { privateKey } = entry
      if (!isHex(privateKey) || privateKey.length !== 66) throw new Error(`bundler: the key of chain ${entry.chainId} is not a 32-byte hex private key`)
      return [entry.chainId, bundlerOf({ chainId: entry.chainId, rpcUrl: chain.rpcUrl, entryPoint: entry.entryPoint, privateKey, database })] as const
    }),
  )
}
