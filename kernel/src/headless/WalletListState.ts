import type { WalletItem } from './WalletItem.ts'

/** The headless wallet list and connection, as `getWalletList` and `useAppKitWallets` give them (AppKit's fields). */
export interface WalletListState {
  /** The Connect view's wallets: installed, recent, featured, custom and recommended, with the WalletConnect connector. */
  wallets: WalletItem[]
  /** The registry's wallets loaded so far (pages of 40), or the results of the search in effect (100). */
  wcWallets: WalletItem[]
  /** Whether a registry page or a search is loading. */
  isFetchingWallets: boolean
  /** Whether a WalletConnect connection waits for its URI. */
  isFetchingWcUri: boolean
  /** Whether the instance is set up (remote configuration and plugins). */
  isInitialized: boolean
  /** The WalletConnect URI to show as a QR code or link while pairing. */
  wcUri: string | undefined
  /** Whether the last WalletConnect connection failed. */
  wcError: boolean
  /** The wallet being connected, until the connection succeeds or it is reset. */
  connectingWallet: WalletItem | undefined
  /** The last registry page loaded (1-based); 0 before the first. */
  page: number
  /** The registry's total of wallets. */
  count: number
}
