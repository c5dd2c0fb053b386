import type { Nft } from '../Nft.ts'

/** The contract of the test collections: checksummed, as the service lists them. */
export const testCollection = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** An NFT of the service's shape on `chainId` (`eip155:1` by default), token `tokenId` of the test collection. */
export function testNft(tokenId: number, overrides: Partial<Nft> = {}): Nft {
  const chainId = overrides.chainId ?? 'eip155:1'
  const contract = overrides.contract ?? testCollection
  return {
    id: `${chainId}:${contract}:${tokenId}`,
    chainId,
    contract,
    tokenId: String(tokenId),
    name: `Portico Punk #${tokenId}`,
    collection: { name: 'Portico Punks', symbol: 'PUNK' },
    flags: { is_spam: false },
    ...overrides,
  }
}
