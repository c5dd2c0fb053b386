import * as t from 'io-ts'
import type { AdapterDefinition } from '../adapters/AdapterDefinition.ts'
import { ChainNamespace } from '../model/ChainNamespace.ts'
import type { PluginDefinition } from '../plugins/PluginDefinition.ts'
import { Features } from './Features.ts'
import { FunctionValue } from './FunctionValue.ts'
import { HttpUrl } from './HttpUrl.ts'
import { NetworkFromChain } from './NetworkFromChain.ts'
import { ObjectValue } from './ObjectValue.ts'
import { keptShape } from './keptShape.ts'
import { nonEmptyList } from './nonEmptyList.ts'
import { oneOf } from './oneOf.ts'

const namespace = oneOf(Object.keys(ChainNamespace.keys) as ChainNamespace[])
const strings = t.array(t.string, 'a list of strings')

const Metadata = t.type({ name: t.string, description: t.string, url: t.string, icons: strings }, 'Metadata')
/** Host app metadata (SPEC §3 dapp data). */
export type Metadata = t.TypeOf<typeof Metadata>

const CustomWallet = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ homepage: t.string, image_url: t.string, mobile_link: t.string, desktop_link: t.string, webapp_link: t.string }),
])

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

const [featureFlags, featureOrders] = Features.types
const HostFeatures = t.partial({ ...featureFlags.props, ...featureOrders.props }, 'features')

/**
 * The options of `createAppKit`, with AppKit's option names, as decoded from what the host
 * passed: networks become Networks (SPEC §3), adapters and plugins are shape-checked and kept
 * as they are, `siwx` and `siweConfig` stay opaque objects. Options it does not know are kept.
 */
export const AppKitOptions = t.intersection(
  [
    t.type({ networks: nonEmptyList(NetworkFromChain, 'a non-empty list of networks') }),
    t.partial({
      projectId: t.string,
      defaultNetwork: NetworkFromChain,
      adapters: t.array(Adapter, 'a list of adapters'),
      plugins: t.array(Plugin, 'a list of plugins'),
      metadata: Metadata,
      features: HostFeatures,
      siwx: ObjectValue,
      siweConfig: ObjectValue,
      themeMode: oneOf(['light', 'dark']),
      themeVariables: t.record(t.string, t.union([t.string, t.number], 'string or number')),
      allowUnsupportedChain: t.boolean,
      enableNetworkSwitch: t.boolean,
      excludeWalletIds: strings,
      featuredWalletIds: strings,
      includeWalletIds: strings,
      customWallets: t.array(CustomWallet, 'a list of wallets { id, name, homepage?, image_url?, ... }'),
      enableEmbedded: t.boolean,
      debug: t.boolean,
      /** Portico: the project service (project config, allowed origins, registry, balances). */
      projectServiceUrl: HttpUrl,
      /** Portico: the analytics endpoint; without it no telemetry is sent. */
      analyticsUrl: HttpUrl,
    }),
  ],
  'AppKitOptions',
)
/** The decoded options of `createAppKit`. */
export type AppKitOptions = t.TypeOf<typeof AppKitOptions>

/** The options as a host writes them (viem chains as networks): what `createAppKit` takes. */
export type AppKitOptionsInput = t.OutputOf<typeof AppKitOptions>
