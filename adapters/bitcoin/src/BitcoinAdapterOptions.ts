import type { Network } from '@portico/kernel'
import type { BitcoinOptions } from './BitcoinOptions.ts'

/**
 * Options of `new BitcoinAdapter()`: `bitcoin()`'s, and AppKit's, accepted and ignored here:
 * `projectId` (the kernel passes `createAppKit`'s to adapters) and `networks` (the networks are
 * `createAppKit`'s `networks`).
 */
export interface BitcoinAdapterOptions extends BitcoinOptions {
  projectId?: string
  networks?: readonly Network[]
}
