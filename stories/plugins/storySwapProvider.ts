import type { SwapProvider } from '@portico/plugin-swaps'
import { testSwapProvider } from '../../plugins/swaps/src/testing/testSwapProvider.ts'
import { testSwapTokens } from '../../plugins/swaps/src/testing/testSwapTokens.ts'
import { storySwapIcons } from './storySwapIcons.ts'

/**
 * How the story's swap provider answers quotes: at fixed prices (1 ETH = 1,498.5 PTT), never (a
 * quote loading), without a route (to PUSD), without liquidity for more than 1 ETH's worth.
 */
export type StorySwapQuotes = 'fixed' | 'pending' | 'noRoute' | 'noLiquidity'

const { PUSD } = testSwapTokens('eip155:1')
const oneEther = 10n ** 18n

/** A deterministic swap provider for stories: ETH (with its icon), PTT and PUSD on Ethereum, quotes as told. */
export function storySwapProvider(quotes: StorySwapQuotes = 'fixed'): SwapProvider {
  return testSwapProvider({
    chains: ['eip155:1'],
    icons: storySwapIcons,
    hold: quotes === 'pending',
    fail: (request) => {
      if (quotes === 'noRoute' && request.to === PUSD.address) return 'NO_ROUTE'
      if (quotes === 'noLiquidity' && request.amount > oneEther / 2n) return 'INSUFFICIENT_LIQUIDITY'
      return undefined
    },
  })
}
