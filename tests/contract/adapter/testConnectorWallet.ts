/** The wallet side of the test connector adapter: it answers the pairings the adapter offers, by URI. */
export interface TestConnectorWallet {
  /** The adapter offers a pairing: resolves true when the wallet approves it, false when it declines. */
  offer(uri: string): Promise<boolean>
  /** The adapter stopped offering a pairing (approved, declined, aborted): later answers find nothing. */
  withdraw(uri: string): void
  /** Approves an offered pairing, as a user would. */
  approve(uri: string): Promise<void>
  /** Declines an offered pairing, as a user would. */
  decline(uri: string): Promise<void>
}

/** A wallet for the test connector adapter: no network, no timers; answering a URI not on offer throws. */
export function testConnectorWallet(): TestConnectorWallet {
  const offered = new Map<string, (approved: boolean) => void>()
  const answer = async (uri: string, approved: boolean) => {
    const settle = offered.get(uri)
    if (!settle) throw new Error(`No pairing on offer with ${uri}`)
    offered.delete(uri)
    settle(approved)
  }
  return {
    offer: (uri) => new Promise<boolean>((resolve) => void offered.set(uri, resolve)),
    withdraw: (uri) => void offered.delete(uri),
    approve: (uri) => answer(uri, true),
    decline: (uri) => answer(uri, false),
  }
}
