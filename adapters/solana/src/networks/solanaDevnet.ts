import { solanaNetwork } from './solanaNetwork.ts'

/** Solana devnet (CAIP-2 reference from its genesis hash). */
export const solanaDevnet = solanaNetwork('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', true)
