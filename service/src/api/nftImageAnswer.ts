import { isAddress } from 'viem'
import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'

/**
 * `GET /images/nfts/{caip2}/{contract}/{tokenId}`: the image the service fetched for the token and
 * stored, with its content type, as a body of bytes (`Uint8Array`); 404 when there is none. An SVG
 * cannot run scripts or load anything from this origin (sandboxing CSP, no sniffing).
 */
export async function nftImageAnswer(context: ServiceContext, chainId: string, contract: string, tokenId: string): Promise<Answer> {
  const notFound: Answer = { status: 404, body: { error: 'No image for this token' } }
  const chain = context.chains.find((candidate) => `eip155:${candidate.chainId}` === chainId)
  if (!chain || !isAddress(contract, { strict: false }) || !/^\d{1,78}$/.test(tokenId)) return notFound
  const [row] = await context.database.query<{ image: Uint8Array | null; image_type: string | null }>(
    'SELECT image, image_type FROM index_nft_metadata WHERE chain_id = $1 AND contract = $2 AND token_id = $3::numeric',
    [chain.chainId, contract.toLowerCase(), tokenId],
  )
  if (!row?.image || !row.image_type) return notFound
  return {
    status: 200,
    body: new Uint8Array(row.image),
    contentType: row.image_type,
    headers: {
      'cache-control': 'public, max-age=3600',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  }
}
