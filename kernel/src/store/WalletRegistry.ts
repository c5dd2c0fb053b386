import type { WalletPage } from '../model/WalletPage.ts'

/** A request for one page of the wallet registry. */
export interface WalletPageRequest {
  /** 1-based. */
  page: number
  entries: number
  /** Only these wallet ids. */
  include?: string[]
  /** Not these wallet ids. */
  exclude?: string[]
}

/** A search of the wallet registry by name. */
export interface WalletSearchRequest {
  query: string
  entries: number
  include?: string[]
  exclude?: string[]
}

/** Where the wallets store reads the wallet registry from: the project service, or a story's list. */
export interface WalletRegistry {
  fetchPage(request: WalletPageRequest): Promise<WalletPage>
  search(request: WalletSearchRequest): Promise<WalletPage>
}
