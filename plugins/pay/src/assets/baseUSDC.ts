import type { PaymentAsset } from '../PaymentAsset.ts'

/** USDC on Base (AppKit's `baseUSDC`). */
export const baseUSDC: PaymentAsset = { network: 'eip155:8453', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } }
