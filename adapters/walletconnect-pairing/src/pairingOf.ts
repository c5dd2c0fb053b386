import type { Pairing } from '@portico/kernel/extend'

/** The pairing of a `wc:` URI shown at `now`: it lasts `lifetimeMs`, or less if the URI's own `expiryTimestamp` (seconds) comes sooner. */
export function pairingOf(uri: string, now: number, lifetimeMs: number): Pairing {
  const query = uri.includes('?') ? uri.slice(uri.indexOf('?') + 1) : ''
  const expiryTimestamp = new URLSearchParams(query).get('expiryTimestamp')
  const ownExpiry = expiryTimestamp !== null && /^\d+$/.test(expiryTimestamp) ? Number(expiryTimestamp) * 1000 : undefined
  const expiresAt = ownExpiry !== undefined && ownExpiry < now + lifetimeMs ? ownExpiry : now + lifetimeMs
  return { uri, expiresAt }
}
