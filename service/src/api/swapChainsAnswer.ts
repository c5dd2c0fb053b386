import type { ServiceContext } from '../ServiceContext.ts'
import type { Answer } from './Answer.ts'

/** `GET /swap/chains` → `{ chains }`: the CAIP-2 ids of the chains some swap provider swaps on. */
export function swapChainsAnswer(context: Pick<ServiceContext, 'swaps'>): Answer {
  const chainIds = [...new Set((context.swaps ?? []).flatMap((provider) => provider.chainIds))]
  return { status: 200, body: { chains: chainIds.map((chainId) => `eip155:${chainId}`) } }
}
