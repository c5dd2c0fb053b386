import type { SolanaOptions } from './SolanaOptions.ts'

/**
 * Options of `new SolanaAdapter()`: `solana()`'s, and AppKit's where they mean something here.
 * `wallets`: the Wallet Standard wallets among them are the host's wallets (as `connectors`);
 * wallet-adapter objects that are not (such as `new PhantomWalletAdapter()`) are left out, since
 * those wallets register through the Wallet Standard themselves. `connectionSettings` and
 * `registerWalletStandard` are accepted and ignored.
 */
export interface SolanaAdapterOptions extends SolanaOptions {
  wallets?: readonly unknown[]
  connectionSettings?: unknown
  registerWalletStandard?: unknown
}
