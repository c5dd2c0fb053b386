import { reaction } from 'mobx'
import { useCallback, useSyncExternalStore } from 'react'
import { useAppKitInstance } from './react/useAppKitInstance.ts'
import type { ChainExtensionRegistry } from '@portico/kernel/internal'

/**
 * What the loaded chain adapter of the key's namespace offers under a key of
 * ChainExtensionRegistry, for the React entries of adapter packages (the Solana adapter's
 * `useAppKitConnection`); undefined until that adapter has loaded and while it does not offer it.
 * Re-renders when it arrives or goes.
 */
export function useChainExtension<K extends keyof ChainExtensionRegistry>(key: K): ChainExtensionRegistry[K] | undefined {
  const appKit = useAppKitInstance()
  const read = useCallback(() => appKit.store.adapters.chainExtension(key), [appKit, key])
  const subscribe = useCallback((listener: () => void) => reaction(read, listener), [read])
  // A server has no loaded adapter.
  return useSyncExternalStore(subscribe, read, () => undefined)
}
