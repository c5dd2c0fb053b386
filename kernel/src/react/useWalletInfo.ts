import { useMemo } from 'react'
import { useAppKitInstance } from '../ui/useAppKitInstance.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/** The connected wallet, as AppKit's `walletInfo`. */
export interface WalletInfo {
  name: string
  icon?: string
  rdns?: string
  /** The connector type (SPEC §3), such as `INJECTED` or `WALLET_CONNECT`. */
  type: string
}

/** The wallet connected on the active namespace, from its connector, as AppKit's `useWalletInfo`. */
export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const appKit = useAppKitInstance()
  const observed = useMemo(() => {
    const { connections, adapters } = appKit.store
    return new ObservedValue(
      () => {
        const connection = connections.active
        const connectorId = connection?.status === 'connected' ? connection.connectorId : undefined
        const connector = connectorId === undefined ? undefined : adapters.connectors.find((candidate) => candidate.id === connectorId)
        if (!connector) return { walletInfo: undefined }
        const walletInfo: WalletInfo = { name: connector.name, type: connector.type }
        if (connector.imageUrl) walletInfo.icon = connector.imageUrl
        if (connector.info?.rdns) walletInfo.rdns = connector.info.rdns
        return { walletInfo }
      },
      () => ({ walletInfo: undefined }),
    )
  }, [appKit])
  return useObservedValue(observed)
}
