/** How sent calls ended once included: all succeeded, or they reverted; the hashes of their transactions. */
export interface EvmCallsOutcome {
  status: 'success' | 'reverted'
  hashes: string[]
}
