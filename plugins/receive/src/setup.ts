import type { PluginContext } from '@portico/kernel/extend'
import { receiveMessages } from './receiveMessages.ts'
import { receiveLocales } from './receiveLocales.ts'

/** Sets the receive plugin up: its messages, its view and its wallet-features entry. */
export function setup(context: PluginContext): void {
  context.addMessages(receiveMessages)
  context.addLocaleLoader((locale) => receiveLocales[locale]?.().then((module) => module.default))
  context.registerView('WalletReceive', () => import('./ReceiveView.tsx'), { title: 'receive.title' })
  context.addWalletFeature({ id: 'receive', label: 'receive.feature', view: 'WalletReceive', icon: 'receive' })
}
