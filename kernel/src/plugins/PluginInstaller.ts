import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { BaseError } from '../errors/BaseError.ts'
import type { RootStore } from '../store/RootStore.ts'
import type { PluginServices } from './createPluginContext.ts'
import type { PluginDefinition } from './PluginDefinition.ts'

/**
 * Where one plugin stands: its feature is off, an adapter capability it requires is missing,
 * it is loading, it is set up, or loading or setting it up failed.
 */
export type PluginState = 'disabled' | 'unsupported' | 'loading' | 'ready' | 'failed'

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
 */
export class PluginLoader {
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
    makeAutoObservable<PluginLoader, 'definitions' | 'installations' | 'loads' | 'stopWatching' | 'root' | 'services'>(
      this,
      { definitions: false, installations: false, loads: false, stopWatching: false, root: false, services: false },
      { autoBind: true },
    )
  }

  /** Throws a BaseError when two plugins share an id or one is not a plugin definition. */
  validate(definitions: readonly PluginDefinition[]): void {
    const seen = new Set<string>()
    for (const definition of definitions) {
      const shaped = typeof definition === 'object' && definition !== null && typeof definition.id === 'string' && typeof definition.load === 'function'
      if (!shaped) {
        throw new BaseError('A plugin must be an object with an id and a load function', { code: 'PLUGIN_INVALID', details: String(definition) })
      }
      if (seen.has(definition.id)) {
        throw new BaseError(`Two plugins share the id "${definition.id}"; each plugin may be listed once`, { code: 'PLUGIN_DUPLICATE_ID' })
      }
      seen.add(definition.id)
    }
  }

  /**
   * Loads the enabled plugins concurrently and settles once each is set up, skipped or failed;
   * throws at once (before loading any) when the list is not valid. Afterwards it follows the
   * feature flags: a plugin whose feature turns off is torn down, one turning on is loaded.
   */
  loadEnabled(definitions: readonly PluginDefinition[]): Promise<void> {
    this.validate(definitions)
    this.definitions = [...definitions]
    this.stopWatching?.()
    this.stopWatching = reaction(
      () => this.definitions.map((definition) => this.isEnabled(definition)).join(),
      () => void this.sync(),
    )
    return this.sync()
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
      // The setting up is part of the kernel's deferred half: a host that lists no plugin never needs it.
      const { installPlugin } = (await import('../kernelRuntime.ts')).kernelRuntime
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
      console.error(`[Portico] plugin "${id}" failed to load`, error)
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
          console.error(`[Portico] plugin "${id}" failed to tear down`, error)
        }
      }
    })
  }
}
