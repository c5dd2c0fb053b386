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

/** The service's logs, metrics and readiness over its database, chains and bundlers; `stopping` says when it is shutting down. */
export function operationsOf(options: { logger: Logger; database: Database; chains: readonly IndexedChain[]; bundlers?: ReadonlyMap<number, Bundler>; stopping: () => boolean }): Operations {
  const heights = () => chainHeights(options.database, options.chains, headTimeoutMs)
  const metrics = serviceMetrics({ heights, bundlerQueues: () => new Map([...(options.bundlers ?? new Map<number, Bundler>())].map(([chainId, bundler]) => [chainId, bundler.queued()])) })
  return {
    logger: options.logger,
    metrics,
    ready: () => readyAnswer({ database: options.database, versions: migrations.map((migration) => migration.version), heights, stopping: options.stopping }),
  }
}
