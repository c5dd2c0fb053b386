/**
 * A transfer sent through the connected wallet (SPEC §7): native when `token` is absent
 * (to, data 0x, value), else an ERC-20 `transfer(to, value)` on the token contract.
 */
export interface EvmTransactionRequest {
  /** The receiver. */
  to: string
  /** The amount in the smallest unit (wei, or the token's base unit). */
  value: bigint
  /** The ERC-20 contract; absent for the native currency. */
  token?: string
  /** The sending account; default the connected one. */
  from?: string
}
