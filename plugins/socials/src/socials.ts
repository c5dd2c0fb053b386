import type { PluginDefinition } from '@portico/kernel'
import type { SocialProviderName } from './SocialProviderName.ts'
import type { SocialsStore } from './SocialsStore.ts'

declare module '@portico/kernel/extend' {
  interface PluginStoreRegistry {
    socials: SocialsStore
  }
  interface RouteRegistry {
    /** Every provider, one row each (AppKit's view of the name). */
    ConnectSocials: undefined
    ConnectingSocial: { provider: SocialProviderName }
    ConnectingFarcaster: undefined
    /** The embedded account's private key export (@portico/adapter-embedded/keyExport; the e-mail plugin declares it too). */
    ExportPrivateKey: undefined
  }
}

/**
 * The social login plugin (feature `socials`, SPEC §9 default google, x, farcaster, discord,
 * apple, github, facebook): the providers on the Connect view, the popup flow through the
 * embedded wallet's frame, Farcaster's QR code, and the embedded account's private key export
 * from Account (shown inside the secure frame only).
 */
export function socials(): PluginDefinition {
  return { id: 'socials', feature: 'socials', load: () => import('./setup.ts') }
}
