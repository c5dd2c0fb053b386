import { action, makeObservable, observable } from 'mobx'
import type { PluginStoreRegistry } from './PluginStoreRegistry.ts'
import { PluginStoreTakenError } from '../errors.ts'

/** The stores plugins attached, by plugin id; reads are typed by `PluginStoreRegistry`. */
export class PluginStores {
  /** Plain (not deep) observable: a plugin's store makes itself observable. */
  private readonly stores = observable.map<string, unknown>({}, { deep: false })

  constructor() {
    makeObservable(this, { attach: action, detach: action })
  }

  /** The store a plugin attached under its id, as the plugin declared it in PluginStoreRegistry. */
  get<K extends keyof PluginStoreRegistry>(id: K): PluginStoreRegistry[K] | undefined {
    // The one place the registry's promise is kept: a context attaches only under its plugin's own
    // id, and its `attach` takes the type declared for that id.
    return this.stores.get(id) as PluginStoreRegistry[K] | undefined
  }

  /** Whether a store is attached under an id. */
  has(id: string): boolean {
    return this.stores.has(id)
  }

  /** The ids stores are attached under. */
  ids(): string[] {
    return [...this.stores.keys()]
  }

  /** Attaches a plugin's store under its id; throws when one is attached already. */
  attach<S>(id: string, store: S): S {
    if (this.stores.has(id)) throw new PluginStoreTakenError(id)
    this.stores.set(id, store)
    return store
  }

  /** Detaches a plugin's store (on the plugin's teardown). */
  detach(id: string): void {
    this.stores.delete(id)
  }
}
