import type { BuyState, OnRampStore } from '@portico/plugin-onramp'
import { when } from 'mobx'
import type { StoryKit } from '../storyKit.ts'

/** Options of `storyOnRampState`. */
export interface StoryOnRampStateOptions {
  /** The fiat amount typed; default 100. */
  amount?: string
  /** Waits for the providers and their quotes; default true. */
  wait?: boolean
  /** Buys through this provider, the popup opened (or blocked: `popup: false`), and waits for the purchase to reach `until`. */
  buy?: { provider: string; popup?: boolean; until: BuyState }
}

/** Connects the story wallet, reads the on-ramp's providers and quotes, and when asked buys through one. */
export async function storyOnRampState(kit: StoryKit, options: StoryOnRampStateOptions = {}): Promise<OnRampStore> {
  await kit.appKit.ready
  await kit.connect()
  const store = kit.store.plugins.get('onramp')!
  store.quoteDelay = 0
  store.pollMs = 50
  if (options.wait === false) return store
  await store.loadProviders()
  if (options.amount !== undefined) store.setFiatAmount(options.amount)
  await when(() => Object.values(store.quotes).every((quote) => quote.state !== 'quoting'), { timeout: 2_000 })
  if (options.buy) {
    const until = options.buy.until
    await store.buy(options.buy.provider, options.buy.popup === false ? null : { location: { href: '' } })
    await when(() => store.purchase?.state === until, { timeout: 2_000 })
  }
  return store
}
