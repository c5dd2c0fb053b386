import * as t from 'io-ts'
import { TransactionTransfer } from './TransactionTransfer.ts'

/** An ISO 8601 time (the block's), one `Date` can read. */
const IsoTime = t.refinement(t.string, (text) => Number.isFinite(Date.parse(text)), 'IsoTime')

/** What a transaction did, seen from the account asked about. */
const OperationType = t.union([t.literal('send'), t.literal('receive'), t.literal('mint'), t.literal('burn'), t.literal('execute')], 'OperationType')

/**
 * A transaction as the project service lists it (SPEC §3, the blockchain API's shape): its id,
 * metadata (hash, block time, from and to, status, chain) and the transfers that involve the
 * account. Fields beyond these are allowed and ignored.
 */
export const Transaction = t.type(
  {
    id: t.string,
    metadata: t.type({
      operationType: OperationType,
      hash: t.string,
      minedAt: IsoTime,
      sentFrom: t.string,
      sentTo: t.string,
      status: t.union([t.literal('confirmed'), t.literal('failed')]),
      nonce: t.number,
      chain: t.string,
      blockNumber: t.number,
    }),
    transfers: t.array(TransactionTransfer),
  },
  'Transaction',
)
/** A transaction of the account. */
export type Transaction = t.TypeOf<typeof Transaction>
