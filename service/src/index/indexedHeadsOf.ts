import type { Hash } from 'viem'
import type { Database } from '../Database.ts'
import { indexedHeadReader } from './indexedHeadReader.ts'

/** The channel migration 12's triggers notify at each change to a chain's indexed head. */
const channel = 'portico_index_heads'

/** The chains' indexed heads as this process knows them (`indexedHeadsOf`). */
export interface IndexedHeads {
  /** The hash of the chain's indexed head (null before its first batch): kept, else read. */
  headOf(chainId: number): Promise<Hash | null>
  /** Drops what is kept, so the next question reads the database (this process's own batch, at once). */
  forget(): void
  /** Ends the subscription. */
  close(): Promise<void>
}

/**
 * The chains' indexed heads, read from the database once and kept in this process until a head
 * moves: each change notifies `portico_index_heads` when it commits (the triggers of migration
 * 12), which every process listens to (`Database.listen`), so the kept heads are dropped as soon as
 * the notification arrives. While the listening connection is lost nothing is kept: each question
 * reads the database (reads shared by concurrent questions, never one begun before the question),
 * as before, until it listens again. The API's requests read the head so, instead of a query each.
 */
export async function indexedHeadsOf(database: Database): Promise<IndexedHeads> {
  let kept = new Map<number, Promise<Hash | null>>()
  const forget = () => {
    kept = new Map()
  }
  const listener = await database.listen(channel, forget)
  const read = indexedHeadReader(database)
  return {
    headOf(chainId) {
      if (!listener.listening()) return read(chainId)
      const known = kept.get(chainId)
      if (known) return known
      // A change notified while this read runs replaces the map, so a read begun before a change is never kept after it.
      const heads = kept
      const reading = read(chainId)
      heads.set(chainId, reading)
      reading.catch(() => {
        if (heads.get(chainId) === reading) heads.delete(chainId)
      })
      return reading
    },
    forget,
    close: () => listener.close(),
  }
}
