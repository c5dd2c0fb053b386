import { numberToHex } from 'viem'
import type { PublicClient } from 'viem'
import type { Queryable } from '../Database.ts'

// The hash the chain has now at a height, or undefined when it has no such block.
async function chainHashAt(client: PublicClient, number: bigint): Promise<string | undefined> {
  const block = (await client.request({ method: 'eth_getBlockByNumber', params: [numberToHex(number), false] } as never)) as { hash?: string } | null
  return block?.hash?.toLowerCase()
}

async function indexedHashAt(database: Queryable, chainId: number, number: bigint): Promise<string | undefined> {
  const rows = await database.query<{ hash: string }>('SELECT hash FROM index_blocks WHERE chain_id = $1 AND number = $2', [chainId, number.toString()])
  return rows[0]?.hash
}

/**
 * The highest indexed block, at or below `highest`, that the chain still has with the same hash
 * (blocks agree up to some height and differ above it, so a binary search finds it); null when
 * not even `lowest` agrees (the chain was reset or has another history).
 */
export async function findCommonAncestor(database: Queryable, client: PublicClient, chainId: number, lowest: bigint, highest: bigint): Promise<{ number: bigint; hash: string } | null> {
  const agreesAt = async (number: bigint) => {
    const indexed = await indexedHashAt(database, chainId, number)
    return indexed !== undefined && indexed === (await chainHashAt(client, number)) ? indexed : undefined
  }
  const top = await agreesAt(highest)
  if (top) return { number: highest, hash: top }
  let low = lowest
  let high = highest - 1n
  let found: { number: bigint; hash: string } | null = null
  while (low <= high) {
    const middle = (low + high) / 2n
    const hash = await agreesAt(middle)
    if (hash) {
      found = { number: middle, hash }
      low = middle + 1n
    } else high = middle - 1n
  }
  return found
}
