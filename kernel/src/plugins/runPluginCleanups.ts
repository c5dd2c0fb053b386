import { runInAction } from 'mobx'
import type { PluginInstallation } from './PluginInstallation.ts'
import type { PluginLoader } from './PluginLoader.ts'

/** Runs the cleanups a plugin's installation recorded, last first; one that throws is reported and the rest run. */
export function runPluginCleanups(loader: PluginLoader, id: string, installation: PluginInstallation): void {
  const cleanups = installation.cleanups.splice(0).reverse()
  runInAction(() => {
    for (const cleanup of cleanups) {
      try {
        cleanup()
      } catch (error) {
        loader.root.logger.error(`plugin "${id}" failed to tear down`, error)
      }
    }
  })
}
