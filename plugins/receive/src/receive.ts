import type { PluginDefinition } from '@portico/kernel'

declare module '@portico/kernel/extend' {
  interface RouteRegistry {
    WalletReceive: undefined
  }
}

/**
 * The receive plugin (feature `receive`, on by default): the active account's address with copy
 * and a QR code, and the networks of its namespace. Its entry sits in the wallet-features row.
 */
export function receive(): PluginDefinition {
  return { id: 'receive', feature: 'receive', load: () => import('./setup.ts') }
}
