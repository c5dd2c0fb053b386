import { solanaNetwork } from './solanaNetwork.ts'

/** Solana testnet (CAIP-2 reference from its genesis hash). */
export const solanaTestnet = solanaNetwork('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', true)
