import type { PluginLoader } from './PluginLoader.ts'
import { teardownPlugin } from './teardownPlugin.ts'

/** Tears every plugin down, last set up first, and stops following the feature flags (on `destroy`). */
export function teardownPlugins(loader: PluginLoader): void {
  loader.stopWatching?.()
  loader.stopWatching = undefined
  for (const id of [...loader.installations.keys()].reverse()) teardownPlugin(loader, id)
  loader.definitions = []
}
