import type { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'

/** A payment made from an exchange: which one, its session and page once opened, and what the exchange last said. */
export interface ExchangePayment {
  exchangeId: string
  exchangeName: string
  sessionId?: string
  /** The exchange's page (a safe http(s) URL), once known. */
  url?: string
  /** The browser refused the popup: the view offers the page as a link. */
  popupBlocked: boolean
  status: ExchangeBuyStatus['status']
}
