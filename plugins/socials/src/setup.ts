import type { PluginContext } from '@portico/kernel/extend'
import { SocialsStore } from './SocialsStore.ts'
import { socialsMessages } from './socialsMessages.ts'

/** Sets the socials plugin up: its messages, store, the Connect view's social section and the two connecting views. */
export function setup(context: PluginContext): void {
  context.addMessages(socialsMessages)
  context.attach('socials', new SocialsStore({ context, storage: context.storage, texts: { popupBlocked: context.t('socials.popupBlocked'), unavailable: context.t('socials.unavailable') } }))
  context.addConnectSection({ id: 'socials', kind: 'social', load: () => import('./SocialSection.tsx') })
  context.registerView('ConnectingSocial', () => import('./ConnectingSocialView.tsx'), { title: 'socials.connectingTitle' })
  context.registerView('ConnectingFarcaster', () => import('./ConnectingFarcasterView.tsx'), { title: 'socials.farcasterTitle' })
}
