import type { RootStore } from '../RootStore.ts'
import { createPluginContext } from './createPluginContext.ts'
import type { PluginServices } from './PluginServices.ts'
import type { PluginDefinition } from './PluginDefinition.ts'
import type { PluginState } from './PluginState.ts'
import type { PluginContext } from './PluginContext.ts'
import { PluginInvalidError } from '../errors/PluginInvalidError.ts'

/** What `loadPlugins` hands over for one installation. */
export interface InstallPluginInput {
  root: RootStore
  services: PluginServices
  /** Keeps a cleanup of something the setup registered, for the teardown. */
  record: (cleanup: () => void) => void
  /** False once the plugin was torn down while installing. */
  isLive: () => boolean
  /** Keeps the context the setup receives, for the plugin's views (`PluginLoader.contexts`). */
  keepContext: (context: PluginContext) => void
}

/**
 * Loads one plugin's body and sets it up: 'unsupported' when no adapter offers a capability it
 * requires, else 'ready' once its setup ran ('disabled' when it was torn down before the body
 * arrived). Throws when loading or setting up fails; loadPlugins then undoes and reports it.
 */
export async function installPlugin(definition: PluginDefinition, input: InstallPluginInput): Promise<PluginState> {
  const { root } = input
  const required = definition.requires?.capabilities ?? []
  if (required.length > 0) {
    await root.adapters.ensureLoaded()
    if (!required.every((capability) => root.adapters.has(capability))) return 'unsupported'
  }
  // Torn down before its body was asked for, or before it arrived: nothing to set up.
  if (!input.isLive()) return 'disabled'
  const module = await definition.load()
  if (!input.isLive()) return 'disabled'
  if (typeof module !== 'object' || module === null || typeof module.setup !== 'function') {
    throw new PluginInvalidError(`Plugin "${definition.id}" has no setup function`)
  }
  const context = createPluginContext(root, input.services, definition.id, input.record)
  input.keepContext(context)
  const teardown = await module.setup(context)
  if (typeof teardown === 'function') input.record(teardown)
  return 'ready'
}
