/** A SOL transfer: to a base58 address, `value` in lamports, from the connected account (or `from`). */
export interface SolanaTransferRequest {
  to: string
  value: bigint
  from?: string
}
