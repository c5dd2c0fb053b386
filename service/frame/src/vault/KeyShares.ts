/** The three shares of a user secret (2 of them make it): index 0 device, 1 auth, 2 recovery. */
export interface KeyShares {
  /** Kept on the frame origin only (IndexedDB, wrapped). */
  device: Uint8Array
  /** Kept by the backend, encrypted at rest, released to a live session of the user. */
  auth: Uint8Array
  /** Encrypted in the browser under a passkey PRF or a password; the backend keeps the envelope. */
  recovery: Uint8Array
}
