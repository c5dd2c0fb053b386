import type { Wallet } from '@wallet-standard/base'
import { walletFeature } from './walletFeature.ts'

/** Whether a Wallet Standard wallet can serve Bitcoin: it connects (`bitcoin:connect`) and lists a `bitcoin:` chain. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return typeof walletFeature(wallet, 'bitcoin:connect')?.connect === 'function' && wallet.chains.some((chain) => chain.startsWith('bitcoin:'))
}
