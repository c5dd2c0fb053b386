import type { AdapterContext, ConnectorAdapterDefinition } from '@portico/kernel/extend'
import type { WalletConnectAdapter } from './WalletConnectAdapter.ts'
import type { WalletConnectOptions } from './WalletConnectOptions.ts'

/** The definition `walletConnect()` returns: its `load` resolves the WalletConnect adapter. */
export interface WalletConnectAdapterDefinition extends ConnectorAdapterDefinition {
  load: (context: AdapterContext) => Promise<WalletConnectAdapter>
}

/**
 * The WalletConnect connector adapter: one connector across eip155, solana and bip122, paired
 * through a `wc:` URI, its session handing each chain adapter a provider for its namespace. The
 * universal provider loads inside `load`, not before (options are checked there too, so their
 * codec stays out of a host's first load); WalletConnect's telemetry stays off.
 */
export function walletConnect(options: WalletConnectOptions = {}): WalletConnectAdapterDefinition {
  return {
    kind: 'connector',
    id: 'walletConnect',
    namespaces: ['eip155', 'solana', 'bip122'],
    // Listed before the universal provider loads (in the namespaces that have networks).
    connectors: [{ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', namespaces: ['eip155', 'solana', 'bip122'] }],
    load: async (context) => {
      const { createWalletConnectAdapter } = await import('./createWalletConnectAdapter.ts')
      return createWalletConnectAdapter(context, options)
    },
  }
}
