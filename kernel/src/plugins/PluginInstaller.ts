import { makeAutoObservable, reaction, runInAction } from 'mobx'
import type { RootStore } from '../store/RootStore.ts'
import type { PluginServices } from './PluginServices.ts'
import type { PluginDefinition } from './PluginDefinition.ts'
import type { PluginState } from './PluginState.ts'
import { installPlugin } from './installPlugin.ts'

interface Installation {
  /** The cleanups its registrations recorded, in order. */
  cleanups: (() => void)[]
  /** False once torn down: a setup still running is undone when it finishes. */
  live: boolean
}

/**
 * Loads the host's plugins whose feature is enabled (and whose required capabilities some
 * adapter offers), sets each up with its own context, and tears a plugin down when its feature
 * turns off later (remote configuration). One failing plugin is reported and the others load.
 * The body of `PluginLoader`, in the kernel's deferred half: it loads only for a host that lists
 * plugins, which `PluginLoader` has checked.
 */
export class PluginInstaller {
  /** Each listed plugin's state, by id. */
  states = new Map<string, PluginState>()
  private definitions: readonly PluginDefinition[] = []
  private readonly installations = new Map<string, Installation>()
  private readonly loads = new Map<string, Promise<void>>()
  private stopWatching: (() => void) | undefined
  private readonly root: RootStore
  private readonly services: PluginServices

  constructor(root: RootStore, services: PluginServices) {
    this.root = root
    this.services = services
    makeAutoObservable<PluginInstaller, 'definitions' | 'installations' | 'loads' | 'stopWatching' | 'root' | 'services'>(
      this,
      { definitions: false, installations: false, loads: false, stopWatching: false, root: false, services: false },
      { autoBind: true },
    )
  }

  /**
   * Loads the enabled plugins of a checked list concurrently and settles once each is set up,
   * skipped or failed. Afterwards it follows the feature flags: a plugin whose feature turns off
   * is torn down, one turning on is loaded.
   */
  loadEnabled(definitions: readonly PluginDefinition[]): Promise<void> {
    this.definitions = [...definitions]
    this.stopWatching?.()
    this.stopWatching = reaction(
      () => this.definitions.map((definition) => this.isEnabled(definition)).join(),
      () => void this.sync(),
    )
    return this.sync()
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

  /** Whether a plugin's feature is on: no feature, a true flag, or a non-empty list (socials). */
  isEnabled(definition: PluginDefinition): boolean {
    return definition.feature === undefined || this.root.config.isEnabled(definition.feature)
  }

  /** A plugin's state; undefined for an id not listed. */
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
    if (this.states.get(id) !== 'failed' && this.states.get(id) !== 'unsupported') this.states.set(id, 'disabled')
  }

  /** Tears every plugin down and stops following the feature flags (on `destroy`). */
  teardownAll(): void {
    this.stopWatching?.()
    this.stopWatching = undefined
    for (const id of [...this.installations.keys()].reverse()) this.teardown(id)
    this.definitions = []
  }

  private async sync(): Promise<void> {
    const pending: Promise<void>[] = []
    for (const definition of this.definitions) {
      const state = this.states.get(definition.id)
      if (!this.isEnabled(definition)) {
        if (state === 'loading' || state === 'ready') this.teardown(definition.id)
        this.states.set(definition.id, 'disabled')
        continue
      }
      const loading = this.loads.get(definition.id)
      if (loading) pending.push(loading)
      else if (state === undefined || state === 'disabled') pending.push(this.startLoad(definition))
    }
    await Promise.all(pending)
  }

  private startLoad(definition: PluginDefinition): Promise<void> {
    const installation: Installation = { cleanups: [], live: true }
    this.installations.set(definition.id, installation)
    this.states.set(definition.id, 'loading')
    const load = this.install(definition, installation)
    this.loads.set(definition.id, load)
    return load
  }

  private async install(definition: PluginDefinition, installation: Installation): Promise<void> {
    const { id } = definition
    try {
      const state = await installPlugin(definition, {
        root: this.root,
        services: this.services,
        record: (cleanup) => installation.cleanups.push(cleanup),
        isLive: () => installation.live,
      })
      // Turned off while setting up: undo what the setup registered after the teardown ran.
      if (!installation.live) this.runCleanups(id, installation)
      else this.finish(id, installation, state)
    } catch (error) {
      this.runCleanups(id, installation)
      this.finish(id, installation, 'failed')
      this.root.logger.error(`plugin "${id}" failed to load`, error)
      void this.services.telemetry.sendError(error, 'PLUGIN_LOAD_FAILED')
    }
  }

  private finish(id: string, installation: Installation, state: PluginState): void {
    // A stale installation (torn down while loading) leaves the newer one's bookkeeping alone.
    if (!installation.live) return
    this.loads.delete(id)
    if (state !== 'ready') this.installations.delete(id)
    this.states.set(id, state)
  }

  private runCleanups(id: string, installation: Installation): void {
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
