import type { PaymentAsset } from '../PaymentAsset.ts'

/** Ether on Base (AppKit's `baseETH`). */
export const baseETH: PaymentAsset = { network: 'eip155:8453', asset: 'native', metadata: { name: 'Ethereum', symbol: 'ETH', decimals: 18 } }
