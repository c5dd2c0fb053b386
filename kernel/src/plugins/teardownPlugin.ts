import { runInAction } from 'mobx'
import type { PluginLoader } from './PluginLoader.ts'
import { runPluginCleanups } from './runPluginCleanups.ts'

/** Tears one plugin down: everything it registered is removed, in reverse order; its state becomes 'disabled' (a failed or unsupported one keeps its state). */
export function teardownPlugin(loader: PluginLoader, id: string): void {
  const installation = loader.installations.get(id)
  loader.installations.delete(id)
  loader.loads.delete(id)
  if (installation) {
    installation.live = false
    runPluginCleanups(loader, id, installation)
  }
  const state = loader.states.get(id)
  if (state !== undefined && state !== 'failed' && state !== 'unsupported') runInAction(() => loader.states.set(id, 'disabled'))
}
