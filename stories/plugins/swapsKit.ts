import { swaps } from '@portico/plugin-swaps'
import { testSwapWallet } from '../../plugins/swaps/src/testing/testSwapWallet.ts'
import type { TestSwapWalletOptions } from '../../plugins/swaps/src/testing/testSwapWallet.ts'
import type { StoryKitOptions } from '../storyKit.ts'
import { storySwapProvider } from './storySwapProvider.ts'
import type { StorySwapQuotes } from './storySwapProvider.ts'

/**
 * A story kit with the swaps plugin over the story swap provider, and a wallet with the
 * `eip155:calls` extension answering as told (1.25 ETH and 500 PTT on Ethereum).
 */
export function swapsKit(quotes: StorySwapQuotes = 'fixed', wallet: TestSwapWalletOptions = {}): StoryKitOptions {
  return { options: { adapters: [testSwapWallet(wallet).adapter], plugins: [swaps({ provider: storySwapProvider(quotes) })] } }
}
