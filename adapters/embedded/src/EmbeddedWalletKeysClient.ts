/**
 * The embedded wallet's key export, offered to plugins as the connector extension
 * `embeddedWalletKeys`: the secure frame asks the user to confirm (recovery password or passkey),
 * shows their private keys on its own origin, and answers only EXPORTED or CANCELLED; the keys
 * never reach the app.
 */
export interface EmbeddedWalletKeysClient {
  exportPrivateKey(): Promise<{ outcome: 'EXPORTED' | 'CANCELLED' }>
}
