import type { ReactNode } from 'react'
import type { AppKit } from '../AppKit.ts'
import { AppKitContext } from './AppKitContext.ts'
import { usePreloadedModal } from './usePreloadedModal.ts'

/** Props of `AppKitProvider`. */
export interface AppKitProviderProps {
  appKit: AppKit
  children?: ReactNode
}

/**
 * Gives the hooks and `ConnectButton` their instance. It renders only its children, so server
 * and client markup match; after hydration, when the browser is idle, it loads and mounts the
 * modal so the first open is instant.
 */
export function AppKitProvider({ appKit, children }: AppKitProviderProps) {
  usePreloadedModal(appKit)
  return <AppKitContext.Provider value={appKit}>{children}</AppKitContext.Provider>
}
