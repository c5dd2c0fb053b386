/** One of AppKit's options Portico decodes but does not act on yet. */
interface NoEffectOption {
  /** The option's path in `createAppKit`'s options, such as `features.smartSessions`. */
  path: string
  /** Whether the value asks for what Portico lacks (a value matching what Portico does anyway does not), given all the options. */
  asksForMissing: (value: unknown, options: object) => boolean
  /** What is missing, for the developer. */
  reason: string
}

const isSet = (value: unknown): boolean => value !== undefined
const isTrue = (value: unknown): boolean => value === true
const isFalse = (value: unknown): boolean => value === false
// Whether the plugins, listed or carried by option values, include one with this id.
const hasPlugin = (options: object, id: string): boolean =>
  'plugins' in options && Array.isArray(options.plugins) && options.plugins.some((plugin: unknown) => typeof plugin === 'object' && plugin !== null && 'id' in plugin && plugin.id === id)
const signInHint = "list siwxPlugin() of @portico/plugin-siwx in `plugins`, or make the value with defaultSiwx() or new DefaultSIWX() (siwx), or createSIWEConfig() (siweConfig), which bring it"

/**
 * AppKit 1.8's options that are accepted and decoded but have no effect yet; `createAppKit`
 * warns about each once in development. Remove an entry in the change that implements it.
 */
export const noEffectOptions: readonly NoEffectOption[] = [
  { path: 'siwx', asksForMissing: (value, options) => isSet(value) && !hasPlugin(options, 'siwx'), reason: `no sign-in plugin is loaded: ${signInHint}` },
  { path: 'siweConfig', asksForMissing: (value, options) => isSet(value) && !hasPlugin(options, 'siwx'), reason: `no sign-in plugin is loaded: ${signInHint}` },
  { path: 'termsConditionsUrl', asksForMissing: isSet, reason: 'the Connect view shows no legal links yet' },
  { path: 'privacyPolicyUrl', asksForMissing: isSet, reason: 'the Connect view shows no legal links yet' },
  { path: 'features.legalCheckbox', asksForMissing: isTrue, reason: 'the Connect view shows no legal checkbox yet' },
  { path: 'enableWalletGuide', asksForMissing: isTrue, reason: 'the Connect view has no wallet guide yet' },
  { path: 'enableAuthLogger', asksForMissing: isTrue, reason: "pass embeddedWallet({ enableLogger: true }) to the embedded wallet's adapter instead" },
  { path: 'enableMobileFullScreen', asksForMissing: isTrue, reason: 'the modal keeps its size on mobile' },
  { path: 'enableCoinbase', asksForMissing: isTrue, reason: "Portico has no Coinbase SDK connector; Coinbase Wallet's extension is offered as an announced wallet" },
  { path: 'coinbasePreference', asksForMissing: (value) => isSet(value) && value !== 'all', reason: 'Portico has no Coinbase SDK connector' },
  { path: 'universalProviderConfigOverride', asksForMissing: isSet, reason: 'the WalletConnect adapter builds its own namespaces' },
  { path: 'universalProvider', asksForMissing: isSet, reason: 'the WalletConnect adapter creates its own provider' },
  {
    path: 'customRpcUrls',
    asksForMissing: (value) => isSet(value) && Object.values(value as Record<string, { config?: unknown }[]>).some((urls) => urls.some((url) => url.config !== undefined)),
    reason: "its urls are used, their transport `config` is not; set it on the chain adapter's transport",
  },
  { path: 'tokens', asksForMissing: isSet, reason: 'balances list the tokens the project service reports' },
  { path: 'showWallets', asksForMissing: isFalse, reason: 'the Connect view always lists the wallets' },
  { path: 'features.emailShowWallets', asksForMissing: isFalse, reason: 'the Connect view always lists the wallets' },
  { path: 'features.collapseWallets', asksForMissing: isTrue, reason: 'the Connect view always lists the wallets' },
  { path: 'features.smartSessions', asksForMissing: isTrue, reason: 'there are no smart sessions yet' },
  { path: 'features.reownAuthentication', asksForMissing: isTrue, reason: "use @portico/plugin-siwx with your own backend's SIWX" },
  { path: 'experimental_preferUniversalLinks', asksForMissing: isTrue, reason: "wallets open through their registry's mobile link" },
  { path: 'features.experimental_preferUniversalLinks', asksForMissing: isTrue, reason: "wallets open through their registry's mobile link" },
  { path: 'manualWCControl', asksForMissing: isTrue, reason: "AppKit documents no behaviour for it: Portico's WalletConnect connector owns its session (with @portico/kernel/core, the modal opens and ends a session on your universalProvider only when the user connects or disconnects)" },
  { path: 'basic', asksForMissing: isTrue, reason: 'it only applies to WalletConnect\'s ethereum-provider' },
  { path: 'disableAppend', asksForMissing: isTrue, reason: 'the modal mounts on the first open' },
]
