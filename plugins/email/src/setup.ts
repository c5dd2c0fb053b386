import type { PluginContext } from '@portico/kernel/extend'
import { EmailStore } from './EmailStore.ts'
import { emailMessages } from './emailMessages.ts'
import { emailLocales } from './emailLocales.ts'
import { isEmailUser } from './isEmailUser.ts'
import { isEmbeddedWalletUser } from './isEmbeddedWalletUser.ts'

/** Sets the e-mail plugin up: its messages, store, the Connect view's e-mail section, its six views, and Account's Edit Email and Export private key entries. */
export function setup(context: PluginContext): void {
  context.addMessages(emailMessages)
  context.addLocaleLoader((locale) => emailLocales[locale]?.().then((module) => module.default))
  context.attach(
    'email',
    new EmailStore({
      context,
      storage: context.storage,
      texts: {
        // Read when shown, in the locale of then (its texts may arrive after the setup).
        get invalidEmail() {
          return context.t('email.invalid')
        },
        cooldown: (seconds) => context.t('email.cooldown', { seconds }),
        get emailUpdated() {
          return context.t('email.updated')
        },
        get unavailable() {
          return context.t('email.unavailable')
        },
      },
    }),
  )
  context.addConnectSection({ id: 'email', kind: 'email', load: () => import('./EmailSection.tsx') })
  context.registerView('EmailVerifyOtp', () => import('./EmailVerifyOtpView.tsx'), { title: 'email.otpTitle' })
  context.registerView('EmailVerifyDevice', () => import('./EmailVerifyDeviceView.tsx'), { title: 'email.deviceTitle' })
  context.registerView('UpdateEmail', () => import('./UpdateEmailView.tsx'), { title: 'email.updateTitle' })
  context.registerView('UpdateEmailPrimaryOtp', () => import('./UpdateEmailPrimaryOtpView.tsx'), { title: 'email.primaryTitle' })
  context.registerView('UpdateEmailSecondaryOtp', () => import('./UpdateEmailSecondaryOtpView.tsx'), { title: 'email.secondaryTitle' })
  context.registerView('ExportPrivateKey', () => import('./ExportPrivateKeyView.tsx'), { title: 'email.exportKeyTitle' })
  // The e-mail update (SPEC §4) from Account, for an account logged in with an e-mail.
  context.addWalletFeature({ id: 'email', label: 'email.updateFeature', view: 'UpdateEmail', icon: 'mail', isAvailable: () => isEmailUser(context) })
  // The private key export (issue 31) from Account, for any account of the embedded wallet (e-mail or social login).
  // The socials plugin adds its twin under the same ids, for a host that lists it without this one.
  context.addWalletFeature({ id: 'exportPrivateKey', label: 'email.exportKeyFeature', view: 'ExportPrivateKey', icon: 'key', isAvailable: () => isEmbeddedWalletUser(context) })
}
