/**
 * A transfer through the connected wallet (SPEC §7 wallet sends): the native currency when
 * `token` is absent, else the token at that address (an ERC-20 `transfer(to, value)` on EVM).
 */
export interface TransferRequest {
  /** The receiver's address. */
  to: string
  /** The amount in the smallest unit (wei, lamports, or the token's base unit). */
  value: bigint
  /** The token's contract or mint address; absent for the native currency. */
  token?: string
  /** The sending account; default the connected one. */
  from?: string
}
