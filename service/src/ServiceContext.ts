import type { Database } from './Database.ts'
import type { IndexedChain } from './index/IndexedChain.ts'
import type { PriceSource } from './PriceSource.ts'

/** What the service's routes read: the database, the indexed chains, prices, and what is spam. */
export interface ServiceContext {
  database: Database
  chains: readonly IndexedChain[]
  prices: PriceSource
  /** Contracts flagged as spam, as lower-case CAIP-10 ids (`eip155:31337:0xabc...`). */
  spam: ReadonlySet<string>
  /** The service's public URL without a trailing slash (`http://127.0.0.1:4100`), for image links. */
  baseUrl: string
}
