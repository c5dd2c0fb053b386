import type { Database } from '../Database.ts'

const blockTables = ['index_blocks', 'index_transactions', 'index_transfers', 'index_account_transactions']

/**
 * Deletes what was indexed above block `ancestor` and makes it the head (a reorganisation), or,
 * when `ancestor` is null, everything of the chain, which is then indexed again from its start
 * (an anvil reset, or a chain with another history). One transaction; NFT owners of the tokens
 * that moved in the deleted blocks are recomputed from the transfers kept.
 */
export async function rollBackChain(database: Database, chainId: number, ancestor: { number: bigint; hash: string } | null): Promise<void> {
  await database.transaction(async (transaction) => {
    if (ancestor === null) {
      for (const table of [...blockTables, 'index_tokens', 'index_nft_owners', 'index_nft_metadata']) await transaction.query(`DELETE FROM ${table} WHERE chain_id = $1`, [chainId])
      await transaction.query('UPDATE index_heads SET number = NULL, hash = NULL WHERE chain_id = $1', [chainId])
      return
    }
    const above = ancestor.number.toString()
    const moved = await transaction.query<{ contract: string; token_id: string }>(
      "SELECT DISTINCT contract, token_id::text AS token_id FROM index_transfers WHERE chain_id = $1 AND block_number > $2 AND kind = 'erc721'",
      [chainId, above],
    )
    for (const table of blockTables) {
      const column = table === 'index_blocks' ? 'number' : 'block_number'
      await transaction.query(`DELETE FROM ${table} WHERE chain_id = $1 AND ${column} > $2`, [chainId, above])
    }
    if (moved.length > 0) {
      const contracts = moved.map((row) => row.contract)
      const tokenIds = moved.map((row) => row.token_id)
      await transaction.query(
        'DELETE FROM index_nft_owners WHERE chain_id = $1 AND (contract, token_id) IN (SELECT * FROM unnest($2::text[], $3::numeric[]))',
        [chainId, contracts, tokenIds],
      )
      await transaction.query(
        `INSERT INTO index_nft_owners (chain_id, contract, token_id, owner)
         SELECT DISTINCT ON (contract, token_id) chain_id, contract, token_id, to_address FROM index_transfers
         WHERE chain_id = $1 AND kind = 'erc721' AND (contract, token_id) IN (SELECT * FROM unnest($2::text[], $3::numeric[]))
         ORDER BY contract, token_id, block_number DESC, log_index DESC`,
        [chainId, contracts, tokenIds],
      )
    }
    await transaction.query('UPDATE index_heads SET number = $2, hash = $3 WHERE chain_id = $1', [chainId, above, ancestor.hash])
  })
}
