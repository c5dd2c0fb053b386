/** How `pay()` ended (AppKit's `PaymentResult`): paid with the transaction's hash, or not, and why. */
export interface PaymentResult {
  success: boolean
  /** The transaction's hash (a signature on Solana), once confirmed on chain. */
  result?: string
  /** Why it did not go through: declined, failed, reverted or timed out. */
  error?: string
}
