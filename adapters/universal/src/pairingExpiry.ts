// WalletConnect's pairing lifetime (5 min), for a URI that does not say its own.
const defaultLifetimeMs = 5 * 60_000

/** When a `wc:` URI's pairing expires (ms since the epoch): its `expiryTimestamp` (seconds), else 5 min from `now`. */
export function pairingExpiry(uri: string, now: number): number {
  const query = uri.slice(uri.indexOf('?') + 1)
  const seconds = Number(new URLSearchParams(query).get('expiryTimestamp'))
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds * 1000 : now + defaultLifetimeMs
}
