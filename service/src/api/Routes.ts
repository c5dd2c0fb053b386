import type { BalanceReader } from '../balances/balanceReader.ts'
import type { Operations } from '../operations/Operations.ts'
import type { ServiceContext } from '../ServiceContext.ts'
import type { TransactionPageReader } from './transactionPageReader.ts'

/** What the routes need: the service's context, the balance reader, and how long an upstream read may take. */
export interface Routes {
  context: ServiceContext
  readBalances: BalanceReader
  /** Reads `/transactions` pages (kept per indexed block); none: read from the index each time. */
  readTransactionPages?: TransactionPageReader
  /** After this, an answer that waits on a chain or an image host is a 502. */
  timeoutMs: number
  /** Logs, metrics and readiness; none: no `/ready` or `/metrics`, nothing logged. */
  operations?: Operations
}
