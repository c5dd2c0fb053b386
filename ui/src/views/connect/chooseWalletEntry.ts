import { registryWalletById } from '@portico/kernel/internal'
import type { WalletEntry } from '@portico/kernel/internal'
import type { ModalContext } from '../ModalContext.ts'

/**
 * Opens the connecting view for a wallet entry: its connector's, else WalletConnect's (also for
 * the WalletConnect connector itself); a registry wallet's is titled with its name.
 */
export function chooseWalletEntry(store: Pick<ModalContext, 'adapters' | 'wallets' | 'router'>, entry: Pick<WalletEntry, 'connectorId' | 'walletId'>): void {
  const connector = entry.connectorId ? store.adapters.connectors.find((candidate) => candidate.id === entry.connectorId) : undefined
  const registryName = entry.walletId ? registryWalletById(store, entry.walletId)?.name : undefined
  const viaWalletConnect = (walletId: string) => ({ walletId, ...(registryName ? { title: registryName } : {}) })
  if (connector?.type === 'WALLET_CONNECT') store.router.push('ConnectingWalletConnect', entry.walletId ? viaWalletConnect(entry.walletId) : undefined)
  else if (entry.connectorId) store.router.push('ConnectingExternal', { connectorId: entry.connectorId })
  else if (entry.walletId) store.router.push('ConnectingWalletConnect', viaWalletConnect(entry.walletId))
}
