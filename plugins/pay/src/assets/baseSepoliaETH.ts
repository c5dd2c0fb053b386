import type { PaymentAsset } from '../PaymentAsset.ts'

/** Ether on Base Sepolia (AppKit's `baseSepoliaETH`). */
export const baseSepoliaETH: PaymentAsset = { network: 'eip155:84532', asset: 'native', metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18 } }
