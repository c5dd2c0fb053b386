import { activity } from '@portico/plugin-activity'
import type { ActivityStore } from '@portico/plugin-activity'
import type { StoryKit, StoryKitOptions } from '../storyKit.ts'
import { storyTransactions } from './storyTransactions.ts'
import type { StoryTransactions } from './storyTransactions.ts'

/** A story kit with the activity plugin (and no project service: a story hands the store its source). */
export function activityKit(): StoryKitOptions {
  return { options: { plugins: [activity()] } }
}

/**
 * Waits for the plugins, gives the activity store the story's transactions (none: no project
 * service), connects the story account and reads its balances; hands over the store.
 */
export async function connectedActivity(kit: StoryKit, transactions: StoryTransactions | 'none' = 'fixed'): Promise<ActivityStore> {
  await kit.appKit.ready
  const store = kit.store.plugins.get('activity')!
  if (transactions !== 'none') store.setSource(storyTransactions(transactions))
  await kit.connect()
  await kit.loadBalances()
  return store
}
