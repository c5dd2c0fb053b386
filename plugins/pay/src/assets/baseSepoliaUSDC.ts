import type { PaymentAsset } from '../PaymentAsset.ts'

/** USDC on Base Sepolia (AppKit's `baseSepoliaUSDC`). */
export const baseSepoliaUSDC: PaymentAsset = { network: 'eip155:84532', asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } }
