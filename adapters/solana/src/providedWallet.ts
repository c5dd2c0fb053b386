import { decode } from '@portico/kernel'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from './isSolanaWallet.ts'
import { WalletStandardWallet } from './WalletStandardWallet.ts'

/**
 * The Solana wallet a connector adapter (WalletConnect, the embedded wallet) hands over for a
 * connector: a Wallet Standard wallet with `standard:connect` and a `solana:` chain; else undefined.
 */
export function providedWallet(provider: unknown): Wallet | undefined {
  if (!decode(WalletStandardWallet, provider).ok) return undefined
  const wallet = provider as Wallet
  return isSolanaWallet(wallet) ? wallet : undefined
}
