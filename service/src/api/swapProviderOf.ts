import type { ServiceContext } from '../ServiceContext.ts'
import { SwapError } from '../swaps/SwapError.ts'
import type { SwapProvider } from '../swaps/SwapProvider.ts'

/**
 * The swap provider of a CAIP-2 chain id (`eip155:31337`) and the chain's number; a `SwapError`
 * INVALID_REQUEST for a missing or malformed id, UNSUPPORTED_CHAIN for a chain no provider swaps on.
 */
export function swapProviderOf(context: Pick<ServiceContext, 'swaps'>, caip2: string | null): { provider: SwapProvider; chainId: number } {
  const match = /^eip155:([0-9]{1,15})$/.exec(caip2 ?? '')
  if (!match?.[1]) throw new SwapError('INVALID_REQUEST', `chainId: expected a CAIP-2 id such as eip155:1, got ${JSON.stringify(caip2 ?? '')}`)
  const chainId = Number(match[1])
  const provider = (context.swaps ?? []).find((candidate) => candidate.chainIds.includes(chainId))
  if (!provider) throw new SwapError('UNSUPPORTED_CHAIN', `No swaps on ${caip2}`)
  return { provider, chainId }
}
