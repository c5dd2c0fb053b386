import type { Address } from 'viem'

/**
 * The test wallet's asset discovery (EIP-5792 `assetDiscovery`, ERC-7811 `wallet_getAssets`): off
 * without it. With it, the wallet reports its native balance and these ERC-20 tokens per chain id,
 * read from its node, at these US dollar prices by symbol (0 when absent), with this icon.
 */
export interface WalletAssetsOptions {
  tokens: Record<number, Address[]>
  prices?: Record<string, number>
  iconUrl?: string
}
