import type { Features } from './Features.ts'
import type { ProjectConfig } from './ProjectConfig.ts'
import type { RemoteFeatureKey } from './remoteFeatureKeys.ts'
import { defaultFeatures } from './defaultFeatures.ts'

/** The flags a remote project configuration sets: only those of the features it lists. */
export type RemoteFeatureFlags = Partial<Pick<Features, RemoteFeatureKey>>

/**
 * Turns the remote project configuration into feature flags (SPEC §1): social_login sets email
 * and socials, swap sets swaps, onramp onramp, activity activity, reown_branding reownBranding.
 * A disabled social_login turns both email and socials off; an enabled one without config keeps
 * e-mail and the default providers; an empty provider list turns socials off.
 */
export function remoteFeatureFlags(config: ProjectConfig): RemoteFeatureFlags {
  const flags: RemoteFeatureFlags = {}
  for (const feature of config.features) {
    switch (feature.id) {
      case 'social_login':
        if (!feature.isEnabled) {
          flags.email = false
          flags.socials = false
        } else if (feature.config === null) {
          flags.email = true
          flags.socials = defaultFeatures.socials && [...defaultFeatures.socials]
        } else {
          flags.email = feature.config.email
          flags.socials = feature.config.providers.length > 0 ? [...feature.config.providers] : false
        }
        break
      case 'swap':
        flags.swaps = feature.isEnabled
        break
      case 'onramp':
        flags.onramp = feature.isEnabled
        break
      case 'activity':
        flags.activity = feature.isEnabled
        break
      case 'reown_branding':
        flags.reownBranding = feature.isEnabled
        break
    }
  }
  return flags
}
