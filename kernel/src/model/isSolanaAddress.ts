/** Whether a text is a Solana address (SPEC §5): base58, 32 to 44 characters. */
export function isSolanaAddress(value: string): boolean {
  // Base58 leaves out 0, O, I and l.
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
