import { useMemo } from 'react'
import type { AppKitState } from '@portico/kernel/internal'
import { modalStateOf } from '@portico/kernel/internal'
import { serverModalStateOf } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/** The modal's state, as AppKit's `useAppKitState`. */
export function useAppKitState(): AppKitState {
  const appKit = useHostAppKit()
  const observed = useMemo(() => new ObservedValue(() => modalStateOf(appKit.store), () => serverModalStateOf(appKit.store)), [appKit])
  return useObservedValue(observed)
}
