/** A payment asked of an exchange (AppKit's `PayUrlParams`): CAIP-2 network, `native` or the token's address, the amount in the asset's unit, and the recipient. */
export interface PayUrlParams {
  network: string
  asset: string
  amount: number | string
  recipient: string
}
