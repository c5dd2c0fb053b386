/** A payment asked of an exchange: the asset on its network, the amount in the asset's unit (a decimal), and the recipient. */
export interface ExchangePayment {
  /** CAIP-2. */
  network: string
  /** `native` or the token's address. */
  asset: string
  /** In the asset's unit: `5` is 5 PTT. */
  amount: string
  recipient: string
}
