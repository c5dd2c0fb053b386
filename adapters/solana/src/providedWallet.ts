import { decode } from '@portico/kernel/extend'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from './isSolanaWallet.ts'
import { SolanaRequestProvider } from './SolanaRequestProvider.ts'
import { walletFromRequestProvider } from './walletFromRequestProvider.ts'
import { WalletStandardWallet } from '@portico/wallet-standard'

/**
 * The Solana wallet a connector adapter (WalletConnect, the embedded wallet) hands over for a
 * connector: a Wallet Standard wallet with `standard:connect` and a `solana:` chain as it is, or a
 * request provider (`request({ method, params }, caipNetworkId)`) behind a Wallet Standard face
 * asking on `caipNetworkId()`; else undefined.
 */
export function providedWallet(provider: unknown, caipNetworkId: () => string): Wallet | undefined {
  if (decode(WalletStandardWallet, provider).ok) return isSolanaWallet(provider as Wallet) ? (provider as Wallet) : undefined
  const decoded = decode(SolanaRequestProvider, provider)
  return decoded.ok ? walletFromRequestProvider(decoded.value, caipNetworkId) : undefined
}
