import { reaction, runInAction } from 'mobx'
import type { PluginDefinition } from './PluginDefinition.ts'
import type { PluginInstallation } from './PluginInstallation.ts'
import type { PluginLoader } from './PluginLoader.ts'
import type { PluginState } from './PluginState.ts'
import { installPlugin } from './installPlugin.ts'
import { runPluginCleanups } from './runPluginCleanups.ts'
import { teardownPlugin } from './teardownPlugin.ts'

/** Whether a plugin's feature is on: no feature, a true flag, or a non-empty list (socials). */
const isEnabled = (loader: PluginLoader, definition: PluginDefinition) => definition.feature === undefined || loader.root.config.isEnabled(definition.feature)

function finish(loader: PluginLoader, id: string, installation: PluginInstallation, state: PluginState): void {
  // A stale installation (torn down while loading) leaves the newer one's bookkeeping alone.
  if (!installation.live) return
  loader.loads.delete(id)
  if (state !== 'ready') loader.installations.delete(id)
  runInAction(() => loader.states.set(id, state))
}

async function install(loader: PluginLoader, definition: PluginDefinition, installation: PluginInstallation): Promise<void> {
  const { id } = definition
  try {
    const state = await installPlugin(definition, {
      root: loader.root,
      services: loader.services,
      record: (cleanup) => installation.cleanups.push(cleanup),
      isLive: () => installation.live,
      keepContext: (context) => loader.contexts.set(id, context),
    })
    // Turned off while setting up: undo what the setup registered after the teardown ran.
    if (!installation.live) runPluginCleanups(loader, id, installation)
    else finish(loader, id, installation, state)
  } catch (error) {
    runPluginCleanups(loader, id, installation)
    finish(loader, id, installation, 'failed')
    loader.root.logger.error(`plugin "${id}" failed to load`, error)
    void loader.services.telemetry.sendError(error, 'PLUGIN_LOAD_FAILED')
  }
}

function startLoad(loader: PluginLoader, definition: PluginDefinition): Promise<void> {
  const installation: PluginInstallation = { cleanups: [], live: true }
  loader.installations.set(definition.id, installation)
  runInAction(() => loader.states.set(definition.id, 'loading'))
  const load = install(loader, definition, installation)
  loader.loads.set(definition.id, load)
  return load
}

async function sync(loader: PluginLoader): Promise<void> {
  const pending: Promise<void>[] = []
  for (const definition of loader.definitions) {
    const state = loader.states.get(definition.id)
    if (!isEnabled(loader, definition)) {
      if (state === 'loading' || state === 'ready') teardownPlugin(loader, definition.id)
      runInAction(() => loader.states.set(definition.id, 'disabled'))
      continue
    }
    const loading = loader.loads.get(definition.id)
    if (loading) pending.push(loading)
    else if (state === undefined || state === 'disabled') pending.push(startLoad(loader, definition))
  }
  await Promise.all(pending)
}

/**
 * Loads a checked list of plugins into `loader`: those whose feature is enabled (and whose required
 * capabilities some adapter offers), concurrently, each set up with its own context; settles once
 * each is set up, skipped or failed. Afterwards it follows the feature flags: a plugin whose feature
 * turns off is torn down, one turning on is loaded. One failing plugin is reported and the others load.
 */
export function loadPlugins(loader: PluginLoader, definitions: readonly PluginDefinition[]): Promise<void> {
  loader.definitions = [...definitions]
  loader.stopWatching?.()
  loader.stopWatching = reaction(
    () => loader.definitions.map((definition) => isEnabled(loader, definition)).join(),
    () => void sync(loader),
  )
  return sync(loader)
}
