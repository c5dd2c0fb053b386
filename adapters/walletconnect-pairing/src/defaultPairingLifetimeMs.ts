/** SPEC §9: a pairing is offered for 4 min unless the adapter's options say otherwise. */
export const defaultPairingLifetimeMs = 4 * 60_000
