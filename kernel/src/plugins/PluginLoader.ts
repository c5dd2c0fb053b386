import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { RootStore } from '../store/RootStore.ts'
import type { PluginServices } from './PluginServices.ts'
import type { PluginDefinition } from './PluginDefinition.ts'
import type { PluginInstaller } from './PluginInstaller.ts'
import type { PluginState } from './PluginState.ts'

/**
 * The host's plugins: the list is checked at once; loading the enabled ones, setting them up and
 * following the feature flags is the work of `PluginInstaller`, whose code loads on demand, only
 * for a host that lists plugins.
 */
export class PluginLoader {
  /** The loading and setting up, once a listed plugin needed it. */
  private installer: PluginInstaller | undefined = undefined
  /** Counts `teardownAll` calls: a load of the installer started before one is dropped. */
  private generation = 0
  private readonly root: RootStore
  private readonly services: PluginServices

  constructor(root: RootStore, services: PluginServices) {
    this.root = root
    this.services = services
    makeAutoObservable<PluginLoader, 'installer' | 'generation' | 'root' | 'services'>(
      this,
      { installer: observableRef, generation: false, root: false, services: false },
      { autoBind: true },
    )
  }

  /**
   * Loads the enabled plugins and settles once each is set up, skipped or failed. The list is the
   * one `decodeOptions` checked (each a plugin, ids unique). Afterwards it follows the feature
   * flags. With no plugin listed nothing loads.
   */
  loadEnabled(definitions: readonly PluginDefinition[]): Promise<void> {
    if (this.installer) return this.installer.loadEnabled(definitions)
    if (definitions.length === 0) return Promise.resolve()
    const generation = this.generation
    return import('../kernelRuntime.ts').then(({ kernelRuntime }) => {
      // Torn down (the instance destroyed) while the code was on its way: nothing to load.
      if (generation !== this.generation) return undefined
      const installer = this.installer ?? new kernelRuntime.PluginInstaller(this.root, this.services)
      runInAction(() => {
        this.installer = installer
      })
      return installer.loadEnabled(definitions)
    })
  }

  /**
   * Settles once no plugin is loading (see `PluginInstaller.settled`), such as after a remote
   * configuration turned one on; at once before loading started.
   */
  settled(): Promise<void> {
    return this.installer?.settled() ?? Promise.resolve()
  }

  /** A plugin's state; undefined for an id not listed, or before loading started. */
  state(id: string): PluginState | undefined {
    return this.installer?.state(id)
  }

  /** Tears one plugin down: everything it registered is removed, in reverse order. */
  teardown(id: string): void {
    this.installer?.teardown(id)
  }

  /** Tears every plugin down and stops following the feature flags (on `destroy`). */
  teardownAll(): void {
    this.generation += 1
    this.installer?.teardownAll()
  }
}
