import type { TransactionPage } from './TransactionPage.ts'

/** Where an account's transactions come from, a page at a time: the project service, or a story's fixed list. */
export interface TransactionSource {
  /** One page of the account's transactions on a CAIP-2 chain, newest first, after `cursor` when given. */
  fetchPage(request: { address: string; chainId: string; cursor?: string | undefined; signal?: AbortSignal }): Promise<TransactionPage>
}
