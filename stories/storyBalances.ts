import type { TokenBalance } from '@portico/kernel/extend'
import { storyImage } from './storyImage.ts'

/** Fixed token balances of the story account on a network (a CAIP-2 id). */
export function storyBalances(caipNetworkId: string): TokenBalance[] {
  if (caipNetworkId.startsWith('solana:')) {
    return [
      { name: 'Solana', symbol: 'SOL', chainId: caipNetworkId, value: 1520.4, price: 152.04, quantity: { decimals: '9', numeric: '10' }, iconUrl: storyImage('SOL', 160) },
      { name: 'USD Coin', symbol: 'USDC', chainId: caipNetworkId, address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', value: 250, price: 1, quantity: { decimals: '6', numeric: '250' }, iconUrl: storyImage('USDC', 210) },
    ]
  }
  return [
    { name: 'Ether', symbol: 'ETH', chainId: caipNetworkId, value: 3875.5, price: 3100.4, quantity: { decimals: '18', numeric: '1.25' }, iconUrl: storyImage('ETH', 230) },
    { name: 'USD Coin', symbol: 'USDC', chainId: caipNetworkId, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', value: 1200, price: 1, quantity: { decimals: '6', numeric: '1200' }, iconUrl: storyImage('USDC', 210) },
    { name: 'Dai', symbol: 'DAI', chainId: caipNetworkId, address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', value: 42.1, price: 1, quantity: { decimals: '18', numeric: '42.1' }, iconUrl: storyImage('DAI', 45) },
  ]
}
