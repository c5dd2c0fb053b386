import * as t from 'io-ts'
import { RpcHex } from './RpcHex.ts'

/** A transaction of a block read with its full transactions: what the indexer keeps of it (`to` is null for a contract creation). */
const RpcTransaction = t.type(
  { hash: RpcHex, from: RpcHex, to: t.union([RpcHex, t.null, t.undefined]), value: RpcHex, nonce: RpcHex, transactionIndex: RpcHex },
  'RpcTransaction',
)

/** A block as `eth_getBlockByNumber` answers it with full transactions, decoded at the edge: what the indexer reads of it. */
export const RpcBlock = t.type({ number: RpcHex, hash: RpcHex, parentHash: RpcHex, timestamp: RpcHex, transactions: t.array(RpcTransaction) }, 'RpcBlock')
/** A decoded block answer. */
export type RpcBlock = t.TypeOf<typeof RpcBlock>
