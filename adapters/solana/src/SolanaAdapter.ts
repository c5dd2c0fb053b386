import type { ChainAdapter } from '@portico/kernel/extend'
import type { Transaction, VersionedTransaction } from '@solana/web3.js'
import type { SolanaSendOptions } from './SolanaSendOptions.ts'
import type { SolanaTransfer } from './SolanaTransfer.ts'

// What the Solana adapter offers plugins beyond the chain contract, announced under the same key.
declare module '@portico/kernel/extend' {
  interface ChainExtensionRegistry {
    /** SOL transfers and their fee (the send plugin). */
    'solana:transfer': SolanaTransfer
  }
}

/** A legacy or versioned web3.js transaction. */
export type SolanaTransaction = Transaction | VersionedTransaction

/**
 * The Solana chain adapter once loaded: the kernel's chain operations (switching is the app's
 * choice of network: Solana wallets have no current chain), and transaction signing and sending.
 * Signatures and addresses are base58.
 */
export interface SolanaAdapter extends ChainAdapter {
  namespace: 'solana'
  switchNetwork: NonNullable<ChainAdapter['switchNetwork']>
  /** Signs a UTF-8 message (`solana:signMessage`); resolves the base58 ed25519 signature. */
  signMessage: NonNullable<ChainAdapter['signMessage']>
  getBalances: NonNullable<ChainAdapter['getBalances']>
  /** Signs a transaction (`solana:signTransaction`); resolves it signed, of the same kind. */
  signTransaction<T extends SolanaTransaction>(transaction: T, address?: string): Promise<T>
  /** Signs several transactions in one wallet request (`solana:signAllTransactions`). */
  signAllTransactions<T extends SolanaTransaction>(transactions: T[], address?: string): Promise<T[]>
  /** Signs and sends a transaction (`solana:signAndSendTransaction`); resolves its base58 signature once sent. */
  signAndSendTransaction(transaction: SolanaTransaction, options?: SolanaSendOptions, address?: string): Promise<string>
  extensions: { 'solana:transfer': SolanaTransfer }
}
