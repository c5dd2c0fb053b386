/** A token a swap can sell or buy, as `/swap/tokens` and `/swap/quote` answer it. */
export interface SwapToken {
  /** CAIP-2, such as `eip155:31337`. */
  chainId: string
  /** Checksummed; `nativeTokenAddress` for the native currency. */
  address: string
  symbol: string
  name: string
  decimals: number
  iconUrl?: string
  /** US dollars, when the price source knows it. */
  price?: number
}
