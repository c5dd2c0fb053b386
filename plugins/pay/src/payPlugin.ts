import type { PluginDefinition } from '@portico/kernel'
import type { PayStore } from './PayStore.ts'

/** What the PAY_* events carry: the payment as asked. */
interface PayEventProperties {
  network: string
  asset: string
  recipient: string
  amount: number
}

declare module '@portico/kernel/extend' {
  /** The payment events (AppKit's PAY_*). */
  interface AnalyticsEventRegistry {
    PAY_INITIATED: PayEventProperties
    PAY_SUCCESS: PayEventProperties & { hash: string }
    PAY_ERROR: PayEventProperties & { message: string }
  }
  interface PluginStoreRegistry {
    pay: PayStore
  }
  interface RouteRegistry {
    Pay: undefined
    PayLoading: undefined
  }
}

/**
 * The pay plugin behind `pay()` and `openPay()` (AppKit's Pay): the Pay view (amount, asset,
 * network, recipient; connect and switch network first when needed), the transfer from the
 * connected wallet, and PayLoading, which waits for the payment's confirmation on chain. A payment
 * sent before a page reload is tracked again.
 */
export function payPlugin(): PluginDefinition {
  return {
    id: 'pay',
    load: async () => import('./setup.ts'),
  }
}
