import { makeAutoObservable } from 'mobx'
import type { RootStore } from '../RootStore.ts'
import type { PluginServices } from './PluginServices.ts'
import type { PluginDefinition } from './PluginDefinition.ts'
import type { PluginInstallation } from './PluginInstallation.ts'
import type { PluginState } from './PluginState.ts'
import type { PluginContext } from './PluginContext.ts'

/** The actions on loaded plugins, from the kernel's deferred half (named here: its module imports this one). */
interface PluginActions {
  pluginsSettled(loader: PluginLoader): Promise<void>
  teardownPlugin(loader: PluginLoader, id: string): void
  teardownPlugins(loader: PluginLoader): void
}

/**
 * The host's plugins and where each stands. The work on them is done by actions in files of their
 * own (`loadPlugins`, `teardownPlugin`, `teardownPlugins`, `pluginsSettled`), in the kernel's
 * deferred half: they load only for a host that lists plugins, and until then there is nothing to
 * tear down or wait for.
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
  /**
   * The context each plugin was last set up with, by id: its views read the stores and verbs they
   * use through it (the UI's `usePluginContext`), never the whole root store. None before its setup
   * ran; kept after a teardown, so a view still on screen while it leaves reads what it read before.
   */
  readonly contexts = new Map<string, PluginContext>()
  /** Stops following the feature flags. */
  stopWatching: (() => void) | undefined = undefined
  /** The kernel's deferred half, once loading started. */
  private runtime: PluginActions | undefined = undefined
  /** Counts `teardownAll` calls: a load of the actions' code started before one is dropped. */
  private generation = 0
  readonly root: RootStore
  readonly services: PluginServices

  constructor(root: RootStore, services: PluginServices) {
    this.root = root
    this.services = services
    makeAutoObservable<PluginLoader, 'runtime' | 'generation'>(
      this,
      { definitions: false, installations: false, loads: false, contexts: false, stopWatching: false, root: false, services: false, runtime: false, generation: false },
      { autoBind: true },
    )
  }

  /**
   * Loads the enabled plugins and settles once each is set up, skipped or failed. The list is the
   * one `decodeOptions` checked (each a plugin, ids unique). Afterwards it follows the feature
   * flags. With no plugin listed nothing loads, not even the actions' code.
   */
  loadEnabled(definitions: readonly PluginDefinition[]): Promise<void> {
    if (definitions.length === 0 && !this.runtime) return Promise.resolve()
    const generation = this.generation
    return import('../kernelRuntime.ts').then(({ kernelRuntime }) => {
      // Torn down (the instance destroyed) while the code was on its way: nothing to load.
      if (generation !== this.generation) return undefined
      this.runtime = kernelRuntime
      return kernelRuntime.loadPlugins(this, definitions)
    })
  }

  /** Settles once no plugin is loading (see `pluginsSettled`); at once before loading started. */
  settled(): Promise<void> {
    return this.runtime?.pluginsSettled(this) ?? Promise.resolve()
  }

  /** A plugin's state; undefined for an id not listed, or before loading started. */
  state(id: string): PluginState | undefined {
    return this.states.get(id)
  }

  /** Tears one plugin down (see `teardownPlugin`). */
  teardown(id: string): void {
    this.runtime?.teardownPlugin(this, id)
  }

  /** Tears every plugin down and stops following the feature flags (on `destroy`). */
  teardownAll(): void {
    this.generation += 1
    this.runtime?.teardownPlugins(this)
  }
}
