import type { PluginDefinition } from '@portico/kernel'
import type { SocialsStore } from './SocialsStore.ts'

declare module '@portico/kernel/extend' {
  interface PluginStoreRegistry {
    socials: SocialsStore
  }
  interface RouteRegistry {
    /** Every provider, one row each (AppKit's view of the name). */
    ConnectSocials: undefined
    ConnectingSocial: { provider: string }
    ConnectingFarcaster: undefined
  }
}

/**
 * The social login plugin (feature `socials`, SPEC §9 default google, x, farcaster, discord,
 * apple, github, facebook): the providers on the Connect view, the popup flow through the
 * embedded wallet's frame, and Farcaster's QR code.
 */
export function socials(): PluginDefinition {
  return { id: 'socials', feature: 'socials', load: () => import('./setup.ts') }
}
