import type { BundledAdapter } from '@portico/kernel/extend'
import { walletConnect } from './walletConnect.ts'
import type { WalletConnectOptions } from './WalletConnectOptions.ts'

/**
 * WalletConnect as another adapter brings it along (AppKit's `SolanaAdapter`, `WagmiAdapter`, ...
 * bring it built in): `walletConnect(options)`, left out when the host sets `enableWalletConnect:
 * false` or lists its own `walletConnect()`. Put it in an adapter definition's `bundles`.
 */
export function bundledWalletConnect(options: WalletConnectOptions = {}): BundledAdapter {
  return { definition: walletConnect(options), option: 'enableWalletConnect' }
}
