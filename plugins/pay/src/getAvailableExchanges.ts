import type { ExchangeList } from './ExchangeList.ts'
import type { GetExchangesParams } from './GetExchangesParams.ts'

/**
 * Lists the exchanges a payment can be made from (AppKit's `getAvailableExchanges`): a page (from
 * 0) of those withdrawing `asset` on `network` when given, and how many there are. Rejects with a
 * PayError when there is no exchange source, or as the source fails.
 */
export async function getAvailableExchanges(params: GetExchangesParams = {}): Promise<ExchangeList> {
  const { exchangeSourceOf } = await import('./exchangeSourceOf.ts')
  const { source } = await exchangeSourceOf()
  return source.exchanges(params)
}
