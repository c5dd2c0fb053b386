/** Whether a text is a signed message (SPEC §5): 0x and at least 62 hex digits. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{62,}$/.test(value)
}
