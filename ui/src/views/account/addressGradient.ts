/** A CSS gradient that is always the same for an address: the avatar of an account without a picture. */
export function addressGradient(address: string): string {
  const normalized = /^0x/i.test(address) ? address.toLowerCase() : address
  // FNV-1a: a small, stable hash; the colours only need to differ between addresses.
  let hash = 0x811c9dc5
  for (let index = 0; index < normalized.length; index += 1) {
    hash ^= normalized.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  const first = hash % 360
  const second = (first + 40 + ((hash >>> 9) % 80)) % 360
  const third = (second + 40 + ((hash >>> 17) % 80)) % 360
  return `linear-gradient(135deg, hsl(${first} 75% 62%), hsl(${second} 70% 50%) 55%, hsl(${third} 65% 38%))`
}
