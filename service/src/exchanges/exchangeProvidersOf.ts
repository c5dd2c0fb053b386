import { httpExchangeProvider } from './httpExchangeProvider.ts'
import type { ExchangeProvider } from './ExchangeProvider.ts'
import type { PayConfig } from './PayConfig.ts'

/** The exchanges of the config's `pay` (none without it). Throws when two share an id. */
export function exchangeProvidersOf(pay: PayConfig | undefined, timeoutMs: number): ExchangeProvider[] {
  const exchanges = pay?.exchanges ?? []
  const ids = exchanges.map((exchange) => exchange.id)
  for (const id of ids) {
    if (ids.indexOf(id) !== ids.lastIndexOf(id)) throw new Error(`The service config is not valid:\n  - pay: the exchange ${id} is given twice`)
  }
  return exchanges.map((exchange) => httpExchangeProvider(exchange, timeoutMs))
}
