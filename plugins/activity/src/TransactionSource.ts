import type { TransactionPage } from './TransactionPage.ts'

/** What a page of transactions is asked with (SPEC §7: account, cursor, onramp, cache, chainId). */
export interface TransactionPageRequest {
  address: string
  /** CAIP-2. */
  chainId: string
  cursor?: string | undefined
  /** An on-ramp provider's id: only the purchases it delivered. */
  onramp?: string | undefined
  /** The fetch cache mode: `no-cache` for a page that must be fresh, `default` for an older page the browser may keep. */
  cache?: RequestCache | undefined
  signal?: AbortSignal
}

/** Where an account's transactions come from, a page at a time: the project service, or a story's fixed list. */
export interface TransactionSource {
  /** One page of the account's transactions on a CAIP-2 chain, newest first, after `cursor` when given. */
  fetchPage(request: TransactionPageRequest): Promise<TransactionPage>
}
