import { ExchangeError } from '../exchanges/ExchangeError.ts'
import type { ExchangeProvider } from '../exchanges/ExchangeProvider.ts'
import type { ServiceContext } from '../ServiceContext.ts'

/** The exchange of an id; an `ExchangeError` UNKNOWN_EXCHANGE for an id not configured. */
export function exchangeProviderOf(context: Pick<ServiceContext, 'exchanges'>, id: string): ExchangeProvider {
  const exchange = (context.exchanges ?? []).find((candidate) => candidate.info.id === id)
  if (!exchange) throw new ExchangeError('UNKNOWN_EXCHANGE', `No exchange ${JSON.stringify(id)}`)
  return exchange
}
