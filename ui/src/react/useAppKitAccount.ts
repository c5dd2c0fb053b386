import { useMemo } from 'react'
import type { ChainNamespace } from '@portico/kernel/internal'
import type { AppKitAccount } from '@portico/kernel/internal'
import { accountStateOf } from '@portico/kernel/internal'
import { disconnectedAccount } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/** Options of `useAppKitAccount`: a namespace other than the active one. */
export interface UseAppKitAccountOptions {
  namespace?: ChainNamespace
}

/** The connected account of the active (or given) namespace, as AppKit's `useAppKitAccount`. */
export function useAppKitAccount(options?: UseAppKitAccountOptions): AppKitAccount {
  const appKit = useHostAppKit()
  const namespace = options?.namespace
  const observed = useMemo(
    // A server knows no wallet: it renders, and hydration starts, disconnected.
    () => new ObservedValue(() => accountStateOf(appKit.store, namespace), () => disconnectedAccount),
    [appKit, namespace],
  )
  return useObservedValue(observed)
}
