import type { PluginContext } from '@portico/kernel/extend'

/** The stores and services the swap store reads and drives. */
export type SwapRoot = Pick<PluginContext, 'connections' | 'networks' | 'adapters' | 'balances' | 'balanceService' | 'transactions' | 'router' | 'events'>
