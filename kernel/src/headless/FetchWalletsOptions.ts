/** What `fetchWallets` loads (AppKit's options): a registry page (1-based; the next one by default), or a search. */
export interface FetchWalletsOptions {
  page?: number
  /** A search of the registry (100 results); an empty one clears it. */
  search?: string
  /** `search`'s former name, as AppKit still takes it; `search` wins when both are given. */
  query?: string
}
