import { PluginShape } from '../config/PluginShape.ts'
import { carriedPluginKey } from './carriedPluginKey.ts'
import type { PluginDefinition } from './PluginDefinition.ts'

/** The plugins that values carry (`carryPlugin`), in their order; what is not a plugin is left out. */
export function carriedPlugins(values: readonly unknown[]): PluginDefinition[] {
  return values.flatMap((value) => {
    const plugin: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, carriedPluginKey) : undefined
    return PluginShape.is(plugin) ? [plugin] : []
  })
}
