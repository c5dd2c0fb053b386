/** The database lock a bundler holds while it sends a bundle from a key (`Database.withLock`), one holder per chain and key across processes. */
export function bundlerLockName(chainId: number, sender: string): string {
  return `portico:bundler:${chainId}:${sender.toLowerCase()}`
}
