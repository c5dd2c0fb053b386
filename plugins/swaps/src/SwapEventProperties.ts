/** What every SWAP_* analytics event says: the network, the tokens' symbols and the amounts (decimals, as shown). */
export interface SwapEventProperties {
  network: string | undefined
  from: string
  to: string
  amountIn: string
  amountOut: string
}
