import type { PluginContext } from '@portico/kernel/extend'
import { SocialsStore } from './SocialsStore.ts'
import { socialsMessages } from './socialsMessages.ts'
import { socialsLocales } from './socialsLocales.ts'
import { addKeyExport } from '@portico/adapter-embedded/keyExport'

/** Sets the socials plugin up: its messages, store, the Connect view's social section, the list of all providers, the two connecting views, and Account's Export private key entry. */
export function setup(context: PluginContext): void {
  context.addMessages(socialsMessages)
  context.addLocaleLoader((locale) => socialsLocales[locale]?.().then((module) => module.default))
  // The texts are read when shown, in the locale of then (its texts may arrive after the setup).
  const texts = {
    get popupBlocked() {
      return context.t('socials.popupBlocked')
    },
    get unavailable() {
      return context.t('socials.unavailable')
    },
  }
  const store = new SocialsStore({ context, storage: context.storage, texts })
  context.attach('socials', store)
  // While its code arrives, the section keeps the size it will take: the first provider's row
  // (48 px), and the row of the others under it (8 px apart, 44 px), as SocialSection draws them.
  context.addConnectSection({ id: 'socials', kind: 'social', load: () => import('./SocialSection.tsx'), reserve: () => (store.providers.length > 1 ? '100px' : '48px') })
  context.registerView('ConnectSocials', () => import('./ConnectSocialsView.tsx'), { title: 'socials.allTitle' })
  context.registerView('ConnectingSocial', () => import('./ConnectingSocialView.tsx'), { title: 'socials.connectingTitle' })
  context.registerView('ConnectingFarcaster', () => import('./ConnectingFarcasterView.tsx'), { title: 'socials.farcasterTitle' })
  // The private key export (issue 31) from Account, for any account of the embedded wallet: a host
  // may list this plugin without the e-mail one (which adds the same).
  addKeyExport(context)
}
