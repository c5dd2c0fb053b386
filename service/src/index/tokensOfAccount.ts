import { getAddress } from 'viem'
import type { Queryable } from '../Database.ts'

/** The checksummed ERC-20 contracts the address has sent or received on the chain, per the index. */
export async function tokensOfAccount(database: Queryable, chainId: number, address: string): Promise<string[]> {
  const account = address.toLowerCase()
  const rows = await database.query<{ contract: string }>(
    `SELECT contract FROM index_transfers WHERE chain_id = $1 AND kind = 'erc20' AND from_address = $2
     UNION SELECT contract FROM index_transfers WHERE chain_id = $1 AND kind = 'erc20' AND to_address = $2
     ORDER BY contract`,
    [chainId, account],
  )
  return rows.map((row) => getAddress(row.contract))
}
