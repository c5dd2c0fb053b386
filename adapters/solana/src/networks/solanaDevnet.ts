/** Solana devnet (CAIP-2 reference from its genesis hash); the kernel's `solanaDevnet`. */
export { solanaDevnet } from '@portico/kernel/networks'
