import type { ListedPlugin } from '../contracts/ListedPlugin.ts'
import { PluginShape } from './PluginShape.ts'
import { carriedPluginKey } from './carriedPluginKey.ts'

/** The plugins that values carry (`carryPlugin`), in their order; what is not a plugin is left out. */
export function carriedPlugins(values: readonly unknown[]): ListedPlugin[] {
  return values.flatMap((value) => {
    const plugin: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, carriedPluginKey) : undefined
    return PluginShape.is(plugin) ? [plugin] : []
  })
}
