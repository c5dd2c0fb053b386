import type { HttpClient } from '@portico/kernel/extend'
import { TransactionPage } from './TransactionPage.ts'
import type { TransactionSource } from './TransactionSource.ts'

/** The project service's transactions (SPEC §7): `GET /transactions/{address}?chainId&cursor`, decoded at the edge. */
export function serviceTransactionSource(http: HttpClient): TransactionSource {
  return {
    fetchPage: ({ address, chainId, cursor, signal }) =>
      http.get(`transactions/${encodeURIComponent(address)}`, { codec: TransactionPage, params: { chainId, cursor }, ...(signal ? { signal } : {}) }),
  }
}
