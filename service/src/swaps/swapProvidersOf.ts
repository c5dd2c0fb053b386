import { getAddress } from 'viem'
import type { IndexedChain } from '../index/IndexedChain.ts'
import { aggregatorSwapProvider } from './aggregatorSwapProvider.ts'
import type { SwapProvider } from './SwapProvider.ts'
import type { SwapsConfig } from './SwapsConfig.ts'
import { swapTokenReader } from './swapTokenReader.ts'
import { uniswapV2SwapProvider } from './uniswapV2SwapProvider.ts'

/** What `swapProvidersOf` builds the providers from. */
export interface SwapProvidersOptions {
  /** The config's `swaps`; none: no provider. */
  swaps: SwapsConfig | undefined
  /** The config's chains: every swap chain must be one (its RPC reads tokens, allowances and gas). */
  chains: readonly IndexedChain[]
  /** The service's public URL, for the tokens' generated icons. */
  baseUrl: string
  /** How long one upstream read (RPC, aggregator) may take. */
  timeoutMs: number
}

/**
 * The swap providers of the config's `swaps`: a `uniswapV2SwapProvider` over `swaps.chains` and,
 * with `swaps.aggregator`, an `aggregatorSwapProvider`. Throws when a swap chain is not one of the
 * config's chains, or is given twice.
 */
export function swapProvidersOf(options: SwapProvidersOptions): SwapProvider[] {
  const { swaps } = options
  if (!swaps) return []
  const aggregatorChains = swaps.aggregator?.chains ?? []
  const chainIds = [...swaps.chains, ...aggregatorChains].map((chain) => chain.chainId)
  for (const chainId of chainIds) {
    if (!options.chains.some((chain) => chain.chainId === chainId)) throw new Error(`The service config is not valid:\n  - swaps: the chain ${chainId} is not one of the config's chains`)
    if (chainIds.indexOf(chainId) !== chainIds.lastIndexOf(chainId)) throw new Error(`The service config is not valid:\n  - swaps: the chain ${chainId} is given twice`)
  }
  const icons = new Map<string, string>()
  for (const chain of [...swaps.chains, ...aggregatorChains]) {
    for (const token of chain.tokens) if (token.iconUrl !== undefined) icons.set(`${chain.chainId}:${getAddress(token.address)}`, token.iconUrl)
  }
  const tokens = swapTokenReader({ chains: options.chains, baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, icons })
  const providers: SwapProvider[] = []
  if (swaps.chains.length > 0) providers.push(uniswapV2SwapProvider({ chains: swaps.chains, tokens }))
  if (swaps.aggregator) providers.push(aggregatorSwapProvider({ ...swaps.aggregator, tokens, timeoutMs: options.timeoutMs }))
  return providers
}
