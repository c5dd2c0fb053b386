/** What `fetchWallets` loads (AppKit's options): a registry page (1-based; the next one by default), or a search. */
export interface FetchWalletsOptions {
  page?: number
  query?: string
}
