import { getAddress } from 'viem'
import type { Address } from 'viem'
import type { Queryable } from '../Database.ts'

/** The ERC-20 contracts the index saw an account send or receive, with how far the index had gone when they were read. */
export interface IndexedTokens {
  /** Checksummed, in address order. */
  contracts: Address[]
  /** The index's head (number and hash) at the same moment; null before its first batch. */
  indexedNumber: bigint | null
  indexedHash: string | null
}

/** The ERC-20 contracts the index saw `address` send or receive on the chain, read in one statement with the index's head, so that the list is complete up to that head. */
export async function indexedTokensOfAccount(database: Queryable, chainId: number, address: string): Promise<IndexedTokens> {
  const account = address.toLowerCase()
  const rows = await database.query<{ number: string | null; hash: string | null; contract: string | null }>(
    `SELECT head.number::text AS number, head.hash, seen.contract
     FROM (SELECT (SELECT number FROM index_heads WHERE chain_id = $1) AS number, (SELECT hash FROM index_heads WHERE chain_id = $1) AS hash) AS head
     LEFT JOIN (
       SELECT contract FROM index_transfers WHERE chain_id = $1 AND kind = 'erc20' AND from_address = $2
       UNION SELECT contract FROM index_transfers WHERE chain_id = $1 AND kind = 'erc20' AND to_address = $2
     ) AS seen ON true
     ORDER BY seen.contract`,
    [chainId, account],
  )
  const head = rows[0]
  return {
    contracts: rows.flatMap((row) => (row.contract === null ? [] : [getAddress(row.contract)])),
    indexedNumber: head?.number == null ? null : BigInt(head.number),
    indexedHash: head?.hash ?? null,
  }
}
