import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { RootStore } from '../RootStore.ts'
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
  const embeddedWalletInfo = isConnected ? embeddedWalletInfoOf(store, connection) : undefined
  const inUse = connection.accounts[0]?.address
  return {
    // The embedded wallet's account in use has the type its connector says (a smart account), not the one its provider can tell.
    allAccounts: connection.accounts.map((account) => (embeddedWalletInfo?.accountType && account.address === inUse ? { ...account, type: embeddedWalletInfo.accountType } : { ...account })),
    caipAddress: isConnected ? connection.caipAddress : undefined,
    address: isConnected ? inUse : undefined,
    isConnected,
    status: connection.status,
    embeddedWalletInfo,
  }
}
