/** Shortens an address for display: `0x1234…abcd` (first 6 and last 4 characters; 4 and 4 without `0x`). */
export function truncateAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4
  if (address.length <= head + 4 + 1) return address
  return `${address.slice(0, head)}…${address.slice(-4)}`
}
