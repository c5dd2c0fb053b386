/** A connector id from a wallet's name: lower case, runs of other characters as one dash ("Phantom Wallet" -> "phantom-wallet"); used by every Wallet Standard adapter. */
export function walletConnectorId(name: string): string {
  const id = name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return id.length > 0 ? id : 'wallet'
}
