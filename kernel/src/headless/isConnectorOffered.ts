import type { HostOptions } from '../config/HostOptions.ts'
import type { Connector } from '../model/Connector.ts'

/**
 * Whether the host's options let the Connect view offer a connector: `enableWallets: false`
 * hides every wallet, `enableWalletConnect`, `enableInjected` and `enableEIP6963` set to false
 * hide the WalletConnect, injected and announced ones (AppKit's options; all on by default).
 */
export function isConnectorOffered(
  connector: Pick<Connector, 'type'>,
  options: Pick<HostOptions, 'enableWallets' | 'enableWalletConnect' | 'enableInjected' | 'enableEIP6963'>,
): boolean {
  if (options.enableWallets === false) return false
  if (connector.type === 'WALLET_CONNECT') return options.enableWalletConnect !== false
  if (connector.type === 'INJECTED') return options.enableInjected !== false
  if (connector.type === 'ANNOUNCED') return options.enableEIP6963 !== false
  return true
}
