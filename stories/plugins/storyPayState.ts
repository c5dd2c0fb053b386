import type { PayStore } from '@portico/plugin-pay'
import type { StoryKit } from '../storyKit.ts'

/** The story payment: 25 USDC to a fixed recipient, on Ethereum unless told (Base for the wrong network). */
export function storyPayment(network = 'eip155:1') {
  return {
    recipient: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
    amount: 25,
    paymentAsset: { network, asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 } },
  }
}

/**
 * Waits for the plugins, connects the story wallet unless told not to, and shows the story
 * payment (as `openPay` does); with `pay`, presses Pay without waiting for it to end.
 */
export async function storyPayState(kit: StoryKit, options: { connect?: boolean; network?: string; pay?: boolean } = {}): Promise<PayStore> {
  await kit.appKit.ready
  if (options.connect !== false) await kit.connect()
  const store = kit.store.plugins.get('pay')!
  store.begin(storyPayment(options.network))
  if (options.pay) void store.pay()
  return store
}
