import { useContext } from 'react'
import type { AppKit } from '@portico/kernel/internal'
import { AppKitContext } from './AppKitContext.ts'
import { useAppKitInstance } from './useAppKitInstance.ts'
import { usePreloadedModal } from './usePreloadedModal.ts'

/**
 * The instance the host's hooks use (`useAppKitInstance`'s). Used without `AppKitProvider`, as
 * AppKit's hooks are (`createAppKit` at module scope, hooks anywhere), it also preloads and mounts
 * the modal when the browser is idle, as the provider does.
 */
export function useHostAppKit(): AppKit {
  const fromContext = useContext(AppKitContext)
  const appKit = useAppKitInstance()
  usePreloadedModal(fromContext ? undefined : appKit)
  return appKit
}
