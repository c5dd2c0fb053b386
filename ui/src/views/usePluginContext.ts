import type { PluginContext } from '@portico/kernel/extend'
import { useAppKitInstance } from '../react/useAppKitInstance.ts'
import { PluginNotSetUpError } from '../errors/PluginNotSetUpError.ts'

/**
 * What a plugin's views read and drive: the context its setup received (the stores and verbs it
 * may use, narrow and typed), never the whole root store. Throws when the plugin was never set up
 * on the instance in context.
 */
export function usePluginContext(pluginId: string): PluginContext {
  const context = useAppKitInstance().plugins.contexts.get(pluginId)
  if (!context) throw new PluginNotSetUpError(pluginId)
  return context
}
