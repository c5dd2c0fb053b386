import type { Queryable } from '../../Database.ts'
import { expectedTransfer } from './scriptHistory.ts'
import type { ExpectedTransfer } from './scriptHistory.ts'

/** Every transfer indexed on the chain, one canonical line each (as `expectedTransfer` writes them), duplicates kept. */
export async function readIndexedTransfers(database: Queryable, chainId: number): Promise<ExpectedTransfer[]> {
  const rows = await database.query<{ transaction_hash: string; kind: 'native' | 'erc20' | 'erc721'; contract: string | null; from_address: string; to_address: string; amount: string | null; token_id: string | null }>(
    'SELECT transaction_hash, kind, contract, from_address, to_address, amount::text AS amount, token_id::text AS token_id FROM index_transfers WHERE chain_id = $1',
    [chainId],
  )
  return rows.map((row) => expectedTransfer(row.transaction_hash, row.kind, row.contract, row.from_address, row.to_address, BigInt(row.amount ?? row.token_id ?? '0')))
}
