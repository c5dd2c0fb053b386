import type { PluginDefinition } from '@portico/kernel'
import type { EmailStore } from './EmailStore.ts'

declare module '@portico/kernel/extend' {
  interface PluginStoreRegistry {
    email: EmailStore
  }
  interface RouteRegistry {
    EmailVerifyOtp: { email: string }
    EmailVerifyDevice: { email: string }
    UpdateEmail: undefined
    UpdateEmailPrimaryOtp: { email: string }
    UpdateEmailSecondaryOtp: { email: string }
    /** The embedded account's private key export (@portico/adapter-embedded/keyExport; the socials plugin declares it too). */
    ExportPrivateKey: undefined
  }
}

/**
 * The e-mail login plugin (feature `email`, on by default): an e-mail field on the Connect view,
 * the one-time code and new-device steps, the e-mail update views, and the embedded account's
 * private key export (shown inside the secure frame only). It drives the embedded
 * wallet (`embeddedWallet()` from @portico/adapter-embedded), which holds the login.
 */
export function email(): PluginDefinition {
  return { id: 'email', feature: 'email', load: () => import('./setup.ts') }
}
