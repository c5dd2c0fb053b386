/** Bitcoin mainnet: `bip122:` and the first 32 hex characters of its genesis block hash (CAIP-2); the kernel's `bitcoin`. */
export { bitcoin as bitcoinMainnet } from '@portico/kernel/networks'
