import { solanaNetwork } from './solanaNetwork.ts'

/** Solana mainnet: `solana:` and the first 32 characters of its genesis hash (CAIP-2). */
export const solanaMainnet = solanaNetwork('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', false)
