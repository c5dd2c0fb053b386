import type { HttpClient } from '@portico/kernel/extend'
import { TransactionPage } from './TransactionPage.ts'
import type { TransactionSource } from './TransactionSource.ts'

/**
 * The project service's transactions (SPEC §7): `GET /transactions/{address}?chainId&cursor&onramp&cache`,
 * decoded at the edge; `cache` is also the fetch's cache mode, so the browser keeps a page only as the service allows.
 */
export function serviceTransactionSource(http: HttpClient): TransactionSource {
  return {
    fetchPage: ({ address, chainId, cursor, onramp, cache, signal }) =>
      http.get(`transactions/${encodeURIComponent(address)}`, { codec: TransactionPage, params: { chainId, cursor, onramp, cache }, ...(cache ? { cache } : {}), ...(signal ? { signal } : {}) }),
  }
}
