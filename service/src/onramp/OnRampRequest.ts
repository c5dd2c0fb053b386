/** A purchase asked of a provider: what is bought on which chain, paid how, in which fiat, how much. */
export interface OnRampRequest {
  /** CAIP-2. */
  chainId: string
  /** The asset's symbol (ETH, SOL). */
  asset: string
  /** ISO 4217 (USD). */
  fiatCurrency: string
  /** The fiat paid, fee included: a decimal with at most 2 decimals. */
  fiatAmount: string
  paymentMethod: string
}

/** A checkout: the purchase, who receives it, the order id the client chose to follow it by, and the card network's chain name. */
export interface OnRampCheckoutRequest extends OnRampRequest {
  address: string
  orderId: string
  /** SPEC §9's card on-ramp chain (ethereum, base, …; ethereum when the chain is not one). */
  network: string
}
