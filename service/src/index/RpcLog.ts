import * as t from 'io-ts'
import { RpcHex } from './RpcHex.ts'

/**
 * A log as `eth_getLogs` answers it, decoded at the edge: what the indexer reads of it. Its data is
 * any string here (`0x` for an ERC-721 transfer): the indexer takes an ERC-20 amount only from 32 hex bytes.
 */
export const RpcLog = t.type(
  {
    blockHash: RpcHex,
    blockNumber: RpcHex,
    transactionHash: RpcHex,
    transactionIndex: RpcHex,
    logIndex: RpcHex,
    address: RpcHex,
    topics: t.array(RpcHex),
    data: t.string,
    removed: t.union([t.boolean, t.undefined]),
  },
  'RpcLog',
)
/** A decoded log. */
export type RpcLog = t.TypeOf<typeof RpcLog>
