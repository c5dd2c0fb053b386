/** A lock `Database.tryLock` took: held until released, or until its connection to the database is lost. */
export interface HeldLock {
  /** False once released or once its connection was lost (the server then released it, and another process may hold it). */
  held(): boolean
  /** Releases it; calling it again does nothing more. */
  release(): Promise<void>
}
