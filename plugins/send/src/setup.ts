import type { PluginContext } from '@portico/kernel/extend'
import { SendStore } from './SendStore.ts'
import { sendMessages } from './sendMessages.ts'
import { sendLocales } from './sendLocales.ts'

/** Sets the send plugin up: its messages, store, three views and the wallet-features entry (SPEC §9: eip155, solana). */
export function setup(context: PluginContext): void {
  context.addMessages(sendMessages)
  context.addLocaleLoader((locale) => sendLocales[locale]?.().then((module) => module.default))
  context.attach('send', new SendStore(context, context.analytics))
  context.registerView('WalletSend', () => import('./SendView.tsx'), { title: 'send.title' })
  context.registerView('WalletSendSelectToken', () => import('./SelectTokenView.tsx'), { title: 'send.selectTokenTitle' })
  context.registerView('WalletSendPreview', () => import('./SendPreviewView.tsx'), { title: 'send.previewTitle' })
  context.addWalletFeature({ id: 'send', label: 'send.feature', view: 'WalletSend', icon: 'send', namespaces: ['eip155', 'solana'] })
}
