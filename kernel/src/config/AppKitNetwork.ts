import type * as t from 'io-ts'
import type { NetworkFromChain } from './NetworkFromChain.ts'

/**
 * A network as a host passes one to `createAppKit` (AppKit's `AppKitNetwork`): a network of this
 * entry, one made with `defineChain`, or a viem-style chain (namespace and CAIP id optional).
 */
export type AppKitNetwork = t.OutputOf<typeof NetworkFromChain>
