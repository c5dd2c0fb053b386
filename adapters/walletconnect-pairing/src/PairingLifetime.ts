import * as t from 'io-ts'
import { pairingExpiryMarginMs } from './pairingExpiryMarginMs.ts'

/**
 * How long a pairing may be offered, as an adapter's options take it (`pairingLifetimeMs`): a whole
 * number of milliseconds above the expiry margin. A shorter pairing would be replaced as soon as it
 * is shown (SPEC §5).
 */
export const PairingLifetime = t.refinement(t.number, (value) => Number.isSafeInteger(value) && value > pairingExpiryMarginMs, `a whole number of milliseconds above ${pairingExpiryMarginMs}`)
