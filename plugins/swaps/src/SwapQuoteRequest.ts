/** What a quote is asked for: on a CAIP-2 chain, from and to token addresses, an amount in base units of the side's token. */
export interface SwapQuoteRequest {
  chainId: string
  /** The token sold: its address, or the native address `0xEeee…EEeE`. */
  from: string
  /** The token bought. */
  to: string
  /** In base units: of `from` when `side` is exactIn, of `to` when exactOut. */
  amount: bigint
  side: 'exactIn' | 'exactOut'
  /** The slippage tolerance in percent. */
  slippage: number
  /** The swapper: the allowance is read for it and the swap pays to it. */
  account: string
}
