/** A transaction for the swapper's wallet to send: the contract, its call data, and the wei it carries. */
export interface SwapCall {
  to: string
  /** `0x…` */
  data: string
  /** Wei, a decimal string. */
  value: string
}
