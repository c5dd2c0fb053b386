/** An asset whose price is asked: a chain's native currency (no `address`) or a token. */
export interface PricedAsset {
  /** CAIP-2, such as `eip155:31337`. */
  chainId: string
  /** The token contract, checksummed; absent for the native currency. */
  address?: string
  symbol: string
}

/**
 * Where the service's prices come from, in US dollars: a fixed table for local chains
 * (`fixedPrices`), or a real feed behind the same interface. `undefined` when the price is not
 * known (the modal then hides the fiat value). Called per request: a real source caches itself.
 */
export interface PriceSource {
  /** Prices of the assets, in the order given. */
  prices(assets: readonly PricedAsset[]): Promise<(number | undefined)[]>
}
