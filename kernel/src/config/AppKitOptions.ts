import * as t from 'io-ts'
import type { AdapterDefinition } from '../adapters/AdapterDefinition.ts'
import { ChainNamespace } from '../model/ChainNamespace.ts'
import type { PluginDefinition } from '../plugins/PluginDefinition.ts'
import { FunctionValue } from './FunctionValue.ts'
import { HostOptions } from './HostOptions.ts'
import { keptShape } from './keptShape.ts'
import { oneOf } from './oneOf.ts'

const namespace = oneOf(Object.keys(ChainNamespace.keys) as ChainNamespace[])
const strings = t.array(t.string, 'a list of strings')

const Adapter = keptShape<AdapterDefinition>(
  t.union(
    [
      t.type({ kind: t.literal('chain'), id: t.string, namespace, load: FunctionValue }),
      t.type({ kind: t.literal('connector'), id: t.string, namespaces: t.array(namespace), load: FunctionValue }),
    ],
    "an adapter: { kind: 'chain', id, namespace, load } or { kind: 'connector', id, namespaces, load }",
  ),
)

const Plugin = keptShape<PluginDefinition>(
  t.intersection([
    t.type({ id: t.string, load: FunctionValue }),
    t.partial({ feature: t.string, requires: t.partial({ capabilities: strings }) }),
  ]),
  'a plugin { id, load, feature?, requires? }',
)

/**
 * The options of `createAppKit`, with AppKit's option names, as decoded from what the host
 * passed: the host options, and the adapters and plugins, shape-checked and kept as they are.
 */
export const AppKitOptions = t.intersection(
  [HostOptions, t.partial({ adapters: t.array(Adapter, 'a list of adapters'), plugins: t.array(Plugin, 'a list of plugins') })],
  'AppKitOptions',
)
/** The decoded options of `createAppKit`. */
export type AppKitOptions = t.TypeOf<typeof AppKitOptions>

/** The options as a host writes them (viem chains as networks): what `createAppKit` takes. */
export type AppKitOptionsInput = t.OutputOf<typeof AppKitOptions>
