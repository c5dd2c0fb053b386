import { makeAutoObservable, runInAction } from 'mobx'
import type { RootStore } from '../store/RootStore.ts'
import type { PluginServices } from './PluginServices.ts'
import type { PluginDefinition } from './PluginDefinition.ts'
import type { PluginInstallation } from './PluginInstallation.ts'
import type { PluginState } from './PluginState.ts'

/**
 * The host's plugins and where each stands. Loading the enabled ones, setting them up and following
 * the feature flags is the `loadPlugins` action, whose code loads on demand, only for a host that
 * lists plugins; reading their states and tearing them down is here.
 */
export class PluginLoader {
  /** Each listed plugin's state, by id. */
  readonly states = new Map<string, PluginState>()
  /** The checked list `loadPlugins` follows. */
  definitions: readonly PluginDefinition[] = []
  /** The plugins set up or being set up, by id. */
  readonly installations = new Map<string, PluginInstallation>()
  /** The loads under way, by id. */
  readonly loads = new Map<string, Promise<void>>()
  /** Stops following the feature flags. */
  stopWatching: (() => void) | undefined = undefined
  /** Counts `teardownAll` calls: a load of the action's code started before one is dropped. */
  private generation = 0
  readonly root: RootStore
  readonly services: PluginServices

  constructor(root: RootStore, services: PluginServices) {
    this.root = root
    this.services = services
    makeAutoObservable<PluginLoader, 'generation'>(
      this,
      { definitions: false, installations: false, loads: false, stopWatching: false, root: false, services: false, generation: false },
      { autoBind: true },
    )
  }

  /**
   * Loads the enabled plugins and settles once each is set up, skipped or failed. The list is the
   * one `decodeOptions` checked (each a plugin, ids unique). Afterwards it follows the feature
   * flags. With no plugin listed nothing loads, not even the action's code.
   */
  loadEnabled(definitions: readonly PluginDefinition[]): Promise<void> {
    if (definitions.length === 0 && this.definitions.length === 0) return Promise.resolve()
    const generation = this.generation
    return import('../kernelRuntime.ts').then(({ kernelRuntime }) => {
      // Torn down (the instance destroyed) while the code was on its way: nothing to load.
      if (generation !== this.generation) return undefined
      return kernelRuntime.loadPlugins(this, definitions)
    })
  }

  /**
   * Settles once no plugin is loading: the loads under way when called, and those they were
   * followed by (a feature turned on meanwhile), each set up, skipped, failed or torn down.
   */
  async settled(): Promise<void> {
    const awaited = new Set<Promise<void>>()
    for (;;) {
      const pending = [...this.loads.values()].filter((load) => !awaited.has(load))
      if (pending.length === 0) return
      for (const load of pending) awaited.add(load)
      await Promise.all(pending)
    }
  }

  /** A plugin's state; undefined for an id not listed, or before loading started. */
  state(id: string): PluginState | undefined {
    return this.states.get(id)
  }

  /** Tears one plugin down: everything it registered is removed, in reverse order. */
  teardown(id: string): void {
    const installation = this.installations.get(id)
    this.installations.delete(id)
    this.loads.delete(id)
    if (installation) {
      installation.live = false
      this.runCleanups(id, installation)
    }
    if (this.states.has(id) && this.states.get(id) !== 'failed' && this.states.get(id) !== 'unsupported') this.states.set(id, 'disabled')
  }

  /** Tears every plugin down and stops following the feature flags (on `destroy`). */
  teardownAll(): void {
    this.generation += 1
    this.stopWatching?.()
    this.stopWatching = undefined
    for (const id of [...this.installations.keys()].reverse()) this.teardown(id)
    this.definitions = []
  }

  /** Runs the cleanups an installation recorded, last first; one that throws is reported and the rest run. */
  runCleanups(id: string, installation: PluginInstallation): void {
    const cleanups = installation.cleanups.splice(0).reverse()
    runInAction(() => {
      for (const cleanup of cleanups) {
        try {
          cleanup()
        } catch (error) {
          this.root.logger.error(`plugin "${id}" failed to tear down`, error)
        }
      }
    })
  }
}
