import type { Network } from '../model/Network.ts'
import type { AdapterDefinition } from '../adapters/AdapterDefinition.ts'
import type { PluginDefinition } from '../plugins/PluginDefinition.ts'
import type { Features } from './Features.ts'

/** Host app metadata (SPEC §3 dapp data). */
export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}

/**
 * The options of `createAppKit`, with AppKit's option names.
 * TODO(config helper): the io-ts codec that decodes these, with clear errors.
 */
export interface AppKitOptions {
  projectId?: string
  networks: Network[]
  defaultNetwork?: Network
  adapters?: AdapterDefinition[]
  plugins?: PluginDefinition[]
  metadata?: Metadata
  features?: Partial<Features>
  siwx?: unknown
  siweConfig?: unknown
  themeMode?: 'light' | 'dark'
  themeVariables?: Record<string, string | number>
  allowUnsupportedChain?: boolean
  enableNetworkSwitch?: boolean
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  includeWalletIds?: string[]
  customWallets?: { id: string; name: string; homepage?: string; image_url?: string; mobile_link?: string; desktop_link?: string; webapp_link?: string }[]
  enableEmbedded?: boolean
  debug?: boolean
  /** Portico: the project service (project config, allowed origins, registry, balances). */
  projectServiceUrl?: string
  /** Portico: the analytics endpoint; without it no telemetry is sent. */
  analyticsUrl?: string
}
