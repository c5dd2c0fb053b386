import type { PluginContext } from '@portico/kernel/extend'
import { EmailStore } from './EmailStore.ts'
import { emailMessages } from './emailMessages.ts'
import { emailLocales } from './emailLocales.ts'
import { isEmailUser } from './isEmailUser.ts'
import { addKeyExport } from '@portico/adapter-embedded/keyExport'

/** Sets the e-mail plugin up: its messages, store, the Connect view's e-mail section, its five views, Account's Edit Email entry, and the private key export (view and entry). */
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
  // While its code arrives, the section keeps the size it will take: the field and its label.
  context.addConnectSection({ id: 'email', kind: 'email', load: () => import('./EmailSection.tsx'), reserve: () => '67px' })
  context.registerView('EmailVerifyOtp', () => import('./EmailVerifyOtpView.tsx'), { title: 'email.otpTitle' })
  context.registerView('EmailVerifyDevice', () => import('./EmailVerifyDeviceView.tsx'), { title: 'email.deviceTitle' })
  context.registerView('UpdateEmail', () => import('./UpdateEmailView.tsx'), { title: 'email.updateTitle' })
  context.registerView('UpdateEmailPrimaryOtp', () => import('./UpdateEmailPrimaryOtpView.tsx'), { title: 'email.primaryTitle' })
  context.registerView('UpdateEmailSecondaryOtp', () => import('./UpdateEmailSecondaryOtpView.tsx'), { title: 'email.secondaryTitle' })
  // The e-mail update (SPEC §4) from Account, for an account logged in with an e-mail.
  context.addWalletFeature({ id: 'email', label: 'email.updateFeature', view: 'UpdateEmail', icon: 'mail', placement: 'row', isAvailable: () => isEmailUser(context) })
  // The private key export (issue 31) from Account, for any account of the embedded wallet (e-mail or
  // social login); the socials plugin adds the same, for a host that lists it without this one.
  addKeyExport(context)
}
