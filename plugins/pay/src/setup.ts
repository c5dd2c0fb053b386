import type { PluginContext } from '@portico/kernel/extend'
import { reaction } from 'mobx'
import type { PayPluginOptions } from './payPlugin.ts'
import { payMessages } from './payMessages.ts'
import { payLocales } from './payLocales.ts'
import { PayStore } from './PayStore.ts'
import { pendingExchangeSlot } from './pendingExchangeSlot.ts'
import { pendingPaymentSlot } from './pendingPaymentSlot.ts'
import { serviceExchangeSource } from './serviceExchangeSource.ts'

/**
 * Sets the pay plugin up: its messages, its store (exchanges from the host's source, else the
 * project service when one is configured), the Pay and PayLoading views, the way back to Pay
 * after connecting, the cancel when the modal closes unpaid, and a payment sent, or opened at an
 * exchange, before a reload followed again (the modal opens on PayLoading).
 */
export function setup(context: PluginContext, options: PayPluginOptions = {}): void {
  context.addMessages(payMessages)
  context.addLocaleLoader((locale) => payLocales[locale]?.().then((module) => module.default))
  const exchanges = options.exchanges ?? (context.http ? serviceExchangeSource(context.http) : undefined)
  const store = context.attach('pay', new PayStore(context, context.storage, context.analytics, exchanges))
  context.onTeardown(store.stopFollowingExchange)
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
  const opened = context.storage.read(pendingExchangeSlot)
  if (pending) {
    void store.resume(pending)
    void context.open({ view: 'PayLoading' })
  } else if (opened) {
    store.resumeExchange(opened)
    void context.open({ view: 'PayLoading' })
  }
}
