import type { PluginContext } from '@portico/kernel/extend'
import { receiveMessages } from './receiveMessages.ts'

/** Sets the receive plugin up: its messages, its view and its wallet-features entry. */
export function setup(context: PluginContext): void {
  context.addMessages(receiveMessages)
  context.registerView('WalletReceive', () => import('./ReceiveView.tsx'), { title: 'receive.title' })
  context.addWalletFeature({ id: 'receive', label: 'receive.feature', view: 'WalletReceive', icon: 'receive' })
}
