import type { AdapterContext, ChainAdapterDefinition, ConnectorDiscovery } from '@portico/kernel/extend'
import type { EvmAdapter } from './EvmAdapter.ts'
import type { EvmOptions } from './EvmOptions.ts'

/** The definition `evm()` returns: its `load` resolves the EVM adapter. */
export interface EvmAdapterDefinition extends ChainAdapterDefinition {
  namespace: 'eip155'
  discover: (onChange: () => void) => Promise<ConnectorDiscovery>
  load: (context: AdapterContext) => Promise<EvmAdapter>
}

/**
 * The EVM chain adapter (eip155) on viem: browser wallets (EIP-6963, `window.ethereum`) and the
 * host's own, connect, switch, sign, send and balances. viem loads inside `load`, not before;
 * the browser wallets are found before, in a small chunk of their own.
 */
export function evm(options: EvmOptions = {}): EvmAdapterDefinition {
  return {
    kind: 'chain',
    id: 'evm',
    namespace: 'eip155',
    // EIP-6963 and `window.ethereum` are read without viem, so the wallets list before it loads.
    discover: async (onChange) => {
      const { discoverEvmWallets } = await import('./discoverEvmWallets.ts')
      return discoverEvmWallets(options, onChange)
    },
    load: async (context) => {
      const { createEvmAdapter } = await import('./createEvmAdapter.ts')
      return createEvmAdapter(context, options)
    },
  }
}
