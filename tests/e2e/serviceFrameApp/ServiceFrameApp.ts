/** What the service frame's test app exposes on `window.serviceFrameApp` for a browser test to drive. */
export interface ServiceFrameApp {
  /** Opens the modal (the Connect view while disconnected). */
  open(): Promise<void>
  /** personal_sign of a UTF-8 message by the connected address, through the embedded wallet's provider. */
  sign(message: string): Promise<string>
  /** eth_sendTransaction of `value` wei to `to`; the transaction hash. */
  send(to: string, value: bigint): Promise<string>
  disconnect(): Promise<void>
  /** The connected Solana address (base58), when the app has Solana (`?solana=1`). */
  solanaAddress(): string
  /** Signs a UTF-8 message with the connected Solana account: the ed25519 signature's bytes. */
  signSolana(message: string): Promise<number[]>
  /** Reloads the secure frame (as leaving Farcaster does, SPEC §2), then asks it whether it is logged in. */
  reloadFrameThenAsk(): Promise<boolean>
  /** Asks the embedded wallet to let the user export their keys in the frame: only the outcome comes back. */
  exportPrivateKey(): Promise<{ outcome: 'EXPORTED' | 'CANCELLED' }>
}
