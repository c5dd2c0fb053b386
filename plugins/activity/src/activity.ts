import type { PluginDefinition } from '@portico/kernel'
import type { ActivityStore } from './ActivityStore.ts'

declare module '@portico/kernel/extend' {
  /** SPEC §7's event of a failed transactions fetch. */
  interface AnalyticsEventRegistry {
    ERROR_FETCH_TRANSACTIONS: { address: string; chainId: string; cursor: string | undefined }
  }
  interface PluginStoreRegistry {
    activity: ActivityStore
  }
  interface RouteRegistry {
    Transactions: undefined
  }
}

/**
 * The activity plugin (feature `activity`, on by default; SPEC §9: eip155): the Account view's
 * Activity tab and the `Transactions` view, the active account's transactions from the project
 * service, grouped by month and paged by cursor. Sends made through Portico show as pending at once.
 */
export function activity(): PluginDefinition {
  return { id: 'activity', feature: 'activity', load: () => import('./setup.ts') }
}
