/** Options of `universalConnector` (the core entry's createAppKit uses the defaults). */
export interface UniversalConnectorOptions {
  /** How long a pairing URI is offered before a fresh one replaces it (SPEC §9: 4 min, the default; a whole number of milliseconds above 10 s), unless the URI expires sooner. */
  pairingLifetimeMs?: number
  /** The clock (default `Date.now`). */
  now?: () => number
}
