import type { Hash } from 'viem'

/** A chain's latest block as read from its RPC node. */
export interface LatestBlock {
  number: bigint
  hash: Hash
}

/**
 * Shares reads of a chain's latest block (from its node, or the index's head) between concurrent callers without ever answering a
 * caller with a read that started before it called: a call made while a read is in flight waits
 * for the next read, which starts when that one settles and is shared by every call made meanwhile.
 * So a block mined before the call is always seen, and a burst of calls costs two reads, not one each.
 */
export function coalescedLatestBlock<T = LatestBlock>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined
  let queued: Promise<T> | undefined
  const start = (): Promise<T> => {
    const reading = read()
    running = reading
    const settled = () => {
      if (running === reading) running = undefined
    }
    reading.then(settled, settled)
    return reading
  }
  return () => {
    if (!running) return start()
    queued ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = undefined
      return running ?? start()
    })
    return queued
  }
}
