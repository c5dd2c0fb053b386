import * as t from 'io-ts'

/**
 * One page of `GET /nfts/{address}`: its items, each still to be decoded as an `Nft` (one the
 * client cannot read is left out, not the whole page), and the cursor of the next page, or null.
 */
export const NftPage = t.type({ data: t.array(t.unknown), next: t.union([t.string, t.null]) }, 'NftPage')
/** A page of NFTs as received. */
export type NftPage = t.TypeOf<typeof NftPage>
