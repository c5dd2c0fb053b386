import { getAddress } from 'viem'
import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'
import { transactionCursor } from './transactionCursor.ts'
import { transactionPageQuery } from './transactionPageQuery.ts'

type NftRow = {
  contract: string
  token_id: string
  collection_name: string | null
  collection_symbol: string | null
  name: string | null
  description: string | null
  has_image: boolean | null
}

/** An NFT the address owns, as `/nfts/{address}` answers it. */
export interface Nft {
  id: string
  chainId: string
  contract: string
  tokenId: string
  name: string
  description?: string
  collection: { name: string; symbol: string }
  imageUrl?: string
  flags: { is_spam: boolean }
}

const columns = `o.contract, o.token_id::text AS token_id, tok.name AS collection_name, tok.symbol AS collection_symbol, m.name, m.description, (m.image IS NOT NULL) AS has_image
  FROM index_nft_owners o
  LEFT JOIN index_tokens tok ON tok.chain_id = o.chain_id AND tok.address = o.contract
  LEFT JOIN index_nft_metadata m ON m.chain_id = o.chain_id AND m.contract = o.contract AND m.token_id = o.token_id`

/**
 * `GET /nfts/{address}?chainId&cursor&limit`: the ERC-721 tokens the address owns now, by contract
 * and token id, with their names from the token's metadata and the URL of the image the service
 * stored. 400 for a bad address, chain, cursor or limit.
 */
export async function nftsAnswer(context: ServiceContext, address: string, query: URLSearchParams): Promise<Answer> {
  const page = transactionPageQuery(context, address, query, /^(0x[0-9a-f]{40}):(\d{1,78})$/)
  if ('error' in page) return { status: 400, body: { error: page.error } }
  const { chain, account, limit, cursor } = page
  const rows = cursor
    ? await context.database.query<NftRow>(
        `SELECT ${columns} WHERE o.chain_id = $1 AND o.owner = $2 AND (o.contract, o.token_id) > ($3::text, $4::numeric) ORDER BY o.contract, o.token_id LIMIT $5`,
        [chain.chainId, account, cursor[0], cursor[1], limit + 1],
      )
    : await context.database.query<NftRow>(`SELECT ${columns} WHERE o.chain_id = $1 AND o.owner = $2 ORDER BY o.contract, o.token_id LIMIT $3`, [chain.chainId, account, limit + 1])
  const caip2 = `eip155:${chain.chainId}`
  const pageRows = rows.slice(0, limit)
  const data: Nft[] = pageRows.map((row) => {
    const contract = getAddress(row.contract)
    const collectionName = row.collection_name ?? row.collection_symbol ?? contract
    return {
      id: `${caip2}:${contract}:${row.token_id}`,
      chainId: caip2,
      contract,
      tokenId: row.token_id,
      name: row.name ?? `${collectionName} #${row.token_id}`,
      ...(row.description !== null && { description: row.description }),
      collection: { name: collectionName, symbol: row.collection_symbol ?? '' },
      ...(row.has_image && { imageUrl: `${context.baseUrl}/images/nfts/${caip2}/${contract}/${row.token_id}` }),
      flags: { is_spam: context.spam.has(`${caip2}:${row.contract}`) },
    }
  })
  const last = pageRows.at(-1)
  const next = rows.length > limit && last ? transactionCursor([last.contract, last.token_id]) : null
  return { status: 200, body: { data, next } }
}
