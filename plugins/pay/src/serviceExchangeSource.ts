import type { HttpClient } from '@portico/kernel/extend'
import { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'
import { ExchangeList } from './ExchangeList.ts'
import type { ExchangeSource } from './ExchangeSource.ts'
import { formatPayAmount } from './formatPayAmount.ts'
import { PayUrlResponse } from './PayUrlResponse.ts'

const amountOf = (amount: number | string) => (typeof amount === 'number' ? formatPayAmount(amount) : amount)

/**
 * The project service's exchanges (`/pay/exchanges`, `/pay/exchanges/{id}/url`,
 * `/pay/exchanges/{id}/status`), each answer decoded at the edge.
 */
export function serviceExchangeSource(http: HttpClient): ExchangeSource {
  return {
    exchanges: (params) => {
      const query: Record<string, string> = {}
      if (params.page !== undefined) query.page = String(params.page)
      if (params.network !== undefined) query.network = params.network
      if (params.asset !== undefined) query.asset = params.asset
      if (params.amount !== undefined) query.amount = amountOf(params.amount)
      return http.get('pay/exchanges', { codec: ExchangeList, params: query })
    },
    payUrl: (exchangeId, params) =>
      http.get(`pay/exchanges/${encodeURIComponent(exchangeId)}/url`, {
        codec: PayUrlResponse,
        params: { network: params.network, asset: params.asset, amount: amountOf(params.amount), recipient: params.recipient },
        retry: false,
      }),
    status: (exchangeId, sessionId) => http.get(`pay/exchanges/${encodeURIComponent(exchangeId)}/status`, { codec: ExchangeBuyStatus, params: { sessionId } }),
  }
}
