import type { Network } from '../model/Network.ts'

function evm(id: number, name: string, testnet = false): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`http://127.0.0.1:8545/${id}`] } },
    testnet,
  }
}

/** The networks of the view tests: Ethereum, Sepolia (a testnet), and Solana. */
export const testNetworks = {
  ethereum: evm(1, 'Ethereum'),
  sepolia: evm(11155111, 'Sepolia', true),
  solana: {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    chainNamespace: 'solana',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  } satisfies Network,
}
