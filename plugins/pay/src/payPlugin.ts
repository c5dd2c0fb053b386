import type { PluginDefinition } from '@portico/kernel'
import type { ExchangeSource } from './ExchangeSource.ts'
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

/** Options of `payPlugin()`. */
export interface PayPluginOptions {
  /** Where the exchanges a payment can be made from come from; default the project service (`/pay/exchanges/*`), none without one. */
  exchanges?: ExchangeSource
}

/**
 * The pay plugin behind `pay()` and `openPay()` (AppKit's Pay): the Pay view (amount, asset,
 * network, recipient; connect and switch network first when needed), the transfer from the
 * connected wallet or the payment from an exchange, and PayLoading, which follows the exchange
 * and waits for the payment's confirmation on chain. A payment sent, or opened at an exchange,
 * before a page reload is followed again. It loads while the feature flag `pay` is on (the
 * default; `features: { pay: false }` leaves it out).
 */
export function payPlugin(options: PayPluginOptions = {}): PluginDefinition {
  return {
    id: 'pay',
    feature: 'pay',
    load: async () => {
      const { setup } = await import('./setup.ts')
      return { setup: (context) => setup(context, options) }
    },
  }
}
