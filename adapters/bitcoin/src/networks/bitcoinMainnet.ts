import { bitcoinNetwork } from './bitcoinNetwork.ts'

/** Bitcoin mainnet: `bip122:` and the first 32 hex characters of its genesis block hash (CAIP-2). */
export const bitcoinMainnet = bitcoinNetwork('000000000019d6689c085ae165831e93', 'Bitcoin', 'https://mempool.space', false)
