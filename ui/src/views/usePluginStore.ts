import type { PluginStoreRegistry } from '@portico/kernel/extend'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { PluginNotSetUpError } from '../errors/PluginNotSetUpError.ts'

/** The store a plugin attached under its id (typed by `PluginStoreRegistry`), for its views; throws when none is attached. */
export function usePluginStore<K extends keyof PluginStoreRegistry>(pluginId: K): PluginStoreRegistry[K]
/** The store a plugin attached under its id, or undefined while none is (a host hook of a plugin that may be off). */
export function usePluginStore<K extends keyof PluginStoreRegistry>(pluginId: K, options: { optional: true }): PluginStoreRegistry[K] | undefined
export function usePluginStore<K extends keyof PluginStoreRegistry>(pluginId: K, options?: { optional: true }): PluginStoreRegistry[K] | undefined {
  const store = useAppKitInstance().store.plugins.get(pluginId)
  if (!store && !options?.optional) throw new PluginNotSetUpError(String(pluginId))
  return store
}
