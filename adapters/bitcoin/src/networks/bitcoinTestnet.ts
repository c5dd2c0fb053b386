import { bitcoinNetwork } from './bitcoinNetwork.ts'

/** Bitcoin testnet (testnet3): `bip122:` and the first 32 hex characters of its genesis block hash (CAIP-2). */
export const bitcoinTestnet = bitcoinNetwork('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', 'https://mempool.space/testnet', true)
