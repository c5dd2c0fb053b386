import type { PluginContext } from '@portico/kernel/extend'
import { ActivityStore } from './ActivityStore.ts'
import { activityMessages } from './activityMessages.ts'
import { activityLocales } from './activityLocales.ts'
import { followActivity } from './followActivity.ts'
import { serviceTransactionSource } from './serviceTransactionSource.ts'

/**
 * Sets the activity plugin up: its messages, its store (reading the project service when one is
 * configured), the Account view's Activity tab after Tokens and NFTs, and the Transactions view.
 */
export function setup(context: PluginContext): void {
  context.addMessages(activityMessages)
  context.addLocaleLoader((locale) => activityLocales[locale]?.().then((module) => module.default))
  const store = context.attach('activity', new ActivityStore(context, context.http ? serviceTransactionSource(context.http) : undefined))
  context.onTeardown(followActivity(store, context.events))
  context.addAccountTab({ id: 'activity', label: 'activity.tab', order: 3, load: () => import('./ActivityTab.tsx') })
  context.registerView('Transactions', () => import('./TransactionsView.tsx'), { title: 'activity.title' })
}
