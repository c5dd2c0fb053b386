/** Solana mainnet: `solana:` and the first 32 characters of its genesis hash (CAIP-2); the kernel's `solana`. */
export { solana as solanaMainnet } from '@portico/kernel/networks'
