import { carryPlugin } from '@portico/kernel/extend'
import type { SiweConfig } from './SiweConfig.ts'
import { siwxPlugin } from './siwxPlugin.ts'

/**
 * AppKit's `createSIWEConfig` (of `@reown/appkit-siwe`): the legacy `siweConfig` as given, bringing
 * the sign-in plugin, so `createAppKit({ siweConfig: createSIWEConfig({ ... }) })` needs no
 * `siwxPlugin()` in `plugins`. A `siweConfig` written without it still needs the plugin listed.
 */
export function createSIWEConfig(config: SiweConfig): SiweConfig {
  return carryPlugin({ ...config }, siwxPlugin())
}
