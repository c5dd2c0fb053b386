import type { PluginDefinitionRegistry } from './PluginDefinitionRegistry.ts'
import type { PluginEntry } from './PluginEntry.ts'

/** A plugin as the options list it: a `PluginDefinition` (named through `PluginDefinitionRegistry`), else what the config checks of one. */
export type ListedPlugin = PluginDefinitionRegistry extends { definition: infer Definition extends PluginEntry } ? Definition : PluginEntry
