import * as t from 'io-ts'
import { Transaction } from './Transaction.ts'

/** One page of `GET /transactions/{address}`: newest first, and the cursor of the next page (null at the end). */
export const TransactionPage = t.type({ data: t.array(Transaction), next: t.union([t.string, t.null]) }, 'TransactionPage')
/** One page of transactions. */
export type TransactionPage = t.TypeOf<typeof TransactionPage>
