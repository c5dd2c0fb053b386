import type { SwapStore } from '@portico/plugin-swaps'
import { when } from 'mobx'
import type { StoryKit } from '../storyKit.ts'
import { storySwapTokens } from './storySwapTokens.ts'

/**
 * Waits for the plugins, connects the story wallet, reads its balances and the tokens offered,
 * and, when given, fills the form (the amount paid) and waits for its quote (unless it never comes).
 */
export async function storySwapState(kit: StoryKit, fill?: { from?: keyof typeof storySwapTokens; to: keyof typeof storySwapTokens; amount: string; wait?: boolean }): Promise<SwapStore> {
  await kit.appKit.ready
  await kit.connect('harbor')
  await kit.loadBalances()
  const store = kit.store.plugins.get('swaps')!
  store.quoteDelay = 0
  await store.loadTokens()
  if (!fill) return store
  store.selectToken('from', storySwapTokens[fill.from ?? 'ETH'])
  store.selectToken('to', storySwapTokens[fill.to])
  store.setFromAmount(fill.amount)
  if (fill.wait !== false) await when(() => !store.quoting, { timeout: 2_000 })
  return store
}
