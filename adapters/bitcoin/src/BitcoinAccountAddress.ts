/** One address of the connection as AppKit's BitcoinConnector gives it: its purpose and hex public key. */
export interface BitcoinAccountAddress {
  address: string
  purpose: 'payment' | 'ordinal' | 'stx'
  publicKey?: string
  path?: string
}
