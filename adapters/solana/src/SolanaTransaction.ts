import type { Transaction, VersionedTransaction } from '@solana/web3.js'

/** A legacy or versioned web3.js transaction. */
export type SolanaTransaction = Transaction | VersionedTransaction
