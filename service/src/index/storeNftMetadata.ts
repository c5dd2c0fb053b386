import type { PublicClient } from 'viem'
import type { Database } from '../Database.ts'
import { fetchNftMetadata } from './fetchNftMetadata.ts'

const pageSize = 32
/** Pages per call, so that new blocks are not kept waiting behind a long list of new tokens. */
const pagesPerCall = 8

/**
 * Fetches the metadata and image of the tokens of the chain still `pending` (first seen in a
 * transfer), a page at a time, and stores them (`done` or `failed`): each token is fetched once.
 * Resolves true when none is left pending. Throws only when the node or the database cannot be
 * reached; the tokens left stay pending.
 */
export async function storeNftMetadata(database: Database, client: PublicClient, chainId: number, stopped: () => boolean): Promise<boolean> {
  for (let pages = 0; pages < pagesPerCall && !stopped(); pages += 1) {
    const pending = await database.query<{ contract: string; token_id: string }>(
      "SELECT contract, token_id::text AS token_id FROM index_nft_metadata WHERE chain_id = $1 AND state = 'pending' ORDER BY contract, token_id LIMIT $2",
      [chainId, pageSize],
    )
    if (pending.length === 0) return true
    const results = await Promise.all(pending.map((row) => fetchNftMetadata(client, row.contract, BigInt(row.token_id))))
    await database.query(
      `UPDATE index_nft_metadata AS m SET state = u.state, token_uri = u.token_uri, name = u.name, description = u.description, image = u.image, image_type = u.image_type, error = u.error
       FROM unnest($2::text[], $3::numeric[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bytea[], $9::text[], $10::text[])
         AS u(contract, token_id, state, token_uri, name, description, image, image_type, error)
       WHERE m.chain_id = $1 AND m.contract = u.contract AND m.token_id = u.token_id`,
      [
        chainId,
        pending.map((row) => row.contract),
        pending.map((row) => row.token_id),
        results.map((result) => result.state),
        results.map((result) => result.tokenUri),
        results.map((result) => result.name),
        results.map((result) => result.description),
        results.map((result) => (result.image ? Buffer.from(result.image) : null)),
        results.map((result) => result.imageType),
        results.map((result) => result.error),
      ],
    )
  }
  return false
}
