import type { PayStore } from '@portico/plugin-pay'
import { when } from 'mobx'
import type { StoryKit } from '../storyKit.ts'

/** The story payment: 25 USDC to a fixed recipient, on Ethereum unless told (Base for the wrong network). */
export function storyPayment(network = 'eip155:1') {
  return {
    recipient: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    amount: 25,
    paymentAsset: { network, asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } },
  }
}

/** How the story pays from an exchange: in a popup, or with the popup blocked. */
export type StoryExchangeWindow = 'popup' | 'blocked'

/**
 * Waits for the plugins, connects the story wallet unless told not to, and shows the story
 * payment (as `openPay` does); with `pay`, presses Pay without waiting for it to end; with
 * `exchange`, pays from Cove Exchange once the exchanges are listed, in a popup or with it blocked.
 */
export async function storyPayState(kit: StoryKit, options: { connect?: boolean; network?: string; pay?: boolean; exchange?: StoryExchangeWindow } = {}): Promise<PayStore> {
  await kit.appKit.ready
  if (options.connect !== false) await kit.connect()
  const store = kit.store.plugins.get('pay')!
  store.begin(storyPayment(options.network))
  if (options.pay) void store.pay()
  if (options.exchange) {
    await when(() => store.exchanges.state !== 'loading')
    void store.payWithExchange('cove', options.exchange === 'popup' ? { location: { href: 'about:blank' }, closed: false } : null)
  }
  return store
}
