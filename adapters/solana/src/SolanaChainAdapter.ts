import type { ChainAdapter } from '@portico/kernel/extend'
import type { SolanaTransaction } from './SolanaTransaction.ts'
import type { SolanaConnections } from './SolanaConnections.ts'
import type { SolanaSendOptions } from './SolanaSendOptions.ts'
import type { SolanaTransfer } from './SolanaTransfer.ts'
import type { SolanaWalletProvider } from './SolanaWalletProvider.ts'

// What the Solana adapter offers plugins and its React entry beyond the chain contract, announced under the same keys.
declare module '@portico/kernel/extend' {
  interface ChainExtensionRegistry {
    /** SOL transfers and their fee (the send plugin). */
    'solana:transfer': SolanaTransfer
    /** web3.js Connections on the configured networks (`useAppKitConnection` of `@portico/adapter-solana/react`). */
    'solana:connection': SolanaConnections
  }
}


/**
 * The Solana chain adapter once loaded: the kernel's chain operations (switching is the app's
 * choice of network: Solana wallets have no current chain), transaction signing and sending, and
 * the host's wallet provider. Signatures and addresses are base58.
 */
export interface SolanaChainAdapter extends ChainAdapter {
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
  extensions: { 'solana:transfer': SolanaTransfer; 'solana:connection': SolanaConnections }
  /**
   * The provider of the connection for the host app (AppKit's Solana `Provider`, from
   * `getWalletProvider()` / `useAppKitProvider('solana')`), whatever connector made it: one object
   * for the adapter's lifetime; undefined while not connected.
   */
  walletProvider(): SolanaWalletProvider | undefined
}
