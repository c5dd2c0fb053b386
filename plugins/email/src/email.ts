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
  }
}

/**
 * The e-mail login plugin (feature `email`, on by default): an e-mail field on the Connect view,
 * the one-time code and new-device steps, and the e-mail update views. It drives the embedded
 * wallet (`embeddedWallet()` from @portico/adapter-embedded), which holds the login.
 */
export function email(): PluginDefinition {
  return { id: 'email', feature: 'email', load: () => import('./setup.ts') }
}
