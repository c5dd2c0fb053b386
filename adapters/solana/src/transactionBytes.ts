import { Transaction } from '@solana/web3.js'
import type { SolanaTransaction } from './SolanaTransaction.ts'

/** A transaction in wire format for a wallet to sign: signatures still missing are left empty. */
export function transactionBytes(transaction: SolanaTransaction): Uint8Array {
  if (transaction instanceof Transaction) return Uint8Array.from(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
  return transaction.serialize()
}
