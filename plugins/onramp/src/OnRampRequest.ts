/** A purchase to quote: the asset on a chain (CAIP-2), the fiat currency and amount paid (fee included), the payment method. */
export interface OnRampRequest {
  provider: string
  chainId: string
  asset: string
  fiatCurrency: string
  fiatAmount: string
  paymentMethod: string
}

/** A checkout: the purchase, the receiving address, the order id chosen here, and SPEC §9's card chain. */
export interface OnRampCheckoutRequest extends OnRampRequest {
  address: string
  orderId: string
  network: string
}
