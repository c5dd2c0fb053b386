import type { Wallet } from '@wallet-standard/base'
import { walletFeature } from './walletFeature.ts'

/** Whether a Wallet Standard wallet can serve Solana: it connects (`standard:connect`) and lists a `solana:` chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return typeof walletFeature(wallet, 'standard:connect')?.connect === 'function' && wallet.chains.some((chain) => chain.startsWith('solana:'))
}
