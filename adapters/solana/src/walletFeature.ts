import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'

/** The Wallet Standard features the Solana adapter uses, by name. */
export type SolanaWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature

/** A feature of a wallet when the wallet has it as an object; undefined otherwise. */
export function walletFeature<Name extends keyof SolanaWalletFeatures>(wallet: Wallet, name: Name): SolanaWalletFeatures[Name] | undefined {
  const feature: unknown = wallet.features[name]
  return typeof feature === 'object' && feature !== null ? (feature as SolanaWalletFeatures[Name]) : undefined
}
