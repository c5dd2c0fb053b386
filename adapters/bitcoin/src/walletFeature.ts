import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** The purposes a Bitcoin wallet is asked to connect addresses for. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** One message to sign with `bitcoin:signMessage`. */
export interface BitcoinSignMessageInput {
  account: WalletAccount
  message: Uint8Array
}

/** Listeners of `standard:events`. */
export type WalletChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/** The Wallet Standard features the Bitcoin adapter uses, by name; what they return is decoded, not trusted. */
export interface BitcoinWalletFeatures {
  'bitcoin:connect': { connect(input: { purposes: BitcoinAddressPurpose[] }): Promise<unknown> }
  'bitcoin:signMessage': { signMessage(...inputs: BitcoinSignMessageInput[]): Promise<unknown> }
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<unknown> }
  'standard:disconnect': { disconnect(): Promise<void> }
  'standard:events': { on(event: 'change', listener: WalletChangeListener): () => void }
}

/** A feature of a wallet when the wallet has it as an object; undefined otherwise. */
export function walletFeature<Name extends keyof BitcoinWalletFeatures>(wallet: Wallet, name: Name): Partial<BitcoinWalletFeatures[Name]> | undefined {
  const feature: unknown = wallet.features[name]
  return typeof feature === 'object' && feature !== null ? (feature as Partial<BitcoinWalletFeatures[Name]>) : undefined
}
