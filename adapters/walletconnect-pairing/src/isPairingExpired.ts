import { pairingExpiryMarginMs } from './pairingExpiryMarginMs.ts'

/** Whether a pairing expiring at `expiresAt` counts as expired at `now` (SPEC §5: 10 s or less remain). */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now <= pairingExpiryMarginMs
}
