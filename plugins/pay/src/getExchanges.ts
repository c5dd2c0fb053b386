import { currentAppKit } from '@portico/kernel/extend'
import type { Exchange } from './Exchange.ts'

/** The exchanges Pay last listed for its payment (AppKit's `getExchanges`); empty before Pay listed any. */
export function getExchanges(): Exchange[] {
  return currentAppKit()?.store.plugins.get('pay')?.exchanges.list ?? []
}
