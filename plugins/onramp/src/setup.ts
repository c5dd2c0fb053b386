import type { PluginContext } from '@portico/kernel/extend'
import { reaction } from 'mobx'
import type { OnRampOptions } from './onramp.ts'
import { onrampMessages } from './onrampMessages.ts'
import { onrampLocales } from './onrampLocales.ts'
import { OnRampStore } from './OnRampStore.ts'
import { serviceOnRampProvider } from './serviceOnRampProvider.ts'
import { userTimeZone } from './userTimeZone.ts'

/**
 * Sets the on-ramp up: its messages, its store (the host's provider, else the project service when
 * one is configured), the OnRampProviders and BuyInProgress views, and the Buy entry (eip155 and
 * solana, offered with a provider). Closing the modal on a finished purchase forgets it; on one
 * not over yet it stops reading the order's status until the modal opens again.
 */
export function setup(context: PluginContext, options: OnRampOptions = {}): void {
  context.addMessages(onrampMessages)
  context.addLocaleLoader((locale) => onrampLocales[locale]?.().then((module) => module.default))
  const provider = options.provider ?? (context.http ? serviceOnRampProvider(context.http) : undefined)
  const store = context.attach('onramp', new OnRampStore(context, context.analytics, provider, options.timeZone ?? userTimeZone()))
  context.registerView('OnRampProviders', () => import('./OnRampProvidersView.tsx'), { title: 'onramp.title' })
  // Once the purchase is over, the view's title says how it ended.
  const titles: Partial<Record<string, string>> = { completed: 'onramp.completedTitle', failed: 'onramp.failedTitle', error: 'onramp.failedTitle', cancelled: 'onramp.cancelledTitle' }
  context.registerView('BuyInProgress', () => import('./BuyInProgressView.tsx'), { title: () => titles[store.purchase?.state ?? ''] ?? 'onramp.progressTitle' })
  context.addWalletFeature({ id: 'onramp', label: 'onramp.feature', view: 'OnRampProviders', icon: 'token', namespaces: ['eip155', 'solana'], isAvailable: () => store.provider !== undefined })
  context.onTeardown(
    reaction(
      () => context.modal.open,
      (open) => {
        const state = store.purchase?.state
        if (open) store.resumeFollowing()
        else if (state === 'completed' || state === 'failed' || state === 'cancelled' || state === 'error') store.setPurchase(undefined)
        // An order not over yet is read again when the modal opens, not while it is closed.
        else store.stopFollowing()
      },
    ),
  )
  context.onTeardown(store.stopQuoting)
  context.onTeardown(store.stopFollowing)
}
