import type { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'
import type { ExchangeList } from './ExchangeList.ts'
import type { GetExchangesParams } from './GetExchangesParams.ts'
import type { PayUrlParams } from './PayUrlParams.ts'
import type { PayUrlResponse } from './PayUrlResponse.ts'

/** Where the exchanges, their pages and their statuses come from (the project service by default). */
export interface ExchangeSource {
  exchanges(params: GetExchangesParams): Promise<ExchangeList>
  /** Opens a session at the exchange for the payment: its page and its id. */
  payUrl(exchangeId: string, params: PayUrlParams): Promise<PayUrlResponse>
  status(exchangeId: string, sessionId: string): Promise<ExchangeBuyStatus>
}
