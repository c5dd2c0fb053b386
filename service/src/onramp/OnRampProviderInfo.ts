/** An asset an on-ramp sells: a chain's native currency. */
export interface OnRampAsset {
  /** CAIP-2. */
  chainId: string
  symbol: string
  name: string
  decimals: number
}

/** What `/onramp/providers` says of a provider: what the modal lists, and what it sells. */
export interface OnRampProviderInfo {
  id: string
  name: string
  logoUrl: string
  /** Percent of the fiat amount. */
  feeRange: { min: number; max: number }
  /** The chain namespaces it serves (eip155, solana). */
  namespaces: string[]
  paymentMethods: string[]
  fiatCurrencies: string[]
  /** CAIP-2 ids of the chains it sells on. */
  chains: string[]
  assets: OnRampAsset[]
}
