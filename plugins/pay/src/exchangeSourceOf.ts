import { PayError } from './errors.ts'
import type { ExchangeSource } from './ExchangeSource.ts'
import { payStoreOf } from './payStoreOf.ts'
import type { PayStore } from './PayStore.ts'

/** The pay plugin's store and its exchange source; a PayError PAY_NO_EXCHANGES when it has none (no project service, no host source). */
export async function exchangeSourceOf(): Promise<{ store: PayStore; source: ExchangeSource }> {
  const { store } = await payStoreOf()
  const source = store.exchanges.source
  if (!source) throw new PayError('PAY_NO_EXCHANGES', 'No exchanges: set projectServiceUrl, or give payPlugin({ exchanges }) a source')
  return { store, source }
}
