import type { Wallet } from '../model/Wallet.ts'

/** Whether a registry wallet is installed: the registry says so, or its rdns is one the connectors announce (`installedRdns`, made once per list). */
export function isWalletInstalled(wallet: Wallet, installed: ReadonlySet<string>): boolean {
  return wallet.installed === true || (typeof wallet.rdns === 'string' && installed.has(wallet.rdns))
}
