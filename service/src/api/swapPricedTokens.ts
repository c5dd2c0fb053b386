import type { PriceSource } from '../PriceSource.ts'
import { nativeTokenAddress } from '../swaps/nativeTokenAddress.ts'
import type { SwapToken } from '../swaps/SwapToken.ts'

/** The tokens with their US dollar `price` when the price source knows it (the native currency asked without an address). */
export async function swapPricedTokens(prices: PriceSource, tokens: readonly SwapToken[]): Promise<SwapToken[]> {
  const known = await prices.prices(
    tokens.map((token) => ({ chainId: token.chainId, symbol: token.symbol, ...(token.address === nativeTokenAddress ? {} : { address: token.address }) })),
  )
  return tokens.map((token, index) => {
    const price = known[index]
    return price === undefined ? token : { ...token, price }
  })
}
