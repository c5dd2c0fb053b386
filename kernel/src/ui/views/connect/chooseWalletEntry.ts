import type { RootStore } from '../../../store/RootStore.ts'
import type { WalletEntry } from './walletEntries.ts'

/** Opens the connecting view for a wallet entry: its connector's, else WalletConnect's (also for the WalletConnect connector itself). */
export function chooseWalletEntry(store: RootStore, entry: Pick<WalletEntry, 'connectorId' | 'walletId'>): void {
  const connector = entry.connectorId ? store.adapters.connectors.find((candidate) => candidate.id === entry.connectorId) : undefined
  if (connector?.type === 'WALLET_CONNECT') store.router.push('ConnectingWalletConnect', entry.walletId ? { walletId: entry.walletId } : undefined)
  else if (entry.connectorId) store.router.push('ConnectingExternal', { connectorId: entry.connectorId })
  else if (entry.walletId) store.router.push('ConnectingWalletConnect', { walletId: entry.walletId })
}
