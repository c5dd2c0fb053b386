import * as t from 'io-ts'
import type { AdapterDefinition } from '../contracts/AdapterDefinition.ts'
import { AdapterShape } from './AdapterShape.ts'
import { HostOptions } from './HostOptions.ts'
import { keptShape } from './keptShape.ts'
import { PluginShape } from './PluginShape.ts'

// Kept as given, `bundles` too: the adapters they bring are decoded when the adapters load.
const Adapter = keptShape<AdapterDefinition>(AdapterShape)

/**
 * The options of `createAppKit`, with AppKit's option names, as decoded from what the host
 * passed: the host options, and the adapters and plugins, shape-checked and kept as they are.
 */
export const AppKitOptions = t.intersection(
  [HostOptions, t.partial({ adapters: t.array(Adapter, 'a list of adapters'), plugins: t.array(PluginShape, 'a list of plugins') })],
  'AppKitOptions',
)
/** The decoded options of `createAppKit`. */
export type AppKitOptions = t.TypeOf<typeof AppKitOptions>

/** The options as a host writes them (viem chains as networks): what `createAppKit` takes. */
export type AppKitOptionsInput = t.OutputOf<typeof AppKitOptions>
