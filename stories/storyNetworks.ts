import type { Network } from '@portico/kernel'
import { storyImage } from './storyImage.ts'

function evmNetwork(id: number, name: string, symbol: string, hue: number, testnet = false): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: symbol === 'ETH' ? 'Ether' : symbol, symbol, decimals: 18 },
    // Never called: the story adapter answers every chain operation itself.
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
    blockExplorers: { default: { name: `${name} Explorer`, url: `https://explorer.invalid/${id}` } },
    testnet,
    assets: { imageUrl: storyImage(name, hue) },
  }
}

/** The fixed networks of every story: four EVM networks (one a testnet) and Solana. */
export const storyNetworks: Network[] = [
  evmNetwork(1, 'Ethereum', 'ETH', 230),
  evmNetwork(42161, 'Arbitrum One', 'ETH', 205),
  evmNetwork(8453, 'Base', 'ETH', 220),
  evmNetwork(11155111, 'Sepolia', 'ETH', 280, true),
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    assets: { imageUrl: storyImage('Solana', 160) },
  },
]
