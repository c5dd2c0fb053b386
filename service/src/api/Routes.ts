import type { BalanceReader } from '../balances/balanceReader.ts'
import type { Operations } from '../operations/Operations.ts'
import type { ServiceContext } from '../ServiceContext.ts'

/** What the routes need: the service's context, the balance reader, and how long an upstream read may take. */
export interface Routes {
  context: ServiceContext
  readBalances: BalanceReader
  /** After this, an answer that waits on a chain or an image host is a 502. */
  timeoutMs: number
  /** Logs, metrics and readiness; none: no `/ready` or `/metrics`, nothing logged. */
  operations?: Operations
}
