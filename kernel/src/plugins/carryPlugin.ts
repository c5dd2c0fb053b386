import { carriedPluginKey } from '../config/carriedPluginKey.ts'
import type { PluginDefinition } from './PluginDefinition.ts'

/**
 * Makes an option value bring the plugin that acts on it (`siwx: defaultSiwx()` brings the
 * sign-in plugin): `createAppKit` loads the plugins its options' values carry, besides the listed
 * ones, once by id (a listed one wins). Kept out of sight: not enumerable, not copied by a spread.
 * Returns the value itself.
 */
export function carryPlugin<T extends object>(value: T, plugin: PluginDefinition): T {
  Object.defineProperty(value, carriedPluginKey, { value: plugin, configurable: true })
  return value
}
