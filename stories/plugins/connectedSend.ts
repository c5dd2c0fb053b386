import type { SendStore } from '@portico/plugin-send'
import type { StoryKit } from '../storyKit.ts'

/** Waits for the plugins, connects the story account, reads its balances, and hands over the send store. */
export async function connectedSend(kit: StoryKit): Promise<SendStore> {
  await kit.appKit.ready
  await kit.connect()
  await kit.loadBalances()
  return kit.store.plugins.get('send')!
}
