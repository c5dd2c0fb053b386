import * as t from 'io-ts'
import { CustomRpcUrls } from './CustomRpcUrls.ts'
import { Features } from './Features.ts'
import { Metadata } from './Metadata.ts'
import { HttpUrl } from './HttpUrl.ts'
import { NetworkFromChain } from './NetworkFromChain.ts'
import { ObjectValue } from './ObjectValue.ts'
import { nonEmptyList } from './nonEmptyList.ts'
import { oneOf } from './oneOf.ts'

const strings = t.array(t.string, 'a list of strings')
const stringLists = t.record(t.string, strings, 'lists of strings by namespace')
const images = t.record(t.string, t.string, 'image urls by id')

const CustomWallet = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({
    homepage: t.string,
    image_url: t.string,
    mobile_link: t.string,
    desktop_link: t.string,
    webapp_link: t.string,
    app_store: t.string,
    play_store: t.string,
  }),
])

// AppKit's account types per namespace; the kernel's defaults are SPEC §3's.
const DefaultAccountTypes = t.partial(
  {
    eip155: oneOf(['eoa', 'smartAccount']),
    solana: oneOf(['eoa']),
    bip122: oneOf(['payment', 'ordinal', 'stx']),
    polkadot: oneOf(['eoa']),
  },
  'account types by namespace',
)

const UniversalProviderConfigOverride = t.partial(
  { methods: stringLists, chains: stringLists, events: stringLists, rpcMap: t.record(t.string, t.string), defaultChain: t.string },
  'a provider override { methods?, chains?, events?, rpcMap?, defaultChain? }',
)

const Token = t.intersection([t.type({ address: t.string }), t.partial({ image: t.string })], 'a token { address, image? }')

const [featureFlags, featureOrders] = Features.types
// The merged flags' keys, and AppKit's feature keys that stay in the options (`history` is `activity`).
const HostFeatures = t.partial(
  {
    ...featureFlags.props,
    ...featureOrders.props,
    history: t.boolean,
    emailShowWallets: t.boolean,
    collapseWallets: t.boolean,
    reownAuthentication: t.boolean,
    headless: t.boolean,
    experimental_preferUniversalLinks: t.boolean,
  },
  'features',
)

/**
 * The options of `createAppKit` other than its adapters and plugins, with AppKit 1.8's option
 * names, as decoded from what the host passed: networks become Networks (SPEC §3), `siwx` and
 * `siweConfig` stay opaque objects. Options it does not know are kept. What the stores and the
 * plugins read (the adapter and plugin machinery sits above them, in AppKitOptions). Which of
 * AppKit's options have no effect yet is listed in `noEffectOptions`.
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
      /** "All Wallets" on the Connect view: shown, hidden, or on mobile only. */
      allWallets: oneOf(['SHOW', 'HIDE', 'ONLY_MOBILE']),
      /** Network images by chain id (or CAIP-2 id), over the networks' own. */
      chainImages: images,
      /** Wallet images by connector id or rdns, over the connectors' own. */
      connectorImages: images,
      customRpcUrls: CustomRpcUrls,
      enableWallets: t.boolean,
      enableWalletConnect: t.boolean,
      enableInjected: t.boolean,
      enableEIP6963: t.boolean,
      enableCoinbase: t.boolean,
      coinbasePreference: oneOf(['all', 'smartWalletOnly', 'eoaOnly']),
      enableReconnect: t.boolean,
      enableWalletGuide: t.boolean,
      enableAuthLogger: t.boolean,
      enableMobileFullScreen: t.boolean,
      enableEmbedded: t.boolean,
      experimental_preferUniversalLinks: t.boolean,
      termsConditionsUrl: t.string,
      privacyPolicyUrl: t.string,
      defaultAccountTypes: DefaultAccountTypes,
      universalProviderConfigOverride: UniversalProviderConfigOverride,
      universalProvider: ObjectValue,
      tokens: t.record(t.string, Token, 'tokens by CAIP-2 network id'),
      showWallets: t.boolean,
      manualWCControl: t.boolean,
      basic: t.boolean,
      disableAppend: t.boolean,
      debug: t.boolean,
      /** Portico: what is written to the console (SPEC §9, default `error`; `debug: true` makes it `debug`). */
      logLevel: oneOf(['silent', 'error', 'warn', 'info', 'debug']),
      /** Portico: the project service (project config, allowed origins, registry, balances). */
      projectServiceUrl: HttpUrl,
      /** Portico: the analytics endpoint; without it no telemetry is sent. */
      analyticsUrl: HttpUrl,
      /** Portico: the modal's language, such as `ar` or `pt-BR`; without it, the page's `<html lang>`, then the browser's. */
      locale: t.string,
      /** Portico: the host's own texts by locale and message key (`{ en: { 'connect.wallets': 'Wallets' } }`), over the shipped ones. */
      messages: t.record(t.string, t.record(t.string, t.string), 'texts by locale and message key'),
    }),
  ],
  'HostOptions',
)
/** The decoded options of `createAppKit` besides adapters and plugins. */
export type HostOptions = t.TypeOf<typeof HostOptions>
