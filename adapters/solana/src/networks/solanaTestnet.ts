/** Solana testnet (CAIP-2 reference from its genesis hash); the kernel's `solanaTestnet`. */
export { solanaTestnet } from '@portico/kernel/networks'
