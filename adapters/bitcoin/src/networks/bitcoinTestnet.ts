/** Bitcoin testnet (testnet3): `bip122:` and the first 32 hex characters of its genesis block hash (CAIP-2); the kernel's `bitcoinTestnet`. */
export { bitcoinTestnet } from '@portico/kernel/networks'
