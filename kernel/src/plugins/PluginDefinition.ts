import type { PluginEntry } from '../contracts/PluginEntry.ts'
import type { PluginContext } from './PluginContext.ts'

/** What a plugin's setup returns: nothing, or the function that undoes it. */
export type Teardown = () => void

/** A plugin's body: the module its `load()` imports. */
export interface PluginModule {
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a setup may return nothing
  setup: (context: PluginContext) => void | Teardown | Promise<void | Teardown>
}

/**
 * A plugin: a plain object from a factory, such as `email()`. Its body loads only when its
 * feature is enabled, by `load()` (an `import()`).
 */
export interface PluginDefinition extends PluginEntry {
  /** Unique among the host's plugins. */
  id: string
  /** The feature flag that enables it (SPEC §9 keys); a plugin without one always loads. */
  feature?: string
  /** Capabilities some adapter must offer, such as `eip155:signMessage`; else it stays unloaded. */
  requires?: { capabilities?: string[] }
  load: () => Promise<PluginModule>
}

// The config and the stores below name a listed plugin by this type (see PluginDefinitionRegistry).
declare module '../contracts/PluginDefinitionRegistry.ts' {
  interface PluginDefinitionRegistry {
    definition: PluginDefinition
  }
}
