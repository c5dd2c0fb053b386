import { useMemo } from 'react'
import type { WalletInfo } from '@portico/kernel/internal'
import { walletInfoOf } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/** The wallet connected on the active namespace, from its connector, as AppKit's `useWalletInfo`. */
export function useWalletInfo(): { walletInfo: WalletInfo | undefined } {
  const appKit = useHostAppKit()
  const observed = useMemo(
    () => new ObservedValue(() => ({ walletInfo: walletInfoOf(appKit.store) }), () => ({ walletInfo: undefined })),
    [appKit],
  )
  return useObservedValue(observed)
}
