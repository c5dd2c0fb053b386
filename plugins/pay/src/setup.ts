import type { PluginContext } from '@portico/kernel/extend'
import { reaction } from 'mobx'
import { payMessages } from './payMessages.ts'
import { PayStore } from './PayStore.ts'
import { pendingPaymentSlot } from './pendingPaymentSlot.ts'

/**
 * Sets the pay plugin up: its messages, its store, the Pay and PayLoading views, the way back to
 * Pay after connecting, the cancel when the modal closes unpaid, and a payment sent before a
 * reload tracked again (the modal opens on PayLoading).
 */
export function setup(context: PluginContext): void {
  context.addMessages(payMessages)
  const store = context.attach('pay', new PayStore(context, context.storage, context.analytics))
  context.registerView('Pay', () => import('./PayView.tsx'), { title: 'pay.title' })
  context.registerView('PayLoading', () => import('./PayLoadingView.tsx'), { title: 'pay.loadingTitle' })
  // The kernel shows Account once a connection is made: a payment that asked for it comes back.
  context.onTeardown(
    reaction(
      () => store.awaitingConnection && context.connections.isConnected && context.router.view === 'Account',
      (connected) => {
        if (connected) store.returnFromConnect()
      },
    ),
  )
  context.onTeardown(
    reaction(
      () => context.modal.open,
      (open) => {
        if (open) return
        store.cancel()
        if (!store.isPaymentInProgress) store.reset()
      },
    ),
  )
  const pending = context.storage.read(pendingPaymentSlot)
  if (pending) {
    void store.resume(pending)
    void context.open({ view: 'PayLoading' })
  }
}
