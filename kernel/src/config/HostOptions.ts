import * as t from 'io-ts'
import { Features } from './Features.ts'
import { Metadata } from './Metadata.ts'
import { HttpUrl } from './HttpUrl.ts'
import { NetworkFromChain } from './NetworkFromChain.ts'
import { ObjectValue } from './ObjectValue.ts'
import { nonEmptyList } from './nonEmptyList.ts'
import { oneOf } from './oneOf.ts'

const strings = t.array(t.string, 'a list of strings')

const CustomWallet = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({ homepage: t.string, image_url: t.string, mobile_link: t.string, desktop_link: t.string, webapp_link: t.string }),
])

const [featureFlags, featureOrders] = Features.types
const HostFeatures = t.partial({ ...featureFlags.props, ...featureOrders.props }, 'features')

/**
 * The options of `createAppKit` other than its adapters and plugins, with AppKit's option names,
 * as decoded from what the host passed: networks become Networks (SPEC §3), `siwx` and
 * `siweConfig` stay opaque objects. Options it does not know are kept. What the stores and the
 * plugins read (the adapter and plugin machinery sits above them, in AppKitOptions).
 */
export const HostOptions = t.intersection(
  [
    t.type({ networks: nonEmptyList(NetworkFromChain, 'a non-empty list of networks') }),
    t.partial({
      projectId: t.string,
      defaultNetwork: NetworkFromChain,
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
  'HostOptions',
)
/** The decoded options of `createAppKit` besides adapters and plugins. */
export type HostOptions = t.TypeOf<typeof HostOptions>
