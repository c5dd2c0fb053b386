import type { Logger } from 'pino'
import type { Bundler } from '../bundler/Bundler.ts'
import type { Database } from '../Database.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import { migrations } from '../migrations.ts'
import { chainHeights } from './chainHeights.ts'
import type { Operations } from './Operations.ts'
import { readyAnswer } from './readyAnswer.ts'
import { serviceMetrics } from './serviceMetrics.ts'

// A scrape or a readiness probe waits at most this long on a chain's head.
const headTimeoutMs = 2_000

/** The service's logs, metrics and readiness over its database, chains and bundlers; `writes` says which chains this process indexes, `stopping` when it is shutting down. */
export function operationsOf(options: { logger: Logger; database: Database; chains: readonly IndexedChain[]; bundlers?: ReadonlyMap<number, Bundler>; writes: (chainId: number) => boolean; stopping: () => boolean }): Operations {
  const heights = () => chainHeights(options.database, options.chains, headTimeoutMs)
  const bundlerQueues = () => [...(options.bundlers?.values() ?? [])].map((bundler) => ({ chainId: bundler.chainId, key: bundler.sender, size: bundler.queued() }))
  const metrics = serviceMetrics({ heights, bundlerQueues, chainIds: options.chains.map((chain) => chain.chainId), writes: options.writes })
  return {
    logger: options.logger,
    metrics,
    ready: () => readyAnswer({ database: options.database, versions: migrations.map((migration) => migration.version), heights, writes: options.writes, stopping: options.stopping }),
  }
}
