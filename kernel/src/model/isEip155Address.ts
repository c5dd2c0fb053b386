/** Whether a text is an eip155 address (SPEC §5): 40 hex digits, with an optional 0x. */
export function isEip155Address(value: string): boolean {
  return /^(0x)?[0-9a-fA-F]{40}$/.test(value)
}
