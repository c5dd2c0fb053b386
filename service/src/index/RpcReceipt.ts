import * as t from 'io-ts'
import { RpcHex } from './RpcHex.ts'

/** A transaction receipt as `eth_getBlockReceipts` or `eth_getTransactionReceipt` answers it, decoded at the edge: what the indexer reads of it. */
export const RpcReceipt = t.type(
  { transactionHash: RpcHex, blockHash: RpcHex, status: RpcHex, contractAddress: t.union([RpcHex, t.null, t.undefined]) },
  'RpcReceipt',
)
/** A decoded receipt. */
export type RpcReceipt = t.TypeOf<typeof RpcReceipt>
