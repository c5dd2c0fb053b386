/** SPEC §5: a pairing counts as expired once this many milliseconds or fewer remain (10 s). */
export const pairingExpiryMarginMs = 10_000
