import * as t from 'io-ts'

/**
 * One NFT as the project service lists it (`GET /nfts/{address}`): an ERC-721 token the address
 * owns now. `id` is `eip155:N:0x<contract>:<tokenId>`, `chainId` the CAIP-2 network id, `tokenId`
 * a decimal string (it may exceed 2^53), `imageUrl` the service's copy of the token's image.
 */
export const Nft = t.intersection(
  [
    t.type({
      id: t.string,
      chainId: t.string,
      contract: t.string,
      tokenId: t.string,
      name: t.string,
      collection: t.type({ name: t.string, symbol: t.string }),
      flags: t.type({ is_spam: t.boolean }),
    }),
    t.partial({ description: t.string, imageUrl: t.string }),
  ],
  'Nft',
)
/** An NFT. */
export type Nft = t.TypeOf<typeof Nft>
