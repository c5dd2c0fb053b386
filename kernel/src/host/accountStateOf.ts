import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { RootStore } from '../store/RootStore.ts'
import type { AppKitAccount } from './AppKitAccount.ts'
import { disconnectedAccount } from './disconnectedAccount.ts'
import { embeddedWalletInfoOf } from './embeddedWalletInfoOf.ts'


/** The account of the active (or given) namespace, as plain data (copies of the store's). */
export function accountStateOf(store: RootStore, namespace?: ChainNamespace): AppKitAccount {
  const { connections } = store
  const chosen = namespace ?? connections.activeNamespace
  if (!chosen) return disconnectedAccount
  const connection = connections.connectionOf(chosen)
  const isConnected = connection.status === 'connected'
  return {
    allAccounts: connection.accounts.map((account) => ({ ...account })),
    caipAddress: isConnected ? connection.caipAddress : undefined,
    address: isConnected ? connection.accounts[0]?.address : undefined,
    isConnected,
    status: connection.status,
    embeddedWalletInfo: isConnected ? embeddedWalletInfoOf(store, connection) : undefined,
  }
}
