import type { ChainNamespace } from '../model/ChainNamespace.ts'
import type { RootStore } from '../RootStore.ts'
import { connectedConnectorOf } from './connectedConnectorOf.ts'
import type { WalletInfo } from './WalletInfo.ts'

/** The wallet connected on the active (or given) namespace, from its connector. */
export function walletInfoOf(store: RootStore, namespace?: ChainNamespace): WalletInfo | undefined {
  const connector = connectedConnectorOf(store, namespace)
  if (!connector) return undefined
  const walletInfo: WalletInfo = { name: connector.name, type: connector.type }
  if (connector.imageUrl) walletInfo.icon = connector.imageUrl
  if (connector.info?.rdns) walletInfo.rdns = connector.info.rdns
  return walletInfo
}
