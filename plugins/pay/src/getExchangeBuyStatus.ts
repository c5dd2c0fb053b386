import type { ExchangeBuyStatus } from './ExchangeBuyStatus.ts'

/** Where a payment opened at an exchange is (AppKit's `getExchangeBuyStatus`): `SUCCESS` means the exchange sent it, not that it is confirmed on chain. */
export async function getExchangeBuyStatus(params: { exchangeId: string; sessionId: string }): Promise<ExchangeBuyStatus> {
  const { exchangeSourceOf } = await import('./exchangeSourceOf.ts')
  const { source } = await exchangeSourceOf()
  return source.status(params.exchangeId, params.sessionId)
}
