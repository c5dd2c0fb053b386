/** Options of `signAndSendTransaction` (SPEC §4's `solana_signAndSendTransaction`). */
export interface SolanaSendOptions {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}
