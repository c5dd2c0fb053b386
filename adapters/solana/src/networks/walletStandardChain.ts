import type { Network } from '@portico/kernel'
import { solanaDevnet } from './solanaDevnet.ts'
import { solanaMainnet } from './solanaMainnet.ts'
import { solanaTestnet } from './solanaTestnet.ts'

/** A Wallet Standard chain identifier of Solana, as wallets list them. */
export type WalletStandardChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet'

const chainByCaipNetworkId: Readonly<Record<string, WalletStandardChain>> = {
  [solanaMainnet.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
}

/** The Wallet Standard chain of a network: mainnet, devnet or testnet by CAIP-2 id; any other is `solana:localnet`. */
export function walletStandardChain(network: Pick<Network, 'caipNetworkId'>): WalletStandardChain {
  return chainByCaipNetworkId[network.caipNetworkId] ?? 'solana:localnet'
}
