import { createPublicClient, http } from 'viem'
import type { Database } from '../Database.ts'
import type { HeldLock } from '../HeldLock.ts'
import { caughtUpInDatabase } from './caughtUpInDatabase.ts'
import { ChainMovedError } from './ChainMovedError.ts'
import type { IndexedChain } from './IndexedChain.ts'
import { indexChainOnce } from './indexChainOnce.ts'

/** Options of `startIndexer`. */
export interface IndexerOptions {
  database: Database
  chains: readonly IndexedChain[]
  /** How often each chain is polled for new blocks, and how often a process that does not write it tries to take its writer lock; 1000 ms by default. */
  pollIntervalMs?: number
  /** Called with each RPC or database error; the indexer retries with backoff and never throws. */
  onError?: (error: unknown, chainId: number) => void
  /** Blocks read and committed at a time; 100 by default. */
  batchSize?: number
  /** Called after each batch is committed, with the chain's new indexed head. */
  onIndexed?: (chainId: number, blockNumber: bigint) => void
  /** Called when indexed blocks are dropped: a reorganisation (back to `ancestor`) or a reset (indexed again from the start). */
  onRollBack?: (chainId: number, kind: 'reorg' | 'reset', ancestor: bigint | null) => void
}

/** A running indexer. */
export interface Indexer {
  /** Resolves once the chain (or every chain) is indexed up to the head seen at the call, NFT metadata included; rejects when stopped first. */
  caughtUp(chainId?: number): Promise<void>
  /** True while this process holds the chain's writer lock, so that it is the one writing its index. */
  writes(chainId: number): boolean
  /** Stops polling; resolves once the batch in flight is committed or dropped and the writer locks are released. */
  stop(): Promise<void>
}

interface Waiter {
  after: number
  resolve: () => void
  reject: (error: Error) => void
}

const maxBackoffMs = 5_000

function runChain(options: IndexerOptions, chain: IndexedChain) {
  const pollIntervalMs = options.pollIntervalMs ?? 1_000
  const client = createPublicClient({ transport: http(chain.rpcUrl, { batch: { batchSize: 100, wait: 0 }, retryCount: 1, timeout: 15_000 }) })
  let stopped = false
  let iteration = 0
  let waiters: Waiter[] = []
  let wake: (() => void) | undefined
  let lock: HeldLock | undefined
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      const timer = setTimeout(done, ms)
      wake = done
    })

  const loop = async () => {
    let failures = 0
    while (!stopped) {
      const started = ++iteration
      try {
        if (lock && !lock.held()) lock = undefined
        lock ??= await options.database.tryLock(`portico:indexer:${chain.chainId}`)
        // One writer per chain across the processes on the database; the others read what it wrote,
        // and only while someone waits for it (caughtUp): an idle reader reads neither node nor index.
        const writing = lock
        const asked = waiters.length > 0
        const caught = writing
          ? await indexChainOnce({ database: options.database, client, chain, batchSize: options.batchSize ?? 100, stopped: () => stopped || !writing.held(), onIndexed: options.onIndexed, onRollBack: options.onRollBack })
          : asked && (await caughtUpInDatabase(options.database, client, chain))
        failures = 0
        if (caught) {
          const ready = waiters.filter((waiter) => waiter.after < started)
          waiters = waiters.filter((waiter) => waiter.after >= started)
          for (const waiter of ready) waiter.resolve()
        }
        // A writer not caught up (more blocks, or NFT metadata), or with a waiter that came during this
        // round, goes again at once; so does a reader first asked during this round (it did not look).
        const lookNow = !writing && !asked && waiters.length > 0
        if (!stopped && !lookNow && (waiters.length === 0 || !caught)) await sleep(caught || !writing ? pollIntervalMs : 0)
      } catch (error) {
        if (stopped) break
        failures += 1
        // A chain that moved under a batch is read again soon (and reconciled); anything else waits longer each time.
        if (error instanceof ChainMovedError && failures <= 3) {
          await sleep(Math.min(pollIntervalMs, 100))
          continue
        }
        try {
          options.onError?.(error, chain.chainId)
        } catch {
          // A throwing onError must not stop the indexer.
        }
        await sleep(Math.min(maxBackoffMs, 100 * 2 ** (failures - 1)))
      }
    }
    for (const waiter of waiters) waiter.reject(new Error(`The indexer of chain ${chain.chainId} was stopped`))
    waiters = []
    await lock?.release().catch(() => undefined)
    lock = undefined
  }
  const running = loop()

  return {
    chainId: chain.chainId,
    writes: () => lock?.held() ?? false,
    caughtUp: () =>
      stopped
        ? Promise.reject(new Error(`The indexer of chain ${chain.chainId} was stopped`))
        : new Promise<void>((resolve, reject) => {
            waiters.push({ after: iteration, resolve, reject })
            wake?.()
          }),
    stop: () => {
      stopped = true
      wake?.()
      return running
    },
  }
}

/**
 * Starts indexing each chain into the database (migrated beforehand): native transfers, ERC-20 and
 * ERC-721 Transfer logs and NFT metadata, from the chain's start block, in batches each committed
 * with the new head, then following new blocks by polling; rolls back on a reorganisation and
 * starts over on a reset. RPC and database errors go to `onError` and are retried with backoff.
 * Of the processes on one database, one writes each chain: the holder of the chain's writer lock
 * (`Database.tryLock`); the others try the lock at each poll, so when the writer dies (its lock's
 * connection ends) another takes over, and read how far the index is only while a `caughtUp` waits.
 */
export function startIndexer(options: IndexerOptions): Indexer {
  const runners = options.chains.map((chain) => runChain(options, chain))
  let stopping: Promise<void> | undefined
  return {
    async caughtUp(chainId) {
      const chosen = chainId === undefined ? runners : runners.filter((runner) => runner.chainId === chainId)
      if (chosen.length === 0) throw new Error(`The indexer does not index chain ${chainId}`)
      await Promise.all(chosen.map((runner) => runner.caughtUp()))
    },
    writes: (chainId) => runners.some((runner) => runner.chainId === chainId && runner.writes()),
    stop: () => (stopping ??= Promise.all(runners.map((runner) => runner.stop())).then(() => undefined)),
  }
}
