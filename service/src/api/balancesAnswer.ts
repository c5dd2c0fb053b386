import { isAddress } from 'viem'
import type { BalanceReader } from '../balances/balanceReader.ts'
import type { IndexedChain } from '../index/IndexedChain.ts'
import type { Answer } from './Answer.ts'

/** `GET /balances/{address}?chainId=eip155:N` → `{ balances }`; 400 for a bad address or a chain not served, 502 when the chain cannot be read. */
export async function balancesAnswer(read: BalanceReader, chains: readonly IndexedChain[], address: string, query: URLSearchParams): Promise<Answer> {
  if (!isAddress(address, { strict: false })) return { status: 400, body: { error: `Not an address: ${address}` } }
  const chainId = query.get('chainId') ?? ''
  const chain = chains.find((candidate) => `eip155:${candidate.chainId}` === chainId)
  if (!chain) return { status: 400, body: { error: `Unknown chainId "${chainId}": expected one of ${chains.map((known) => `eip155:${known.chainId}`).join(', ')}` } }
  try {
    return { status: 200, body: { balances: await read(chain.chainId, address) } }
  } catch (error) {
    return { status: 502, body: { error: `The chain ${chainId} could not be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` } }
  }
}
