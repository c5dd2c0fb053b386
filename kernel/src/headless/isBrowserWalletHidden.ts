import type { Connector } from '../model/Connector.ts'

const browserWalletName = 'Browser Wallet'

/**
 * Whether to hide the generic "Browser Wallet" injected entry (SPEC §6): always on desktop; on
 * mobile when it has no rdns and no wallet is installed (`installed`: an announced or injected
 * connector has an rdns, see `installedRdns`).
 */
export function isBrowserWalletHidden(connector: Connector, context: { isMobile: boolean; installed: boolean }): boolean {
  if (connector.type !== 'INJECTED' || connector.name !== browserWalletName) return false
  if (!context.isMobile) return true
  return !connector.info?.rdns && !context.installed
}
