/**
 * The provider of a namespace's connection, as `useAppKitProvider` gives it: the chain adapter's
 * (EIP-1193 for eip155; AppKit's Solana and Bitcoin shapes), and the connector's type, such as
 * `ANNOUNCED`, `WALLET_CONNECT` or `AUTH`. Both undefined while not connected.
 */
export interface WalletProviderState<T = unknown> {
  /** Typed `T` as AppKit types it, so its guides' calls compile; `undefined` at run time while not connected: check `isConnected` first. */
  walletProvider: T
  walletProviderType: string | undefined
}
