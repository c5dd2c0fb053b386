import type { Connector } from '../model/Connector.ts'
import type { Wallet } from '../model/Wallet.ts'
import { installedRdns } from './installedRdns.ts'

/** Whether a registry wallet is installed: the registry says so, or one of the connectors announces its rdns. */
export function isWalletInstalled(wallet: Wallet, connectors: readonly Connector[]): boolean {
  return wallet.installed === true || (typeof wallet.rdns === 'string' && installedRdns(connectors).has(wallet.rdns))
}
