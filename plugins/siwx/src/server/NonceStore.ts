/** Where a SIWX server keeps the nonces it issued: memory by default, a shared store (Redis, SQL) across processes. */
export interface NonceStore {
  /** Keeps a nonce until `expiresAt` (milliseconds since the epoch). */
  add(nonce: string, expiresAt: number): Promise<void> | void
  /** Whether the nonce is kept and has not expired. */
  has(nonce: string): Promise<boolean> | boolean
  /** Removes the nonce; true only when it was kept and had not expired, so one caller ever gets true. */
  consume(nonce: string): Promise<boolean> | boolean
}
