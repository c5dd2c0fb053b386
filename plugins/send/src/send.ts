import type { PluginDefinition } from '@portico/kernel'
import type { SendStore } from './SendStore.ts'

// The views this plugin adds; none takes data: the form lives in the plugin's store.
declare module '@portico/kernel/extend' {
  /** SPEC §7's send events. */
  interface AnalyticsEventRegistry {
    SEND_INITIATED: { network: string | undefined; token: string; amount: string | undefined }
    SEND_SUCCESS: { network: string | undefined; token: string; amount: string | undefined; hash: string }
  }
  interface PluginStoreRegistry {
    send: SendStore
  }
  interface RouteRegistry {
    WalletSend: undefined
    WalletSendSelectToken: undefined
    WalletSendPreview: undefined
  }
}

/**
 * The send plugin (feature `send`, on by default): a token, an amount and a receiver, a preview
 * with the network fee, and the send through the active chain adapter. Its entry sits in the
 * Account view's wallet-features row.
 */
export function send(): PluginDefinition {
  return { id: 'send', feature: 'send', load: () => import('./setup.ts') }
}
