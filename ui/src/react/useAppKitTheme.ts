import { useMemo } from 'react'
import type { ThemeVariables } from '@portico/kernel/internal'
import type { ThemeMode } from '@portico/kernel/internal'
import { useHostAppKit } from './useHostAppKit.ts'
import { ObservedValue } from './ObservedValue.ts'
import { useObservedValue } from './useObservedValue.ts'

/** What `useAppKitTheme` returns. */
export interface AppKitTheme {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  setThemeMode(themeMode: ThemeMode): void
  /** Merges variables (`--w3m-*` or `--pc-*`) into the current ones. */
  setThemeVariables(themeVariables: ThemeVariables): void
}

/** The modal's theme and its setters, as AppKit's `useAppKitTheme`. */
export function useAppKitTheme(): AppKitTheme {
  const appKit = useHostAppKit()
  const observed = useMemo(() => {
    const { theme } = appKit.store
    return new ObservedValue(() => ({ themeMode: theme.themeMode, themeVariables: { ...theme.themeVariables } }))
  }, [appKit])
  const state = useObservedValue(observed)
  return useMemo(() => {
    const { theme } = appKit.store
    return { ...state, setThemeMode: theme.setThemeMode, setThemeVariables: theme.setThemeVariables }
  }, [state, appKit])
}
