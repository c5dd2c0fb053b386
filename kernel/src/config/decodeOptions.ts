import { decode } from '../decode.ts'
import { ConfigError } from '../errors.ts'
import type { Network } from '../model/Network.ts'
import { AppKitOptions } from './AppKitOptions.ts'
import { Features } from './Features.ts'
import { applyNetworkOptions } from './applyNetworkOptions.ts'
import { defaultFeatures } from './defaultFeatures.ts'
import { carriedPlugins } from './carriedPlugins.ts'

/** The decoded options and the feature flags they give before any remote configuration. */
export interface DecodedOptions {
  options: AppKitOptions
  features: Features
}

// The keys of the merged flags; a host's other feature keys (AppKit has more) stay in options only.
const featureKeys = new Set(Features.types.flatMap((part) => Object.keys(part.props)))

function describeInput(input: unknown): string {
  if (input === null) return 'null'
  if (Array.isArray(input)) return 'a list'
  return typeof input
}

/**
 * Decodes `createAppKit`'s options and merges the host's features over SPEC §9's defaults
 * (AppKit's `history` is `activity`); applies `chainImages` and `customRpcUrls` to the networks;
 * adds the plugins that option values carry (`carryPlugin`) to the listed ones; warns once in
 * development about options that have no effect yet. Throws a ConfigError naming every wrong
 * field, SPEC's text when both `siweConfig` and `siwx` are set, and an error for an empty
 * `networks` list.
 */
export function decodeOptions(input: unknown): DecodedOptions {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ConfigError(`Invalid createAppKit options: expected an object, got ${describeInput(input)}`)
  }
  const { siwx, siweConfig } = input as { siwx?: unknown; siweConfig?: unknown }
  if (siwx != null && siweConfig != null) {
    throw new ConfigError('Cannot set both `siweConfig` and `siwx` options', { code: 'CONFIG_SIWX_CONFLICT' })
  }
  const decoded = decode(AppKitOptions, input)
  if (!decoded.ok) throw new ConfigError(`Invalid createAppKit options: ${decoded.error}`)
  const { chainImages, customRpcUrls } = decoded.value
  const [firstNetwork, ...otherNetworks] = decoded.value.networks
  const applied = (network: Network) => applyNetworkOptions(network, { chainImages, customRpcUrls })
  const options: AppKitOptions = {
    ...decoded.value,
    networks: [applied(firstNetwork), ...otherNetworks.map(applied)],
    ...(decoded.value.defaultNetwork ? { defaultNetwork: applied(decoded.value.defaultNetwork) } : {}),
  }
  const pluginIds = new Set<string>()
  for (const plugin of options.plugins ?? []) {
    if (pluginIds.has(plugin.id)) throw new ConfigError(`Invalid createAppKit options: plugins: two plugins have the id "${plugin.id}"`)
    pluginIds.add(plugin.id)
  }
  // The plugins option values bring (`siwx: defaultSiwx()`), after the listed ones, once by id.
  for (const plugin of carriedPlugins(Object.values(options))) {
    if (!pluginIds.has(plugin.id)) options.plugins = [...(options.plugins ?? []), plugin]
    pluginIds.add(plugin.id)
  }
  const features: Features = { ...defaultFeatures, socials: defaultFeatures.socials && [...defaultFeatures.socials] }
  const { history, ...hostFeatures } = options.features ?? {}
  if (history !== undefined && hostFeatures.activity === undefined) features.activity = history
  for (const [key, value] of Object.entries(hostFeatures)) {
    if (value === undefined || !featureKeys.has(key)) continue
    Object.assign(features, { [key]: Array.isArray(value) ? [...value] : value })
  }
  return { options, features }
}
