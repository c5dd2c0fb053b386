import { erc721Abi } from 'viem'
import type { PublicClient } from 'viem'
import { readContractText } from './readContractText.ts'
import { readNftMetadataAt } from './readNftMetadataAt.ts'
import type { NftMetadata } from './readNftMetadataAt.ts'

/**
 * Reads a token's `tokenURI` and fetches the metadata and image it names (see `readNftMetadataAt`).
 * Never throws for a bad token or URI (the result is `failed`); throws only when the node cannot be reached.
 */
export async function fetchNftMetadata(client: PublicClient, contract: string, tokenId: bigint): Promise<NftMetadata> {
  return readNftMetadataAt(await readContractText<string>(client, contract, erc721Abi, 'tokenURI', [tokenId]))
}
