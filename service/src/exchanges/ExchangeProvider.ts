import type { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'
import type { ExchangeInfo } from './ExchangeInfo.ts'
import type { ExchangePayment } from './ExchangePayment.ts'

/**
 * An exchange the service offers to pay from (`httpExchangeProvider` over a hosted exchange's API).
 * Failures it means are `ExchangeError`s; anything else is the exchange failing (502).
 */
export interface ExchangeProvider {
  readonly info: ExchangeInfo
  /** Opens a deposit session for the payment: the exchange's page where the user confirms the withdrawal, and the session's id. */
  payUrl(payment: ExchangePayment): Promise<{ url: string; sessionId: string }>
  /** The session's status. */
  status(sessionId: string): Promise<ExchangeBuyStatus>
}
