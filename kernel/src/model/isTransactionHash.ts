/** Whether a text is a transaction hash (SPEC §5): 0x and 64 hex digits. */
export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}
