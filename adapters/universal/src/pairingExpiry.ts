/**
 * When a `wc:` URI shown at `now` counts as expired (ms since the epoch): `lifetimeMs` after `now`
 * (SPEC §9: 4 min), or sooner when the URI's own `expiryTimestamp` (seconds) says so.
 */
export function pairingExpiry(uri: string, now: number, lifetimeMs: number): number {
  const query = uri.slice(uri.indexOf('?') + 1)
  const seconds = Number(new URLSearchParams(query).get('expiryTimestamp'))
  const own = Number.isSafeInteger(seconds) && seconds > 0 ? seconds * 1000 : Infinity
  return Math.min(own, now + lifetimeMs)
}
