import * as t from 'io-ts'
import type { ListedPlugin } from '../contracts/ListedPlugin.ts'
import { FunctionValue } from './FunctionValue.ts'
import { keptShape } from './keptShape.ts'

/** A plugin definition as a host lists it (or an option value carries it): shape-checked, kept as it is. */
export const PluginShape = keptShape<ListedPlugin>(
  t.intersection([
    t.type({ id: t.string, load: FunctionValue }),
    t.partial({ feature: t.string, requires: t.partial({ capabilities: t.array(t.string, 'a list of strings') }) }),
  ]),
  'a plugin { id, load, feature?, requires? }',
)
