/** A pairing a connector adapter offers (WalletConnect): the URI a wallet scans or opens, and when it expires (ms since the epoch). */
export interface Pairing {
  uri: string
  expiresAt: number
}
