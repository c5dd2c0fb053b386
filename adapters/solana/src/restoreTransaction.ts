import { Transaction, VersionedTransaction } from '@solana/web3.js'
import type { SolanaTransaction } from './SolanaTransaction.ts'

/** A signed transaction from its wire format, of the same kind as the one sent to the wallet. */
export function restoreTransaction<T extends SolanaTransaction>(bytes: Uint8Array, like: T): T {
  return (like instanceof Transaction ? Transaction.from(bytes) : VersionedTransaction.deserialize(bytes)) as T
}
