import type { RootStore } from '../../../store/RootStore.ts'
import type { WalletEntry } from './walletEntries.ts'

/** Opens the connecting view for a wallet entry: its connector's, else WalletConnect's. */
export function chooseWalletEntry(store: RootStore, entry: Pick<WalletEntry, 'connectorId' | 'walletId'>): void {
  if (entry.connectorId) store.router.push('ConnectingExternal', { connectorId: entry.connectorId })
  else if (entry.walletId) store.router.push('ConnectingWalletConnect', { walletId: entry.walletId })
}
