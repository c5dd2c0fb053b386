import { compareShallow } from 'mobx'
import { useMemo } from 'react'
import type { ChainNamespace } from '@portico/kernel/internal'
import type { WalletProviderState } from '@portico/kernel/internal'
import { walletProviderOf } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

const none: WalletProviderState = { walletProvider: undefined, walletProviderType: undefined }

/**
 * The provider of a namespace's connection, whatever connector made it, and the connector's type,
 * as AppKit's `useAppKitProvider`: `useAppKitProvider<Eip1193Provider>('eip155')` for ethers or
 * viem, `useAppKitProvider<Provider>('solana')`. Both undefined while not connected.
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace): WalletProviderState<T> {
  const appKit = useHostAppKit()
  const observed = useMemo(
    // Compared by identity: a provider is an object with functions, not data.
    () => new ObservedValue(() => walletProviderOf(appKit.store, namespace), () => none, compareShallow),
    [appKit, namespace],
  )
  return useObservedValue(observed) as WalletProviderState<T>
}
