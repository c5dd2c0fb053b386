import type { Connector } from '../model/Connector.ts'
import type { Wallet } from '../model/Wallet.ts'
import type { RootStore } from '../RootStore.ts'
import { isMobileDevice } from '../services/isMobileDevice.ts'
import { installedRdns } from './installedRdns.ts'
import { isWalletInstalled } from './isWalletInstalled.ts'
import { registryWalletById } from './registryWalletById.ts'
import { walletEntries } from './walletEntries.ts'
import type { WalletItem, WalletItemConnector } from './WalletItem.ts'

function connectorsOf(connector: Connector): WalletItemConnector[] {
  return connector.namespaces.map((chain) => ({ id: connector.id, chain }))
}

/**
 * The Connect view's wallet list as WalletItems, in its order and with its rules (the modal's own
 * `walletEntries`: exclusions, `enable*` options, a registry wallet an adapter offers listed once,
 * 4 recommended); featured wallets still loading are left out.
 */
export function walletItemsOf(store: RootStore): WalletItem[] {
  const recent = new Set(store.wallets.recent.map((wallet) => wallet.id))
  const installed = installedRdns(store.adapters.connectors)
  const customWallets: readonly Wallet[] = store.config.options.customWallets ?? []
  return walletEntries(store, isMobileDevice()).flatMap((entry): WalletItem[] => {
    if (entry.placeholder) return []
    const connector = entry.connectorId ? store.adapters.connectors.find((candidate) => candidate.id === entry.connectorId) : undefined
    if (connector) {
      const id = connector.explorerId ?? connector.id
      return [{ id, name: entry.name, imageUrl: entry.imageUrl, connectors: connectorsOf(connector), walletInfo: undefined, isInjected: entry.group === 'injected', isRecent: recent.has(id) }]
    }
    if (!entry.walletId) return []
    const listed = registryWalletById(store, entry.walletId) ?? customWallets.find((wallet) => wallet.id === entry.walletId)
    const walletInfo = listed ? { ...listed } : undefined
    return [{ id: entry.walletId, name: entry.name, imageUrl: entry.imageUrl, connectors: [], walletInfo, isInjected: walletInfo ? isWalletInstalled(walletInfo, installed) : false, isRecent: recent.has(entry.walletId) }]
  })
}
