import { erc20Abi } from 'viem'
import type { PublicClient } from 'viem'
import { readContractText } from './readContractText.ts'

/** A token contract's metadata as read once; any part the contract does not answer is null. */
export interface TokenMetadata {
  address: string
  kind: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
}

const cleanText = (value: unknown): string | null => (typeof value === 'string' ? value.replace(/\0/g, '').slice(0, 200) : null)

/** Reads an ERC-20's name, symbol and decimals, or an ERC-721's name and symbol (decimals 0). */
export async function readTokenMetadata(client: PublicClient, address: string, kind: 'erc20' | 'erc721'): Promise<TokenMetadata> {
  const [name, symbol, decimals] = await Promise.all([
    readContractText<string>(client, address, erc20Abi, 'name'),
    readContractText<string>(client, address, erc20Abi, 'symbol'),
    kind === 'erc20' ? readContractText<number>(client, address, erc20Abi, 'decimals') : Promise.resolve(0),
  ])
  return { address, kind, name: cleanText(name), symbol: cleanText(symbol), decimals: typeof decimals === 'number' && decimals <= 255 ? decimals : null }
}
